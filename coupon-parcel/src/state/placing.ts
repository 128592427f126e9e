/**
 * Placing the coupon and one-click bets (shell spec §3 "Coupon to place", §4 one-click). Every attempt
 * carries an idempotency key: a retry of the same coupon (after a timeout or a lost connection) reuses
 * it, so the wallet places it at most once however often the button is pressed or the network fails;
 * a changed coupon gets a new key. A second press while a placement is in flight does nothing.
 *
 * After a placement the coupon empties, the header balance follows from the reply (`placeCoupon`
 * applies its `meta.balances`; only a refusal for the balance reads the accounts again) and the
 * accepted coupon is shown (`successCoupon`); `kickoff:coupon-placed` tells the page (embeds re-dispatch it).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { emit, reloadAccounts, type Bet } from '@kickoff/platform';
import { createIdempotencyKeys, placeCoupon, type PlaceCouponRequest, type PlacedCoupon } from '@kickoff/platform-wallet';
import { CouponType } from '../domain/types';
import { $bets, $couponTypeId, $systemValue, clearBets } from '../selection';
import { placeFailureOf, type PlaceFailure } from './place-errors';
import { $couponSettings } from './settings';
import { $amountText, $bankers, $couponAccount, $manuallyDeletedBonusBet, $promoCode, $slipView, noteServerQuotes, parseAmount, resetActiveVipBet } from './slip';
import { refreshLiveOdds } from './live';

export type PlaceState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'placing' }
  | { readonly phase: 'placed'; readonly coupon: PlacedCoupon }
  | { readonly phase: 'failed'; readonly failure: PlaceFailure };

const IDLE: PlaceState = { phase: 'idle' };
const state = atom<PlaceState>(IDLE);
export const $placeState: ReadableAtom<PlaceState> = state;

/** The coupon's keys: the same body again is the same placement (a retry after a lost connection). */
const couponKeys = createIdempotencyKeys('c');
/** One-click bets: each click is a placement of its own. */
const oneClickKeys = createIdempotencyKeys('c1');

const betsOf = (bets: readonly Bet[], bankers: ReadonlySet<number>, typeId: number) =>
  bets.map((b) => ({
    market: { id: b.market.id, coef: b.market.coef, gameId: b.market.gameId },
    blockId: typeId === CouponType.multiBet ? b.blockId : 0,
    isBanker: typeId === CouponType.system && bankers.has(b.market.id),
  }));

/** The "Coupon to place" of the current coupon, or null when the coupon cannot be placed now. */
export function couponToPlace(): PlaceCouponRequest | null {
  const view = $slipView.get();
  const account = $couponAccount.get();
  const amount = parseAmount($amountText.get());
  if (!view.canPlace || !account || amount === null) return null;
  const typeId = $couponTypeId.get();
  const settings = $couponSettings.get();
  return {
    accountId: account.id,
    amount,
    typeId,
    bets: betsOf($bets.get(), $bankers.get(), typeId),
    systemValue: typeId === CouponType.system || typeId === CouponType.multiBet ? $systemValue.get() : null,
    changeCoefAction: settings.exactCoef === 1 ? 0 : settings.changeCoefAction,
    // exactCoef on: place only at the coupon coefficient shown (the server compares it).
    exactCoef: settings.exactCoef === 1 && view.coef !== null ? view.coef : 0,
    ...($promoCode.get() !== null ? { promoCode: $promoCode.get() } : {}),
    // The VIP bet: a stake above the maximum sent for the bookmaker's approval (the server re-checks it).
    ...(view.vipActive ? { isVipBet: true } : {}),
    ...($manuallyDeletedBonusBet.get() ? { isBonusBetDeleted: true } : {}),
  };
}

async function send(request: PlaceCouponRequest, key: string): Promise<PlacedCoupon | PlaceFailure> {
  try {
    return await placeCoupon(request, key);
  } catch (err) {
    return placeFailureOf(err);
  }
}

const isFailure = (x: PlacedCoupon | PlaceFailure): x is PlaceFailure => 'code' in x;

function afterFailure(failure: PlaceFailure): void {
  if (failure.code === 'odds_changed') noteServerQuotes(failure.changes);
  if (failure.code === 'market_closed' || failure.code === 'odds_changed') refreshLiveOdds();
  if (failure.code === 'insufficient_balance') void reloadAccounts().catch(() => undefined);
}

/** Places the coupon. Resolves when the attempt is over; a press while one is under way is ignored. */
export async function placeCurrentCoupon(): Promise<void> {
  if (state.get().phase === 'placing') return;
  const request = couponToPlace();
  if (!request) return;
  const key = couponKeys.keyFor(request);
  state.set({ phase: 'placing' });
  const result = await send(request, key);
  if (isFailure(result)) {
    // A definite refusal ends this attempt: the same coupon placed again later is a new placement.
    couponKeys.settle(result.code === 'network');
    afterFailure(result);
    state.set({ phase: 'failed', failure: result });
    return;
  }
  couponKeys.settle(false);
  clearBets();
  resetActiveVipBet();
  state.set({ phase: 'placed', coupon: result });
  emit('kickoff:coupon-placed', { couponId: result.id });
}

/** Closes the result or error panel. */
export const dismissPlaceResult = (): void => state.set(IDLE);

// One-click -----------------------------------------------------------------------------------------

export type QuickState =
  | { readonly phase: 'placing'; readonly bet: Bet }
  | { readonly phase: 'placed'; readonly bet: Bet; readonly coupon: PlacedCoupon }
  | { readonly phase: 'failed'; readonly bet: Bet; readonly failure: PlaceFailure };

const quick = atom<QuickState | null>(null);
/** The quick coupon (isVisibleQuickCoupon): the last one-click bet and its outcome. */
export const $quickCoupon: ReadableAtom<QuickState | null> = quick;
export const dismissQuickCoupon = (): void => quick.set(null);

/** One-click: places the clicked odd as a single at once with the one-click amount. */
export async function placeOneClick(bet: Bet): Promise<void> {
  if (quick.get()?.phase === 'placing') return;
  const account = $couponAccount.get();
  const settings = $couponSettings.get();
  const amount = account?.type === 4 ? settings.bonusAccountOneClickAmount : settings.oneClickAmount;
  if (!account || amount <= 0) {
    // No account: a guest; no amount: the one-click amount is not set (the settings say so).
    quick.set({ phase: 'failed', bet, failure: account ? { code: 'stake_too_low', min: null } : { code: 'unauthorized' } });
    return;
  }
  const request: PlaceCouponRequest = {
    accountId: account.id,
    amount,
    typeId: CouponType.single,
    bets: betsOf([bet], new Set(), CouponType.single),
    systemValue: null,
    changeCoefAction: settings.changeCoefAction,
    exactCoef: 0,
  };
  quick.set({ phase: 'placing', bet });
  const result = await send(request, oneClickKeys.keyFor(request));
  oneClickKeys.settle(false);
  if (isFailure(result)) {
    quick.set({ phase: 'failed', bet, failure: result });
    return;
  }
  quick.set({ phase: 'placed', bet, coupon: result });
  emit('kickoff:coupon-placed', { couponId: result.id });
}
