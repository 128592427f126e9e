import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FRAME_PROTOCOL, PageToFrameSchema, type FrameInit, type PageToFrame } from '../../apps/casino/src/contracts/frame-protocol';
import type { Round, RulesResponse } from '../../apps/casino/src/contracts/play';
import type { RoundCalls } from '../../apps/casino/src/play/calls';
import { createFrameHost, type FrameHostDeps } from '../../apps/casino/src/play/frame-host';
import * as v from 'valibot';

const P = FRAME_PROTOCOL;
const ROUND_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OTHER_ROUND_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

const rules: RulesResponse = { gameId: 42, engine: 'cards', rtp: 0.96, minStake: 1, maxStake: 100, funMode: true, rows: [] };

const round = (over: Partial<Round> = {}): Round => ({
  id: ROUND_ID, gameId: 42, mode: 'fun', status: 'settled', step: 1, stake: 10, win: 0, currency: 'FUN', view: {}, balance: 990, settledBy: 'player', ...over,
});

const init = (openRound: Round | null = null): FrameInit => ({
  protocol: P, kind: 'init', game: { id: 42, name: 'High Low', engine: 'cards' }, mode: 'fun', currency: 'FUN', balance: 1000, stake: 10, rules, lang: 'en', openRound,
});

/** A promise the test settles by hand. */
interface Pending<T> { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void }
function pending<T>(): Pending<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the host's promise chain (then / catch / finally) run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

type Call = { name: 'start' | 'act' | 'close' | 'open'; args: unknown[]; reply: Pending<Round> };

function harness(over: Partial<FrameHostDeps> & { initMessage?: FrameInit } = {}) {
  const posted: PageToFrame[] = [];
  const calls: Call[] = [];
  const rounds: Round[] = [];
  let closed = 0;
  let keys = 0;
  const record = (name: Call['name']) => (...args: unknown[]): Promise<Round> => {
    const reply = pending<Round>();
    calls.push({ name, args, reply });
    return reply.promise;
  };
  const roundCalls: RoundCalls = {
    start: record('start'),
    act: record('act'),
    close: record('close'),
    open: async () => null,
  };
  const { initMessage, ...rest } = over;
  const host = createFrameHost({
    post: (message) => posted.push(message),
    calls: roundCalls,
    init: () => initMessage ?? init(),
    onRound: (r) => rounds.push(r),
    onClose: () => {
      closed += 1;
    },
    errorText: (error) => `failed: ${error instanceof Error ? error.message : String(error)}`,
    newKey: () => `00000000-0000-4000-8000-${String(++keys).padStart(12, '0')}`,
    ...rest,
  });
  return { host, posted, calls, rounds, closed: () => closed };
}

const msg = (kind: string, extra: Record<string, unknown> = {}) => ({ protocol: P, kind, ...extra });

test('messages that are not the protocol are dropped', async () => {
  const h = harness();
  h.host.receive(msg('ready'));
  h.posted.length = 0;
  for (const data of [
    null,
    'ready',
    { kind: 'ready' },
    { protocol: 'kickoff-game/2', kind: 'ready' },
    { protocol: 'kickoff-game/2', kind: 'start', stake: 10 },
    msg('cheat'),
    msg('start'),
    msg('start', { stake: 0 }),
    msg('start', { stake: -5 }),
    msg('start', { stake: 1e8 }),
    msg('start', { stake: '10' }),
    msg('act', { roundId: 'not-a-uuid', step: 0, action: 'higher' }),
    msg('act', { roundId: ROUND_ID, step: -1, action: 'higher' }),
    msg('act', { roundId: ROUND_ID, step: 0, action: 'x'.repeat(41) }),
  ]) {
    h.host.receive(data);
  }
  await settle();
  assert.deepEqual(h.posted, []);
  assert.deepEqual(h.calls, []);
  assert.equal(h.closed(), 0);
});

test('ready posts the init message', () => {
  const h = harness();
  h.host.receive(msg('ready'));
  assert.deepEqual(h.posted, [init()]);
  assert.ok(v.is(PageToFrameSchema, h.posted[0]), 'the init is a valid page-to-frame message');
  assert.equal(h.host.openRoundId(), null);
});

test('a start before ready is dropped (the game is not known yet)', async () => {
  const h = harness();
  h.host.receive(msg('start', { stake: 10 }));
  await settle();
  assert.equal(h.calls.length, 0);
});

test('start stakes on the game of the init, with the params and a fresh idempotency key each time', async () => {
  const h = harness();
  h.host.receive(msg('ready'));
  h.host.receive(msg('start', { stake: 2.5, params: { picks: [1, 2, 3] } }));
  assert.equal(h.calls.length, 1);
  assert.equal(h.calls[0]!.name, 'start');
  assert.deepEqual(h.calls[0]!.args, [{ gameId: 42, stake: 2.5, params: { picks: [1, 2, 3] } }, '00000000-0000-4000-8000-000000000001']);
  assert.ok(!('accountId' in (h.calls[0]!.args[0] as object)), 'fun mode sends no account');
  h.calls[0]!.reply.resolve(round());
  await settle();

  h.host.receive(msg('start', { stake: 3 }));
  assert.equal(h.calls.length, 2);
  assert.deepEqual(h.calls[1]!.args, [{ gameId: 42, stake: 3, params: {} }, '00000000-0000-4000-8000-000000000002'], 'params default to {}');
});

test('a real-money start names the account', () => {
  const h = harness({ accountId: 77 });
  h.host.receive(msg('ready'));
  h.host.receive(msg('start', { stake: 10 }));
  assert.deepEqual(h.calls[0]!.args, [{ gameId: 42, stake: 10, params: {}, accountId: 77 }, '00000000-0000-4000-8000-000000000001']);
});

test('a second start while the first is in flight is dropped, and accepted once it settles', async () => {
  const h = harness();
  h.host.receive(msg('ready'));
  h.host.receive(msg('start', { stake: 10 }));
  h.host.receive(msg('start', { stake: 10 }));
  h.host.receive(msg('act', { roundId: ROUND_ID, step: 0, action: 'higher' }));
  await settle();
  assert.equal(h.calls.length, 1, 'exactly one call while one is in flight');
  h.calls[0]!.reply.resolve(round());
  await settle();
  h.host.receive(msg('start', { stake: 10 }));
  assert.equal(h.calls.length, 2);
  assert.equal(h.calls[1]!.name, 'start');
});

test('a round reply goes to the frame and to onRound', async () => {
  const h = harness();
  h.host.receive(msg('ready'));
  h.posted.length = 0;
  h.host.receive(msg('start', { stake: 10 }));
  const reply = round({ win: 20, balance: 1010 });
  h.calls[0]!.reply.resolve(reply);
  await settle();
  assert.deepEqual(h.posted, [{ protocol: P, kind: 'round', round: reply }]);
  assert.deepEqual(h.rounds, [reply]);
  assert.ok(v.is(PageToFrameSchema, h.posted[0]));
});

test('an open round is tracked until it is settled', async () => {
  const h = harness();
  h.host.receive(msg('ready'));
  h.host.receive(msg('start', { stake: 10 }));
  h.calls[0]!.reply.resolve(round({ status: 'open', step: 0, win: null, settledBy: null }));
  await settle();
  assert.equal(h.host.openRoundId(), ROUND_ID);

  h.host.receive(msg('act', { roundId: ROUND_ID, step: 0, action: 'higher' }));
  h.calls[1]!.reply.resolve(round({ status: 'open', step: 1, win: null, settledBy: null }));
  await settle();
  assert.equal(h.host.openRoundId(), ROUND_ID, 'still open after a move');

  h.host.receive(msg('act', { roundId: ROUND_ID, step: 1, action: 'collect' }));
  h.calls[2]!.reply.resolve(round({ status: 'settled', step: 2, win: 18 }));
  await settle();
  assert.equal(h.host.openRoundId(), null);
});

test('an open round in the init is the open round', () => {
  const h = harness({ initMessage: init(round({ id: OTHER_ROUND_ID, status: 'open', win: null, settledBy: null })) });
  assert.equal(h.host.openRoundId(), null);
  h.host.receive(msg('ready'));
  assert.equal(h.host.openRoundId(), OTHER_ROUND_ID);
});

test('act forwards the round, the step and the move', async () => {
  const h = harness();
  h.host.receive(msg('ready'));
  h.host.receive(msg('act', { roundId: OTHER_ROUND_ID, step: 3, action: 'lower' }));
  assert.equal(h.calls.length, 1);
  assert.equal(h.calls[0]!.name, 'act');
  assert.deepEqual(h.calls[0]!.args, [OTHER_ROUND_ID, 3, 'lower']);
});

test('a failed call posts the error text and frees the host for the next message', async () => {
  const h = harness();
  h.host.receive(msg('ready'));
  h.posted.length = 0;
  h.host.receive(msg('start', { stake: 10 }));
  h.calls[0]!.reply.reject(new Error('insufficient funds'));
  await settle();
  assert.deepEqual(h.posted, [{ protocol: P, kind: 'error', message: 'failed: insufficient funds' }]);
  assert.deepEqual(h.rounds, [], 'no round on a failure');
  h.host.receive(msg('start', { stake: 10 }));
  assert.equal(h.calls.length, 2, 'not busy any more');
});

test('close with an open round finishes it, then closes; without one it just closes', async () => {
  const h = harness();
  h.host.receive(msg('ready'));
  h.host.receive(msg('start', { stake: 10 }));
  h.calls[0]!.reply.resolve(round({ status: 'open', step: 0, win: null, settledBy: null }));
  await settle();

  h.host.receive(msg('close'));
  assert.equal(h.calls.length, 2);
  assert.equal(h.calls[1]!.name, 'close');
  assert.deepEqual(h.calls[1]!.args, [ROUND_ID]);
  assert.equal(h.closed(), 0, 'not before the round is finished');
  const finished = round({ status: 'settled', step: 1, win: 10, settledBy: 'player' });
  h.calls[1]!.reply.resolve(finished);
  await settle();
  assert.equal(h.closed(), 1);
  assert.equal(h.host.openRoundId(), null);
  assert.deepEqual(h.rounds.at(-1), finished);

  const plain = harness();
  plain.host.receive(msg('ready'));
  plain.host.receive(msg('close'));
  assert.equal(plain.closed(), 1);
  assert.equal(plain.calls.length, 0);
});

test('refill posts the new balance in fun mode and is ignored without a refill', async () => {
  let refills = 0;
  const fun = harness({
    refill: async () => {
      refills += 1;
      return 1000;
    },
  });
  fun.host.receive(msg('ready'));
  fun.posted.length = 0;
  fun.host.receive(msg('refill'));
  await settle();
  assert.equal(refills, 1);
  assert.deepEqual(fun.posted, [{ protocol: P, kind: 'balance', balance: 1000 }]);

  const real = harness({ accountId: 77 });
  real.host.receive(msg('ready'));
  real.posted.length = 0;
  real.host.receive(msg('refill'));
  await settle();
  assert.deepEqual(real.posted, []);
  assert.deepEqual(real.calls, []);
});

test('balance tells the frame the new balance', () => {
  const h = harness();
  h.host.balance(512.5);
  assert.deepEqual(h.posted, [{ protocol: P, kind: 'balance', balance: 512.5 }]);
});

test('a close while a start is in flight waits for it, and finishes the round that start opened', async () => {
  const h = harness();
  h.host.receive(msg('ready'));
  h.host.receive(msg('start', { stake: 10 }));
  h.host.receive(msg('close'));
  assert.equal(h.closed(), 0, 'the page does not leave while the start is in flight');
  assert.equal(h.calls.length, 1);
  h.calls[0]!.reply.resolve(round({ status: 'open', step: 0, win: null, settledBy: null }));
  await settle();
  assert.equal(h.calls[1]?.name, 'close', 'the round the start opened is finished');
  assert.deepEqual(h.calls[1]?.args, [ROUND_ID]);
  h.calls[1]!.reply.resolve(round({ status: 'settled', step: 0, win: 10, settledBy: 'server' }));
  await settle();
  assert.equal(h.closed(), 1);
});
