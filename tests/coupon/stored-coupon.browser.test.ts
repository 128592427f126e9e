/**
 * The stored coupon (coupon-parcel/src/selection.ts, shell spec §3 "The stored form of a coupon"):
 * every change is written to localStorage, read back when the module starts, followed when another
 * tab changes it; malformed stored values are ignored and removed; a throwing storage breaks nothing.
 */
import { $couponOddIds, type Bet } from '@kickoff/platform';
import {
  $bets, $couponTypeId, COUPON_STORAGE_KEY, MAX_STORED_BETS, clearBets, loadStoredCoupon, removeBet, startSelection, toggleBet,
} from '../../coupon-parcel/src/selection';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok } from '../support/assert';
import { fixtureBet } from '../support/bets';

const bet = (gameId: number, oddId: number): Bet => fixtureBet(gameId, oddId);

const betIds = () => $bets.get().map((b) => b.market.id).join(',');
const publishedIds = () => [...$couponOddIds.get()].join(',');
const storedRaw = () => localStorage.getItem(COUPON_STORAGE_KEY);
function stored(): { bets: { market: { id: number } }[]; addedAtByBetId: Record<string, number>; typeId: number; systemValue?: number | null } {
  const raw = storedRaw();
  if (raw === null) throw new Error('nothing stored');
  return JSON.parse(raw) as ReturnType<typeof stored>;
}
const validCoupon = (bets: Bet[]) => ({
  bets,
  addedAtByBetId: Object.fromEntries(bets.map((b, i) => [String(b.market.id), 1_700_000_000_000 + i])),
  typeId: bets.length > 1 ? 1 : 0,
  systemValue: null,
});

/** What another tab's write looks like here: the value changes, then a `storage` event arrives. */
function otherTabWrites(newValue: string | null): void {
  if (newValue === null) localStorage.removeItem(COUPON_STORAGE_KEY);
  else localStorage.setItem(COUPON_STORAGE_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: COUPON_STORAGE_KEY, newValue, storageArea: localStorage }));
}

/** Replaces a Storage method so it throws, as private mode or a full quota does; returns the restore. */
function throwing(method: 'getItem' | 'setItem' | 'removeItem'): () => void {
  const original = Storage.prototype[method];
  Object.defineProperty(Storage.prototype, method, {
    configurable: true,
    writable: true,
    value: () => {
      throw new DOMException('denied', 'QuotaExceededError');
    },
  });
  return () => Object.defineProperty(Storage.prototype, method, { configurable: true, writable: true, value: original });
}

describe('stored coupon', () => {
  beforeEach(() => {
    resetPlatformState();
    localStorage.clear();
    clearBets();
  });
  afterEach(() => localStorage.clear());

  it('round trip: the coupon written on change is the coupon loaded on start', () => {
    const before = Date.now();
    toggleBet(bet(5, 52));
    toggleBet(bet(7, 71));
    const s = stored();
    equal(s.bets.map((b) => b.market.id).join(','), '52,71');
    equal(s.typeId, 1, 'two bets: express');
    ok((s.addedAtByBetId['52'] ?? 0) >= before && (s.addedAtByBetId['71'] ?? 0) >= before, 'addedAt recorded on add');
    removeBet(71);
    equal(stored().typeId, 0, 'one bet: single');
    equal(Object.keys(stored().addedAtByBetId).join(','), '52', 'a removed bet loses its addedAt');

    // A reload: the module's state is gone, the storage is not.
    localStorage.setItem(COUPON_STORAGE_KEY, JSON.stringify(validCoupon([bet(5, 52), bet(6, 63)])));
    loadStoredCoupon();
    equal(betIds(), '52,63');
    equal(publishedIds(), '52,63', 'odds buttons are pressed from the first render');
    equal($couponTypeId.get(), 1);
    equal($bets.get()[1]?.market.coef, bet(6, 63).market.coef, 'the whole bet comes back');
  });

  it('keeps the first addedAt of a bet across later changes', () => {
    toggleBet(bet(5, 52));
    const first = stored().addedAtByBetId['52'];
    toggleBet(bet(7, 71));
    equal(stored().addedAtByBetId['52'], first);
  });

  const malformed: [string, string][] = [
    ['not JSON', '{"bets": ['],
    ['null', 'null'],
    ['a number', '42'],
    ['an array for the coupon', JSON.stringify([validCoupon([bet(5, 52)])])],
    ['an object where the bets array belongs', JSON.stringify({ ...validCoupon([bet(5, 52)]), bets: { 0: bet(5, 52) } })],
    ['a bet missing its market', JSON.stringify({ ...validCoupon([bet(5, 52)]), bets: [{ ...bet(5, 52), market: null }] })],
    ['one valid and one broken bet (never half-loaded)', JSON.stringify({ ...validCoupon([bet(5, 52)]), bets: [bet(5, 52), { market: { id: 71 } }] })],
    ['too many bets', JSON.stringify(validCoupon(Array.from({ length: MAX_STORED_BETS + 1 }, () => bet(5, 52))))],
    ['addedAt not a number', JSON.stringify({ ...validCoupon([bet(5, 52)]), addedAtByBetId: { 52: 'today' } })],
    ['addedAtByBetId null', JSON.stringify({ ...validCoupon([bet(5, 52)]), addedAtByBetId: null })],
    ['typeId out of range', JSON.stringify({ ...validCoupon([bet(5, 52)]), typeId: 10 })],
    ['typeId missing', JSON.stringify({ bets: [bet(5, 52)], addedAtByBetId: {} })],
    ['systemValue below 2', JSON.stringify({ ...validCoupon([bet(5, 52)]), systemValue: 1 })],
  ];
  for (const [name, raw] of malformed) {
    it(`ignores and removes a stored coupon that is ${name}`, () => {
      localStorage.setItem(COUPON_STORAGE_KEY, raw);
      loadStoredCoupon();
      equal(betIds(), '');
      equal(publishedIds(), '');
      equal(storedRaw(), null, 'removed');
    });
  }

  it('loads a system coupon with its system value', () => {
    localStorage.setItem(COUPON_STORAGE_KEY, JSON.stringify({ ...validCoupon([bet(5, 52), bet(6, 63), bet(7, 71)]), typeId: 2, systemValue: 2 }));
    loadStoredCoupon();
    equal(betIds(), '52,63,71');
    equal($couponTypeId.get(), 2);
  });

  it('a storage that throws on write, read and remove does not break the coupon', () => {
    const restores = [throwing('setItem'), throwing('getItem'), throwing('removeItem')];
    try {
      loadStoredCoupon();
      equal(betIds(), '', 'nothing readable: an empty coupon');
      toggleBet(bet(5, 52));
      toggleBet(bet(7, 71));
      equal(betIds(), '52,71', 'the coupon works for this visit');
      equal(publishedIds(), '52,71');
      removeBet(52);
      clearBets();
      equal(betIds(), '');
    } finally {
      for (const restore of restores) restore();
    }
    equal(storedRaw(), null, 'nothing was written');
  });

  it('follows the stored coupon when another tab changes it', () => {
    const stop = startSelection();
    try {
      toggleBet(bet(5, 52));
      otherTabWrites(JSON.stringify(validCoupon([bet(6, 63), bet(7, 71)])));
      equal(betIds(), '63,71');
      equal(publishedIds(), '63,71');
      equal($couponTypeId.get(), 1);
      otherTabWrites(null);
      equal(betIds(), '', 'the other tab cleared its coupon');
      equal(publishedIds(), '');
    } finally {
      stop();
    }
  });

  it('ignores and removes a malformed coupon written by another tab', () => {
    toggleBet(bet(5, 52));
    otherTabWrites('{"bets": null}');
    equal(betIds(), '52', 'this tab keeps its coupon');
    equal(storedRaw(), null, 'removed');
    otherTabWrites('not json');
    equal(betIds(), '52');
  });

  it('ignores storage events for other keys and other storage areas', () => {
    toggleBet(bet(5, 52));
    localStorage.setItem('something-else', JSON.stringify(validCoupon([bet(6, 63)])));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '{}', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: COUPON_STORAGE_KEY, newValue: null, storageArea: sessionStorage }));
    equal(betIds(), '52');
  });

  it('clearBets clears the stored coupon too', () => {
    toggleBet(bet(5, 52));
    toggleBet(bet(7, 71));
    ok(storedRaw() !== null);
    clearBets();
    equal(storedRaw(), null);
    loadStoredCoupon();
    equal(betIds(), '', 'a reload after clearing: an empty coupon');
  });
});
