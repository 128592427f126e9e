/**
 * The production build (built once here into .cache/dist-production):
 * - publishes no source maps: maps are build artifacts in .cache/dist-production-sourcemaps;
 * - first-visit weight can only go down: the build, served by the
 * reference server, visited cold at /ru as a guest in Chromium. The gzip -9 bytes of every JavaScript and CSS
 * file that visit loads are summed (deterministic for a given build) and compared with the figure in
 * tests/build/first-visit-budget.json plus its slack. A new feature loads on use, so it never adds here;
 * when the page shrinks, lower the figure (the test says by how much).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, PRODUCTION_DIST, firstVisitBudget, measureFirstVisit, startServer } from '../../scripts/lib/first-visit.mjs';
import { CLASSIC_SCRIPTS } from '../../esbuild.config.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.RATCHET_PORT ?? 8196);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let built: Promise<void> | null = null;
/** One production build for the tests of this file. */
function productionBuild(): Promise<void> {
  built ??= new Promise((resolve, reject) => {
    const run = spawnSync(process.execPath, ['esbuild.config.mjs'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', KICKOFF_DIST: PRODUCTION_DIST },
      encoding: 'utf8',
    });
    if (run.status === 0) resolve();
    else reject(new Error(`production build failed:\n${run.stdout}\n${run.stderr}`));
  });
  return built;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));

test('production publishes no source maps; they are kept as build artifacts', { timeout: 120_000 }, async () => {
  await productionBuild();
  const published = filesUnder(path.join(root, PRODUCTION_DIST));
  assert.deepEqual(published.filter((f) => f.endsWith('.map')), [], 'no .map file is served');
  const pointing = published.filter((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes('sourceMappingURL'));
  assert.deepEqual(pointing, [], 'no served file points at a map');
  const artifacts = filesUnder(path.join(root, `${PRODUCTION_DIST}-sourcemaps`));
  const js = published.filter((f) => f.endsWith('.js') && !CLASSIC_SCRIPTS.includes(path.basename(f)));
  for (const file of js) {
    const map = path.join(root, `${PRODUCTION_DIST}-sourcemaps`, `${path.relative(path.join(root, PRODUCTION_DIST), file)}.map`);
    assert.ok(artifacts.includes(map), `${path.relative(root, file)} has its map among the artifacts`);
  }
});

test('the home page first visit loads no more JavaScript and CSS than the ratchet allows', { timeout: 180_000 }, async () => {
  await productionBuild();
  const budget = firstVisitBudget();
  const server = await startServer({ port: PORT, distDir: PRODUCTION_DIST });
  const browser = await chromium.launch(CHROMIUM);
  try {
    const visit = await measureFirstVisit(browser, server.url);
    const listing = visit.files.map((f) => `  ${f.path.padEnd(48)} ${String(f.gzipBytes).padStart(7)} B`).join('\n');
    const limit = budget.gzipBytes + budget.slackBytes;
    assert.ok(visit.files.some((f) => f.path.startsWith('/dist/root-config/')), `the visit loaded the root config:\n${listing}`);
    assert.ok(visit.files.some((f) => /^\/dist\/ui\/ui-[0-9A-F]{10}\.css$/.test(f.path)), `the visit loaded the versioned UI stylesheet:\n${listing}`);
    // Wallet calls and the coupon slip load when the coupon is used, never on the first visit.
    assert.ok(!visit.files.some((f) => f.path.startsWith('/dist/platform-wallet/')), `the first visit loaded @kickoff/platform-wallet:\n${listing}`);
    assert.ok(
      visit.total <= limit,
      `home first visit loads ${visit.total} B (${kb(visit.total)}) of gzip JavaScript and CSS, more than the ratchet's ` +
        `${budget.gzipBytes} B + ${budget.slackBytes} B slack. Load the new code on use instead.\n${listing}`,
    );
    console.log(`home first visit: ${visit.total} B gzip in ${visit.files.length} files (ratchet ${budget.gzipBytes} B + ${budget.slackBytes} B)`);
    if (visit.total < budget.gzipBytes) console.log('it shrank: lower gzipBytes in tests/build/first-visit-budget.json to the figure above');
  } finally {
    await browser.close();
    server.stop();
  }
});

test('every JavaScript and CSS file of the production build has brotli and gzip siblings that decode to it', { timeout: 120_000 }, async () => {
  await productionBuild();
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  const { precompressible } = await import('../../scripts/build/precompress.mjs');
  const published = filesUnder(path.join(root, PRODUCTION_DIST));
  const text = published.filter((f) => (f.endsWith('.js') || f.endsWith('.css')) && precompressible(f, readFileSync(f).length));
  assert.ok(text.length > 20, `the build has its modules (${text.length} files)`);
  let plain = 0;
  let brotli = 0;
  for (const file of text) {
    const body = readFileSync(file);
    const br = readFileSync(`${file}.br`);
    assert.deepEqual(brotliDecompressSync(br), body, `${file}.br`);
    assert.deepEqual(gunzipSync(readFileSync(`${file}.gz`)), body, `${file}.gz`);
    plain += body.length;
    brotli += br.length;
  }
  console.log(`precompressed: ${text.length} files, ${kb(plain)} → ${kb(brotli)} brotli`);
});

test('every module entry has its static graph beside it: chunks that exist and carry integrity, modules in the map', { timeout: 120_000 }, async () => {
  await productionBuild();
  const dist = path.join(root, PRODUCTION_DIST);
  const map = JSON.parse(readFileSync(path.join(dist, 'importmap.json'), 'utf8')) as { imports: Record<string, string>; integrity: Record<string, string> };
  for (const [name, entry] of Object.entries(map.imports)) {
    const deps = JSON.parse(readFileSync(path.join(dist, `${entry.slice('/dist/'.length)}.deps.json`), 'utf8')) as { files: string[]; modules: string[] };
    for (const file of deps.files) {
      assert.ok(readFileSync(path.join(dist, file.slice('/dist/'.length))).length > 0, `${name}: ${file} exists`);
      assert.match(map.integrity[file] ?? '', /^sha384-/, `${name}: ${file} has its integrity`);
    }
    for (const module of deps.modules) assert.ok(module in map.imports, `${name} imports ${module}, which the map resolves`);
  }
  const platform = JSON.parse(readFileSync(path.join(dist, `${map.imports['@kickoff/root-config']!.slice('/dist/'.length)}.deps.json`), 'utf8')) as { modules: string[] };
  assert.ok(platform.modules.includes('@kickoff/platform'), 'the root config imports the platform at once');
});
