/**
 * The coupon's selection: bets added by odds buttons (`kickoff:add-bet`). Clicking an odd already
 * in the coupon removes it. Publishes the odd ids through the platform's `$couponOddIds` so odds
 * buttons show their selected state. This module is on the home page's first visit, so it holds only
 * the selection, its type and system size; stakes, live odds, settings and placing are in the slip
 * chunk (`slip/`), loaded when the coupon is used.
 *
 * The coupon survives reloads (shell spec §3 "The stored form of a coupon"): every change is written
 * to localStorage, the stored coupon is read back when this module is evaluated (before the first
 * render, so odds buttons are pressed on the first paint) and followed when another tab changes it.
 */
import { atom } from 'nanostores';
import { acceptStored, BetSchema, claimCouponSelectionWriter, getWebStorage, handle, removeStored, writeStored, type Bet } from '@kickoff/platform';
import type { CouponTypeId } from './domain/types';
import { typeForCount } from './domain/coupon-types';

export const COUPON_STORAGE_KEY = 'kickoff:coupon';
/** A stored coupon with more bets is treated as broken rather than loading an unbounded list. */
export const MAX_STORED_BETS = 30;

export interface StoredCoupon {
  bets: Bet[];
  /** Keys are odd ids (JSON object keys are strings); values are `Date.now()` of the add. */
  addedAtByBetId: Record<string, number>;
  typeId: CouponTypeId;
  /** System size (type 2), at least 2; null/absent unless set. */
  systemValue?: number | null;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min: number, max = Infinity): x is number => Number.isInteger(x) && (x as number) >= min && (x as number) <= max;

/**
 * Validates a stored coupon: all or nothing, never throws. Each bet goes through the platform's
 * valibot `BetSchema`; the envelope is checked by hand because building a valibot object schema here
 * would bundle a second copy of valibot's object/array/record code into the coupon (about 2 KB gzip
 * on the home page's first visit), while the platform's copy already runs `BetSchema`.
 */
function parseStoredCoupon(raw: string | null): StoredCoupon | undefined {
  let c: unknown;
  try {
    c = JSON.parse(raw ?? 'null');
  } catch {
    return undefined;
  }
  if (!isRecord(c) || !Array.isArray(c.bets) || c.bets.length > MAX_STORED_BETS || !isRecord(c.addedAtByBetId)) return undefined;
  const { typeId, systemValue, addedAtByBetId } = c;
  if (!isInt(typeId, 0, 9) || !(systemValue == null || isInt(systemValue, 2))) return undefined;
  for (const [id, at] of Object.entries(addedAtByBetId)) if (!/^\d+$/.test(id) || typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  const bets: Bet[] = [];
  for (const b of c.bets) {
    const bet = acceptStored(b, BetSchema);
    if (bet === undefined) return undefined;
    bets.push(bet);
  }
  return { bets, addedAtByBetId: addedAtByBetId as Record<string, number>, typeId: typeId as CouponTypeId, systemValue };
}

/** The stored coupon; undefined when missing, unreadable or malformed. */
function readStoredCoupon(area: Storage | null): StoredCoupon | undefined {
  try {
    return area ? parseStoredCoupon(area.getItem(COUPON_STORAGE_KEY)) : undefined;
  } catch {
    return undefined; // getItem throws where storage access is denied
  }
}

export const $bets = atom<readonly Bet[]>([]);
/** The coupon type: chosen by the player; follows the bet count only where it must (`typeForCount`). */
export const $couponTypeId = atom<CouponTypeId>(0);
/** The system size (type 2); null unless set. */
export const $systemValue = atom<number | null>(null);
let addedAtByBetId: Record<string, number> = {};

/** When the odd was added to the coupon (`Date.now()`), if it is in the coupon. */
export const addedAtOf = (oddId: number): number | undefined => addedAtByBetId[oddId];

/** The coupon parcel is the only writer of the platform's `$couponOddIds`. */
const writeCouponOddIds = claimCouponSelectionWriter();

/** Read lazily: a page where storage access throws (sandboxed, private mode) gets null and keeps working. */
const storage = (): Storage | null => getWebStorage('local');

function show(coupon: StoredCoupon): void {
  addedAtByBetId = coupon.addedAtByBetId;
  $couponTypeId.set(coupon.typeId);
  $systemValue.set(coupon.systemValue ?? null);
  $bets.set(coupon.bets);
  writeCouponOddIds(coupon.bets.map((b) => b.market.id));
}

function publish(bets: readonly Bet[], typeId: CouponTypeId = typeForCount($couponTypeId.get(), bets.length), systemValue = $systemValue.get()): void {
  const now = Date.now();
  const added: Record<string, number> = {};
  for (const b of bets) added[b.market.id] = addedAtByBetId[b.market.id] ?? now;
  const coupon: StoredCoupon = { bets: [...bets], addedAtByBetId: added, typeId, systemValue };
  show(coupon);
  // An empty coupon is no coupon: remove the key rather than store an empty one.
  if (bets.length === 0) removeStored(storage(), COUPON_STORAGE_KEY);
  else writeStored(storage(), COUPON_STORAGE_KEY, coupon); // false on quota/security: the coupon still works this visit
}

const EMPTY: StoredCoupon = { bets: [], addedAtByBetId: {}, typeId: 0, systemValue: null };

/**
 * Loads the stored coupon. Anything that fails `parseStoredCoupon` (not JSON, null, wrong shape) is
 * removed so it cannot fail again on every visit; the coupon then starts empty, never half-loaded.
 */
export function loadStoredCoupon(): void {
  const stored = readStoredCoupon(storage());
  if (stored === undefined) removeStored(storage(), COUPON_STORAGE_KEY);
  show(stored ?? EMPTY);
}

/** Another tab changed the stored coupon: follow it (validated the same way; a broken value is removed and ignored). */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== COUPON_STORAGE_KEY) return;
  const area = storage();
  if (area === null || event.storageArea !== area) return;
  // key null: the other tab cleared the whole storage.
  if (event.key === null || event.newValue === null) return show(EMPTY);
  const stored = readStoredCoupon(area);
  if (stored === undefined) removeStored(area, COUPON_STORAGE_KEY);
  else show(stored);
}

loadStoredCoupon();
if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

/**
 * One-click mode (set by the slip while it is on): an odds click goes to the handler, which places a
 * single at once, instead of into the coupon.
 */
let addBetHandler: ((bet: Bet) => void) | null = null;
export function setAddBetHandler(handler: ((bet: Bet) => void) | null): void {
  addBetHandler = handler;
}

/**
 * Adds the odd, or removes it when it is in the coupon already. Two outcomes of one game may both be
 * in the coupon: they are dependent (`isDepend`), which the slip shows and which locks them in types
 * that combine selections (shell spec §3), rather than one silently replacing the other.
 */
export function toggleBet(bet: Bet): void {
  const bets = $bets.get();
  const exists = bets.some((b) => b.market.id === bet.market.id);
  if (!exists && addBetHandler) return addBetHandler(bet);
  publish(exists ? bets.filter((b) => b.market.id !== bet.market.id) : [...bets, bet]);
}

/** The player chose a coupon type (and, for a system, its size). */
export function setCouponType(typeId: CouponTypeId, systemValue: number | null = $systemValue.get()): void {
  publish($bets.get(), typeId, systemValue);
}

/** A new system size (spec §5: never below 2). */
export function setSystemValue(value: number): void {
  publish($bets.get(), $couponTypeId.get(), Math.max(2, Math.trunc(value)));
}

/** Replaces the whole coupon (a coupon loaded by code). */
export function replaceCoupon(bets: readonly Bet[], typeId: CouponTypeId, systemValue: number | null): void {
  addedAtByBetId = {};
  publish(bets, bets.length > 0 ? typeId : 0, systemValue);
}

/** Changes bets in place (accepted coefficients, blocks, the live state): `change` returns the new bet or the same one. */
export function updateBets(change: (bet: Bet) => Bet): void {
  const bets = $bets.get();
  const next = bets.map(change);
  if (next.some((b, i) => b !== bets[i])) publish(next, $couponTypeId.get());
}

export function removeBet(oddId: number): void {
  publish($bets.get().filter((b) => b.market.id !== oddId));
}

/** Empties the coupon and removes the stored coupon. */
export function clearBets(): void {
  publish([]);
}

/** Coupon views listening (the parcel in the page and any `<kickoff-coupon>` embeds share one selection). */
let views = 0;
let stopListening: (() => void) | null = null;

/**
 * A coupon view starts listening for add-bet events: one listener however many views run, removed
 * when the last view stops. Returns this view's stop function (idempotent).
 */
export function startSelection(): () => void {
  views += 1;
  stopListening ??= handle('kickoff:add-bet', ({ bet }) => toggleBet(bet));
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    views -= 1;
    if (views > 0) return;
    stopListening?.();
    stopListening = null;
  };
}
