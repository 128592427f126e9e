/**
 * The update notice's version rule (root-config/src/update-notice/changed-modules.ts): a served map that
 * replaces a module the page runs is a new version, announced once per served version; new names, other
 * vendors and a map back to the page's own are not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changedModules, createAnnouncer } from '../../root-config/src/update-notice/changed-modules';

const BASE = 'https://kickoff.example/ru/live';
const RUNNING: Record<string, string> = {
  '@kickoff/betting': 'https://kickoff.example/dist/betting/index-AAAA1111.js',
  '@kickoff/shell': 'https://kickoff.example/dist/shell/index-BBBB2222.js',
  react: 'https://kickoff.example/dist/vendor/react-CCCC3333.js',
};
const running = (name: string) => RUNNING[name] ?? null;

test('the same map as the page: nothing changed', () => {
  const served = { imports: { '@kickoff/betting': '/dist/betting/index-AAAA1111.js', '@kickoff/shell': '/dist/shell/index-BBBB2222.js', react: '/dist/vendor/react-CCCC3333.js' } };
  assert.deepEqual(changedModules(running, served, BASE), []);
});

test('a module the page runs at another URL is changed; relative URLs resolve against the page', () => {
  const served = { imports: { '@kickoff/shell': '/dist/shell/index-NEW22222.js', '@kickoff/betting': '/dist/betting/index-NEW11111.js', react: '/dist/vendor/react-DDDD4444.js' } };
  assert.deepEqual(changedModules(running, served, BASE), ['@kickoff/betting', '@kickoff/shell'], 'sorted, Kickoff modules only');
  assert.deepEqual(changedModules(running, { imports: { '@kickoff/betting': 'https://cdn.example/dist/betting/index-AAAA1111.js' } }, BASE), ['@kickoff/betting'], 'another origin is another file');
});

test('a name only the served map knows is not a new version of this page', () => {
  assert.deepEqual(changedModules(running, { imports: { '@kickoff/e2e-probe': '/dist/betting/index-AAAA1111.js', '@kickoff/betting': '/dist/betting/index-AAAA1111.js' } }, BASE), []);
});

test('announced once per served version; a rollback to the page\'s own clears it', () => {
  const announcer = createAnnouncer();
  assert.equal(announcer.shouldAnnounce('"v2"', []), false, 'nothing changed');
  assert.equal(announcer.shouldAnnounce('"v3"', ['@kickoff/betting']), true);
  assert.equal(announcer.shouldAnnounce('"v3"', ['@kickoff/betting']), false, 'not twice for one version');
  assert.equal(announcer.shouldAnnounce('"v4"', ['@kickoff/betting', '@kickoff/shell']), true, 'the next deploy again');
  assert.equal(announcer.shouldAnnounce('"v5"', []), false, 'rolled back to the page\'s own');
  assert.equal(announcer.shouldAnnounce('"v4"', ['@kickoff/betting', '@kickoff/shell']), true, 'after a rollback the same version is new again');
});

test('the reply check takes an import map and nothing else', async () => {
  const { isServedImportMap } = await import('../../root-config/src/update-notice/changed-modules');
  assert.equal(isServedImportMap({ imports: { '@kickoff/betting': '/dist/betting/index-A1.js' }, integrity: {} }), true);
  assert.equal(isServedImportMap({ imports: {} }), true);
  for (const bad of [null, 42, 'x', {}, { imports: null }, { imports: [] }, { imports: { a: 1 } }, { imports: 'x' }]) {
    assert.equal(isServedImportMap(bad), false, JSON.stringify(bad));
  }
});
