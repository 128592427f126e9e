/**
 * One-use bearer credentials (a one-tap ID token): the first presentation counts, a replay within the hold
 * is refused. Kept in memory by hash (never the credential itself) for `holdMs`, at least as long as a
 * credential the verifier accepts can live; at most `max` entries (the oldest go first). One process: a
 * deployment with several instances routes one-tap by session affinity or adds a shared store.
 */
import { createHash } from 'node:crypto';

export interface OneUseSet {
  /** True the first time `credential` is seen within the hold; false on a replay. */
  firstUse(credential: string): boolean;
}

export function createOneUseSet(holdMs: number, now: () => number, max = 50_000): OneUseSet {
  const seen = new Map<string, number>();
  return {
    firstUse(credential) {
      const at = now();
      for (const [key, until] of seen) {
        if (until > at && seen.size <= max) break;
        seen.delete(key);
      }
      const key = createHash('sha256').update(credential).digest('hex');
      if ((seen.get(key) ?? 0) > at) return false;
      seen.set(key, at + holdMs);
      return true;
    },
  };
}
