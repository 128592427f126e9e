/**
 * What the service worker does for each strategy of ./strategy.ts, and its cache housekeeping. The
 * worker's globals (caches, fetch, the log) come in as arguments, so node:test runs all of it against
 * fakes (tests/root-config/sw-responders.test.ts); root-config/service-worker/sw.ts only wires events.
 * A failure of the worker itself (the Cache API refusing a read or a write) is logged and never breaks
 * the response: the player then simply gets the network's answer.
 */
import { OFFLINE_PAGE_CSP, offlinePage } from './offline-page';
import { ASSET_CACHE, ASSET_CACHE_MAX_ENTRIES, CACHE_PREFIX, CURRENT_CACHES } from './strategy';

/** `console.error('service worker: …', err)` in the worker. */
export type WorkerLog = (message: string, err: unknown) => void;

export interface WorkerDeps {
  caches: Pick<CacheStorage, 'open' | 'keys' | 'delete'>;
  fetch: (request: Request) => Promise<Response>;
  log: WorkerLog;
}

/** `FetchEvent.waitUntil`: keeps the worker alive for the cache write after the response is sent. */
export type WaitUntil = (work: Promise<unknown>) => void;

export interface Responders {
  /** The stored copy of a content-hashed file, else the network's (then stored in the background). */
  cacheFirst(request: Request, waitUntil: WaitUntil): Promise<Response>;
  /** The network's page (the navigation preload's when there is one); the offline page when it fails. */
  networkFirstOffline(request: Request, preload?: Promise<Response | undefined>): Promise<Response>;
  /** On activation: deletes every `kickoff-` cache the current worker no longer uses. */
  deleteOldCaches(): Promise<void>;
}

/** Only complete, same-origin, non-redirected answers are worth keeping (never an error or a 206). */
export function isStorable(response: Response): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

/** Cache names a previous worker left: `kickoff-` ones that are not current (other caches are not ours). */
export function staleCacheNames(names: readonly string[]): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !CURRENT_CACHES.includes(name));
}

/** Removes the oldest entries (the Cache API keeps insertion order) beyond `max`. */
export async function trimCache(cache: Pick<Cache, 'keys' | 'delete'>, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

/** The offline page as a navigation's answer: 503, never stored, its own strict CSP. */
export function offlineResponse(url: string): Response {
  return new Response(offlinePage(url), {
    status: 503,
    statusText: 'Service Unavailable',
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': OFFLINE_PAGE_CSP,
    },
  });
}

export function createResponders(deps: WorkerDeps): Responders {
  const { caches, fetch, log } = deps;

  const store = async (cache: Cache, url: string, response: Response): Promise<void> => {
    try {
      await cache.put(url, response);
      await trimCache(cache, ASSET_CACHE_MAX_ENTRIES);
    } catch (err) {
      log('service worker: storing an asset failed', err);
    }
  };

  return {
    async cacheFirst(request, waitUntil) {
      let cache: Cache | undefined;
      try {
        cache = await caches.open(ASSET_CACHE);
        // By URL: the file is the same whatever the request's headers (Vary) or integrity say.
        const stored = await cache.match(request.url, { ignoreVary: true });
        if (stored) return stored;
      } catch (err) {
        log('service worker: reading the asset cache failed', err);
      }
      const response = await fetch(request);
      if (cache && isStorable(response)) {
        const writing = store(cache, request.url, response.clone());
        try {
          waitUntil(writing);
        } catch (err) {
          log('service worker: waitUntil refused the cache write', err);
        }
      }
      return response;
    },

    async networkFirstOffline(request, preload) {
      try {
        const preloaded = preload === undefined ? undefined : await preload;
        return preloaded ?? (await fetch(request));
      } catch {
        // The network failed (offline, DNS, connection reset): expected, not a worker failure, so not logged.
        return offlineResponse(request.url);
      }
    },

    async deleteOldCaches() {
      try {
        const stale = staleCacheNames(await caches.keys());
        await Promise.all(stale.map((name) => caches.delete(name)));
      } catch (err) {
        log('service worker: deleting old caches failed', err);
      }
    },
  };
}
