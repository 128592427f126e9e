/**
 * A small cache of recent answers: a value is computed once per key and served to every caller for
 * `freshMs` (callers that arrive while it is computed share the same promise). At most `maxEntries`
 * keys; expired ones go first, then the oldest.
 */
export interface FreshCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

export function createFreshCache<T>(freshMs: number, maxEntries: number, now: () => number): FreshCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  const evict = (at: number): void => {
    for (const [key, entry] of entries) if (at - entry.at >= freshMs) entries.delete(key);
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  };
  return {
    get(key, compute) {
      const at = now();
      const known = entries.get(key);
      if (known && at - known.at < freshMs) return known.value;
      if (known) entries.delete(key);
      else if (entries.size >= maxEntries) evict(at);
      const value = compute();
      entries.set(key, { at, value });
      // A failed computation is not kept: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
