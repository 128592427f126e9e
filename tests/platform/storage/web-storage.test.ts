/** Unit tests of the web storage wrappers and the in-memory Storage. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  createMemoryStorage,
  getWebStorage,
  readStored,
  removeStored,
  writeStored,
} from '../../../platform/src/storage/web-storage';

/** A Storage whose every method throws the given DOMException. */
function throwingStorage(name: 'SecurityError' | 'QuotaExceededError'): Storage {
  const fail = (): never => {
    throw new DOMException('storage failure', name);
  };
  return { length: 0, key: fail, getItem: fail, setItem: fail, removeItem: fail, clear: fail };
}

const Settings = v.object({ theme: v.picklist(['light', 'dark']), zones: v.array(v.number()) });

describe('readStored', () => {
  it('reads valid JSON through the schema', () => {
    const s = createMemoryStorage();
    s.setItem('settings', '{"theme":"dark","zones":[1,2]}');
    s.setItem('count', '3');
    s.setItem('flag', 'false');
    assert.deepEqual(readStored(s, 'settings', Settings), { theme: 'dark', zones: [1, 2] });
    assert.equal(readStored(s, 'count', v.number()), 3);
    assert.equal(readStored(s, 'flag', v.boolean()), false);
  });

  it('returns undefined for broken JSON and leaves the entry', () => {
    const s = createMemoryStorage();
    s.setItem('settings', '{"theme":');
    assert.equal(readStored(s, 'settings', Settings), undefined);
    s.setItem('word', 'dark'); // not JSON-encoded
    assert.equal(readStored(s, 'word', v.string()), undefined);
    assert.equal(s.getItem('settings'), '{"theme":');
  });

  it('ignores a stored null even when the schema allows null', () => {
    const s = createMemoryStorage();
    s.setItem('k', 'null');
    assert.equal(readStored(s, 'k', v.nullable(v.number())), undefined);
  });

  it('ignores an object where a scalar is expected', () => {
    const s = createMemoryStorage();
    s.setItem('k', '{"value":5}');
    assert.equal(readStored(s, 'k', v.number()), undefined);
    assert.equal(readStored(s, 'k', v.string()), undefined);
  });

  it('returns undefined for values failing the schema, missing keys and null storage', () => {
    const s = createMemoryStorage();
    s.setItem('settings', '{"theme":"pink","zones":[]}');
    assert.equal(readStored(s, 'settings', Settings), undefined);
    assert.equal(readStored(s, 'missing', v.string()), undefined);
    assert.equal(readStored(null, 'settings', Settings), undefined);
  });

  it('never throws on a throwing storage', () => {
    assert.equal(readStored(throwingStorage('SecurityError'), 'k', v.string()), undefined);
  });
});

describe('writeStored / removeStored', () => {
  it('writes JSON and returns true', () => {
    const s = createMemoryStorage();
    assert.equal(writeStored(s, 'settings', { theme: 'light', zones: [3] }), true);
    assert.equal(s.getItem('settings'), '{"theme":"light","zones":[3]}');
    assert.deepEqual(readStored(s, 'settings', Settings), { theme: 'light', zones: [3] });
  });

  it('returns false on quota and security errors, unserialisable values and null storage', () => {
    assert.equal(writeStored(throwingStorage('QuotaExceededError'), 'k', 1), false);
    assert.equal(writeStored(throwingStorage('SecurityError'), 'k', 1), false);
    const s = createMemoryStorage();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    assert.equal(writeStored(s, 'c', circular), false);
    assert.equal(writeStored(s, 'u', undefined), false);
    assert.equal(writeStored(s, 'b', 10n), false);
    assert.equal(s.length, 0);
    assert.equal(writeStored(null, 'k', 1), false);
  });

  it('removes entries and never throws', () => {
    const s = createMemoryStorage();
    s.setItem('a', '1');
    removeStored(s, 'a');
    assert.equal(s.getItem('a'), null);
    assert.doesNotThrow(() => removeStored(throwingStorage('SecurityError'), 'a'));
    assert.doesNotThrow(() => removeStored(null, 'a'));
  });
});

describe('getWebStorage', () => {
  it('returns null when web storage does not exist (Node)', () => {
    const g = globalThis as { localStorage?: unknown };
    if ('localStorage' in g && g.localStorage !== undefined) return; // runtime provides one
    assert.equal(getWebStorage('local'), null);
    assert.equal(getWebStorage('session'), null);
  });

  it('returns the storage, or null when access throws (SecurityError)', () => {
    const fake = createMemoryStorage();
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: () => fake });
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      assert.equal(getWebStorage('session'), fake);
      assert.equal(getWebStorage('local'), null);
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});

describe('createMemoryStorage', () => {
  it('implements the Storage interface', () => {
    const s = createMemoryStorage();
    assert.equal(s.length, 0);
    s.setItem('a', '1');
    s.setItem('b', 2 as unknown as string);
    s.setItem('a', '3');
    assert.equal(s.length, 2);
    assert.equal(s.getItem('a'), '3');
    assert.equal(s.getItem('b'), '2');
    assert.equal(s.key(0), 'a');
    assert.equal(s.key(1), 'b');
    assert.equal(s.key(2), null);
    assert.equal(s.getItem('zzz'), null);
    s.removeItem('a');
    assert.equal(s.length, 1);
    s.clear();
    assert.equal(s.length, 0);
    assert.equal(s.getItem('b'), null);
  });

  it('keeps separate instances apart', () => {
    const a = createMemoryStorage();
    const b = createMemoryStorage();
    a.setItem('k', 'v');
    assert.equal(b.getItem('k'), null);
  });
});
