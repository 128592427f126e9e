/**
 * Checks of the build output (run after `npm run build`): System.register format, the import map
 * and its integrity hashes, and exactly one React — no Kickoff module may bundle its own copy.
 */
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CASINO_FRAME, CLASSIC_SCRIPTS, MODULES, entryOf } from '../../esbuild.config.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const map = JSON.parse(readFileSync(path.join(dist, 'importmap.json'), 'utf8')) as { imports: Record<string, string>; integrity: Record<string, string> };

/** Build keys: each is the last part of the import-map name and the dist/ folder. */
const KICKOFF = Object.keys(MODULES);
/** Strings only React's own source contains (element type symbols and internals). */
const REACT_MARKERS = ['react.transitional.element', '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', 'react.fragment'];

const jsFiles = (dir: string) =>
  readdirSync(path.join(dist, dir)).filter((f) => f.endsWith('.js')).map((f) => path.join(dist, dir, f));

test('every Kickoff module and shared vendor name is in the import map once', () => {
  for (const name of [...Object.values(MODULES).map((m) => m.name), 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'single-spa', 'nanostores']) {
    const url = map.imports[name];
    assert.ok(url, `${name} mapped`);
    assert.match(url, /-[A-Z0-9]{8}\.js$/i, `${name} has a content-hashed file name`);
    assert.ok(existsSync(path.join(root, url)), `${url} exists`);
  }
});

test('integrity hashes match the files', () => {
  const entries = Object.entries(map.integrity);
  assert.ok(entries.length >= Object.keys(map.imports).length);
  for (const [url, sri] of entries) {
    const body = readFileSync(path.join(root, url));
    assert.equal(sri, `sha384-${createHash('sha384').update(body).digest('base64')}`, url);
  }
});

test('every output file is a System.register module with a source map', () => {
  for (const dir of [...KICKOFF, 'vendor']) {
    for (const file of jsFiles(dir)) {
      if (CLASSIC_SCRIPTS.includes(path.basename(file))) continue;
      const code = readFileSync(file, 'utf8');
      assert.ok(code.startsWith('System.register('), `${path.relative(dist, file)} is System.register`);
      assert.ok(existsSync(`${file}.map`), `${path.relative(dist, file)} has a map`);
    }
  }
});

test('exactly one React at run time: no Kickoff module bundles React', () => {
  for (const dir of KICKOFF) {
    for (const file of jsFiles(dir)) {
      const code = readFileSync(file, 'utf8');
      for (const marker of REACT_MARKERS) assert.ok(!code.includes(marker), `${path.relative(dist, file)} contains React (${marker})`);
    }
  }
  const reactFiles = jsFiles('vendor').filter((f) => readFileSync(f, 'utf8').includes('react.transitional.element'));
  // React itself defines the element symbols; react/jsx-runtime and react-dom reference them too, each once.
  assert.ok(reactFiles.some((f) => path.basename(f).startsWith('react-')), 'React vendor module holds React');
  const shell = readFileSync(path.join(root, map.imports['@kickoff/shell'] ?? ''), 'utf8');
  assert.match(shell, /System\.register\(\[[^\]]*['"]react\/jsx-runtime['"]/, 'shell imports the shared react/jsx-runtime');
});

test('the marker test can fail: a React build contains the markers', () => {
  const react = readFileSync(path.join(root, map.imports['react'] ?? ''), 'utf8');
  assert.ok(REACT_MARKERS.some((m) => react.includes(m)));
});

test('one naming rule: build key = dist/ folder = last part of the import-map name', () => {
  for (const [key, mod] of Object.entries(MODULES)) {
    assert.equal(mod.name, `@kickoff/${key}`);
    assert.ok(map.imports[mod.name]?.startsWith(`/dist/${key}/`), `${mod.name} is served from /dist/${key}/`);
    assert.ok(existsSync(path.join(root, entryOf(key))), `${mod.name} has its entry ${entryOf(key)}`);
  }
  // teams/ is not the build's: it holds modules teams uploaded through the deploy service (kept by a full build).
  const folders = readdirSync(dist, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'teams').map((e) => e.name).sort();
  // Besides the modules: vendor, the casino frame script, the versioned stylesheets (ui/), the app icons (icons/) and the
  // demo video provider's clip (demo-video/, development builds only).
  assert.deepEqual(folders, [...KICKOFF, 'vendor', CASINO_FRAME.folder, 'ui', 'icons', 'demo-video'].sort(), 'dist/ holds exactly the modules, vendor, the casino frame script, the stylesheets, the icons and the demo video');
});

test('the top-level importmap.json is the build output, not a tracked file', () => {
  assert.equal(readFileSync(path.join(root, 'importmap.json'), 'utf8'), readFileSync(path.join(dist, 'importmap.json'), 'utf8'));
  const tracked = spawnSync('git', ['ls-files', '--error-unmatch', 'importmap.json'], { cwd: root });
  if (tracked.error === undefined) assert.notEqual(tracked.status, 0, 'importmap.json is generated by the build and must not be tracked');
});
