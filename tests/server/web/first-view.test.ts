/**
 * Server-rendered first views (issue 25, server/web/first-view.ts): the page carries the route
 * application's server view inside the skeleton with the data it was drawn from; a module that
 * fails, is late, answers out of contract or has no view for the route leaves the page to the
 * browser; a redeployed module (a new entry in the import map) is drawn by its new version on the
 * next request.
 */
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import zlib from 'node:zlib';
import http from 'node:http';
import { splitAtRoot, withFirstView } from '../../../server/web/shell-page';
import { serverViewUrl } from '../../../server/web/first-view';
import { startApp } from '../support/helpers';

const BOOT = '<div class="kickoff-boot" role="status">Loading…</div>';
const INDEX =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Kickoff</title><!--kickoff-env-->' +
  `<script type="systemjs-importmap" src="/importmap.json"></script></head><body><div id="kickoff-root" aria-live="polite">${BOOT}</div></body></html>`;

/** A server view module (what `<entry>.server.mjs` exports), as source. */
const view = (body: string): string => `export async function renderServerView(request) { ${body} }`;
const drawing = (marker: string): string =>
  view(
    `if (request.route.name !== 'home' || request.part !== 'app') return null;
     return { html: '<p id="drawn">${marker} ' + request.lang + '</p>', styles: [{ id: 'betting', css: '.x{color:red}' }],
              data: { app: '@kickoff/betting', route: request.route.name, lang: request.lang, feeds: {}, requests: {} } };`,
  );

async function siteWith(t: TestContext, views: Record<string, string>, entry: string) {
  const server = await startApp(t);
  await writeFile(join(server.distDir, 'index.html'), INDEX);
  await mkdir(join(server.distDir, 'betting'), { recursive: true });
  await publish(server.distDir, views, entry);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const page = async (url = '/ru') => {
    const reply = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie: 'age_confirmed=1' } });
    assert.equal(reply.statusCode, 200);
    return reply.body;
  };
  return { ...server, page };
}

/** Writes the view files and an import map naming `entry` as @kickoff/betting's (a deploy). */
async function publish(distDir: string, views: Record<string, string>, entry: string): Promise<void> {
  for (const [file, source] of Object.entries(views)) await writeFile(join(distDir, 'betting', file), source);
  await writeFile(join(distDir, 'importmap.json'), JSON.stringify({ imports: { '@kickoff/betting': `/dist/betting/${entry}` } }));
}

const drawnBy = (html: string): string | null => /data-server-view="([^"]+)"/.exec(html)?.[1] ?? null;

test('serverViewUrl: the Node build beside the browser entry', () => {
  assert.equal(serverViewUrl('/dist/betting/index-AB12.js'), '/dist/betting/index-AB12.server.mjs');
});

test('splitAtRoot and withFirstView: the root keeps its own attributes; without a view the page is unchanged', () => {
  const split = splitAtRoot(INDEX);
  assert.ok(split);
  assert.equal(`${split.before}${withFirstView(split, null)}`, INDEX);
  const page = `${split.before}${withFirstView(split, { styles: '<style>s</style>', rootAttrs: ' class="kk-root"', rootHtml: '<i>v</i>', dataScript: '<script>d</script>' })}`;
  assert.match(page, /<style>s<\/style><div id="kickoff-root" aria-live="polite" class="kk-root"><i>v<\/i><\/div><script>d<\/script><\/body>/);
  assert.equal(splitAtRoot('<html><body><div id="root"></div></body></html>'), null);
});

test('a route with a server view: the skeleton with the view inside, its styles and data, the boot line gone', async (t) => {
  const site = await siteWith(t, { 'index-A.server.mjs': drawing('A') }, 'index-A.js');
  const html = await site.page('/ru');
  assert.equal(drawnBy(html), '@kickoff/betting');
  assert.match(html, /<p id="drawn">A ru<\/p>/);
  assert.ok(!html.includes(BOOT), 'the boot line is replaced');
  // The module is named on its rules, so a page that overrides it (import-map-overrides) can drop them.
  assert.match(html, /<style data-kickoff-styles="betting" data-kickoff-styles-module="@kickoff\/betting">\.x\{color:red\}<\/style><div id="kickoff-root"/);
  assert.match(html, /<div id="kickoff-root" aria-live="polite" class="kk-root" data-layout="main">/);
  for (const slot of ['header', 'content', 'coupon', 'footer', 'modals']) assert.match(html, new RegExp(`data-slot="${slot}"`));
  const data = /<script type="application\/json" id="kickoff-first-view">(.*?)<\/script>/.exec(html)?.[1];
  assert.deepEqual(JSON.parse(data ?? 'null'), { app: '@kickoff/betting', route: 'home', lang: 'ru', feeds: {}, requests: {}, code: [] });
  // A route the view does not draw (null) goes the browser's way.
  const other = await site.page('/ru/results');
  assert.equal(drawnBy(other), null);
  assert.ok(other.includes(BOOT));
});

test('a redeployed module is drawn by its new version on the next request', async (t) => {
  const site = await siteWith(t, { 'index-A.server.mjs': drawing('A') }, 'index-A.js');
  assert.match(await site.page(), /<p id="drawn">A ru<\/p>/);
  await publish(site.distDir, { 'index-B.server.mjs': drawing('B') }, 'index-B.js');
  assert.match(await site.page('/en'), /<p id="drawn">B en<\/p>/);
});

test('a module built for another platform than the map publishes is not drawn (the browser would refuse it); a fitting one is', async (t) => {
  const site = await siteWith(t, { 'index-A.server.mjs': drawing('A'), 'index-A.js.deps.json': JSON.stringify({ files: [], modules: [], requires: { '@kickoff/platform': '^2.0.0' } }) }, 'index-A.js');
  await mkdir(join(site.distDir, 'platform'), { recursive: true });
  await writeFile(join(site.distDir, 'platform', 'index-P.js.deps.json'), JSON.stringify({ files: [], modules: [], provides: { '@kickoff/platform': '1.1.0' } }));
  const withPlatform = async (entry: string) =>
    writeFile(join(site.distDir, 'importmap.json'), JSON.stringify({ imports: { '@kickoff/betting': `/dist/betting/${entry}`, '@kickoff/platform': '/dist/platform/index-P.js' } }));
  await withPlatform('index-A.js');
  assert.equal(drawnBy(await site.page()), null, 'built for 2.x, the map publishes 1.1.0: the browser path');
  await publish(site.distDir, { 'index-B.server.mjs': drawing('B'), 'index-B.js.deps.json': JSON.stringify({ files: [], modules: [], requires: { '@kickoff/platform': '^1.0.0' } }) }, 'index-B.js');
  await withPlatform('index-B.js');
  const html = await site.page();
  assert.equal(drawnBy(html), '@kickoff/betting');
  assert.match(html, /<p id="drawn">B ru<\/p>/);
});

test('a view that does not load, throws, is late or answers out of contract leaves the page to the browser', async (t) => {
  const cases: Record<string, string> = {
    'broken.server.mjs': 'export const x = ;',
    'throws.server.mjs': view("throw new Error('feed down');"),
    'late.server.mjs': view('return new Promise(() => {});'),
    'wrong.server.mjs': view("return { html: 42, styles: [], data: {} };"),
    'none.server.mjs': 'export const somethingElse = 1;',
  };
  const site = await siteWith(t, cases, 'broken.js');
  for (const file of Object.keys(cases)) {
    await publish(site.distDir, {}, file.replace('.server.mjs', '.js'));
    const html = await site.page();
    assert.equal(drawnBy(html), null, file);
    assert.ok(html.includes(BOOT), `${file}: the boot line stays`);
    assert.ok(!html.includes('kickoff-first-view'), `${file}: no data block`);
  }
  // A module without a server file at all.
  await publish(site.distDir, {}, 'index-none.js');
  assert.ok((await site.page()).includes(BOOT));
});

test('a view served again within its freshness goes into each request its own page around it', async (t) => {
  const site = await siteWith(t, { 'index-C.server.mjs': drawing('C') }, 'index-C.js');
  const counted = async (cookie: string) => {
    const reply = await site.app.inject({ method: 'GET', url: '/ru', headers: { accept: 'text/html', 'accept-encoding': 'gzip', cookie } });
    return zlib.gunzipSync(reply.rawPayload).toString('utf8');
  };
  const first = await counted('age_confirmed=1');
  const chosen = await counted('age_confirmed=1; cookies_agree_type=all');
  const again = await counted('age_confirmed=1');
  for (const page of [first, chosen, again]) assert.match(page, /<p id="drawn">C ru<\/p>/);
  assert.ok(first.includes('data-cookie-consent="ask"'), 'the banner for a visitor who has not chosen');
  assert.ok(!chosen.includes('data-cookie-consent="ask"'), 'no banner once chosen');
  assert.equal(again, first);
});

test('a visitor who leaves while the view is drawn costs the server nothing: the next page is served', async (t) => {
  const slow = view(
    `await new Promise((resolve) => setTimeout(resolve, 300));
     return { html: '<p id="drawn">slow</p>', styles: [], data: { app: '@kickoff/betting', route: request.route.name, lang: request.lang, feeds: {}, requests: {} } };`,
  );
  const site = await siteWith(t, { 'index-S.server.mjs': slow }, 'index-S.js');
  const address = site.app.server.address();
  assert.ok(address && typeof address === 'object');
  for (const encoding of ['br', 'gzip', 'identity']) {
    await new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: address.port, path: `/ru?leave=${encoding}`, headers: { accept: 'text/html', 'accept-encoding': encoding, cookie: 'age_confirmed=1' } }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => resolve());
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 600));
  assert.match(await site.page('/ru?after=1'), /<p id="drawn">slow<\/p>/);
});
