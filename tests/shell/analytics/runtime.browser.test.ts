/**
 * The analytics runtime (shell-parcels/src/analytics/runtime.ts) with a stubbed fetch: it sends tracked
 * events and bets only with the consent that covers the collector, keeps them in localStorage until
 * sent, retries a failed batch under the same id, drops a refused one, loads the marketing counters only
 * with marketing consent (not when stored), and stops and drops its storage at once when consent is
 * withdrawn (the cookie, or a cookie-consent form being submitted).
 */
import { emit } from '@kickoff/platform';
import { createMemoryStorage } from '../../../platform/src/storage/web-storage';
import type { AnalyticsPermissions } from '../../../shell-parcels/src/analytics/consent';
import { choiceOfForm, createAnalyticsRuntime, type AnalyticsRuntime } from '../../../shell-parcels/src/analytics/runtime';
import { QUEUE_KEY, TRACKING_KEY, readQueue, readTracking } from '../../../shell-parcels/src/analytics/storage';
import { trackState } from '../../../shell-parcels/src/analytics/track';
import { loginClick } from '../../../shell-parcels/src/analytics/tracking';
import { equal, ok, tick } from '../../support/assert';

interface Call {
  url: string;
  body: { batchId: string; events: Array<{ id: number; s?: string; i?: number; page: string }> } | null;
}

const ALL: AnalyticsPermissions = { collector: true, marketing: true };
const FUNCTIONALITY: AnalyticsPermissions = { collector: true, marketing: false };
const MARKETING: AnalyticsPermissions = { collector: false, marketing: true };
const NONE: AnalyticsPermissions = { collector: false, marketing: false };

describe('analytics runtime', () => {
  let storage: Storage;
  let calls: Call[];
  let answers: number[];
  let consent: AnalyticsPermissions;
  let now: number;
  let runtime: AnalyticsRuntime | null;
  let target: EventTarget;
  let ids: number;

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    calls.push({ url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Call['body']) : null });
    if (url.startsWith('/fatman-api/v1/counters')) return Response.json({ data: [{ type: 8, code: 'goals' }, { type: 4, code: 'pixel' }] });
    const status = answers.shift() ?? 201;
    if (status === 0) throw new TypeError('offline');
    return new Response('{}', { status, headers: status === 429 ? { 'retry-after': '3' } : {} });
  };

  const start = (): AnalyticsRuntime => {
    runtime = createAnalyticsRuntime({
      fetch: fakeFetch,
      now: () => now,
      permissions: () => consent,
      storage,
      page: () => '/ru/registration',
      domain: 'kickoff.test',
      newBatchId: () => `batch-${String(++ids).padStart(4, '0')}`,
      events: target,
      cookieStore: null,
    });
    return runtime;
  };
  const sent = () => calls.filter((c) => c.url === '/fatman-api/v1/events');

  beforeEach(() => {
    storage = createMemoryStorage();
    calls = [];
    answers = [];
    consent = ALL;
    now = Date.UTC(2026, 10, 28, 12);
    runtime = null;
    target = new EventTarget();
    ids = 0;
  });
  afterEach(() => runtime?.stop());

  it('with consent: tracked events and placed coupons are kept, then sent in one batch and removed', async () => {
    const r = start();
    emit('kickoff:track', { id: 1000, s: 'fast_reg' });
    emit('kickoff:coupon-placed', { couponId: 77 });
    equal(readQueue(now, storage).waiting.length, 2, 'kept in localStorage until sent');
    await r.flush();
    equal(sent().length, 1);
    const batch = sent()[0]?.body;
    equal(batch?.batchId, 'batch-0001');
    equal(JSON.stringify(batch?.events.map((e) => [e.id, e.s ?? e.i, e.page])), JSON.stringify([[1000, 'fast_reg', '/ru/registration'], [10000, 77, '/ru/registration']]));
    equal(storage.getItem(QUEUE_KEY), null, 'nothing left once sent');
  });

  it('20 waiting events are sent without waiting for the tick', async () => {
    start();
    for (let n = 0; n < 20; n++) emit('kickoff:track', { id: 1000, i: n });
    await tick();
    equal(sent().length, 1);
    equal(sent()[0]?.body?.events.length, 20);
  });

  it('a failed send is retried later under the same batch id; a refused batch (422) is dropped', async () => {
    answers = [503, 0, 201];
    const r = start();
    emit('kickoff:track', { id: 1247 });
    await r.flush();
    await r.flush();
    equal(sent().length, 1, 'no retry before the backoff delay');
    now += 1000;
    await r.flush();
    now += 2000;
    await r.flush();
    equal(JSON.stringify(sent().map((c) => c.body?.batchId)), JSON.stringify(['batch-0001', 'batch-0001', 'batch-0001']));
    equal(storage.getItem(QUEUE_KEY), null);

    answers = [422];
    emit('kickoff:track', { id: 1253 });
    await r.flush();
    equal(storage.getItem(QUEUE_KEY), null, 'refused: dropped, not retried');
    now += 60_000;
    await r.flush();
    equal(sent().length, 4);
  });

  it('events older than 24 h in the storage are never sent', async () => {
    storage.setItem(QUEUE_KEY, JSON.stringify({ savedAt: now - 1000, value: { waiting: [{ id: 1000, at: now - 25 * 3_600_000, page: '/ru' }, { id: 1004, at: now - 1000, page: '/ru' }], inFlight: null, attempts: 0 } }));
    const r = start();
    await r.flush();
    equal(JSON.stringify(sent()[0]?.body?.events.map((e) => e.id)), '[1004]');
  });

  it('broken storage is ignored and replaced', async () => {
    storage.setItem(QUEUE_KEY, '{"savedAt": "yesterday", "value": 5');
    storage.setItem(TRACKING_KEY, JSON.stringify({ savedAt: now, value: { authTryCounter: -1 } }));
    const r = start();
    emit('kickoff:track', { id: 1000 });
    await r.flush();
    equal(sent().length, 1);
    equal(readTracking(now, storage).authTryCounter, 0);
  });

  it('reject all: nothing is kept or sent, and what an earlier choice kept is removed', async () => {
    storage.setItem(QUEUE_KEY, JSON.stringify({ savedAt: now, value: { waiting: [{ id: 1000, at: now, page: '/ru' }], inFlight: null, attempts: 0 } }));
    storage.setItem(TRACKING_KEY, JSON.stringify({ savedAt: now, value: {} }));
    consent = NONE;
    const r = start();
    equal(r.running, false);
    emit('kickoff:track', { id: 1000 });
    emit('kickoff:coupon-placed', { couponId: 5 });
    await r.flush();
    equal(calls.length, 0, 'no call at all, not even the counters');
    equal(storage.length, 0);
  });

  it('marketing only: the counters load (once, then from storage), no event is sent', async () => {
    consent = MARKETING;
    const r = start();
    emit('kickoff:track', { id: 1000 });
    await r.flush();
    await tick();
    equal(sent().length, 0);
    equal(calls.filter((c) => c.url === '/fatman-api/v1/counters?domain=kickoff.test&projectId=1').length, 1);
    equal(JSON.stringify(readTracking(now, storage).counters), JSON.stringify({ '4': 'pixel', '8': 'goals' }));
    r.stop();
    start();
    await tick();
    equal(calls.length, 1, 'stored counters are not loaded again');
  });

  it('functionality only: events are sent, the counters are not loaded', async () => {
    consent = FUNCTIONALITY;
    const r = start();
    emit('kickoff:track', { id: 10190 });
    await r.flush();
    equal(sent().length, 1);
    equal(calls.length, 1);
  });

  it('withdrawn in the cookie: nothing more is sent and the queue is dropped at once', async () => {
    const r = start();
    emit('kickoff:track', { id: 1000 });
    consent = NONE;
    await r.flush();
    equal(sent().length, 0);
    equal(r.running, false);
    equal(storage.length, 0);
    emit('kickoff:track', { id: 1004 });
    equal(storage.length, 0, 'no longer listening');
  });

  it('a cookie-consent form submitted with "Reject all" stops it before the page reloads; "Accept all" does not', async () => {
    const form = document.createElement('form');
    form.action = '/cookie-consent';
    form.method = 'post';
    form.innerHTML = '<input type="hidden" name="choice" value="disable">';
    document.body.append(form);
    target = document;
    try {
      const r = start();
      emit('kickoff:track', { id: 1000 });
      form.addEventListener('submit', (e) => e.preventDefault());
      form.requestSubmit();
      equal(r.running, false);
      equal(storage.length, 0);
      await r.flush();
      equal(sent().length, 0);
    } finally {
      form.remove();
    }
    const data = new FormData();
    data.set('choice', 'all');
    equal(JSON.stringify(choiceOfForm(data)), JSON.stringify(ALL));
    data.set('choice', 'selection');
    data.set('marketing', '1');
    equal(JSON.stringify(choiceOfForm(data)), JSON.stringify(MARKETING));
  });

  it('a malformed event is dropped on its own: the others of the batch still go', async () => {
    const r = start();
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      emit('kickoff:track', { id: 1.5 });
      emit('kickoff:track', { id: 1000, i: 2 ** 40 });
      emit('kickoff:track', { id: 1_000_000 });
    } finally {
      console.warn = warn;
    }
    emit('kickoff:track', { id: 1004 });
    await r.flush();
    equal(JSON.stringify(sent()[0]?.body?.events.map((e) => e.id)), '[1004]');
  });

  it('events and placed coupons emitted before it started are not lost (the bus keeps them)', async () => {
    emit('kickoff:track', { id: 1000, s: 'phone_reg' });
    emit('kickoff:coupon-placed', { couponId: 4242 });
    const r = start();
    await r.flush();
    ok(sent()[0]?.body?.events.some((e) => e.id === 1000 && e.s === 'phone_reg'), 'the tracked event');
    ok(sent()[0]?.body?.events.some((e) => e.id === 10000 && e.i === 4242), 'the bet');
  });

  it('the auth forms change the tracking state only when the cookie choice allows analytics', () => {
    const setConsent = (type: string) => (document.cookie = `cookies_agree_type=${type}; path=/`);
    try {
      localStorage.removeItem(TRACKING_KEY);
      setConsent('disable');
      equal(trackState(loginClick), null);
      equal(localStorage.getItem(TRACKING_KEY), null, 'nothing kept after Reject all');
      setConsent('functionality');
      trackState(loginClick);
      trackState(loginClick);
      equal(readTracking(Date.now()).authTryCounter, 2);
      setConsent('marketing');
      trackState(loginClick);
      equal(readTracking(Date.now()).authTryCounter, 3, 'marketing also keeps it (the counters live there)');
    } finally {
      document.cookie = 'cookies_agree_type=; path=/; max-age=0';
      localStorage.removeItem(TRACKING_KEY);
    }
  });
});
