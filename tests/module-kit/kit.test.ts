/**
 * @kickoff/module-kit (issue 26), the build preset a team installs: it reads the project's `kickoff` field
 * strictly, builds the same System.register format as the site (hashed names, integrity, a manifest with the
 * platform and React ranges), refuses an import of another Kickoff module, and the generator's lock pins exactly
 * the packages this repository's lock has.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildProject, uploadableFiles } from '../../packages/module-kit/lib/build.mjs';
import { ProjectError, readProject } from '../../packages/module-kit/lib/project.mjs';
import { lockFor } from '../../scripts/new-module/lockfile.mjs';

const root = path.join(import.meta.dirname, '../..');

/** A team's project in a temporary folder: React linked from this repository, the platform SDK's version only. */
function project(t: { after(fn: () => void): void }, kickoff: unknown, files: Record<string, string>, platformVersion = '1.1.0'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-kit-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'team', version: '0.0.0', type: 'module', kickoff }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  mkdirSync(path.join(dir, 'node_modules', '@kickoff', 'platform'), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules', '@kickoff', 'platform', 'package.json'), JSON.stringify({ name: '@kickoff/platform', version: platformVersion }));
  for (const name of ['react', 'react-dom']) symlinkSync(path.join(root, 'node_modules', name), path.join(dir, 'node_modules', name), 'dir');
  return dir;
}

const PARCEL = `import { reactLifecycles } from '@kickoff/platform';
import { useState } from 'react';
function Hello() { const [n] = useState(1); return <p>hello {n}</p>; }
export const parcel = reactLifecycles(Hello);
export const later = () => import('./later');
`;

test('the project field is checked: the module name, the reserved scope, the files', (t) => {
  const cases: Array<[unknown, RegExp]> = [
    [undefined, /"kickoff"/],
    [{ module: 'acme', entry: 'src/index.tsx' }, /"kickoff".module: an import-map name such as @acme\/odds-widget/],
    [{ module: '@kickoff/odds', entry: 'src/index.tsx' }, /the @kickoff scope is the operator's own build/],
    [{ module: '@Acme/odds', entry: 'src/index.tsx' }, /an import-map name/],
    [{ module: '@acme/odds', entry: '../outside.ts' }, /"kickoff".entry: a file of the project/],
    [{ module: '@acme/odds', entry: 'src/missing.tsx' }, /src\/missing.tsx does not exist/],
    [{ module: '@acme/odds', entry: 'src/index.tsx', extra: 1 }, /"kickoff"/],
  ];
  for (const [kickoff, message] of cases) {
    const dir = project(t, kickoff, { 'src/index.tsx': PARCEL });
    assert.throws(() => readProject(dir), (error: unknown) => error instanceof ProjectError && message.test(error.message), JSON.stringify(kickoff));
  }
  const dir = project(t, { module: '@acme/odds', entry: 'src/index.tsx' }, { 'src/index.tsx': PARCEL });
  assert.deepEqual({ ...readProject(dir), dir: undefined }, { dir: undefined, name: '@acme/odds', scope: 'acme', short: 'odds', entry: path.join(dir, 'src/index.tsx'), server: undefined });
});

test('a team build is System.register with hashed names, its integrity, and a manifest of the ranges it was built for', async (t) => {
  const dir = project(t, { module: '@acme/odds', entry: 'src/index.tsx' }, { 'src/index.tsx': PARCEL, 'src/later.ts': 'export const x = 42;\n' }, '1.4.2');
  const built = await buildProject(dir);
  const out = path.join(dir, 'dist');
  assert.match(built.url, /^\/dist\/teams\/acme\/odds\/index-[A-Z0-9]{8}\.js$/);
  const entry = readFileSync(built.entryFile, 'utf8');
  assert.match(entry, /^System\.register\(\["@kickoff\/platform","react","react\/jsx-runtime"\]/, 'the shared names stay imports');
  assert.doesNotMatch(entry, /sourceMappingURL/, 'a production file names no map');
  assert.equal(built.manifest.requires?.['@kickoff/platform'], '^1.4.2');
  assert.match(built.manifest.requires?.['react'] ?? '', /^\^19\./);
  const map = JSON.parse(readFileSync(path.join(out, 'importmap.json'), 'utf8')) as { imports: Record<string, string>; integrity: Record<string, string> };
  assert.deepEqual(map.imports, { '@acme/odds': built.url });
  assert.equal(Object.keys(map.integrity).length, 2, 'the entry and its lazy part');
  for (const [url, hash] of Object.entries(map.integrity)) {
    const bytes = readFileSync(path.join(out, path.basename(url)));
    assert.equal(hash, `sha384-${createHash('sha384').update(bytes).digest('base64')}`, url);
  }
  assert.deepEqual(await uploadableFiles(out), [...Object.keys(map.integrity).map((u) => path.basename(u)), `${path.basename(built.url)}.deps.json`].sort());
  const again = await buildProject(dir);
  assert.equal(again.url, built.url, 'the same sources give the same names');
  // Built against another platform, the same code gets new names: its manifest never changes under a published one.
  writeFileSync(path.join(dir, 'node_modules', '@kickoff', 'platform', 'package.json'), JSON.stringify({ name: '@kickoff/platform', version: '2.0.0' }));
  const next = await buildProject(dir);
  assert.notEqual(next.url, built.url);
  assert.equal(next.manifest.requires?.['@kickoff/platform'], '^2.0.0');
});

test('importing another Kickoff module, or the wallet calls, fails the build, naming it', async (t) => {
  const dir = project(t, { module: '@acme/odds', entry: 'src/index.tsx' }, { 'src/index.tsx': `import { buildId } from '@kickoff/betting';\nexport const id = buildId;\n` });
  await assert.rejects(buildProject(dir), /"@kickoff\/betting" is another Kickoff module/);
  const wallet = project(t, { module: '@acme/odds', entry: 'src/index.tsx' }, { 'src/index.tsx': `import { placeBet } from '@kickoff/platform-wallet';\nexport const place = placeBet;\n` });
  await assert.rejects(buildProject(wallet), /"@kickoff\/platform-wallet" \(the wallet calls\) is not open to team modules/);
});

test("the generator's lock is this repository's lock cut to the project's closure", () => {
  const repoLock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Parameters<typeof lockFor>[0];
  const lock = lockFor(repoLock, { name: '@acme/odds', version: '0.1.0', devDependencies: { react: '19.3.1', 'react-dom': '19.3.1' } }, ['react', 'react-dom'], {});
  assert.equal(lock.lockfileVersion, 3);
  assert.deepEqual(Object.keys(lock.packages).sort(), ['', 'node_modules/react', 'node_modules/react-dom', 'node_modules/scheduler']);
  assert.equal(lock.packages['node_modules/react']?.integrity, repoLock.packages['node_modules/react']?.integrity);
  assert.throws(() => lockFor(repoLock, { name: 'x', version: '0.0.0', devDependencies: {} }, ['left-pad-not-here'], {}), /this repository's lock lacks: left-pad-not-here/);
});

test('new-module: a module name with a team scope and a folder outside this repository', async () => {
  const { createModule, parseArgs } = await import('../../scripts/new-module.mjs');
  assert.deepEqual(parseArgs(['@acme/odds', '--out', '/tmp/odds']), { name: '@acme/odds', out: '/tmp/odds', lock: true, scope: 'acme', short: 'odds' });
  assert.equal(parseArgs(['@acme/odds', '--out=/tmp/odds', '--no-lock']).lock, false);
  assert.throws(() => parseArgs(['@acme/odds']), /usage: npm run new-module/);
  assert.throws(() => parseArgs(['@kickoff/odds', '--out', '/tmp/x']), /the @kickoff scope is the operator's own build/);
  assert.throws(() => parseArgs(['odds', '--out', '/tmp/x']), /a module is named @scope\/name/);
  assert.throws(() => parseArgs(['@acme/odds', '--out', '/tmp/x', '--force']), /unknown option --force/);
  await assert.rejects(createModule(parseArgs(['@acme/odds', '--out', path.join(root, 'odds-here')]), () => undefined), /is inside this repository/);
});
