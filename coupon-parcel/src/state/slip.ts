/**
 * The coupon slip's state (shell spec §3 "Coupon (bet slip) state"): the typed stake, the chosen
 * account, bankers, the stake limits of the account's currency, the coupon view derived from them and
 * the live odds, and the actions the slip's controls call. Auto-accepting a coefficient change the
 * player's policy allows happens here, as odds move, not in a component.
 */
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { $accounts, $activeAccount, $isAuthorized, $siteConfig, type Account, type Bet } from '@kickoff/platform';
import { fetchAntiExpressQuote, fetchCouponLimits, type CouponLimits } from '@kickoff/platform-wallet';
import { coefChangeDecision, initialAmountFor, stepAmount, amountStepFor, systemValueFor, type ChangeCoefAction } from '../domain/slip-rules';
import { CouponType, type CouponTypeId } from '../domain/types';
import { $bets, $couponTypeId, $systemValue, removeBet, replaceCoupon, setCouponType, setSystemValue, updateBets } from '../selection';
import { $couponSettings, updateCouponSettings } from './settings';
import { $liveTick, liveBet, type LiveBet } from './live';
import { buildSlipView, type SlipView } from './slip-view';

// The stake ----------------------------------------------------------------------------------------

/** What the player typed in the stake field (kept as text: "12," is a stake being typed, not 12). */
export const $amountText = atom<string>('');

/** The stake as a number in major units (comma or dot, at most 2 decimals), null when not a stake. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,10}(\.\d{0,2})?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

const formatAmountText = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

export function setAmountText(text: string): void {
  $amountText.set(text);
  if ($couponSettings.get().isAutoMax) updateCouponSettings({ isAutoMax: false }); // typing takes the stake over from auto-max
}

export function setAmount(n: number): void {
  $amountText.set(formatAmountText(n));
}

// The account --------------------------------------------------------------------------------------

/** The account chosen in the coupon; null: the active account. */
const accountChoice = atom<number | null>(null);
export const $couponAccount: ReadableAtom<Account | null> = computed([accountChoice, $accounts, $activeAccount], (choice, state, active) => {
  if (choice !== null) {
    const chosen = state?.accounts.find((a) => a.id === choice);
    if (chosen) return chosen;
  }
  return active;
});
export const chooseAccount = (id: number): void => accountChoice.set(id);

/** Amount step of the account's currency: the player's own step when set (isManualAmountStep), else the table. */
export const $amountStep = computed([$couponAccount, $couponSettings], (account, settings) => {
  const iso = account?.iso ?? null;
  const own = iso !== null && settings.isManualAmountStep ? settings.amountStepByCurrencyIso[iso] : undefined;
  return own !== undefined && own > 0 ? own : amountStepFor(iso);
});

export function stepStake(direction: 1 | -1): void {
  const current = parseAmount($amountText.get()) ?? 0;
  setAmount(stepAmount(current, $amountStep.get(), direction));
}

// Limits of the account's currency -------------------------------------------------------------------

const limits = atom<CouponLimits | null>(null);
export const $limits: ReadableAtom<CouponLimits | null> = limits;
let limitsIso: string | null = null;

function loadLimits(iso: string): void {
  if (iso === limitsIso) return;
  limitsIso = iso;
  limits.set(null);
  fetchCouponLimits(iso)
    .then((l) => {
      if (limitsIso === iso) limits.set(l);
    })
    .catch(() => {
      // Without limits the coupon still works: the server checks them on placing and says so.
      if (limitsIso === iso) limitsIso = null;
    });
}
// Guests see the RUB limits (the fallback currency) until they sign in.
onMount(limits, () => $couponAccount.subscribe((account) => loadLimits(account?.iso ?? 'RUB')));

// The anti-express quote -------------------------------------------------------------------------------

/**
 * The anti-express is priced by the book from the bets' markets (GET coupon/quote, the price placing
 * takes); the slip never derives one. Asked again when the bets or their accepted coefficients change
 * while the type is anti-express; null while asking, or when the server has no price for them.
 */
const antiExpressQuote = atom<number | null>(null);
export const $antiExpressQuote: ReadableAtom<number | null> = antiExpressQuote;
let quoteKey = '';
let quoteAbort: AbortController | null = null;
function requestAntiExpressQuote(typeId: CouponTypeId, bets: readonly Bet[]): void {
  const key = typeId === CouponType.antiExpress && bets.length >= 2 ? bets.map((b) => `${b.market.id}@${b.market.coef}`).join(',') : '';
  if (key === quoteKey) return;
  quoteKey = key;
  quoteAbort?.abort();
  quoteAbort = null;
  antiExpressQuote.set(null);
  if (key === '') return;
  const abort = new AbortController();
  quoteAbort = abort;
  fetchAntiExpressQuote(bets.map((b) => b.market.id), abort.signal)
    .then((coef) => {
      if (quoteKey === key) antiExpressQuote.set(coef);
    })
    // No price (dependent bets, near-certain ones, a closed market, no network): the coupon says it cannot be priced.
    .catch(() => undefined);
}
onMount(antiExpressQuote, () => {
  const follow = (): void => requestAntiExpressQuote($couponTypeId.get(), $bets.get());
  const stops = [$couponTypeId.subscribe(follow), $bets.subscribe(follow)];
  return () => {
    for (const stop of stops) stop();
    quoteKey = '';
    quoteAbort?.abort();
  };
});

// Bankers (system) -----------------------------------------------------------------------------------

const bankers = atom<ReadonlySet<number>>(new Set());
export const $bankers: ReadableAtom<ReadonlySet<number>> = bankers;

export function toggleBanker(oddId: number): void {
  const next = new Set(bankers.get());
  if (next.has(oddId)) next.delete(oddId);
  else next.add(oddId);
  bankers.set(next);
  const free = $bets.get().length - next.size;
  setSystemValue(systemValueFor($systemValue.get(), free));
}

/** The player picked a type: a system gets a valid size (spec §5: never below 2). */
export function chooseType(typeId: CouponTypeId): void {
  const free = $bets.get().filter((b) => !bankers.get().has(b.market.id)).length;
  setCouponType(typeId, typeId === CouponType.system ? systemValueFor($systemValue.get(), free) : typeId === CouponType.multiBet ? 1 : $systemValue.get());
}

/** Multi-bet: the block of a bet (0 is the lobby). */
export function setBlock(oddId: number, blockId: number): void {
  updateBets((b) => (b.market.id === oddId && b.blockId !== blockId ? { ...b, blockId } : b));
}

// Promo code (coupon state promoCode / manualPromoCode) ----------------------------------------------

const promoCode = atom<string | null>(null);
/** The promo code the player entered and the server accepted; sent with the coupon and checked again there. */
export const $promoCode: ReadableAtom<string | null> = promoCode;
export const setPromoCode = (code: string | null): void => promoCode.set(code);

// A coupon loaded by code (isCouponLoadedFromCode) ------------------------------------------------------

const loadedFromCode = atom<{ code: string; unavailable: number } | null>(null);
export const $loadedFromCode: ReadableAtom<{ code: string; unavailable: number } | null> = loadedFromCode;

/** Replaces the coupon with a loaded one (its bankers too); the note says which code and what was left out. */
export function loadCoupon(loaded: { bets: Bet[]; typeId: number; systemValue: number | null; bankerOddIds: readonly number[]; code: string; unavailable: number }): void {
  const typeId = (loaded.typeId >= 0 && loaded.typeId <= 9 ? loaded.typeId : 0) as CouponTypeId;
  replaceCoupon(loaded.bets, typeId, loaded.systemValue);
  bankers.set(new Set(loaded.bankerOddIds));
  loadedFromCode.set({ code: loaded.code, unavailable: loaded.unavailable });
}

// Coefficient changes the server reported (odds_changed) before the feed showed them -----------------

/**
 * A price the wallet reported, and what the feed showed for the odd then: the server's price stands
 * until the feed moves away from that (the feed has caught up, or moved on since).
 */
interface ServerQuote {
  readonly current: number;
  readonly feedCoef: number;
}
const serverQuotes = atom<ReadonlyMap<number, ServerQuote>>(new Map());
export function noteServerQuotes(changes: readonly { oddId: number; current: number }[]): void {
  const next = new Map(serverQuotes.get());
  for (const c of changes) {
    const bet = $bets.get().find((b) => b.market.id === c.oddId);
    if (!bet) continue;
    const live = liveBet(bet);
    next.set(c.oddId, { current: c.current, feedCoef: live.known ? live.coef : bet.market.coef });
  }
  serverQuotes.set(next);
}
// Quotes belong to the coupon they were reported for.
$bets.listen((bets) => {
  if (bets.length === 0 && serverQuotes.get().size > 0) serverQuotes.set(new Map());
});

function liveWithQuotes(bet: Bet): LiveBet {
  const live = liveBet(bet);
  const quote = serverQuotes.get().get(bet.market.id);
  if (quote === undefined) return live;
  // The server's price is newer than a feed that still shows what it showed when the server quoted.
  const feedMoved = live.known && live.coef !== quote.feedCoef;
  return feedMoved ? live : { ...live, known: true, coef: quote.current };
}

/**
 * Accepts every changed coefficient (the odds-change banner's button). Server quotes stay: until the
 * feed catches up they are the price, so auto-accept does not take an accepted drop back to the
 * feed's stale price.
 */
export function acceptChanges(): void {
  updateBets((b) => {
    const live = liveWithQuotes(b);
    return live.known && live.coef !== b.market.coef ? { ...b, market: { ...b.market, coef: live.coef } } : b;
  });
}

/**
 * Takes the changes the player's policy accepts without asking (1: any change, 2: a rise) as odds
 * move; the others wait for the banner.
 */
function autoAccept(policy: ChangeCoefAction): void {
  updateBets((b) => {
    const live = liveWithQuotes(b);
    if (!live.known || coefChangeDecision(b.market.coef, live.coef, policy) !== 'accept') return b;
    return { ...b, market: { ...b.market, coef: live.coef } };
  });
}

// Drop on score change -------------------------------------------------------------------------------

/** Live bets whose game score changed since they were added, removed when the setting is on (returns what was dropped). */
function dropOnScoreChange(): Bet[] {
  if (!$couponSettings.get().isDropOnScoreChange) return [];
  const dropped = $bets.get().filter((b) => {
    const live = liveBet(b);
    return live.isLive && b.fullScore !== null && live.score !== null && live.score !== b.fullScore;
  });
  for (const b of dropped) removeBet(b.market.id);
  return dropped;
}
const droppedBets = atom<readonly Bet[]>([]);
/** Bets the last score change dropped (announced by the slip). */
export const $droppedBets: ReadableAtom<readonly Bet[]> = droppedBets;

// The VIP bet ---------------------------------------------------------------------------------------

/**
 * The express bonus deleted by hand (coupon state manuallyDeletedBonusBet, shell spec §4): the coupon is
 * shown and placed without it until the coupon empties.
 */
const bonusDeleted = atom(false);
export const $manuallyDeletedBonusBet: ReadableAtom<boolean> = bonusDeleted;
export const deleteBonusBet = (): void => bonusDeleted.set(true);

/** The player's VIP choice for this coupon; null: the setting isVipBet (on by default when set). */
const vipChoice = atom<boolean | null>(null);
/** The coupon state isActiveVipBet: ask the bookmaker to accept a stake above the maximum. */
export const $isActiveVipBet: ReadableAtom<boolean> = computed([vipChoice, $couponSettings], (choice, settings) => choice ?? settings.isVipBet);
export const setActiveVipBet = (on: boolean): void => vipChoice.set(on);
/** A new coupon starts from the setting again. */
export const resetActiveVipBet = (): void => vipChoice.set(null);

// The view ------------------------------------------------------------------------------------------

export const $slipView: ReadableAtom<SlipView> = computed(
  [$bets, $couponTypeId, $systemValue, bankers, $amountText, limits, $couponAccount, $isAuthorized, $couponSettings, $siteConfig, $isActiveVipBet, bonusDeleted, antiExpressQuote, $liveTick, serverQuotes],
  (bets, typeId, systemValue, bankerIds, amountText, l, account, isAuthorized, settings, config, isActiveVipBet, deleted, quote) =>
    buildSlipView({
      antiExpressCoef: quote,
      bets,
      typeId,
      systemValue,
      bankers: bankerIds,
      live: liveWithQuotes,
      amount: parseAmount(amountText),
      limits: l,
      account,
      isAuthorized,
      policy: settings.changeCoefAction,
      isBonusBetEnabled: config?.isAvailableCouponBonusBet === true && !deleted,
      isVipBetAllowed: config?.showVipBet === true,
      isActiveVipBet,
    }),
);

/**
 * Starts the slip's reactions: auto-accept and drop-on-score-change as odds move, the first amount
 * of the currency when the coupon gets its first bet, auto-max, and banker clean-up. Returns stop.
 */
export function startSlipReactions(): () => void {
  const stops = [
    $liveTick.listen(() => {
      const dropped = dropOnScoreChange();
      if (dropped.length > 0) droppedBets.set(dropped);
      autoAccept($couponSettings.get().changeCoefAction);
    }),
    $couponSettings.listen((s, old) => {
      if (s.changeCoefAction !== old?.changeCoefAction) autoAccept(s.changeCoefAction);
    }),
    $bets.subscribe((bets) => {
      if (bets.length > 0 && $amountText.get() === '') setAmount(initialAmountFor($couponAccount.get()?.iso ?? null));
      const ids = new Set(bets.map((b) => b.market.id));
      const kept = [...bankers.get()].filter((id) => ids.has(id));
      if (kept.length !== bankers.get().size) bankers.set(new Set(kept));
      if (bets.length === 0) {
        loadedFromCode.set(null);
        bonusDeleted.set(false); // the next coupon gets its bonus again
      }
    }),
    $slipView.subscribe((view) => {
      if ($couponSettings.get().isAutoMax && view.max !== null && parseAmount($amountText.get()) !== view.max) setAmount(view.max);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
