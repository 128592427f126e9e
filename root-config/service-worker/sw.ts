/**
 * The Kickoff service worker (account spec §7: "the service worker script"), served at /sw.js with scope /
 * (server/web/service-worker.ts) and built into dist/sw.js by scripts/build/service-worker.mjs. Only glue:
 * which requests it answers is ../src/service-worker/strategy.ts, how is ../src/service-worker/responders.ts.
 * - install: takes over at once (`skipWaiting`): nothing it stores depends on the previous worker;
 * - activate: deletes the `kickoff-` caches of older workers, turns on navigation preload (the page
 *   request starts while the worker boots), and controls the open pages (`clients.claim`);
 * - fetch: hashed build files from the cache, pages from the network with an offline page, the rest untouched.
 * Its own failures are logged (`console.error('service worker: …', err)`, spec §8) and never break a response.
 */
import { createResponders, type WorkerLog } from '../src/service-worker/responders';
import { swStrategy, type SwStrategy } from '../src/service-worker/strategy';

declare const self: ServiceWorkerGlobalScope;

const log: WorkerLog = (message, err) => console.error(message, err);
const responders = createResponders({ caches: self.caches, fetch: (request) => self.fetch(request), log });

/** `work`, with its rejection logged instead of failing the event. */
const logged = (work: Promise<unknown>, what: string): Promise<void> =>
  work.then(
    () => undefined,
    (err: unknown) => log(`service worker: ${what} failed`, err),
  );

self.addEventListener('install', (event) => {
  event.waitUntil(logged(self.skipWaiting(), 'skipWaiting'));
});

self.addEventListener('activate', (event) => {
  const preload = self.registration.navigationPreload;
  event.waitUntil(
    Promise.all([
      responders.deleteOldCaches(),
      preload ? logged(preload.enable(), 'enabling navigation preload') : Promise.resolve(),
      logged(self.clients.claim(), 'clients.claim'),
    ]),
  );
});

self.addEventListener('fetch', (event) => {
  let strategy: SwStrategy;
  try {
    strategy = swStrategy(event.request, self.location.origin);
  } catch (err) {
    log('service worker: choosing a strategy failed', err);
    return; // not intercepted: the browser fetches as if there were no worker
  }
  if (strategy === 'cache-first') {
    event.respondWith(responders.cacheFirst(event.request, (work) => event.waitUntil(work)));
  } else if (strategy === 'network-first-offline') {
    event.respondWith(responders.networkFirstOffline(event.request, event.preloadResponse));
  }
});
