/**
 * A small cache of recent answers: a value is computed once per key and served to every caller for
 * `freshMs` (callers that arrive while it is computed share the same promise). Until `staleMs` a
 * computed value is still served at once while its successor is computed in the background, so callers
 * never wait for a recomputation. At most `maxEntries` keys; expired ones go first, then the oldest.
 */
export interface FreshCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** The value of `key` if one is computed and not expired (no waiting), else undefined. */
  peek(key: string): { value: T } | undefined;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
  settled?: { value: T };
  /** The successor being computed while this one is stale. */
  next?: Promise<T>;
}

export function createFreshCache<T>(freshMs: number, maxEntries: number, now: () => number, staleMs = freshMs): FreshCache<T> {
  const entries = new Map<string, Entry<T>>();
  const evict = (at: number): void => {
    for (const [key, entry] of entries) if (at - entry.at >= staleMs) entries.delete(key);
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  };
  const start = (key: string, compute: () => Promise<T>, at: number): Entry<T> => {
    const value = compute();
    const entry: Entry<T> = { at, value };
    value.then(
      (v) => {
        entry.settled = { value: v };
      },
      () => {
        // A failed computation is not kept: the next caller tries again.
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  };
  /** A stale, settled entry: served now; its successor replaces it when computed. */
  const refresh = (key: string, entry: Entry<T>, compute: () => Promise<T>, at: number): void => {
    if (entry.next) return;
    const successor = start(key, compute, at);
    entry.next = successor.value;
    successor.value.then(
      () => {
        if (entries.get(key) === entry) entries.set(key, successor);
      },
      () => {
        entry.next = undefined;
      },
    );
  };
  return {
    get(key, compute) {
      const at = now();
      const known = entries.get(key);
      if (known) {
        const age = at - known.at;
        if (age < freshMs) return known.value;
        if (age < staleMs && known.settled) {
          refresh(key, known, compute, at);
          return known.value;
        }
        entries.delete(key);
      } else if (entries.size >= maxEntries) evict(at);
      const entry = start(key, compute, at);
      entries.set(key, entry);
      return entry.value;
    },
    peek(key) {
      const known = entries.get(key);
      return known && now() - known.at < staleMs ? known.settled : undefined;
    },
  };
}
