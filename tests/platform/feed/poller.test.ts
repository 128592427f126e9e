/** The feed poller with a fake clock and visibility: since, full replies, backoff, pause, stop, intervals. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createFeedPoller, DRAWN_REPLY_UPDATE_MS, pollTimeoutMs } from '../../../platform/src/feed/poller';
import { RequestTimeoutError } from '../../../platform/src/api/errors';
import type { Clock } from '../../../platform/src/timers/clock';
import type { VisibilitySource } from '../../../platform/src/timers/visibility';
import { createFeedStore } from '../../../platform/src/feed/store';
import { createOddRegistry } from '../../../platform/src/feed/odds-registry';
import type { GamesResponse } from '../../../platform/src/schemas/feed';
import { deltaReply, fullReply, makeGame, oddChange } from './fixtures';

/** A fake clock: timers fire only when the test advances time. */
function fakeClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout(fn, ms) {
      seq += 1;
      timers.set(seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > end) break;
      timers.delete(next[0]);
      now = next[1].at;
      next[1].fn();
      await flush();
    }
    now = end;
    await flush();
  };
  return { clock, advance, pending: () => [...timers.values()].map((t) => t.at - now) };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: VisibilitySource = {
    isVisible: () => !hidden,
    onChange(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
  return {
    visibility,
    set(h: boolean) {
      hidden = h;
      for (const l of listeners) l();
    },
    listeners,
  };
}

/** A reply that never comes (a hung request that even ignores its abort signal). */
const HANG = 'hang' as const;

function setup(replies: Array<GamesResponse | Error | typeof HANG>, intervalMs = 3000, fromDrawnReply = false) {
  const { clock, advance, pending } = fakeClock();
  const vis = fakeVisibility();
  const calls: Array<number | null> = [];
  const signals: AbortSignal[] = [];
  const errors: unknown[] = [];
  const store = createFeedStore({ registry: createOddRegistry({ now: clock.now }), now: clock.now });
  const poller = createFeedPoller({
    store,
    intervalMs,
    fromDrawnReply,
    clock,
    visibility: vis.visibility,
    onError: (e) => errors.push(e),
    fetch: async (since, signal) => {
      calls.push(since);
      signals.push(signal);
      const next = replies.shift();
      if (!next) throw new Error('no more replies');
      if (next === HANG) return new Promise<GamesResponse>(() => undefined);
      if (next instanceof Error) throw next;
      return next;
    },
  });
  return { poller, store, calls, signals, errors, advance, pending, vis };
}

const g1 = makeGame(1);

test('first poll without since, then since = last version, at the interval', async () => {
  const t = setup([fullReply([g1], 10), deltaReply([oddChange(g1, 11, 1.7, 11)], 11), deltaReply([], 11)]);
  t.poller.start();
  await flush();
  assert.deepEqual(t.calls, [null]);
  assert.equal(t.poller.$status.get().phase, 'ready');
  await t.advance(2999);
  assert.equal(t.calls.length, 1, 'not before the interval');
  await t.advance(1);
  assert.deepEqual(t.calls, [null, 10]);
  assert.equal(t.store.oddStore(11).get().coef, 1.7);
  await t.advance(3000);
  assert.deepEqual(t.calls, [null, 10, 11]);
  t.poller.stop();
});

test('a full reply replaces the data', async () => {
  const t = setup([fullReply([g1, makeGame(2)], 1), fullReply([makeGame(3)], 5)]);
  t.poller.start();
  await flush();
  assert.deepEqual(t.store.$gameIds.get(), [1, 2]);
  await t.advance(3000);
  assert.deepEqual(t.store.$gameIds.get(), [3]);
  assert.equal(t.store.version, 5);
  t.poller.stop();
});

test('errors back off (doubling, capped), keep the data and mark it stale; success resets', async () => {
  const boom = new Error('network');
  const t = setup([fullReply([g1], 1), boom, boom, boom, boom, boom, deltaReply([], 2)], 3000);
  t.poller.start();
  await flush();
  await t.advance(3000); // error 1
  assert.equal(t.errors.length, 1);
  const s = t.poller.$status.get();
  assert.equal(s.phase, 'error');
  assert.equal(s.stale, true, 'last data kept, shown as stale');
  assert.deepEqual(t.store.$gameIds.get(), [1]);
  assert.deepEqual(t.pending(), [6000]);
  await t.advance(6000); // error 2
  assert.deepEqual(t.pending(), [12000]);
  await t.advance(12000); // error 3
  assert.deepEqual(t.pending(), [24000]);
  await t.advance(24000); // error 4
  assert.deepEqual(t.pending(), [48000]);
  await t.advance(48000); // error 5
  assert.deepEqual(t.pending(), [60000], 'capped at 60 s');
  await t.advance(60000);
  assert.equal(t.poller.$status.get().phase, 'ready');
  assert.equal(t.poller.$status.get().stale, false);
  assert.deepEqual(t.pending(), [3000]);
  assert.deepEqual(t.calls, [null, 1, 1, 1, 1, 1, 1], 'since stays at the last applied version');
  t.poller.stop();
});

test('an error before any data is an error without stale data; refresh retries at once', async () => {
  const t = setup([new Error('down'), fullReply([g1], 3)]);
  t.poller.start();
  await flush();
  assert.equal(t.poller.$status.get().phase, 'error');
  assert.equal(t.poller.$status.get().stale, false);
  t.poller.refresh();
  await flush();
  assert.equal(t.calls.length, 2);
  assert.equal(t.poller.$status.get().phase, 'ready');
  t.poller.stop();
});

test('a fatal error stops polling', async () => {
  const { clock, advance } = fakeClock();
  const vis = fakeVisibility();
  let calls = 0;
  const poller = createFeedPoller({
    intervalMs: 1000,
    clock,
    visibility: vis.visibility,
    isFatal: (e) => e instanceof RangeError,
    fetch: async () => {
      calls += 1;
      throw new RangeError('404');
    },
  });
  poller.start();
  await flush();
  await advance(100_000);
  assert.equal(calls, 1);
  poller.stop();
});

test('pauses while the document is hidden and polls at once when it shows again', async () => {
  const t = setup([fullReply([g1], 1), deltaReply([], 2), deltaReply([], 3)]);
  t.poller.start();
  await flush();
  t.vis.set(true);
  assert.equal(t.poller.$status.get().paused, true);
  await t.advance(60_000);
  assert.equal(t.calls.length, 1, 'no polls while hidden');
  t.vis.set(false);
  await flush();
  assert.equal(t.calls.length, 2, 'polled on return');
  assert.equal(t.poller.$status.get().paused, false);
  await t.advance(3000);
  assert.equal(t.calls.length, 3);
  t.poller.stop();
});

test('starting while hidden waits for the document to show', async () => {
  const t = setup([fullReply([g1], 1)]);
  t.vis.set(true);
  t.poller.start();
  await flush();
  assert.equal(t.calls.length, 0);
  t.vis.set(false);
  await flush();
  assert.equal(t.calls.length, 1);
  t.poller.stop();
});

test('stop aborts the request in flight, ignores its reply and polls no more', async () => {
  const { clock, advance, pending } = fakeClock();
  const vis = fakeVisibility();
  let resolve: ((r: GamesResponse) => void) | null = null;
  let signal: AbortSignal | null = null;
  const store = createFeedStore({ registry: createOddRegistry() });
  const poller = createFeedPoller({
    store,
    intervalMs: 1000,
    clock,
    visibility: vis.visibility,
    fetch: (_since, s) => {
      signal = s;
      return new Promise((r) => (resolve = r));
    },
  });
  poller.start();
  poller.stop();
  assert.equal((signal as AbortSignal | null)?.aborted, true);
  (resolve as ((r: GamesResponse) => void) | null)?.(fullReply([g1], 1));
  await flush();
  assert.equal(store.hasData, false);
  await advance(10_000);
  assert.deepEqual(pending(), []);
  assert.equal(vis.listeners.size, 0, 'visibility listener removed');
});

test('a steady feed does not notify status subscribers on every poll', async () => {
  const t = setup([fullReply([g1], 1), deltaReply([], 2), deltaReply([], 3), deltaReply([], 4)]);
  const seen: string[] = [];
  t.poller.$status.listen((s) => seen.push(s.phase));
  t.poller.start();
  await flush();
  await t.advance(9000);
  assert.equal(t.calls.length, 4);
  assert.deepEqual(seen, ['loading', 'ready']);
  t.poller.stop();
});

test('poll intervals follow the spec: synthetic 2 s, live 3 s, line 15 s; mixed lists adapt', async () => {
  const { feedPollInterval, adaptiveFeedInterval } = await import('../../../platform/src/feed/api');
  assert.equal(feedPollInterval({ section: 'live' }), 3000);
  assert.equal(feedPollInterval({ section: 'live', game: true }), 3000);
  assert.equal(feedPollInterval({ section: 'line' }), 15000);
  assert.equal(feedPollInterval({ section: 'live', synthetic: true }), 2000);
  assert.equal(feedPollInterval({ section: null }), 10000);
  const store = createFeedStore({ registry: createOddRegistry() });
  const mixed = adaptiveFeedInterval(store);
  assert.equal(mixed(), 10000, 'nothing known yet: default');
  store.apply(fullReply([makeGame(1, { section: 'line' })], 1));
  assert.equal(mixed(), 15000);
  store.apply(deltaReply([makeGame(2, { section: 'live' })], 2));
  assert.equal(mixed(), 3000);
  const game = createFeedStore({ registry: createOddRegistry() });
  game.apply(fullReply([makeGame(3, { isSynthetic: true })], 1));
  assert.equal(adaptiveFeedInterval(game, { section: 'live', game: true })(), 2000);
});

test('a hung poll times out: the data is marked stale at once and the poller recovers by itself', async () => {
  const t = setup([fullReply([g1], 1), HANG, deltaReply([oddChange(g1, 11, 2.2, 2)], 2)], 3000);
  t.poller.start();
  await flush();
  await t.advance(3000); // the second poll hangs
  assert.equal(t.calls.length, 2);
  assert.equal(pollTimeoutMs(3000), 9000);
  await t.advance(8999);
  assert.equal(t.poller.$status.get().stale, false, 'not stale before its timeout');
  await t.advance(1);
  const late = t.poller.$status.get();
  assert.equal(late.stale, true, 'the page says the data may be out of date');
  assert.ok(late.error instanceof RequestTimeoutError);
  assert.equal(t.signals[1]?.aborted, true, 'the hung request is aborted');
  assert.deepEqual(t.store.$gameIds.get(), [1], 'the last data stays');
  await t.advance(6000); // backoff: interval × 2
  assert.deepEqual(t.calls, [null, 1, 1]);
  assert.equal(t.poller.$status.get().stale, false, 'recovered without a click');
  assert.equal(t.store.oddStore(11).get().coef, 2.2);
  t.poller.stop();
});

test('a first poll that hangs ends in the error state (with retry), never an endless skeleton', async () => {
  const t = setup([HANG, fullReply([g1], 1)], 3000);
  t.poller.start();
  await flush();
  assert.equal(t.poller.$status.get().phase, 'loading');
  await t.advance(9000);
  const s = t.poller.$status.get();
  assert.equal(s.phase, 'error');
  assert.equal(s.stale, false, 'nothing to show as stale yet');
  await t.advance(6000);
  assert.equal(t.poller.$status.get().phase, 'ready');
  assert.deepEqual(t.store.$gameIds.get(), [1]);
  t.poller.stop();
  assert.deepEqual(t.pending(), [], 'stop clears every timer');
});

test('a store that starts with a server-drawn reply is ready at once: it asks for the changes since it after a second, then at the interval', async () => {
  const t = setup([deltaReply([oddChange(g1, 11, 1.7, 11)], 11), deltaReply([], 11)], 3000, true);
  t.store.apply(fullReply([g1], 10));
  t.poller.start();
  await flush();
  assert.deepEqual(t.calls, [], 'no fetch of what the page came with');
  assert.equal(t.poller.$status.get().phase, 'ready');
  await t.advance(DRAWN_REPLY_UPDATE_MS - 1);
  assert.deepEqual(t.calls, []);
  await t.advance(1);
  assert.deepEqual(t.calls, [10], 'the changes since the drawn version');
  assert.equal(t.store.oddStore(11).get().coef, 1.7);
  await t.advance(3000);
  assert.deepEqual(t.calls, [10, 11]);
  t.poller.stop();
});

test('a store with data but not from a drawn reply polls at once, as before', async () => {
  const t = setup([deltaReply([], 10)]);
  t.store.apply(fullReply([g1], 10));
  t.poller.start();
  await flush();
  assert.deepEqual(t.calls, [10]);
  t.poller.stop();
});
