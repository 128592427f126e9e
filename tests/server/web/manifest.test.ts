/**
 * GET /manifest.json (server/web/manifest.ts, account spec §7): the Web App Manifest in the visitor's
 * language, every icon size the build writes, shortcuts that open real pages, no-cache with an ETag.
 * Requests go to the full app when the web service registers the manifest; until then to a small app
 * that registers the plugin over the full app's site and identity services.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DEFAULT_SITE_CONFIG } from '../../../platform/src/schemas/site-config-defaults';
import { resolve, type ResolveContext } from '../../../platform/src/routing/resolve';
import { APP_ICON_SIZES, appIconFiles } from '../../../scripts/build/app-icons.mjs';
import { acceptedLanguages, buildManifest, chooseLanguage, registerManifest, WebAppManifestSchema, type WebAppManifest } from '../../../server/web/manifest';
import { referralCookies } from '../../../server/web/referral-cookies';
import { routeStatus } from '../../../server/web/route-status';
import { Browser, DEMO } from '../identity/support';
import { startApp, type TestServer } from '../support/helpers';

const SPEC_SIZES = [72, 96, 128, 144, 152, 192, 384, 512];
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

interface ManifestServer extends TestServer {
  /** The app that answers /manifest.json. */
  manifestApp: FastifyInstance;
}

async function startManifest(t: TestContext): Promise<ManifestServer> {
  const server = await startApp(t);
  if (server.app.hasRoute({ method: 'GET', url: '/manifest.json' })) return { ...server, manifestApp: server.app };
  const app = Fastify();
  t.after(() => app.close());
  await app.register(cookie);
  app.decorate('site', server.app.site);
  app.decorate('preloadedSession', (request: Parameters<FastifyInstance['preloadedSession']>[0]) => server.app.preloadedSession(request));
  registerManifest(app, { iconSizes: APP_ICON_SIZES });
  await app.ready();
  return { ...server, manifestApp: app };
}

async function getManifest(server: ManifestServer, url = '/manifest.json', headers: Record<string, string> = {}): Promise<WebAppManifest> {
  const res = await server.manifestApp.inject({ method: 'GET', url, headers });
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(WebAppManifestSchema, res.json());
}

test('GET /manifest.json: manifest content type, no-cache, ETag, Vary, and a body of the manifest shape', async (t) => {
  const server = await startManifest(t);
  const res = await server.manifestApp.inject({ method: 'GET', url: '/manifest.json' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/manifest+json; charset=utf-8');
  assert.equal(res.headers['cache-control'], 'no-cache');
  assert.equal(res.headers['vary'], 'accept-language, cookie');
  assert.match(String(res.headers['etag']), /^"[A-Za-z0-9_-]{43}"$/);
  const manifest = v.parse(WebAppManifestSchema, res.json());
  assert.deepEqual(
    { ...manifest, icons: [], shortcuts: [] },
    {
      id: '/',
      name: 'Kickoff',
      short_name: 'Kickoff',
      description: manifest.description,
      lang: 'ru',
      dir: 'ltr',
      start_url: '/ru?source=pwa',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: '#f2f4f7',
      theme_color: '#0d1b2e',
      categories: ['sports', 'entertainment'],
      icons: [],
      shortcuts: [],
    },
  );
  assert.equal(v.safeParse(WebAppManifestSchema, { ...manifest, extra: 1 }).success, false, 'the schema allows no other member');
});

test('every spec size is listed with its sizes, and every icon is a file the build writes', async (t) => {
  const server = await startManifest(t);
  const { icons } = await getManifest(server);
  const png = icons.filter((i) => i.purpose === 'any' && i.type === 'image/png');
  assert.deepEqual(
    png,
    SPEC_SIZES.map((n) => ({ src: `/dist/icons/icon-${n}.png`, sizes: `${n}x${n}`, type: 'image/png', purpose: 'any' })),
  );
  assert.deepEqual(icons.filter((i) => i.purpose === 'maskable'), [{ src: '/dist/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }]);
  assert.deepEqual(icons.filter((i) => i.type === 'image/svg+xml'), [{ src: '/dist/icons/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
  const built = new Set(appIconFiles().map((f) => `/dist/icons/${f.name}`));
  for (const icon of icons) assert.ok(built.has(icon.src), `${icon.src} is written by scripts/build/app-icons.mjs`);
});

test('language: the default, Accept-Language (by weight), the lng cookie over it, the lang query over both', async (t) => {
  const server = await startManifest(t);
  const cases: Array<[string, string, Record<string, string>, string]> = [
    ['no hint: the default', '/manifest.json', {}, 'ru'],
    ['Accept-Language', '/manifest.json', { 'accept-language': 'en-GB,en;q=0.9' }, 'en'],
    ['Accept-Language by weight', '/manifest.json', { 'accept-language': 'en;q=0.2, ru-RU;q=0.8' }, 'ru'],
    ['an unavailable language gets English', '/manifest.json', { 'accept-language': 'de-DE,de;q=0.9,ru;q=0.8' }, 'en'],
    ['the cookie over Accept-Language', '/manifest.json', { 'accept-language': 'ru', cookie: 'lng=en' }, 'en'],
    ['the cookie, Russian', '/manifest.json', { 'accept-language': 'en', cookie: 'lng=ru' }, 'ru'],
    ['the query over the cookie', '/manifest.json?lang=ru', { 'accept-language': 'en', cookie: 'lng=en' }, 'ru'],
    ['the query, English', '/manifest.json?lang=en-US', {}, 'en'],
    ['a malformed query is no hint', '/manifest.json?lang=english', { 'accept-language': 'en' }, 'en'],
  ];
  for (const [label, url, headers, lang] of cases) {
    const manifest = await getManifest(server, url, headers);
    assert.equal(manifest.lang, lang, label);
    assert.equal(manifest.start_url, `/${lang}?source=pwa`, label);
    for (const shortcut of manifest.shortcuts) assert.ok(shortcut.url.startsWith(`/${lang}/`), `${label}: ${shortcut.url}`);
  }
});

test('English and Russian texts', async (t) => {
  const server = await startManifest(t);
  const ru = await getManifest(server, '/manifest.json?lang=ru');
  const en = await getManifest(server, '/manifest.json?lang=en');
  assert.match(ru.description, /^[А-Яа-яЁё][^A-Za-z]*$/, 'Russian description, Cyrillic only');
  assert.match(en.description, /^[A-Z][^А-Яа-яЁё]*$/, 'English description, no Cyrillic');
  assert.deepEqual(ru.shortcuts.map((s) => s.name), ['Ставки в лайве', 'Казино: слоты', 'Личный кабинет']);
  assert.deepEqual(en.shortcuts.map((s) => s.name), ['Live betting', 'Casino: slots', 'My account']);
  for (const shortcut of [...ru.shortcuts, ...en.shortcuts]) assert.ok(shortcut.short_name.length <= 12, shortcut.short_name);
});

test('the name is the site config company name of the language', async (t) => {
  const server = await startManifest(t);
  const before = await server.manifestApp.inject({ method: 'GET', url: '/manifest.json?lang=en' });
  const set = await server.app.inject({ method: 'PUT', url: '/__test/site-config?lang=en', payload: { companyName: 'Kickoff International' } });
  assert.equal(set.statusCode, 200, set.body);
  const en = await server.manifestApp.inject({ method: 'GET', url: '/manifest.json?lang=en' });
  const manifest = v.parse(WebAppManifestSchema, en.json());
  assert.equal(manifest.name, 'Kickoff International');
  assert.equal(manifest.short_name, 'Kickoff', 'a short name a launcher shows whole');
  assert.notEqual(en.headers['etag'], before.headers['etag'], 'a new name is a new ETag');
  assert.equal((await getManifest(server, '/manifest.json?lang=ru')).name, 'Kickoff', 'Russian keeps its own name');
});

test('an auth-only language counts for a signed-in player only', async (t) => {
  const server = await startManifest(t);
  const languages = [...DEFAULT_SITE_CONFIG.languages, { code: 'uk', name: 'Українська', authOnly: true }];
  assert.equal((await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { languages } })).statusCode, 200);
  assert.equal((await getManifest(server, '/manifest.json?lang=uk')).start_url, '/en?source=pwa', 'a guest: English');
  const browser = new Browser(server.app);
  await browser.identify();
  await browser.signIn(DEMO.demo.email);
  const session = [...browser.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  const manifest = await getManifest(server, '/manifest.json?lang=uk', { cookie: session });
  assert.equal(manifest.start_url, '/uk?source=pwa', 'a signed-in player: his language');
  assert.equal(manifest.lang, 'en', 'with the English texts, so labelled');
});

test('ETag: 304 on If-None-Match, per language; HEAD has the headers and no body', async (t) => {
  const server = await startManifest(t);
  const first = await server.manifestApp.inject({ method: 'GET', url: '/manifest.json' });
  const etag = String(first.headers['etag']);
  const cached = await server.manifestApp.inject({ method: 'GET', url: '/manifest.json', headers: { 'if-none-match': etag } });
  assert.equal(cached.statusCode, 304);
  assert.equal(cached.body, '');
  assert.equal(cached.headers['etag'], etag);
  assert.equal(cached.headers['cache-control'], 'no-cache');
  const weak = await server.manifestApp.inject({ method: 'GET', url: '/manifest.json', headers: { 'if-none-match': `"other", W/${etag}` } });
  assert.equal(weak.statusCode, 304, 'weak comparison, one of a list');
  const english = await server.manifestApp.inject({ method: 'GET', url: '/manifest.json', headers: { 'if-none-match': etag, 'accept-language': 'en' } });
  assert.equal(english.statusCode, 200, 'another language is another representation');
  assert.notEqual(english.headers['etag'], etag);
  const head = await server.manifestApp.inject({ method: 'HEAD', url: '/manifest.json' });
  assert.equal(head.statusCode, 200);
  assert.equal(head.body, '');
  assert.equal(head.headers['etag'], etag);
  assert.equal(head.headers['content-type'], 'application/manifest+json; charset=utf-8');
});

test('a browser navigation (Accept: text/html) still gets the manifest, not the shell page', async (t) => {
  const server = await startManifest(t);
  const res = await server.manifestApp.inject({ method: 'GET', url: '/manifest.json', headers: HTML });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/manifest+json; charset=utf-8');
  assert.doesNotMatch(res.body, /<html/i);
  v.parse(WebAppManifestSchema, res.json());
});

/** The browser's routing context: the default site config, a guest or a signed-in player. */
const routing = (authorized: boolean): ResolveContext => ({
  production: true,
  authorized,
  config: DEFAULT_SITE_CONFIG,
  languageSources: {},
  maintenanceActive: false,
});

test('the start page and every shortcut open a real page of the route table', async (t) => {
  const server = await startManifest(t);
  for (const lang of ['ru', 'en']) {
    const manifest = await getManifest(server, `/manifest.json?lang=${lang}`);
    const start = resolve(manifest.start_url, routing(false));
    assert.equal(start.kind === 'page' && start.route.name, 'home', manifest.start_url);
    assert.deepEqual(referralCookies(Object.fromEntries(new URL(manifest.start_url, 'http://x').searchParams)), [], 'the start query sets no referral cookie');
    const pages = manifest.shortcuts.map((s) => {
      const member = resolve(s.url, routing(true));
      assert.equal(member.kind, 'page', `${s.url} opens a page for a player`);
      const guest = resolve(s.url, routing(false));
      assert.ok(guest.kind === 'page' || (guest.kind === 'redirect' && guest.reason === 'auth'), `${s.url}: a guest gets the page or the login`);
      return member.kind === 'page' ? member.route.name : '';
    });
    assert.deepEqual(pages, ['sports', 'slots', 'office-account']);
    for (const url of [manifest.start_url, ...manifest.shortcuts.map((s) => s.url)]) {
      assert.equal(routeStatus(url), 200, `${url} is no 404`);
      const page = await server.app.inject({ method: 'GET', url, headers: HTML });
      assert.equal(page.statusCode, 200, `${url}: the shell page`);
      assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    }
  }
});

test('the language rules, directly', () => {
  assert.deepEqual(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5'), ['fr-CH', 'fr', 'en', 'de']);
  assert.deepEqual(acceptedLanguages('de;q=0, en;q=0.5, ru'), ['ru', 'en'], 'q=0 is refused; weights order the rest');
  assert.deepEqual(acceptedLanguages(undefined), []);
  const base = { query: undefined, cookie: undefined, acceptLanguage: undefined, available: ['ru', 'en'], defaultLanguage: 'ru' };
  assert.equal(chooseLanguage(base), 'ru');
  assert.equal(chooseLanguage({ ...base, available: ['ru'], cookie: 'de' }), 'ru', 'no English: the default');
  assert.equal(chooseLanguage({ ...base, available: ['uk'], defaultLanguage: 'uk' }), 'uk');
  assert.equal(chooseLanguage({ ...base, query: ['en'], cookie: 'ru' }), 'ru', 'a repeated query parameter is no hint');
});

test('buildManifest: one icon per size given, a short name cut for launchers', () => {
  const manifest = buildManifest({ lang: 'en', companyName: 'Supercalifragilistic Bets', iconSizes: [48, 96] });
  v.parse(WebAppManifestSchema, manifest);
  assert.deepEqual(manifest.icons.filter((i) => i.purpose === 'any' && i.type === 'image/png').map((i) => i.sizes), ['48x48', '96x96']);
  assert.equal(manifest.short_name, 'Supercalifra');
  assert.equal(buildManifest({ lang: 'ru', companyName: '  ', iconSizes: [] }).name, 'Kickoff', 'an empty name falls back to the default');
  assert.deepEqual([...APP_ICON_SIZES], SPEC_SIZES);
});
