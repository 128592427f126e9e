/** The first view's module graph preloaded from the shell page: which modules a page runs at once, their closure, the links. */
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { firstViewModules, preloadLinks, renderPreloadLinks, type ModuleDeps } from '../../../server/web/module-preload';
import type { CurrentImportMap } from '../../../server/deploy/served-map';
import { HASHED_JS, startApp } from '../support/helpers';

test('firstViewModules: the root config and the shell always, the coupon where the layout shows it, the route application', () => {
  assert.deepEqual(firstViewModules('/ru'), ['@kickoff/root-config', '@kickoff/shell', '@kickoff/coupon', '@kickoff/betting']);
  assert.deepEqual(firstViewModules('/en/office/identification'), ['@kickoff/root-config', '@kickoff/shell', '@kickoff/coupon', '@kickoff/office']);
  assert.deepEqual(firstViewModules('/en/confirm'), ['@kickoff/root-config', '@kickoff/shell', '@kickoff/office'], 'the empty layout has no coupon');
  assert.deepEqual(firstViewModules('/en/no/such/page')[0], '@kickoff/root-config');
});

const MAP: CurrentImportMap = {
  version: 1,
  imports: {
    '@kickoff/root-config': '/dist/root-config/index-A.js',
    '@kickoff/platform': '/dist/platform/index-B.js',
    'single-spa': '/dist/vendor/single-spa-C.js',
    react: '/dist/vendor/react-D.js',
    evil: 'https://elsewhere.example/x.js',
  },
  integrity: { '/dist/root-config/index-A.js': 'sha384-a', '/dist/platform/chunk-E.js': 'sha384-e' },
};
const DEPS: Record<string, ModuleDeps> = {
  '/dist/root-config/index-A.js': { files: [], modules: ['@kickoff/platform', 'single-spa'] },
  '/dist/platform/index-B.js': { files: ['/dist/platform/chunk-E.js'], modules: ['react', 'missing', 'evil'] },
  '/dist/vendor/single-spa-C.js': { files: [], modules: [] },
  '/dist/vendor/react-D.js': { files: [], modules: ['@kickoff/root-config'] },
};

test('preloadLinks: each entry, its chunks and the modules it imports, once each, with the map integrity; unknown or foreign ones end their branch', async () => {
  const asked: string[] = [];
  const links = await preloadLinks(['@kickoff/root-config', '@kickoff/platform'], MAP, async (url) => (asked.push(url), DEPS[url]));
  assert.deepEqual(links.map((l) => l.href), [
    '/dist/root-config/index-A.js',
    '/dist/platform/index-B.js',
    '/dist/platform/chunk-E.js',
    '/dist/vendor/single-spa-C.js',
    '/dist/vendor/react-D.js',
  ]);
  assert.deepEqual(links.map((l) => l.integrity), ['sha384-a', undefined, 'sha384-e', undefined, undefined]);
  assert.equal(new Set(asked).size, asked.length, 'each deps file read once');
  const withoutDeps = await preloadLinks(['@kickoff/root-config'], MAP, async () => undefined);
  assert.deepEqual(withoutDeps.map((l) => l.href), ['/dist/root-config/index-A.js']);
});

test('renderPreloadLinks: script preloads, same-origin (no crossorigin), attributes escaped', () => {
  assert.equal(
    renderPreloadLinks([{ href: '/dist/a.js', integrity: 'sha384-x' }, { href: '/dist/"b".js', integrity: undefined }]),
    '<link rel="preload" as="script" href="/dist/a.js" integrity="sha384-x" /><link rel="preload" as="script" href="/dist/&quot;b&quot;.js" />',
  );
});

test('the shell page preloads the graph from the current import map and the deps files; a broken deps file only drops its branch', async (t) => {
  const { app, distDir } = await startApp(t);
  await mkdir(join(distDir, 'vendor'), { recursive: true });
  await writeFile(join(distDir, `${HASHED_JS}.deps.json`), JSON.stringify({ files: ['/dist/chunk-1ABC2DEF.js'], modules: ['single-spa'] }));
  const page = await app.inject({ method: 'GET', url: '/ru', headers: { accept: 'text/html' } });
  assert.equal(page.statusCode, 200);
  const hrefs = [...page.body.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(hrefs, [`/dist/${HASHED_JS}`, '/dist/chunk-1ABC2DEF.js'], 'single-spa is not in this map: its branch ends');
  assert.ok(page.body.indexOf('rel="preload" as="script"') < page.body.indexOf('<script src="/dist/vendor/system.min.js"') || !page.body.includes('system.min.js'), 'in the head, before the loader');

  await writeFile(join(distDir, `${HASHED_JS}.deps.json`), '{"files": "not a list"}');
  const broken = await app.inject({ method: 'GET', url: '/ru', headers: { accept: 'text/html' } });
  assert.equal(broken.statusCode, 200);
  assert.deepEqual([...broken.body.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]), [`/dist/${HASHED_JS}`]);
});
