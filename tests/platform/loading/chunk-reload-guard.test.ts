/** Unit tests of the chunk reload guard: reload once, not again within 60 s (shell spec §8). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  CHUNK_RELOAD_KEY,
  createChunkReloadGuard,
  isChunkLoadError,
} from '../../../platform/src/loading/chunk-reload-guard';
import { createMemoryStorage } from '../../../platform/src/storage/web-storage';

const chunkError = new Error('Loading chunk 42 failed.');

function setup(storage: Pick<Storage, 'getItem' | 'setItem'> | null = createMemoryStorage(), start = 1_000_000) {
  const env = { now: start, reloads: 0 };
  const guard = createChunkReloadGuard({ storage, reload: () => env.reloads++, now: () => env.now });
  return { env, guard, storage };
}

describe('isChunkLoadError', () => {
  const positives: unknown[] = [
    new Error('Loading chunk 7 failed. (error: https://x/7.js)'),
    new TypeError('Failed to fetch dynamically imported module: https://x/app.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module'),
    new Error('Unable to load app bundle'),
    new Error('SystemJS Error#3 https://git.io/JvFET#3'),
    new Error('Error loading https://cdn/app.js'),
    Object.assign(new Error('whatever'), { name: 'ChunkLoadError' }),
    { name: 'ChunkLoadError', message: '' },
    'Loading chunk 3 failed',
  ];
  const negatives: unknown[] = [
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    'boom',
    null,
    undefined,
    42,
    { message: 17 },
  ];
  for (const [i, err] of positives.entries()) {
    it(`recognises chunk error #${i}`, () => assert.equal(isChunkLoadError(err), true));
  }
  it('rejects ordinary errors and non-errors', () => {
    assert.deepEqual(negatives.map(isChunkLoadError), negatives.map(() => false));
  });
});

describe('createChunkReloadGuard', () => {
  it('reloads once for a chunk error and stores the time', () => {
    const { env, guard, storage } = setup();
    assert.equal(guard.handle(chunkError), true);
    assert.equal(env.reloads, 1);
    assert.equal(storage?.getItem(CHUNK_RELOAD_KEY), '1000000');
  });

  it('does not reload again within 60 s, even from a new guard (page reloaded)', () => {
    const storage = createMemoryStorage();
    const first = setup(storage);
    assert.equal(first.guard.handle(chunkError), true);
    first.env.now += 59_999;
    assert.equal(first.guard.handle(chunkError), false);
    const second = setup(storage, 1_000_000 + 59_999);
    assert.equal(second.guard.handle(chunkError), false);
    assert.equal(first.env.reloads + second.env.reloads, 1);
  });

  it('reloads again after 60 s', () => {
    const { env, guard, storage } = setup();
    guard.handle(chunkError);
    env.now += 60_000;
    assert.equal(guard.handle(chunkError), true);
    assert.equal(env.reloads, 2);
    assert.equal(storage?.getItem(CHUNK_RELOAD_KEY), '1060000');
  });

  it('treats a broken, non-numeric or future stored value as "never"', () => {
    for (const stored of ['garbage', '', 'NaN', '12abc', '-5', '99999999999999']) {
      const storage = createMemoryStorage();
      storage.setItem(CHUNK_RELOAD_KEY, stored);
      const { env, guard } = setup(storage);
      assert.equal(guard.handle(chunkError), true, `stored ${JSON.stringify(stored)}`);
      assert.equal(env.reloads, 1);
      assert.equal(storage.getItem(CHUNK_RELOAD_KEY), '1000000');
    }
  });

  it('reloads at most once per guard when the storage throws', () => {
    const throwing = {
      getItem(): string | null {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem(): void {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const { env, guard } = setup(throwing);
    assert.equal(guard.handle(chunkError), true);
    env.now += 10 * 60_000;
    assert.equal(guard.handle(chunkError), false);
    assert.equal(env.reloads, 1);
  });

  it('reloads at most once per guard when only writing throws (quota)', () => {
    const readOnly = {
      getItem: (): string | null => null,
      setItem(): void {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const { env, guard } = setup(readOnly);
    assert.equal(guard.handle(chunkError), true);
    assert.equal(guard.handle(chunkError), false);
    assert.equal(env.reloads, 1);
  });

  it('reloads at most once per guard without storage', () => {
    const { env, guard } = setup(null);
    assert.equal(guard.handle(chunkError), true);
    assert.equal(guard.handle(chunkError), false);
    assert.equal(env.reloads, 1);
  });

  it('ignores non-chunk errors', () => {
    const { env, guard, storage } = setup();
    assert.equal(guard.handle(new Error('Cannot read properties of null')), false);
    assert.equal(env.reloads, 0);
    assert.equal(storage?.getItem(CHUNK_RELOAD_KEY), null);
  });

  it('honours a custom key and window', () => {
    const storage = createMemoryStorage();
    let now = 0;
    let reloads = 0;
    const guard = createChunkReloadGuard({ storage, reload: () => reloads++, now: () => now, windowMs: 1000, key: 'k' });
    guard.handle(chunkError);
    now = 999;
    guard.handle(chunkError);
    now = 1000;
    guard.handle(chunkError);
    assert.equal(reloads, 2);
    assert.equal(storage.getItem('k'), '1000');
  });
});
