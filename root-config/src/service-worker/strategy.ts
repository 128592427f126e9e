/**
 * How the service worker (root-config/service-worker/sw.ts) treats a fetch, decided here and only here.
 * Pure: no DOM or worker globals, so node:test covers every case (tests/root-config/sw-strategy.test.ts).
 *
 * - `cache-first`: content-hashed build files under /dist/ (`index-AB12CD34.js`). Their bytes never
 *   change under a name, so a stored copy is always right and a repeat visit loads them without the network.
 * - `network-first-offline`: page navigations. Always the network (the shell page carries the player's
 *   preload, odds and balances are live data: nothing of it is ever stored); only when the network fails,
 *   the worker's own offline page (./offline-page.ts).
 * - `pass`: everything else is not intercepted at all: APIs, /importmap.json (the deploy service's live map),
 *   /sw.js, unhashed /dist/ files, the test API, other origins and every non-GET request.
 */

export type SwStrategy = 'cache-first' | 'network-first-offline' | 'pass';

/** The parts of a `Request` the decision reads. */
export interface SwRequestInfo {
  method: string;
  url: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
  /** `Request.destination`: 'script', 'style', 'document', '' for fetch(). */
  destination: string;
}

/** Every cache of the worker starts with this; `activate` deletes the ones not in CURRENT_CACHES. */
export const CACHE_PREFIX = 'kickoff-';
/** The content-hashed build files. Bump the version to drop every stored copy on the next activation. */
export const ASSET_CACHE = 'kickoff-assets-v1';
/** The caches the current worker uses. */
export const CURRENT_CACHES: readonly string[] = [ASSET_CACHE];
/** At most this many files in ASSET_CACHE; the oldest stored go first. */
export const ASSET_CACHE_MAX_ENTRIES = 400;

/**
 * Twin of `HASHED_NAME` in server/web/static.ts (`isHashedName`, which makes the server send these files
 * as immutable): copied, not imported, because the worker bundle must not pull in server code.
 * tests/root-config/sw-strategy.test.ts feeds both the same names so they cannot drift.
 */
const HASHED_NAME = /-([A-Za-z0-9]{8,})\.(?:js|css|map|js\.map|css\.map)$/;

/** `main-3FJQ2K7L.js`, `chunk-AB12CD34.js.map`: the hash must hold a digit or an upper-case letter. */
export function isHashedAssetName(fileName: string): boolean {
  const hash = HASHED_NAME.exec(fileName)?.[1];
  return hash !== undefined && /[0-9A-Z]/.test(hash);
}

/**
 * Same-origin paths that are never a page of the shell, even when navigated to: the API services (every
 * base of `API_BASES` in platform/src/schemas/config.ts, checked by the test), the build output, the live
 * import map, the worker script itself, the test API and the server's other non-page endpoints.
 */
export const NOT_PAGE_PREFIXES: readonly string[] = [
  '/bff-api/',
  '/web-api/',
  '/redirects-api/',
  '/blocks-api/',
  '/limit-service-api/',
  '/social-api/',
  '/dist/',
  '/__test/',
  '/deploy/',
  '/demo-pay/',
];
export const NOT_PAGE_PATHS: readonly string[] = ['/importmap.json', '/sw.js', '/health', '/age-gate', '/__test', '/deploy', '/demo-pay'];

function isPagePath(pathname: string): boolean {
  return !NOT_PAGE_PATHS.includes(pathname) && !NOT_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The strategy for a request seen by a worker whose scope is on `scopeOrigin` (`self.location.origin`). */
export function swStrategy(request: SwRequestInfo, scopeOrigin: string): SwStrategy {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== scopeOrigin) return 'pass';
  if (request.mode === 'navigate') return isPagePath(url.pathname) ? 'network-first-offline' : 'pass';
  if (url.pathname.startsWith('/dist/')) {
    const fileName = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    return isHashedAssetName(fileName) ? 'cache-first' : 'pass';
  }
  return 'pass';
}
