/**
 * The coupon's selection rules (coupon-parcel/src/selection.ts): what `kickoff:add-bet` does to the
 * coupon's bets, what the coupon publishes in `$couponOddIds` through the writer it claimed, and
 * that malformed events change nothing.
 */
import { $couponOddIds, claimCouponSelectionWriter, emit, type Bet } from '@kickoff/platform';
import { WriterAlreadyClaimedError } from '../../platform/src/stores/claim';
import { $bets, $couponTypeId, $systemValue, clearBets, removeBet, replaceCoupon, setCouponType, setSystemValue, startSelection, toggleBet, updateBets } from '../../coupon-parcel/src/selection';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok } from '../support/assert';
import { fixtureBet } from '../support/bets';

/** The bet an odds button publishes for odd `oddId` of feed game `gameId` (odd ids: game id × 10 + 1…3). */
const bet = (gameId: number, oddId: number): Bet => fixtureBet(gameId, oddId);

const addBet = (b: Bet) => emit('kickoff:add-bet', { bet: b, source: 'betting' });
/** Dispatches `kickoff:add-bet` with any detail, as a stale module or a CMS page might. */
const dispatchRaw = (detail: unknown) => window.dispatchEvent(new CustomEvent('kickoff:add-bet', { detail }));
const betIds = () => $bets.get().map((b) => b.market.id).join(',');
const publishedIds = () => [...$couponOddIds.get()].join(',');

describe('coupon selection', () => {
  let stop: () => void;
  beforeEach(() => {
    resetPlatformState();
    clearBets();
    stop = startSelection();
  });
  afterEach(() => {
    stop();
    clearBets(); // the coupon is stored in localStorage, which other test files loading the coupon share
  });

  it('claimed the writer of $couponOddIds when it loaded: nobody else can', () => {
    let error: unknown = null;
    try {
      claimCouponSelectionWriter();
    } catch (err) {
      error = err;
    }
    ok(error instanceof WriterAlreadyClaimedError, `a second claim throws, got ${String(error)}`);
  });

  it('adds the bet of an add-bet event and publishes its odd id', () => {
    addBet(bet(5, 52));
    equal(betIds(), '52');
    equal(publishedIds(), '52');
    equal($bets.get()[0]?.market.coef, 2.5, 'the bet as published');
  });

  it('adds bets of different games in click order', () => {
    addBet(bet(5, 52));
    addBet(bet(7, 71));
    addBet(bet(6, 63));
    equal(betIds(), '52,71,63');
    equal(publishedIds(), '52,71,63');
  });

  it('a second add-bet of the same odd removes it (a toggle, never a duplicate)', () => {
    addBet(bet(5, 52));
    addBet(bet(6, 61));
    addBet(bet(5, 52));
    equal(betIds(), '61');
    equal(publishedIds(), '61');
    addBet(bet(5, 52));
    equal(betIds(), '61,52', 'added again, at the end');
  });

  it('keeps two outcomes of one game (dependent bets, shown as such by the slip), in the order added', () => {
    addBet(bet(5, 52));
    addBet(bet(6, 61));
    addBet(bet(5, 53));
    equal(betIds(), '52,61,53');
    equal(publishedIds(), '52,61,53');
  });

  it('the type follows the count where it must and keeps the player\'s choice where it can', () => {
    toggleBet(bet(5, 51));
    equal($couponTypeId.get(), 0, 'one bet: a single');
    toggleBet(bet(6, 61));
    equal($couponTypeId.get(), 1, 'a second bet turns the single into an express');
    toggleBet(bet(7, 71));
    setCouponType(2, 2);
    equal($couponTypeId.get(), 2, 'the player chose a system');
    equal($systemValue.get(), 2);
    toggleBet(bet(8, 81));
    equal($couponTypeId.get(), 2, 'a fourth bet keeps the system');
    setSystemValue(1);
    equal($systemValue.get(), 2, 'the system value is never below 2');
    removeBet(81);
    removeBet(71);
    equal($couponTypeId.get(), 1, 'two bets cannot be a system: back to the express');
    removeBet(61);
    equal($couponTypeId.get(), 0, 'one bet is always a single');
  });

  it('updateBets changes bets in place and replaceCoupon loads a whole coupon', () => {
    toggleBet(bet(5, 51));
    toggleBet(bet(6, 61));
    updateBets((b) => (b.market.id === 61 ? { ...b, market: { ...b.market, coef: 9.99 } } : b));
    equal($bets.get().find((b) => b.market.id === 61)?.market.coef, 9.99, 'the accepted coefficient changed');
    replaceCoupon([bet(7, 71), bet(8, 82), bet(9, 93)], 7, null);
    equal(betIds(), '71,82,93');
    equal($couponTypeId.get(), 7, 'the loaded type (a lucky)');
    equal(publishedIds(), '71,82,93');
  });

  it('removeBet and clearBets take bets out and publish the rest', () => {
    toggleBet(bet(5, 51));
    toggleBet(bet(6, 62));
    toggleBet(bet(7, 73));
    removeBet(62);
    equal(betIds(), '51,73');
    equal(publishedIds(), '51,73');
    removeBet(999);
    equal(betIds(), '51,73', 'an odd not in the coupon changes nothing');
    clearBets();
    equal(betIds(), '');
    equal(publishedIds(), '');
  });

  it('ignores malformed add-bet events, logging a warning', () => {
    addBet(bet(5, 52));
    const good = bet(6, 61);
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args[0]);
    try {
      dispatchRaw(null);
      dispatchRaw({});
      dispatchRaw({ bet: null });
      dispatchRaw({ bet: { ...good, market: { ...good.market, coef: 1 } } }); // below the minimum coefficient
      dispatchRaw({ bet: { ...good, market: { ...good.market, id: -1 } } }); // not an odd id
      dispatchRaw({ bet: { ...good, game: undefined } });
      dispatchRaw({ bet: good, source: 42 });
      dispatchRaw({ bet: { ...bet(5, 52), pageType: undefined } }); // would toggle 52 off if accepted
    } finally {
      console.warn = warn;
    }
    equal(betIds(), '52', 'nothing added or removed');
    equal(publishedIds(), '52');
    equal(warnings.length, 8, 'one warning per dropped event');
    ok(warnings.every((w) => w === 'Dropped malformed kickoff:add-bet event'), String(warnings[0]));
    dispatchRaw({ bet: good });
    equal(betIds(), '52,61', 'a well-formed raw event (no source) is taken');
  });

  it('listens once however often it is started', () => {
    const second = startSelection(); // a second coupon view mounting
    addBet(bet(5, 52));
    equal(betIds(), '52', 'one toggle per event, not one per start');
    second();
  });

  it('keeps listening while any view runs: the first view stopping does not deafen the second', () => {
    const second = startSelection();
    stop();
    stop(); // a stop function is idempotent: it cannot stop the other view
    addBet(bet(7, 71));
    equal(betIds(), '71', 'the remaining view still takes bets');
    second();
    addBet(bet(8, 81));
    equal(betIds(), '71', 'no events once the last view stopped');
    stop = startSelection();
    equal(betIds(), '71,81', 'until a view starts again and takes the waiting click');
  });

  it('takes no events once stopped; an odds click while no view runs is taken, once, by the next view to start', () => {
    stop();
    addBet(bet(6, 61));
    equal(betIds(), '', 'no view: the coupon is unchanged');
    equal(publishedIds(), '');
    // The bet slip's code was still loading when the player clicked the odd (boot.js plays held clicks
    // as soon as the betting part is hydrated): the bet is in the slip when it starts.
    stop = startSelection();
    equal(betIds(), '61');
    const second = startSelection();
    equal(betIds(), '61', 'a waiting click is taken once, not by every view');
    second();
    addBet(bet(6, 61));
    equal(betIds(), '', 'then events toggle as usual');
  });
});
