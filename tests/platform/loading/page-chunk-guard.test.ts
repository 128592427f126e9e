/**
 * The page's one chunk reload guard (`reloadForChunkError`), shared by the root config and every
 * lazy component: it reloads once for a chunk error, not again within 60 s, and ignores other
 * errors. Run in its own process: the page guard is created on first use with the page's
 * sessionStorage and `window.location.reload`, faked here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHUNK_RELOAD_KEY, reloadForChunkError } from '../../../platform/src/loading/chunk-reload-guard';
import { createMemoryStorage } from '../../../platform/src/storage/web-storage';

const reloads = { count: 0 };
const sessionStorage = createMemoryStorage();
Object.assign(globalThis, { sessionStorage, window: { location: { reload: () => reloads.count++ } } });

test('one reload for a failed chunk, none for a second failure or for another error', () => {
  assert.equal(reloadForChunkError(new Error('boom')), false);
  assert.equal(reloads.count, 0);
  assert.equal(reloadForChunkError(new TypeError('Failed to fetch dynamically imported module: /dist/betting/chunk-X.js')), true);
  assert.equal(reloads.count, 1);
  assert.ok(sessionStorage.getItem(CHUNK_RELOAD_KEY), 'the time is kept for the page after the reload');
  assert.equal(reloadForChunkError(new Error('Loading chunk 7 failed.')), false, 'not again within 60 s');
  assert.equal(reloads.count, 1);
});
