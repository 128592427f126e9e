import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { resetPreloadForTests, takePreloaded } from '../../platform/src/env/preload';

const Schema = v.object({ a: v.number() });

test('a preloaded part is handed out once, for its language only, and validated', () => {
  resetPreloadForTests(JSON.stringify({ lang: 'en', siteConfig: { a: 1 }, block: { a: 'x' }, groups: { maintenance: { a: 2 } } }));
  assert.equal(takePreloaded('siteConfig', 'ru', Schema), null, 'other language');
  assert.deepEqual(takePreloaded('siteConfig', 'en', Schema), { a: 1 });
  assert.equal(takePreloaded('siteConfig', 'en', Schema), null, 'only once: later loads fetch fresh data');
  assert.equal(takePreloaded('block', 'en', Schema), null, 'invalid part falls back to a fetch');
  assert.deepEqual(takePreloaded('group:maintenance', 'en', Schema), { a: 2 });
  assert.equal(takePreloaded('group:blocking-reasons', 'en', Schema), null, 'missing part');
});

test('a broken preload block is ignored', () => {
  for (const text of ['not json', '{"lang":"english"}', '[]', '']) {
    resetPreloadForTests(text);
    assert.equal(takePreloaded('siteConfig', 'en', Schema), null, text);
  }
});
