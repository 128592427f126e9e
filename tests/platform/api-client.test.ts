import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { createApiClient, buildUrl, DEFAULT_REQUEST_TIMEOUT_MS, type Interceptor } from '../../platform/src/api/client';
import { ApiError, BadResponseError, NetworkError, RequestTimeoutError, errorText } from '../../platform/src/api/errors';
import { createFakeClock } from '../support/fake-clock';
import { DEFAULT_ENV } from '../../platform/src/env/env';

type Call = { url: string; init: RequestInit | undefined };
function fakeFetch(replies: Array<Response | Error>) {
  const calls: Call[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const next = replies.shift();
    if (!next) throw new Error('no more replies');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fn: fn as typeof fetch, calls };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test('builds URLs from the environment base and drops empty query values', () => {
  assert.equal(buildUrl('/bff-api/', '/config/all.json', { lang: 'ru', x: undefined, y: null, n: 0 }), '/bff-api/config/all.json?lang=ru&n=0');
});

test('validates replies with the schema and sends JSON bodies', async () => {
  const { fn, calls } = fakeFetch([json(200, { ok: true })]);
  const client = createApiClient({ env: () => DEFAULT_ENV, fetch: fn });
  const out = await client.request({ service: 'redirects', path: 'api/v1/redirect-light', method: 'POST', body: { url: '/x' }, schema: v.object({ ok: v.boolean() }) });
  assert.deepEqual(out, { ok: true });
  assert.equal(calls[0]?.url, '/redirects-api/api/v1/redirect-light');
  assert.equal(calls[0]?.init?.body, '{"url":"/x"}');
  assert.equal(new Headers(calls[0]?.init?.headers).get('content-type'), 'application/json');
});

test('a reply that fails its schema is a BadResponseError, not a crash', async () => {
  const { fn } = fakeFetch([json(200, { ok: 'yes' }), new Response('<html>', { status: 200 })]);
  const client = createApiClient({ env: () => DEFAULT_ENV, fetch: fn });
  await assert.rejects(client.request({ service: 'web', path: 'a', schema: v.object({ ok: v.boolean() }) }), BadResponseError);
  await assert.rejects(client.request({ service: 'web', path: 'a', schema: v.object({ ok: v.boolean() }) }), BadResponseError);
});

test('JSON:API error details are joined by newline; Failed to fetch is a network error', async () => {
  const { fn } = fakeFetch([
    json(400, { errors: [{ detail: 'first', code: '111' }, { title: 'second' }] }),
    new TypeError('Failed to fetch'),
  ]);
  const client = createApiClient({ env: () => DEFAULT_ENV, fetch: fn });
  const err = await client.request({ service: 'web', path: 'a', schema: v.unknown() }).catch((e: unknown) => e);
  assert.ok(err instanceof ApiError);
  assert.equal(err.message, 'first\nsecond');
  assert.equal(err.status, 400);
  assert.equal(err.code, '111');
  const net = await client.request({ service: 'web', path: 'a', schema: v.unknown() }).catch((e: unknown) => e);
  assert.ok(net instanceof NetworkError);
  assert.equal(errorText(net), 'main_network_error');
});

test('interceptors run in order around the transport and can retry', async () => {
  const { fn, calls } = fakeFetch([json(401, {}), json(200, { n: 1 })]);
  const client = createApiClient({ env: () => DEFAULT_ENV, fetch: fn });
  const order: string[] = [];
  const header: Interceptor = (req, next) => {
    order.push('header');
    req.headers.set('x-hd', 'fp');
    return next(req);
  };
  const retry401: Interceptor = async (req, next) => {
    order.push('retry');
    const res = await next(req);
    return res.status === 401 ? next(req) : res;
  };
  client.use(header);
  client.use(retry401);
  const out = await client.request({ service: 'web', path: 'a', schema: v.object({ n: v.number() }) });
  assert.deepEqual(out, { n: 1 });
  assert.deepEqual(order, ['header', 'retry']);
  assert.equal(calls.length, 2);
  assert.equal(new Headers(calls[1]?.init?.headers).get('x-hd'), 'fp');
});

test('retry option retries network and 5xx errors only', async () => {
  const { fn, calls } = fakeFetch([new TypeError('Failed to fetch'), json(503, {}), json(200, { n: 2 })]);
  const client = createApiClient({ env: () => DEFAULT_ENV, fetch: fn });
  const out = await client.request({ service: 'bff', path: 'a', schema: v.object({ n: v.number() }), retry: { times: 5, delayMs: 1 } });
  assert.deepEqual(out, { n: 2 });
  assert.equal(calls.length, 3);
  const { fn: fn2, calls: calls2 } = fakeFetch([json(400, { message: 'bad' }), json(200, {})]);
  const client2 = createApiClient({ env: () => DEFAULT_ENV, fetch: fn2 });
  await assert.rejects(client2.request({ service: 'bff', path: 'a', schema: v.unknown(), retry: { times: 5, delayMs: 1 } }), /bad/);
  assert.equal(calls2.length, 1, 'client errors are not retried');
});

/** A fetch that never answers until its signal aborts (a hung server). */
const hungFetch = (calls: RequestInit[] = []) =>
  ((_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  }) as typeof fetch;

test('every request times out: a hung server ends in RequestTimeoutError, a network error to retry', async () => {
  const clock = createFakeClock();
  const client = createApiClient({ env: () => DEFAULT_ENV, fetch: hungFetch(), clock });
  const pending = client.request({ service: 'web', path: 'a', schema: v.unknown(), timeoutMs: 4000 }).catch((e: unknown) => e);
  await clock.tick(3999);
  assert.equal(clock.pendingTimers, 1, 'still waiting just before the timeout');
  await clock.tick(1);
  const err = await pending;
  assert.ok(err instanceof RequestTimeoutError);
  assert.ok(err instanceof NetworkError, 'retry policies treat it as a network failure');
  assert.equal(errorText(err), 'main_request_timeout');
  assert.equal(clock.pendingTimers, 0);
});

test('the default timeout applies when the caller gives none', async () => {
  const clock = createFakeClock();
  const client = createApiClient({ env: () => DEFAULT_ENV, fetch: hungFetch(), clock });
  const pending = client.request({ service: 'web', path: 'a', schema: v.unknown() }).catch((e: unknown) => e);
  await clock.tick(DEFAULT_REQUEST_TIMEOUT_MS);
  assert.ok((await pending) instanceof RequestTimeoutError);
});

test('the timeout covers a body that never ends', async () => {
  const clock = createFakeClock();
  const slowBody = ((_input: RequestInfo | URL, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"ok":'));
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return Promise.resolve(new Response(body, { status: 200 }));
  }) as typeof fetch;
  const client = createApiClient({ env: () => DEFAULT_ENV, fetch: slowBody, clock });
  const pending = client.request({ service: 'web', path: 'a', schema: v.unknown(), timeoutMs: 1000 }).catch((e: unknown) => e);
  await clock.tick(1000);
  assert.ok((await pending) instanceof RequestTimeoutError);
});

test("the caller's abort is a cancelled request (499), not a timeout; a quick answer clears the timer", async () => {
  const clock = createFakeClock();
  const client = createApiClient({ env: () => DEFAULT_ENV, fetch: hungFetch(), clock });
  const controller = new AbortController();
  const pending = client.request({ service: 'web', path: 'a', schema: v.unknown(), signal: controller.signal }).catch((e: unknown) => e);
  await clock.tick(10);
  controller.abort();
  const err = await pending;
  assert.ok(err instanceof ApiError && err.status === 499, String(err));
  assert.equal(clock.pendingTimers, 0);

  const { fn } = fakeFetch([json(200, { ok: true }), new Response(null, { status: 204 })]);
  const quick = createApiClient({ env: () => DEFAULT_ENV, fetch: fn, clock });
  assert.deepEqual(await quick.request({ service: 'web', path: 'a', schema: v.object({ ok: v.boolean() }) }), { ok: true });
  assert.equal(await quick.request({ service: 'web', path: 'b', parse: 'none', schema: v.undefined() }), undefined);
  assert.equal(clock.pendingTimers, 0);
});
