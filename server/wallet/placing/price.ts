/**
 * Re-checks a coupon to place against the feed and prices it at the current odds, with the coupon
 * maths the browser runs (@kickoff/coupon-maths). Throws the typed rejections of ./errors, in this
 * order: duplicate or unknown odds (invalid_coupon), closed markets (market_closed), coefficient
 * changes the player's policy refuses (odds_changed), the coupon shape (invalid_coupon), the stake
 * limits (stake_too_low / stake_too_high, the latter also for the maximum payout and a multi-bet's chained
 * block maximums). A VIP bet
 * (isVipBet) is re-checked first (vip_bet_unavailable) and lifts the maximum stake only.
 *
 * Coefficient-change policy (account spec §3): 0 approve — any change refuses; 1 any_change — the
 * current coefficients are accepted; 2 rise — rises are accepted, a fall refuses. The coupon is always
 * priced at the current coefficients. A set exactCoef (> 0) is the coupon coefficient the player saw:
 * it is compared with the current coupon coefficient under the same policy and never prices the coupon.
 */
import {
  CouponType,
  InvalidCouponError,
  blockMaxAmounts,
  bonusBet,
  couponPrice,
  dependentIndexes,
  fairAntiExpressCoef,
  floorMoney,
  isCombinedType,
  roundMoney,
  type CouponInput,
  type CouponTypeId,
} from '@kickoff/coupon-maths';
import type { PlaceCouponRequest } from '@kickoff/wallet-contracts';
import type { PlacingOdd } from '../../feed/store/betting';
import { toMinor } from '../../money';
import { BONUS_ACCOUNT_TYPE, type StakeTable } from '../limits';
import type { WalletAccount } from '../store/accounts';
import type { BetInsert } from '../store/coupons';
import { PlacementErrors, type OddChange } from './errors';

export interface PricingRules {
  /** The currency's stake limits per coupon type, maximum payout and liability cap (../limits.ts). */
  stakeTable: StakeTable;
  /** Site config couponTypesWithMinAmount / couponTypesWithMaxAmount: what the coupon shows (placing enforces every type's limits). */
  minAmountTypes: readonly number[];
  maxAmountTypes: readonly number[];
  /** Site config isAvailableCouponBonusBet: an express that qualifies is priced with the bonus (shell spec §5). */
  bonusBets: boolean;
  /** Site config showVipBet: a stake above the maximum may be sent for the bookmaker's approval (absent: no). */
  vipBets?: boolean;
  /** The house margin of a derived price (site config couponDerivedMargin, 0 to 0.5): docs/api.md "Derived prices". */
  derivedMargin: number;
}

/** What pricing reads of the feed besides the odds: every outcome's coefficient of each market. */
export type MarketCoefs = ReadonlyMap<number, readonly number[]>;

export interface PricedCoupon {
  amountMinor: number;
  coef: number;
  possibleWinMinor: number;
  /** The express bonus in percent the coupon is priced with; 0: none. */
  bonusPercent: number;
  /** A VIP bet whose stake is above the maximum: placed pending the bookmaker's decision. */
  vipPending: boolean;
  bets: BetInsert[];
}

/** Whether the policy accepts a move from `seen` to `current`. */
export function policyAccepts(action: 0 | 1 | 2, seen: number, current: number): boolean {
  if (action === 1) return true;
  if (action === 2) return current >= seen;
  return current === seen;
}

/** Betting is closed on an odd: it, its market or its game is blocked, or the game ended. */
export const isClosed = (odd: PlacingOdd): boolean => odd.oddBlocked || odd.marketBlocked || odd.gameFinished || odd.gameStatus === 4;

function openOdds(request: PlaceCouponRequest, odds: readonly PlacingOdd[]): PlacingOdd[] {
  const ids = request.bets.map((bet) => bet.market.id);
  const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (duplicates.length > 0) throw PlacementErrors.invalidCoupon('A coupon holds each outcome once', duplicates);
  const byId = new Map(odds.map((odd) => [odd.oddId, odd]));
  const unknown = request.bets.filter((bet) => byId.get(bet.market.id)?.gameId !== bet.market.gameId).map((bet) => bet.market.id);
  if (unknown.length > 0) throw PlacementErrors.invalidCoupon('Some bets name no outcome of the feed (or the wrong game)', unknown);
  const ordered = request.bets.map((bet) => byId.get(bet.market.id)).filter((odd): odd is PlacingOdd => odd !== undefined);
  const closed = ordered.filter(isClosed).map((odd) => odd.oddId);
  if (closed.length > 0) throw PlacementErrors.marketClosed(closed);
  return ordered;
}

/**
 * The VIP bet rule (shell spec §5, as vipBetAvailable in the slip): the site config allows it, the type
 * has a finite maximum stake (in couponTypesWithMaxAmount, not on a bonus account), it is not type 9 and
 * every bet is a line bet now (its game not live).
 */
function vipRefusal(request: PlaceCouponRequest, account: WalletAccount, rules: PricingRules, odds: readonly PlacingOdd[]): string | null {
  if (rules.vipBets !== true) return 'The VIP bet is switched off';
  if (request.typeId === CouponType.manySingles) return 'The VIP bet is not available for many singles';
  if (!rules.maxAmountTypes.includes(request.typeId) || account.type === BONUS_ACCOUNT_TYPE) return 'The coupon has no maximum stake';
  if (odds.some((odd) => odd.isLive)) return 'The VIP bet is available for line bets only';
  return null;
}

/**
 * Checks the stake limits of the coupon's type (every type has them, whatever the site config's lists
 * say the coupon shows); true when a VIP bet's stake is above the maximum stake (placed pending).
 */
function checkLimits(request: PlaceCouponRequest, account: WalletAccount, rules: PricingRules, possibleWinMajor: number): boolean {
  const { stakeTable } = rules;
  const type = stakeTable.types[request.typeId];
  if (!type) throw PlacementErrors.invalidCoupon(`No stake limits for coupon type ${request.typeId}`);
  if (request.amount < type.min) throw PlacementErrors.stakeTooLow(type.min, account.iso);
  const stakeCap = account.type !== BONUS_ACCOUNT_TYPE ? type.max : Infinity;
  // The largest stake whose possible win stays within the maximum payout (the win grows with the stake).
  const payoutCap = possibleWinMajor > stakeTable.maxPayout ? floorMoney((stakeTable.maxPayout * request.amount) / possibleWinMajor) : Infinity;
  // A VIP bet lifts the maximum stake (the bookmaker decides), never the maximum payout.
  const max = Math.min(request.isVipBet ? Infinity : stakeCap, payoutCap);
  if (request.amount > max) throw PlacementErrors.stakeTooHigh(max, account.iso);
  return request.isVipBet === true && request.amount > stakeCap;
}

/**
 * The chained block maximums of a multi-bet that carries block amounts (shell spec §5, blockMaxAmounts of
 * the coupon maths): the first block may take the maximum stake, each next one at most the previous
 * block's amount times its coefficient. A block amount naming no block of the coupon is invalid.
 */
function checkBlockChain(request: PlaceCouponRequest, odds: readonly PlacingOdd[], account: WalletAccount, rules: PricingRules): void {
  const entered = request.amountByBlockId;
  if (request.typeId !== CouponType.multiBet || entered === undefined || entered === null) return;
  const type = rules.stakeTable.types[request.typeId];
  const maxStake = request.isVipBet === true || account.type === BONUS_ACCOUNT_TYPE || !type ? Infinity : type.max;
  const amountByBlockId = Object.fromEntries(Object.entries(entered).map(([id, amount]) => [Number(id), amount]));
  const bets = odds.map((odd, i) => ({ coef: odd.coef, blockId: request.bets[i]?.blockId ?? 0 }));
  const limits = blockMaxAmounts({ maxBetAmount: maxStake, bets, amountByBlockId });
  const stray = Object.keys(amountByBlockId).map(Number).filter((id) => !limits.some((limit) => limit.blockId === id));
  if (stray.length > 0) throw PlacementErrors.invalidCoupon(`Block amounts name blocks the coupon does not hold: ${stray.join(', ')}`);
  const over = limits.find((limit) => (amountByBlockId[limit.blockId] ?? 0) > limit.maxAmount);
  if (over) throw PlacementErrors.blockStakeTooHigh(over.blockId, over.maxAmount, account.iso);
}

/** Bets of one game cannot share a line (shell spec §3 isDepend): the rule the slip locks them by, enforced here. */
export function refuseDependentBets(typeId: number, odds: readonly PlacingOdd[]): void {
  if (!isCombinedType(typeId as CouponTypeId)) return;
  const dependent = [...dependentIndexes(odds)].map((index) => odds[index]?.oddId ?? 0);
  if (dependent.length > 0) throw PlacementErrors.dependentBets(dependent);
}

/** The anti-express's quote: fair value from the selections' markets, less the margin (coupon-maths fair-price). */
export function antiExpressQuote(odds: readonly PlacingOdd[], markets: MarketCoefs, margin: number): number {
  const quote = fairAntiExpressCoef(odds.map((odd) => ({ coef: odd.coef, marketCoefs: markets.get(odd.marketId) ?? [odd.coef] })), margin);
  if (quote === null) throw PlacementErrors.antiExpressUnavailable();
  return quote;
}

export function priceCoupon(request: PlaceCouponRequest, odds: readonly PlacingOdd[], account: WalletAccount, rules: PricingRules, markets: MarketCoefs): PricedCoupon {
  const ordered = openOdds(request, odds);
  refuseDependentBets(request.typeId, ordered);
  const changes: OddChange[] = ordered
    .map((odd, i) => ({ oddId: odd.oddId, seen: request.bets[i]?.market.coef ?? 0, current: odd.coef }))
    .filter((c) => c.seen !== c.current);
  const refused = changes.filter((c) => !policyAccepts(request.changeCoefAction, c.seen, c.current));
  if (refused.length > 0) throw PlacementErrors.oddsChanged(changes);

  const input: CouponInput = {
    typeId: request.typeId as CouponTypeId,
    amount: request.amount,
    bets: ordered.map((odd, i) => ({ coef: odd.coef, banker: request.bets[i]?.isBanker === true, blockId: request.bets[i]?.blockId ?? 0 })),
    ...(request.typeId === CouponType.system || request.typeId === CouponType.multiBet ? { systemValue: request.systemValue ?? undefined } : {}),
    ...(request.typeId === CouponType.antiExpress && ordered.length >= 2 ? { antiExpressCoef: antiExpressQuote(ordered, markets, rules.derivedMargin) } : {}),
  };
  let coef: number;
  let winMajor: number;
  try {
    ({ coef, possibleWin: winMajor } = couponPrice(input));
  } catch (error) {
    if (error instanceof InvalidCouponError) throw PlacementErrors.invalidCoupon(error.message);
    throw error;
  }
  // The express bonus (shell spec §5), from the current odds and market kinds: it raises the coupon's
  // coefficient, and the possible win is the stake times that coefficient.
  const bonus = bonusBet({ isEnabled: rules.bonusBets && request.isBonusBetDeleted !== true, typeId: request.typeId as CouponTypeId, bets: ordered.map((odd) => ({ coef: odd.coef, kind: odd.marketKind })) });
  if (bonus) {
    coef = bonus.bonusCoef;
    winMajor = roundMoney(request.amount * bonus.bonusCoef);
  }
  const exactCoef = request.exactCoef ?? 0;
  if (exactCoef > 0 && !policyAccepts(request.changeCoefAction, exactCoef, coef)) {
    throw PlacementErrors.oddsChanged(changes, { seen: exactCoef, current: coef });
  }
  if (request.isVipBet) {
    const refusal = vipRefusal(request, account, rules, ordered);
    if (refusal !== null) throw PlacementErrors.vipBetUnavailable(refusal);
  }
  const vipPending = checkLimits(request, account, rules, winMajor);
  checkBlockChain(request, ordered, account, rules);
  return {
    amountMinor: toMinor(request.amount, account.minor_units),
    coef,
    possibleWinMinor: toMinor(winMajor, account.minor_units),
    bonusPercent: bonus?.percent ?? 0,
    vipPending,
    bets: ordered.map((odd, i) => ({
      oddId: odd.oddId,
      gameId: odd.gameId,
      marketId: odd.marketId,
      marketTypeId: odd.marketTypeId,
      param: odd.param,
      oddTypeId: odd.oddTypeId,
      coef: odd.coef,
      isBanker: request.bets[i]?.isBanker === true,
      blockId: request.bets[i]?.blockId ?? 0,
      // What the bet is on comes from the feed only, never from the request body.
      permanentId: odd.permanentId,
      team1: odd.team1,
      team2: odd.team2,
      startAt: odd.startAt,
      isLive: odd.isLive,
      names: odd.names,
    })),
  };
}
