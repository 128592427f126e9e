/**
 * The coupon reminder (coupon-parcel/src/state/reminder.ts; shell spec §4, §9) with fake timers and
 * a fake "show": due 30 s after a live bet or 5 min after a line bet was added, shown once per
 * session (sessionStorage), never while the coupon page is open, cleared when the coupon empties.
 * The timers never run by themselves: the test fires them.
 */
import * as v from 'valibot';
import { BetSchema, buildBet, type Bet } from '@kickoff/platform';
import { setRoute, type CurrentRoute } from '../../platform/src/stores/route';
import { REMINDER_KEY, startCouponReminder } from '../../coupon-parcel/src/state/reminder';
import { addedAtOf, clearBets, removeBet, startSelection, toggleBet } from '../../coupon-parcel/src/selection';
import { makeGame } from '../platform/feed/fixtures';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok } from '../support/assert';

/** Odd `oddId` of game `gameId`; a live game unless `line`. */
function bet(gameId: number, oddId: number, line = false, over: Partial<Bet> = {}): Bet {
  const game = makeGame(gameId, line ? { section: 'line', statusId: 1, timeSec: null, isTimerRunning: false, score1: null, score2: null, scoreFormatted: null, period: null } : {});
  const market = game.markets[0];
  const odd = market?.odds.find((o) => o.id === oddId);
  if (!market || !odd) throw new Error(`no odd ${oddId} in game ${gameId}`);
  return { ...v.parse(BetSchema, buildBet(game, market, odd, 'home')), ...over };
}

function route(name: string): CurrentRoute {
  return { name, params: {}, lang: 'en', layout: 'main', app: null, path: `/${name}`, search: '', theme: null, data: {} } as unknown as CurrentRoute;
}

/** Reminder deps whose timers wait for `fire()`. */
function fakeDeps() {
  let nextId = 0;
  const timers = new Map<number, { fn: () => void; ms: number }>();
  const deps = {
    shown: 0,
    now: () => Date.now(),
    setTimeout(fn: () => void, ms: number): unknown {
      timers.set(++nextId, { fn, ms });
      return nextId;
    },
    clearTimeout(handle: unknown): void {
      timers.delete(handle as number);
    },
    show(): void {
      deps.shown += 1;
    },
    get pending(): number {
      return timers.size;
    },
    /** Runs every scheduled timer (as if their time came). */
    fire(): void {
      const due = [...timers.values()];
      timers.clear();
      for (const t of due) t.fn();
    },
  };
  return deps;
}

const stored = (): { id: string; timeToShow: number; isShown: boolean } | null => {
  const raw = sessionStorage.getItem(REMINDER_KEY);
  return raw === null ? null : (JSON.parse(raw) as { id: string; timeToShow: number; isShown: boolean });
};

describe('coupon reminder', () => {
  let stopSelection: () => void;
  let stopReminder: (() => void) | null = null;

  beforeEach(() => {
    resetPlatformState();
    clearBets();
    sessionStorage.removeItem(REMINDER_KEY);
    setRoute(route('home'));
    stopSelection = startSelection();
  });
  afterEach(() => {
    stopReminder?.();
    stopReminder = null;
    stopSelection();
    clearBets();
    sessionStorage.removeItem(REMINDER_KEY);
    setRoute(null);
  });

  it('schedules nothing for an empty coupon', () => {
    const deps = fakeDeps();
    stopReminder = startCouponReminder(deps);
    equal(deps.pending, 0);
    equal(stored(), null);
  });

  it('a live bet: due 30 s after it was added; fires once and is stored as shown', () => {
    const deps = fakeDeps();
    stopReminder = startCouponReminder(deps);
    toggleBet(bet(5, 52));
    const added = addedAtOf(52);
    ok(added !== undefined, 'the coupon noted when the bet was added');
    equal(deps.pending, 1, 'one timer');
    equal(stored()?.timeToShow, (added as number) + 30_000);
    equal(stored()?.isShown, false);
    deps.fire();
    equal(deps.shown, 1, 'shown');
    equal(stored()?.isShown, true);
  });

  it('a line bet: due 5 min after it was added', () => {
    const deps = fakeDeps();
    stopReminder = startCouponReminder(deps);
    toggleBet(bet(6, 61, true));
    equal(stored()?.timeToShow, (addedAtOf(61) as number) + 300_000);
    equal(deps.pending, 1);
  });

  it('a locked bet alone schedules nothing', () => {
    const deps = fakeDeps();
    stopReminder = startCouponReminder(deps);
    toggleBet(bet(5, 52, false, { isBlocked: true }));
    equal(deps.pending, 0);
    equal(stored(), null);
  });

  it('is shown once per session: later bets and a new start (another page load) show nothing', () => {
    const first = fakeDeps();
    stopReminder = startCouponReminder(first);
    toggleBet(bet(5, 52));
    first.fire();
    equal(first.shown, 1);
    toggleBet(bet(6, 61));
    equal(first.pending, 0, 'no new timer after it was shown');
    stopReminder();
    // the coupon empties and fills again: the session still saw the reminder
    clearBets();
    equal(stored()?.isShown, true, 'a shown reminder stays recorded when the coupon empties');
    const second = fakeDeps();
    stopReminder = startCouponReminder(second);
    toggleBet(bet(7, 71));
    equal(second.pending, 0);
    second.fire();
    equal(second.shown, 0);
  });

  it('is not shown while the coupon page is open', () => {
    const deps = fakeDeps();
    stopReminder = startCouponReminder(deps);
    toggleBet(bet(5, 52));
    setRoute(route('coupon'));
    deps.fire();
    equal(deps.shown, 0, 'not shown on the coupon page');
    equal(stored()?.isShown, false, 'not spent either');
    // the next change of the coupon off the coupon page schedules it again
    setRoute(route('home'));
    toggleBet(bet(6, 61));
    equal(deps.pending, 1);
    deps.fire();
    equal(deps.shown, 1);
  });

  it('is cleared when the coupon empties', () => {
    const deps = fakeDeps();
    stopReminder = startCouponReminder(deps);
    toggleBet(bet(5, 52));
    equal(deps.pending, 1);
    removeBet(52);
    equal(deps.pending, 0, 'the timer is cancelled');
    equal(stored(), null, 'the stored notification is removed');
    deps.fire();
    equal(deps.shown, 0);
  });

  it('stop cancels the timer', () => {
    const deps = fakeDeps();
    stopReminder = startCouponReminder(deps);
    toggleBet(bet(5, 52));
    stopReminder();
    stopReminder = null;
    equal(deps.pending, 0);
  });
});
