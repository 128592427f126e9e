/**
 * The analytics runtime (docs/architecture.md "Analytics"), its own lazy chunk started by ./start.ts
 * 10 s after the page loaded (at once by the registration form). With the consent that covers it:
 *
 * - collector (`functionality` or `all`): handles `kickoff:track` (the bus keeps the events emitted
 *   before it started, up to 15 s) and turns `kickoff:coupon-placed` (kept the same way) into a bet
 *   success (10000); keeps the events in localStorage until sent; every 5 s, or at 20 waiting events, cuts a batch (≤ 100)
 *   under a new id and posts it to `/fatman-api/v1/events`; a failed send is retried with the same id
 *   after 1 s, 2 s, 4 s … (at most 60 s, or the server's Retry-After); a refused batch (422) is dropped;
 *   nothing older than 24 h is kept;
 * - marketing (`marketing` or `all`): loads the marketing counters of the domain and project unless the
 *   storage has them (preloaded), and keeps them as a map type → code;
 * - neither: removes the analytics storage and does nothing.
 *
 * Consent is read again before every send and on every tick, on a `cookieStore` change where the
 * browser has it, and when a cookie-consent form is submitted: once withdrawn, the runtime stops at once
 * and drops what it kept (the page then reloads under the new choice).
 */
import * as v from 'valibot';
import { consentAllows, getWebStorage, handle } from '@kickoff/platform';
import { analyticsPermissions, anyAllowed, type AnalyticsPermissions } from './consent';
import { batchFailed, batchRefused, batchSent, cutBatch, dropExpired, EMPTY_QUEUE, enqueue, FLUSH_AT_EVENTS, FLUSH_EVERY_MS, retryDelay, shouldCut, type QueueState } from './queue';
import { changeQueue, changeTracking, clearAnalytics, readQueue, readTracking } from './storage';
import { AnalyticsIds } from './track';
import { countersMap } from './tracking';
import { ANALYTICS_PROJECT_ID, COLLECTOR_PATHS, CollectedEventSchema, CountersReplySchema, type CollectedEvent } from './wire';

export interface RuntimeDeps {
  fetch: typeof fetch;
  now: () => number;
  /** What the current cookie choice allows (read again before every send). */
  permissions: () => AnalyticsPermissions;
  storage: Storage | null;
  /** The page an event happened on: the path only (a query may carry personal data). */
  page: () => string;
  domain: string;
  newBatchId: () => string;
  /** Where consent forms are submitted (the document) and the cookie store, if any. */
  events: EventTarget | null;
  cookieStore: EventTarget | null;
}

export interface AnalyticsRuntime {
  /** Sends what waits now (tests; the tick does it every 5 s). */
  flush(): Promise<void>;
  stop(): void;
  readonly running: boolean;
}

type TrackDetail = { id: number; s?: string; i?: number; f?: number };

/** The consent a cookie-consent form will store, read from the submitted form (server/web/cookie-consent.ts). */
export function choiceOfForm(data: FormData): AnalyticsPermissions {
  const choice = data.get('choice');
  if (choice === 'all') return { collector: true, marketing: true };
  if (choice === 'selection') return { collector: data.get('functionality') !== null, marketing: data.get('marketing') !== null };
  return { collector: false, marketing: false };
}

export function createAnalyticsRuntime(deps: RuntimeDeps): AnalyticsRuntime {
  const stops: Array<() => void> = [];
  let running = true;
  let sending: Promise<void> | null = null;
  let retryAt = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let permissions = deps.permissions();

  const change = (fn: (q: QueueState) => QueueState): QueueState => changeQueue(fn, deps.now(), deps.storage);

  const stop = (): void => {
    if (!running) return;
    running = false;
    if (timer !== undefined) clearInterval(timer);
    for (const s of stops.splice(0)) s();
  };

  /** Consent as it is now: what was withdrawn is dropped at once. True while the collector may send. */
  const stillAllowed = (now = deps.permissions()): boolean => {
    if (!running) return false;
    if (permissions.marketing && !now.marketing) changeTracking((t) => ({ ...t, counters: {} }), deps.now(), deps.storage);
    permissions = now;
    if (now.collector) return true;
    if (anyAllowed(now)) changeQueue(() => EMPTY_QUEUE, deps.now(), deps.storage);
    else clearAnalytics(deps.storage);
    stop();
    return false;
  };

  const send = async (): Promise<void> => {
    const batch = change((q) => {
      const fresh = dropExpired(q, deps.now());
      return fresh.inFlight ? fresh : cutBatch(fresh, deps.newBatchId());
    }).inFlight;
    if (!batch || !stillAllowed()) return;
    let status = 0;
    let retryAfter: number | undefined;
    try {
      const res = await deps.fetch(COLLECTOR_PATHS.events, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
        credentials: 'omit',
        keepalive: true,
      });
      status = res.status;
      const header = Number(res.headers.get('retry-after'));
      if (Number.isFinite(header) && header > 0) retryAfter = header;
    } catch {
      status = 0; // offline, blocked: retried
    }
    if (!running) return;
    if (status >= 200 && status < 300) change((q) => (q.inFlight?.batchId === batch.batchId ? batchSent(q) : q));
    else if (status === 422 || status === 400 || status === 413) change((q) => (q.inFlight?.batchId === batch.batchId ? batchRefused(q) : q));
    else {
      const failed = change((q) => (q.inFlight?.batchId === batch.batchId ? batchFailed(q) : q));
      retryAt = deps.now() + retryDelay(failed.attempts, retryAfter);
    }
  };

  const flush = async (tick = true): Promise<void> => {
    if (sending) return sending;
    if (!running || deps.now() < retryAt) return;
    const queue = readQueue(deps.now(), deps.storage);
    if (!queue.inFlight && !shouldCut(queue, tick)) return;
    sending = send().finally(() => {
      sending = null;
    });
    return sending;
  };

  const record = (detail: TrackDetail): void => {
    if (!stillAllowed()) return;
    const event: CollectedEvent = { ...detail, at: deps.now(), page: deps.page().slice(0, 300) };
    if (event.s !== undefined) event.s = event.s.slice(0, 200);
    // The bus's schema is loose (it is on the first visit): a bad event is dropped here, never sent to spoil a batch.
    const checked = v.safeParse(CollectedEventSchema, event);
    if (!checked.success) return console.warn('analytics event dropped', detail);
    const queue = change((q) => enqueue(q, checked.output));
    if (queue.waiting.length >= FLUSH_AT_EVENTS) void flush(false);
  };

  const loadCounters = async (): Promise<void> => {
    if (Object.keys(readTracking(deps.now(), deps.storage).counters).length > 0) return; // preloaded
    try {
      const query = new URLSearchParams({ domain: deps.domain, projectId: String(ANALYTICS_PROJECT_ID) });
      const res = await deps.fetch(`${COLLECTOR_PATHS.counters}?${query.toString()}`, { credentials: 'omit' });
      const parsed = v.safeParse(CountersReplySchema, res.ok ? await res.json() : null);
      if (!parsed.success) return console.warn('analytics counters not loaded', res.status);
      if (!deps.permissions().marketing) return;
      changeTracking((t) => ({ ...t, counters: countersMap(parsed.output.data) }), deps.now(), deps.storage);
    } catch (err) {
      console.warn('analytics counters not loaded', err);
    }
  };

  // Start under the consent of now.
  if (!anyAllowed(permissions)) {
    clearAnalytics(deps.storage);
    running = false;
  } else {
    if (permissions.marketing) void loadCounters();
    else changeTracking((t) => ({ ...t, counters: {} }), deps.now(), deps.storage);
    if (!permissions.collector) {
      changeQueue(() => EMPTY_QUEUE, deps.now(), deps.storage);
      running = false;
    }
  }

  if (running) {
    stops.push(handle('kickoff:track', record));
    stops.push(handle('kickoff:coupon-placed', ({ couponId }) => record({ id: AnalyticsIds.betSuccess, i: couponId })));
    const onSubmit = (event: Event): void => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.action.endsWith('/cookie-consent')) return;
      const data = new FormData(form);
      const submitter = (event as SubmitEvent).submitter;
      if (submitter instanceof HTMLButtonElement && submitter.name) data.set(submitter.name, submitter.value);
      stillAllowed(choiceOfForm(data));
    };
    deps.events?.addEventListener('submit', onSubmit, true);
    stops.push(() => deps.events?.removeEventListener('submit', onSubmit, true));
    const onCookie = (): void => void stillAllowed();
    deps.cookieStore?.addEventListener('change', onCookie);
    stops.push(() => deps.cookieStore?.removeEventListener('change', onCookie));
    timer = setInterval(() => {
      if (stillAllowed()) void flush(true);
    }, FLUSH_EVERY_MS);
  }

  return {
    flush: () => flush(true),
    stop,
    get running() {
      return running;
    },
  };
}

function batchId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

let current: AnalyticsRuntime | null = null;

/** Starts the runtime once per page, under the visitor's cookie choice. */
export function startAnalytics(): void {
  if (current) return;
  const cookieStore = (globalThis as { cookieStore?: EventTarget }).cookieStore ?? null;
  current = createAnalyticsRuntime({
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
    permissions: () => analyticsPermissions(consentAllows),
    storage: getWebStorage('local'),
    page: () => location.pathname,
    domain: location.hostname,
    newBatchId: batchId,
    events: document,
    cookieStore,
  });
}
