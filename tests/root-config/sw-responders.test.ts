import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  createResponders,
  isStorable,
  offlineResponse,
  staleCacheNames,
  trimCache,
  type WorkerDeps,
} from '../../root-config/src/service-worker/responders';
import { ASSET_CACHE, ASSET_CACHE_MAX_ENTRIES } from '../../root-config/src/service-worker/strategy';

const ASSET = 'https://kickoff.example/dist/betting/index-AB12CD34.js';

/** A response as a same-origin fetch gives it (`new Response` has type 'default'). */
function basic(body: string, init: ResponseInit = {}, extra: { redirected?: boolean; type?: ResponseType } = {}): Response {
  const response = new Response(body, init);
  Object.defineProperty(response, 'type', { value: extra.type ?? 'basic' });
  if (extra.redirected) Object.defineProperty(response, 'redirected', { value: true });
  return response;
}

/** The Cache API in memory, insertion-ordered like the real one; `fail` makes an operation reject. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  fail = new Set<'match' | 'put'>();
  async match(url: RequestInfo | URL): Promise<Response | undefined> {
    if (this.fail.has('match')) throw new Error('match refused');
    return this.entries.get(String(url instanceof Request ? url.url : url))?.clone();
  }
  async put(url: RequestInfo | URL, response: Response): Promise<void> {
    if (this.fail.has('put')) throw new Error('QuotaExceededError');
    const key = String(url instanceof Request ? url.url : url);
    const body = await response.arrayBuffer(); // a put reads the whole body
    this.entries.delete(key);
    this.entries.set(key, new Response(body, { status: response.status, headers: response.headers }));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(String(request instanceof Request ? request.url : request));
  }
}

function setup(fetchImpl: (request: Request) => Promise<Response>) {
  const caches = new Map<string, FakeCache>();
  const logged: Array<[string, unknown]> = [];
  const fetched: string[] = [];
  const storage = {
    async open(name: string) {
      const cache = caches.get(name) ?? new FakeCache();
      caches.set(name, cache);
      return cache as unknown as Cache;
    },
    async keys() {
      return [...caches.keys()];
    },
    async delete(name: string) {
      return caches.delete(name);
    },
  };
  const deps: WorkerDeps = {
    caches: storage,
    fetch: (request) => {
      fetched.push(request.url);
      return fetchImpl(request);
    },
    log: (message, err) => logged.push([message, err]),
  };
  const pending: Promise<unknown>[] = [];
  const waitUntil = (work: Promise<unknown>) => void pending.push(work);
  return { responders: createResponders(deps), caches, storage, logged, fetched, pending, waitUntil };
}

test('cache-first: the network once, then the stored copy', async () => {
  const { responders, caches, fetched, pending, waitUntil, logged } = setup(async () => basic('System.register([])', { status: 200 }));
  const first = await responders.cacheFirst(new Request(ASSET), waitUntil);
  assert.equal(await first.text(), 'System.register([])');
  await Promise.all(pending);
  assert.ok(caches.get(ASSET_CACHE)?.entries.has(ASSET), 'stored in kickoff-assets-v1');
  const second = await responders.cacheFirst(new Request(ASSET), waitUntil);
  assert.equal(await second.text(), 'System.register([])');
  assert.deepEqual(fetched, [ASSET], 'the second time without the network');
  assert.deepEqual(logged, []);
});

test('cache-first: errors, redirects, partial and opaque answers are not stored', async () => {
  const answers = [
    basic('missing', { status: 404 }),
    basic('oops', { status: 500 }),
    basic('part', { status: 206 }),
    basic('moved', { status: 200 }, { redirected: true }),
    basic('', { status: 200 }, { type: 'opaque' }),
  ];
  for (const answer of answers) {
    const { responders, caches, pending, waitUntil } = setup(async () => answer);
    const response = await responders.cacheFirst(new Request(ASSET), waitUntil);
    assert.equal(response, answer, 'the network answer is passed on');
    await Promise.all(pending);
    assert.equal(caches.get(ASSET_CACHE)?.entries.size ?? 0, 0, `${answer.status} ${answer.type} not stored`);
  }
  assert.equal(isStorable(basic('ok', { status: 200 })), true);
});

test('cache-first: a failing cache is logged and the network answers', async () => {
  const { responders, caches, storage, logged, pending, waitUntil } = setup(async () => basic('js', { status: 200 }));
  const cache = (await storage.open(ASSET_CACHE)) as unknown as FakeCache;
  cache.fail.add('put');
  assert.equal(await (await responders.cacheFirst(new Request(ASSET), waitUntil)).text(), 'js');
  await Promise.all(pending);
  assert.equal(logged.length, 1);
  assert.match(logged[0]?.[0] ?? '', /^service worker: /);
  assert.equal(caches.get(ASSET_CACHE)?.entries.size, 0);

  cache.fail.add('match');
  assert.equal(await (await responders.cacheFirst(new Request(ASSET), waitUntil)).text(), 'js');
  await Promise.all(pending);
  assert.match(logged[1]?.[0] ?? '', /^service worker: reading the asset cache failed/);

  const thrower = setup(async () => basic('js', { status: 200 }));
  const refusing = () => {
    throw new Error('InvalidStateError');
  };
  assert.equal(await (await thrower.responders.cacheFirst(new Request(ASSET), refusing)).text(), 'js', 'a refused waitUntil breaks nothing');
  assert.match(thrower.logged[0]?.[0] ?? '', /^service worker: /);
});

test('cache-first: a network failure is the browser’s as without a worker', async () => {
  const { responders, waitUntil } = setup(async () => {
    throw new TypeError('Failed to fetch');
  });
  await assert.rejects(responders.cacheFirst(new Request(ASSET), waitUntil), TypeError);
});

test(`the asset cache keeps at most ${ASSET_CACHE_MAX_ENTRIES} files, the oldest go first`, async () => {
  const cache = new FakeCache();
  for (let i = 0; i < 5; i++) cache.entries.set(`https://k.example/dist/f${i}-AB12CD34.js`, new Response(''));
  await trimCache(cache as unknown as Cache, 3);
  assert.deepEqual([...cache.entries.keys()], [2, 3, 4].map((i) => `https://k.example/dist/f${i}-AB12CD34.js`));
  await trimCache(cache as unknown as Cache, 3);
  assert.equal(cache.entries.size, 3, 'nothing more when within the bound');

  // Through the responder: the limit is ASSET_CACHE_MAX_ENTRIES.
  const { responders, caches, pending, waitUntil } = setup(async () => basic('x', { status: 200 }));
  for (let i = 0; i <= ASSET_CACHE_MAX_ENTRIES; i++) {
    await responders.cacheFirst(new Request(`https://k.example/dist/f${i}-AB12CD34.js`), waitUntil);
    await Promise.all(pending);
  }
  const entries = caches.get(ASSET_CACHE)?.entries;
  assert.equal(entries?.size, ASSET_CACHE_MAX_ENTRIES);
  assert.equal(entries?.has('https://k.example/dist/f0-AB12CD34.js'), false, 'the first stored went');
  assert.equal(entries?.has(`https://k.example/dist/f${ASSET_CACHE_MAX_ENTRIES}-AB12CD34.js`), true);
});

test('network-first: the network’s page, the navigation preload’s when there is one, never stored', async () => {
  const { responders, fetched, caches } = setup(async () => basic('<html>live</html>', { status: 200 }));
  const page = await responders.networkFirstOffline(new Request('https://kickoff.example/ru/line'));
  assert.equal(await page.text(), '<html>live</html>');
  const preloaded = await responders.networkFirstOffline(new Request('https://kickoff.example/ru'), Promise.resolve(basic('<html>preloaded</html>')));
  assert.equal(await preloaded.text(), '<html>preloaded</html>');
  const noPreload = await responders.networkFirstOffline(new Request('https://kickoff.example/ru'), Promise.resolve(undefined));
  assert.equal(await noPreload.text(), '<html>live</html>');
  assert.deepEqual(fetched, ['https://kickoff.example/ru/line', 'https://kickoff.example/ru']);
  assert.equal(caches.size, 0, 'pages are never stored');
});

test('network-first: offline, the offline page in the language of the path', async () => {
  const { responders, logged } = setup(async () => {
    throw new TypeError('Failed to fetch');
  });
  const page = await responders.networkFirstOffline(new Request('https://kickoff.example/en/line?x=1'));
  assert.equal(page.status, 503);
  assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(page.headers.get('cache-control'), 'no-store');
  assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);
  const html = await page.text();
  assert.match(html, /<html lang="en">/);
  assert.match(html, /href="\/en\/line\?x=1"/);
  const failedPreload = await responders.networkFirstOffline(new Request('https://kickoff.example/ru'), Promise.reject(new TypeError('offline')));
  assert.match(await failedPreload.text(), /<html lang="ru">/);
  assert.deepEqual(logged, [], 'being offline is not a worker failure');
  assert.equal((await offlineResponse('https://kickoff.example/').text()).includes('lang="ru"'), true);
});

test('activate: old kickoff- caches go, the current one and foreign caches stay', async () => {
  assert.deepEqual(staleCacheNames(['kickoff-assets-v0', ASSET_CACHE, 'kickoff-pages-v3', 'other-app', 'workbox-precache']), ['kickoff-assets-v0', 'kickoff-pages-v3']);
  const { responders, storage, caches, logged } = setup(async () => basic(''));
  for (const name of ['kickoff-assets-v0', ASSET_CACHE, 'other-app']) await storage.open(name);
  await responders.deleteOldCaches();
  assert.deepEqual([...caches.keys()].sort(), [ASSET_CACHE, 'other-app']);
  storage.keys = async () => {
    throw new Error('SecurityError');
  };
  await responders.deleteOldCaches();
  assert.match(logged[0]?.[0] ?? '', /^service worker: deleting old caches failed/);
});
