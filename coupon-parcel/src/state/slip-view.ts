/**
 * What the coupon shows and whether it can be placed, from its parts (pure: the stores feed it, the
 * node tests call it directly). Every number comes from the coupon maths; every rule from
 * domain/slip-rules.ts.
 */
import type { Account, Bet } from '@kickoff/platform';
import { couponCoef, lineCount, possibleWin } from '../domain/possible-win';
import { InvalidCouponError } from '../domain/errors';
import { systemOptions, type SystemOption } from '../domain/system-options';
import { bonusBet, type BonusBet } from '../domain/bonus-bet';
import { roundMoney } from '../domain/money';
import { vipBetAvailable } from '../domain/vip-bet';
import {
  availableTypes,
  coefChangeDecision,
  dependentIndexes,
  lockReason,
  maxAmountFor,
  minAmountFor,
  showsMaxAmount,
  typeLimits,
  type ChangeCoefAction,
  type LockReason,
  type StakeLimits,
} from '../domain/slip-rules';
import { CouponType, type CouponInput, type CouponTypeId } from '../domain/types';
import type { LiveBet } from './live';

export interface SlipRow {
  readonly bet: Bet;
  readonly live: LiveBet;
  readonly isDepend: boolean;
  readonly lock: LockReason | null;
  /** A coefficient change the player must confirm under the policy. */
  readonly pendingCoef: number | null;
  readonly isBanker: boolean;
}

/** Why the coupon cannot be placed now; the first one is what the place button area says. */
export type SlipProblem =
  | { kind: 'signIn' }
  | { kind: 'noAccount' }
  | { kind: 'locked' }
  | { kind: 'pendingChanges' }
  | { kind: 'shape'; typeId: CouponTypeId }
  /** An anti-express without the book's quote (still asked for, or none: its bets are all likely to win). */
  | { kind: 'noQuote' }
  | { kind: 'noAmount' }
  | { kind: 'belowMin'; min: number }
  /** vip: the VIP bet can lift the maximum stake (the toggle is offered). */
  | { kind: 'aboveMax'; max: number; vip?: true }
  | { kind: 'overBalance'; balance: number };

export interface SlipInput {
  readonly bets: readonly Bet[];
  readonly typeId: CouponTypeId;
  readonly systemValue: number | null;
  readonly bankers: ReadonlySet<number>;
  readonly live: (bet: Bet) => LiveBet;
  /** The parsed stake, null when empty or not a number. */
  readonly amount: number | null;
  readonly limits: StakeLimits | null;
  readonly account: Account | null;
  readonly isAuthorized: boolean;
  readonly policy: ChangeCoefAction;
  /** Site config isAvailableCouponBonusBet. */
  readonly isBonusBetEnabled: boolean;
  /** Site config showVipBet (absent: no VIP bet). */
  readonly isVipBetAllowed?: boolean;
  /** The coupon state isActiveVipBet: the player asks the bookmaker to accept a stake above the maximum. */
  readonly isActiveVipBet?: boolean;
  /** The book's anti-express quote for these bets (GET coupon/quote); null: none yet, or none for them. */
  readonly antiExpressCoef?: number | null;
}

export interface SlipView {
  readonly rows: readonly SlipRow[];
  readonly types: readonly CouponTypeId[];
  readonly systemOptions: readonly SystemOption[];
  /** The coupon coefficient (3 decimals) or null when the coupon cannot be priced. */
  readonly coef: number | null;
  readonly lines: number | null;
  /** The possible win of the typed stake, or null. */
  readonly possibleWin: number | null;
  /** The express bonus the coupon is priced with (the wallet prices and pays it the same way), or null. */
  readonly bonus: BonusBet | null;
  /** The smallest stake: the currency minimum for configured types, for a system at least its per-line minimum × lines. */
  readonly min: number | null;
  readonly max: number | null;
  readonly showMax: boolean;
  /** The VIP bet is available (shell spec §5: showVipBet, a finite maximum, all bets line, type ≠ 9). */
  readonly vipAvailable: boolean;
  /** The stake is above the maximum stake and the VIP bet is available: the toggle is offered. */
  readonly vipOffered: boolean;
  /** The coupon is placed as a VIP bet (offered and turned on): the maximum stake is not a problem. */
  readonly vipActive: boolean;
  readonly problems: readonly SlipProblem[];
  readonly canPlace: boolean;
}

const isBonusAccount = (account: Account | null): boolean => account?.type === 4;

/** The coupon maths' input at the accepted coefficients (a stake of 1 when none is typed). */
export function couponInputOf(input: Pick<SlipInput, 'bets' | 'typeId' | 'systemValue' | 'bankers' | 'antiExpressCoef'>, amount: number): CouponInput {
  return {
    typeId: input.typeId,
    amount,
    bets: input.bets.map((b) => ({ coef: b.market.coef, banker: input.bankers.has(b.market.id), blockId: b.blockId })),
    ...(input.systemValue !== null ? { systemValue: input.systemValue } : {}),
    ...(input.typeId === CouponType.antiExpress && input.antiExpressCoef != null ? { antiExpressCoef: input.antiExpressCoef } : {}),
  };
}

function priced<T>(f: () => T): T | null {
  try {
    return f();
  } catch (err) {
    if (err instanceof InvalidCouponError) return null;
    throw err;
  }
}

export function buildSlipView(input: SlipInput): SlipView {
  const { bets, typeId } = input;
  const dependent = dependentIndexes(bets.map((b) => ({ gameId: b.market.gameId })));
  const rows: SlipRow[] = bets.map((bet, i) => {
    const live = input.live(bet);
    const isDepend = dependent.has(i);
    const lock = lockReason({ gameId: bet.market.gameId, isBlocked: live.isBlocked || bet.isBlocked, isFinished: live.isFinished, isBannedExpress: bet.isBannedExpress }, isDepend, typeId);
    const decision = live.known ? coefChangeDecision(bet.market.coef, live.coef, input.policy) : 'same';
    return { bet, live, isDepend, lock, pendingCoef: decision === 'confirm' ? live.coef : null, isBanker: input.bankers.has(bet.market.id) };
  });
  const shapeInput = {
    bets,
    typeId,
    systemValue: typeId === CouponType.system || typeId === CouponType.multiBet ? input.systemValue : null,
    bankers: input.bankers,
    antiExpressCoef: input.antiExpressCoef ?? null,
  };
  const unit = couponInputOf(shapeInput, 1);
  const bonus = bonusBet({ isEnabled: input.isBonusBetEnabled, typeId, bets: bets.map((b) => ({ coef: b.market.coef, kind: b.market.kind })) });
  const coef = bets.length === 0 ? null : bonus ? bonus.bonusCoef : priced(() => couponCoef(unit));
  const lines = bets.length > 0 ? priced(() => lineCount(unit)) : null;
  const winPerUnit = coef === null ? 0 : bonus ? bonus.bonusCoef : (priced(() => possibleWin({ ...unit, amount: 1_000_000 })) ?? 0) / 1_000_000;
  const amount = input.amount;
  const win =
    coef === null || amount === null || amount <= 0 ? null : bonus ? roundMoney(amount * bonus.bonusCoef) : priced(() => possibleWin(couponInputOf(shapeInput, amount)));
  const free = bets.filter((b) => !input.bankers.has(b.market.id)).length;
  const options = typeId === CouponType.system ? priced(() => systemOptions(bets.length, bets.length - free, input.limits ? input.limits.minStake : 0)) ?? [] : [];

  const limits = input.limits;
  const bonusAccount = isBonusAccount(input.account);
  // A system's lines each need the currency minimum: its total stake needs that × lines (system options).
  const lineMin = typeId === CouponType.system ? options.find((o) => o.value === input.systemValue)?.minBetAmount ?? 0 : 0;
  const min = Math.max(limits ? minAmountFor(limits, typeId) ?? 0 : 0, lineMin) || null;
  const balance = input.account ? input.account.money : null;
  const max = limits ? maxAmountFor({ limits, typeId, isBonusAccount: bonusAccount, winPerUnit, balance }) : null;
  const showMax = limits ? showsMaxAmount(limits, typeId, bonusAccount) : false;
  const vipAvailable = vipBetAvailable({
    isAllowed: input.isVipBetAllowed === true,
    maxBetAmount: limits && showMax ? typeLimits(limits, typeId).max : Infinity,
    typeId,
    bets: rows.map((r) => ({ isLive: r.live.isLive })),
  });
  const vipOffered = vipAvailable && limits !== null && amount !== null && amount > typeLimits(limits, typeId).max;
  const vipActive = vipOffered && input.isActiveVipBet === true;
  // A VIP bet lifts the maximum stake only: the maximum payout and the balance still cap the stake.
  const capped = vipActive && limits ? maxAmountFor({ limits: { ...limits, maxAmountTypes: [] }, typeId, isBonusAccount: bonusAccount, winPerUnit, balance }) : max;

  const problems: SlipProblem[] = [];
  if (!input.isAuthorized) problems.push({ kind: 'signIn' });
  else if (!input.account) problems.push({ kind: 'noAccount' });
  if (rows.some((r) => r.lock !== null)) problems.push({ kind: 'locked' });
  if (rows.some((r) => r.pendingCoef !== null)) problems.push({ kind: 'pendingChanges' });
  if (bets.length > 0 && coef === null) problems.push(typeId === CouponType.antiExpress && bets.length >= 2 ? { kind: 'noQuote' } : { kind: 'shape', typeId });
  if (amount === null || amount <= 0) problems.push({ kind: 'noAmount' });
  else {
    if (min !== null && amount < min) problems.push({ kind: 'belowMin', min });
    if (balance !== null && amount > balance) problems.push({ kind: 'overBalance', balance });
    else if (capped !== null && amount > capped) problems.push(vipOffered && !vipActive ? { kind: 'aboveMax', max: capped, vip: true } : { kind: 'aboveMax', max: capped });
  }
  return {
    rows,
    types: availableTypes(bets.length),
    systemOptions: options,
    coef,
    lines,
    possibleWin: win,
    bonus,
    min,
    max,
    showMax,
    vipAvailable,
    vipOffered,
    vipActive,
    problems,
    canPlace: bets.length > 0 && problems.length === 0,
  };
}
