/**
 * The analytics runtime's pure parts (shell-parcels/src/analytics/): consent → what may be sent,
 * batching, the 24 h expiry, retry delays, and the registration / login tracking state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyticsPermissions, anyAllowed } from '../../../shell-parcels/src/analytics/consent';
import {
  batchFailed, batchRefused, batchSent, cutBatch, dropExpired, EMPTY_QUEUE, enqueue, EVENT_MAX_AGE_MS, QUEUE_MAX, retryDelay, shouldCut, type QueueState,
} from '../../../shell-parcels/src/analytics/queue';
import {
  countersMap, EMPTY_TRACKING, loginClick, loginPopUp, loginSuccess, registrationDone, registrationLeft, registrationPageCall, registrationTypeChanged,
  socialChosen, trackingTypeOf,
} from '../../../shell-parcels/src/analytics/tracking';
import type { CollectedEvent } from '../../../shell-parcels/src/analytics/wire';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const ev = (id: number, at = NOW): CollectedEvent => ({ id, at, page: '/ru' });
const queueOf = (n: number, at = NOW): QueueState => Array.from({ length: n }, (_, k) => ev(1000 + k, at)).reduce(enqueue, EMPTY_QUEUE);

test('consent: the collector needs functionality or all, the marketing counters marketing or all; reject all and no choice allow nothing', () => {
  const ask = (type: string | undefined) => analyticsPermissions((purpose) => type === 'all' || type === purpose);
  assert.deepEqual(ask('all'), { collector: true, marketing: true });
  assert.deepEqual(ask('functionality'), { collector: true, marketing: false });
  assert.deepEqual(ask('marketing'), { collector: false, marketing: true });
  assert.deepEqual(ask('disable'), { collector: false, marketing: false });
  assert.deepEqual(ask(undefined), { collector: false, marketing: false });
  assert.equal(anyAllowed(ask('disable')), false);
  assert.equal(anyAllowed(ask(undefined)), false);
  assert.equal(anyAllowed(ask('marketing')), true);
});

test('batching: a batch is cut at 20 waiting events at once, or on the 5 s tick with any; one batch at a time, at most 100 events', () => {
  assert.equal(shouldCut(queueOf(19), false), false);
  assert.equal(shouldCut(queueOf(20), false), true);
  assert.equal(shouldCut(queueOf(1), true), true);
  assert.equal(shouldCut(EMPTY_QUEUE, true), false);
  const cut = cutBatch(queueOf(130), 'batch-aaaa');
  assert.equal(cut.inFlight?.batchId, 'batch-aaaa');
  assert.equal(cut.inFlight?.events.length, 100);
  assert.equal(cut.inFlight?.events[0]?.id, 1000, 'oldest first');
  assert.equal(cut.waiting.length, 30);
  assert.equal(shouldCut(cut, true), false, 'not while a batch is in flight');
  assert.equal(cutBatch(cut, 'batch-bbbb'), cut, 'the batch in flight is not replaced');
  const failed = batchFailed(batchFailed(cut));
  assert.equal(failed.attempts, 2);
  assert.equal(failed.inFlight?.batchId, 'batch-aaaa', 'a retry keeps the batch id');
  const sent = batchSent(failed);
  assert.equal(sent.inFlight, null);
  assert.equal(sent.attempts, 0);
  assert.equal(sent.waiting.length, 30, 'the rest waits for the next batch');
  assert.equal(batchRefused(cut).inFlight, null, 'a refused batch is dropped, not retried');
});

test('the queue keeps at most 500 events, dropping the oldest', () => {
  const q = queueOf(QUEUE_MAX + 5);
  assert.equal(q.waiting.length, QUEUE_MAX);
  assert.equal(q.waiting[0]?.id, 1005);
});

test('expiry: nothing older than 24 h is kept or sent, waiting or in flight', () => {
  const old = NOW - EVENT_MAX_AGE_MS - 1;
  const q: QueueState = { waiting: [ev(1, old), ev(2, NOW - 1000)], inFlight: { batchId: 'batch-cccc', events: [ev(3, old), ev(4, NOW)] }, attempts: 3 };
  const fresh = dropExpired(q, NOW);
  assert.deepEqual(fresh.waiting.map((e) => e.id), [2]);
  assert.deepEqual(fresh.inFlight, { batchId: 'batch-cccc', events: [ev(4, NOW)] });
  assert.equal(fresh.attempts, 3);
  const allOld = dropExpired({ waiting: [], inFlight: { batchId: 'batch-dddd', events: [ev(5, old)] }, attempts: 2 }, NOW);
  assert.deepEqual(allOld, EMPTY_QUEUE);
});

test('retry delay: 1 s doubled per failure, at most 60 s, never shorter than the server Retry-After', () => {
  assert.deepEqual([1, 2, 3, 4, 7, 20].map((n) => retryDelay(n)), [1000, 2000, 4000, 8000, 60_000, 60_000]);
  assert.equal(retryDelay(1, 30), 30_000);
  assert.equal(retryDelay(7, 5), 60_000);
});

test('registration types by their tracking names', () => {
  assert.deepEqual((['one_click', 'phone', 'full', 'social', 'pay-and-play'] as const).map(trackingTypeOf), ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'fast_reg']);
});

test('registration tracking: the call increments the counter and sets done false; done sets the time to 0 and done true; leaving without done is logged', () => {
  const called = registrationPageCall({ ...EMPTY_TRACKING, hasDone: true }, 'phone_reg', NOW);
  assert.equal(called.regTryCounter, 1);
  assert.equal(called.lastRegCallTime, NOW);
  assert.equal(called.hasDone, false);
  assert.deepEqual(called.additionalParams, { type: 'phone_reg', hasRegister: false });
  assert.equal(registrationPageCall(called, 'full_reg', NOW + 1).regTryCounter, 2);
  const switched = registrationTypeChanged(called, 'full_reg');
  assert.equal(switched.regTryCounter, 1, 'a tab change is no new call');
  assert.equal(switched.additionalParams.type, 'full_reg');
  assert.equal(registrationLeft(switched, NOW + 42_000), 'registration left without done: full_reg after 42 s, try 1');
  const done = registrationDone(switched);
  assert.equal(done.lastRegCallTime, 0);
  assert.equal(done.hasDone, true);
  assert.equal(done.additionalParams.hasRegister, true);
  assert.equal(registrationLeft(done, NOW + 50_000), null, 'done: nothing to log');
  assert.equal(registrationLeft(EMPTY_TRACKING, NOW), null, 'never called: nothing to log');
  assert.deepEqual(socialChosen(EMPTY_TRACKING, 'vk').socialData, { network: 'vk' });
});

test('login attempts: each click counts, a success resets to 0; the pop-up call is stamped', () => {
  const twice = loginClick(loginClick(EMPTY_TRACKING));
  assert.equal(twice.authTryCounter, 2);
  assert.equal(loginSuccess(twice).authTryCounter, 0);
  assert.equal(loginPopUp(EMPTY_TRACKING, NOW).lastAuthPopUpCallTime, NOW);
});

test('the counters list becomes a map type → code', () => {
  assert.deepEqual(countersMap([{ type: 8, code: 'a' }, { type: 4, code: 'b' }, { type: 8, code: 'c' }]), { '8': 'c', '4': 'b' });
});
