/**
 * Safe wrappers around localStorage/sessionStorage (account spec §5, §9 "Local-storage settings"):
 * values are JSON, reads are validated with valibot and never throw; a stored null, broken JSON or an
 * object where a scalar is expected is ignored (the entry is left as is). `createMemoryStorage()` is the
 * fallback when web storage is unavailable, and the storage used in tests.
 */
import * as v from 'valibot';
import { acceptStored } from './stored-value';

/** The browser storage, or null when it does not exist or access throws (SecurityError). */
export function getWebStorage(kind: 'local' | 'session'): Storage | null {
  try {
    const g = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
    const storage = kind === 'local' ? g.localStorage : g.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/** Reads `key` as JSON validated by `schema`; undefined when missing, broken, null or invalid. */
export function readStored<S extends v.GenericSchema>(
  storage: Storage | null,
  key: string,
  schema: S,
): v.InferOutput<S> | undefined {
  if (!storage) return undefined;
  let parsed: unknown;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  return acceptStored(parsed, schema);
}

/** Stores `value` as JSON; false when it cannot be serialised or the storage throws (quota, security). */
export function writeStored(storage: Storage | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    const json = JSON.stringify(value);
    if (json === undefined) return false; // undefined, functions, symbols
    storage.setItem(key, json);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; never throws. */
export function removeStored(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

/** In-memory implementation of the Web Storage interface. */
export function createMemoryStorage(): Storage {
  return new MemoryStorage();
}

class MemoryStorage implements Storage {
  [name: string]: unknown;
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(String(key));
  }

  clear(): void {
    this.#items.clear();
  }
}
