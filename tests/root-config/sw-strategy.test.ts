import assert from 'node:assert/strict';
import { test } from 'node:test';
import { API_BASES } from '../../platform/src/schemas/config';
import { isHashedName } from '../../server/web/static';
import {
  ASSET_CACHE,
  ASSET_CACHE_MAX_ENTRIES,
  CACHE_PREFIX,
  CURRENT_CACHES,
  isHashedAssetName,
  NOT_PAGE_PREFIXES,
  swStrategy,
  type SwRequestInfo,
  type SwStrategy,
} from '../../root-config/src/service-worker/strategy';

const ORIGIN = 'https://kickoff.example';

const get = (path: string, extra: Partial<SwRequestInfo> = {}): SwRequestInfo => ({
  method: 'GET',
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  mode: 'no-cors',
  destination: 'script',
  ...extra,
});
const navigate = (path: string, extra: Partial<SwRequestInfo> = {}): SwRequestInfo => get(path, { mode: 'navigate', destination: 'document', ...extra });

test('the full table of strategies', () => {
  const table: Array<[string, SwRequestInfo, SwStrategy]> = [
    // Content-hashed build files: from the cache.
    ['a hashed module', get('/dist/betting/index-AB12CD34.js'), 'cache-first'],
    ['a hashed chunk, fetched', get('/dist/platform/chunk-3FJQ2K7L.js', { mode: 'cors', destination: '' }), 'cache-first'],
    ['the hashed global stylesheet', get('/dist/ui/ui-0A1B2C3D4E.css', { destination: 'style' }), 'cache-first'],
    ['a hashed vendor module', get('/dist/vendor/react-Ab3dEfGhIj.js'), 'cache-first'],
    ['a hashed source map', get('/dist/betting/index-AB12CD34.js.map', { destination: '' }), 'cache-first'],
    // Build files without a hash: their bytes change under the same name.
    ['SystemJS', get('/dist/vendor/system.min.js'), 'pass'],
    ['the import-map overrides (a word, not a hash)', get('/dist/vendor/import-map-overrides.js'), 'pass'],
    ['an unhashed stylesheet', get('/dist/styles.css', { destination: 'style' }), 'pass'],
    ['an image', get('/dist/logo-3FJQ2K7L.svg', { destination: 'image' }), 'pass'],
    ['a too short hash', get('/dist/main-3FJQ2K7.js'), 'pass'],
    ['the folder', get('/dist/'), 'pass'],
    // Live data and the worker's own machinery.
    ['the import map', get('/importmap.json', { destination: '' }), 'pass'],
    ['the worker script', get('/sw.js', { destination: 'serviceworker' }), 'pass'],
    ['the odds', get('/web-api/line/sports', { mode: 'cors', destination: '' }), 'pass'],
    ['the balance', get('/bff-api/wallet/balances', { mode: 'cors', destination: '' }), 'pass'],
    ['the test API', get('/__test/wallet/balances', { mode: 'cors', destination: '' }), 'pass'],
    ['a hashed-looking name outside /dist/', get('/files/report-AB12CD34.js'), 'pass'],
    // Other origins and methods.
    ['another origin, hashed', get('https://cdn.example/dist/betting/index-AB12CD34.js'), 'pass'],
    ['another scheme of the origin', get('http://kickoff.example/dist/betting/index-AB12CD34.js'), 'pass'],
    ['a navigation to another origin', navigate('https://other.example/ru'), 'pass'],
    ['POST', get('/dist/betting/index-AB12CD34.js', { method: 'POST' }), 'pass'],
    ['HEAD', get('/dist/betting/index-AB12CD34.js', { method: 'HEAD' }), 'pass'],
    ['a posted form navigation', navigate('/age-gate', { method: 'POST' }), 'pass'],
    ['a bet', get('/bff-api/coupon/place', { method: 'POST', mode: 'cors', destination: '' }), 'pass'],
    ['not a URL', get('not a url'), 'pass'],
    // Page navigations: the network, an offline page when it fails.
    ['the home page', navigate('/'), 'network-first-offline'],
    ['a Russian page', navigate('/ru/line/football/123'), 'network-first-offline'],
    ['an English page with a query', navigate('/en/office/account?tab=1'), 'network-first-offline'],
    ['a page in a frame', navigate('/ru/casino/game/1', { destination: 'iframe' }), 'network-first-offline'],
    // Navigations to what is not a shell page.
    ['opening the import map', navigate('/importmap.json'), 'pass'],
    ['opening the worker script', navigate('/sw.js'), 'pass'],
    ['opening a hashed file', navigate('/dist/betting/index-AB12CD34.js'), 'pass'],
    ['a test API page', navigate('/__test/identity/player-routes'), 'pass'],
    ['an API redirect (social login)', navigate('/social-api/callback?code=1'), 'pass'],
    ['the payment provider', navigate('/demo-pay/checkout/abc'), 'pass'],
    ['health', navigate('/health'), 'pass'],
  ];
  for (const [what, request, expected] of table) {
    assert.equal(swStrategy(request, ORIGIN), expected, what);
  }
});

test('every API base is passed through, even when navigated to', () => {
  for (const base of Object.values(API_BASES)) {
    assert.ok(NOT_PAGE_PREFIXES.includes(`${base}/`), `${base} is not a page`);
    assert.equal(swStrategy(navigate(`${base}/anything`), ORIGIN), 'pass', base);
    assert.equal(swStrategy(get(`${base}/dist/x-AB12CD34.js`), ORIGIN), 'pass', base);
  }
});

test("the worker's hashed-name rule is the server's (server/web/static.ts isHashedName)", () => {
  const names = [
    'main-3FJQ2K7L.js', 'chunk-AB12CD34.css', 'main-3FJQ2K7L.js.map', 'x-abcdef12.map', 'react-Ab3dEfGhIj.js',
    'ui-0A1B2C3D4E.css', 'index-AB12CD34.css.map', 'a-12345678.js', 'long-ABCDEFGHIJKLMNOP.js',
    'import-map-overrides.js', 'main.js', 'main-3FJQ2K7.js', 'logo-3FJQ2K7L.svg', 'index.html', 'root-config.js',
    'system.min.js', 'sw.js', 'main-abcdefgh.js', 'main_3FJQ2K7L.js', 'main-3FJQ2K7L.jsx', 'main-3FJQ2K7L.js.gz',
    'main-3FJQ-2K7L.js', '-3FJQ2K7L.js', 'main-3FJQ2K7L.JS', '',
  ];
  for (const name of names) assert.equal(isHashedAssetName(name), isHashedName(name), name);
  // The table holds both answers, so an agreement that always says the same cannot pass.
  assert.ok(names.some(isHashedName) && !names.every(isHashedName));
});

test('caches: one current asset cache, bounded, under the worker prefix', () => {
  assert.equal(ASSET_CACHE, 'kickoff-assets-v1');
  assert.equal(ASSET_CACHE_MAX_ENTRIES, 400);
  assert.deepEqual([...CURRENT_CACHES], [ASSET_CACHE]);
  for (const name of CURRENT_CACHES) assert.ok(name.startsWith(CACHE_PREFIX), name);
});
