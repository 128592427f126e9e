/**
 * The root config's refusal of a module built for another platform or React (platform/src/contract/compatibility.ts,
 * issue 26): the module's manifest is read before it is imported and checked against what the page runs.
 */
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { version as reactVersion } from 'react';
import { assertCompatible, incompatibilities, IncompatibleModuleError, runningVersions } from '../../../platform/src/contract/compatibility';
import { resetPreloadForTests } from '../../../platform/src/env/preload';

let logged: { level: string; text: string }[] = [];
const originals = { error: console.error, warn: console.warn };
beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => logged.push({ level: 'error', text: args.map(String).join(' ') });
  console.warn = (...args: unknown[]) => logged.push({ level: 'warn', text: args.map(String).join(' ') });
});
afterEach(() => Object.assign(console, originals));

/** A fetch that answers one manifest per URL and counts its calls. */
function manifestServer(files: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const body = files[url];
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(JSON.stringify(body), { status: 200 });
  }) as typeof fetch;
  return { fetchFn, calls };
}

test('a requirement the running version meets passes; one it does not is named with both versions', () => {
  const running = { '@kickoff/platform': '1.4.2', react: '19.3.1' };
  assert.deepEqual(incompatibilities({ '@kickoff/platform': '^1.1.0', react: '^19.2.0' }, running), []);
  assert.deepEqual(incompatibilities({ '@kickoff/platform': '^2.0.0', react: '^19.2.0' }, running), [{ name: '@kickoff/platform', range: '^2.0.0', runs: '1.4.2' }]);
  assert.deepEqual(incompatibilities({ '@kickoff/platform': '^1.5.0' }, running), [{ name: '@kickoff/platform', range: '^1.5.0', runs: '1.4.2' }], 'built with a newer minor');
  assert.deepEqual(incompatibilities({ react: '^18.2.0' }, running), [{ name: 'react', range: '^18.2.0', runs: '19.3.1' }]);
  assert.deepEqual(incompatibilities({ lodash: '^4.0.0' }, running), [], 'a shared module the page does not version is not judged');
  assert.deepEqual(incompatibilities({ '@kickoff/platform': '^9.0.0' }, { '@kickoff/platform': '0.0.0-source' }), [], 'unbuilt sources are not judged');
});

test('the page runs its own React; unbuilt platform sources say so', () => {
  assert.equal(runningVersions().react, reactVersion);
  assert.equal(runningVersions()['@kickoff/platform'], '0.0.0-source');
});

test('a module built for another React is refused before it runs, with a console line naming both versions', async () => {
  const url = '/dist/casino/index-AAAA.js';
  const { fetchFn } = manifestServer({ [`${url}.deps.json`]: { files: [], modules: ['react'], requires: { react: '^18.2.0' } } });
  const refusal = await assertCompatible('@kickoff/casino', url, fetchFn).then(
    () => null,
    (err: unknown) => err,
  );
  assert.ok(refusal instanceof IncompatibleModuleError);
  assert.equal(refusal.module, '@kickoff/casino');
  assert.match(refusal.message, new RegExp(`^@kickoff/casino was built for react \\^18\\.2\\.0, but this page runs react ${reactVersion.replaceAll('.', '\\.')}: not mounted$`));
  assert.deepEqual(logged, [{ level: 'error', text: refusal.message }]);
});

test('a fitting module passes; its manifest is read once per URL', async () => {
  const url = '/dist/promotions/index-BBBB.js';
  const { fetchFn, calls } = manifestServer({ [`${url}.deps.json`]: { requires: { react: `^${reactVersion}` } } });
  await assertCompatible('@kickoff/promotions', url, fetchFn);
  await assertCompatible('@kickoff/promotions', url, fetchFn);
  assert.deepEqual(calls, [`${url}.deps.json`]);
  assert.deepEqual(logged, []);
});

test('a module without a readable manifest declares nothing: it runs, with a warning, and is asked again next time', async () => {
  const url = '/dist/legacy/index-CCCC.js';
  const { fetchFn, calls } = manifestServer({});
  await assertCompatible('@kickoff/legacy', url, fetchFn);
  assert.equal(logged[0]?.level, 'warn');
  assert.match(logged[0]?.text ?? '', /no readable manifest beside \/dist\/legacy\/index-CCCC\.js \(HTTP 404\)/);
  await assertCompatible('@kickoff/legacy', url, fetchFn);
  assert.equal(calls.length, 2);

  const broken = '/dist/broken/index-DDDD.js';
  const bad = manifestServer({ [`${broken}.deps.json`]: { requires: { react: 19 } } });
  await assertCompatible('@kickoff/broken', broken, bad.fetchFn);
  assert.match(logged.at(-1)?.text ?? '', /no readable manifest/);
});

test("a module the page's preload block lists is checked from it, without reading its manifest", async () => {
  const url = '/dist/office/index-EEEE.js';
  resetPreloadForTests(JSON.stringify({ lang: 'ru', modules: { [url]: { react: '^18.0.0' } } }));
  try {
    const { fetchFn, calls } = manifestServer({ [`${url}.deps.json`]: { requires: { react: `^${reactVersion}` } } });
    const refusal = await assertCompatible('@kickoff/office', url, fetchFn).catch((err: unknown) => err);
    assert.ok(refusal instanceof IncompatibleModuleError, 'the listed requirement decides');
    assert.deepEqual(calls, [], 'no manifest read');
  } finally {
    resetPreloadForTests();
  }
});
