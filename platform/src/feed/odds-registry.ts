/**
 * One nanostores atom per odd (DESIGN.md §6: "subscribe each odd to its own store, not the whole
 * list"). `store(id)` returns the same atom every time; feed stores write into it only when the
 * odd's version changed or its effective blocked state (odd or market) changed, so an odds button
 * re-renders only for its own odd. The trend says whether the last coefficient change went up or
 * down and `changedAt` when (for a short flash).
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Odd } from '../schemas/feed';

type OddTrend = 'up' | 'down' | null;

export interface OddView {
  /** Decimal coefficient; 0 while the odd is unknown. */
  readonly coef: number;
  /** The odd or its market is blocked (unknown odds count as blocked). */
  readonly isBlocked: boolean;
  readonly trend: OddTrend;
  /** When the coefficient last changed (clock ms); null if it never changed here. */
  readonly changedAt: number | null;
}

const UNKNOWN_ODD: OddView = Object.freeze({ coef: 0, isBlocked: true, trend: null, changedAt: null });

interface Entry {
  readonly atom: WritableAtom<OddView>;
  version: number;
  gameId: number | null;
}

export interface OddRegistry {
  /** The odd's atom (created on first use; stable for the registry's lifetime while subscribed). */
  store(oddId: number): ReadableAtom<OddView>;
  /** Current value without subscribing. */
  peek(oddId: number): OddView;
  /** Writes an odd from a reply; returns true when its atom changed. */
  update(odd: Odd, marketBlocked: boolean, gameId: number): boolean;
  /** The game an odd belongs to, when some feed has seen it. */
  gameIdOf(oddId: number): number | null;
  readonly size: number;
}

interface OddRegistryOptions {
  now?: () => number;
  /** Above this many entries, unsubscribed ones are dropped (default 50 000). */
  maxEntries?: number;
}

export function createOddRegistry(opts: OddRegistryOptions = {}): OddRegistry {
  const now = opts.now ?? (() => Date.now());
  const maxEntries = opts.maxEntries ?? 50_000;
  const entries = new Map<number, Entry>();

  const entry = (oddId: number): Entry => {
    let e = entries.get(oddId);
    if (!e) {
      e = { atom: atom<OddView>(UNKNOWN_ODD), version: -1, gameId: null };
      entries.set(oddId, e);
    }
    return e;
  };

  const prune = (): void => {
    if (entries.size <= maxEntries) return;
    for (const [id, e] of entries) if (e.atom.lc === 0) entries.delete(id);
  };

  return {
    store: (oddId) => entry(oddId).atom,
    peek: (oddId) => entries.get(oddId)?.atom.get() ?? UNKNOWN_ODD,
    gameIdOf: (oddId) => entries.get(oddId)?.gameId ?? null,
    get size() {
      return entries.size;
    },
    update(odd, marketBlocked, gameId) {
      const known = entries.get(odd.id);
      const isNew = known === undefined;
      const e = known ?? entry(odd.id);
      e.gameId = gameId;
      const prev = e.atom.get();
      const isBlocked = odd.isBlocked || marketBlocked;
      if (odd.version <= e.version && isBlocked === prev.isBlocked) return false;
      if (odd.version < e.version) {
        // A stale reply may still carry a newer market block state; never an older coefficient.
        e.atom.set({ ...prev, isBlocked });
        return true;
      }
      const first = e.version < 0;
      e.version = odd.version;
      if (first || odd.coef === prev.coef) {
        if (first || isBlocked !== prev.isBlocked) e.atom.set(first ? { coef: odd.coef, isBlocked, trend: null, changedAt: null } : { ...prev, isBlocked });
        else return false;
      } else {
        e.atom.set({ coef: odd.coef, isBlocked, trend: odd.coef > prev.coef ? 'up' : 'down', changedAt: now() });
      }
      if (isNew) prune();
      return true;
    },
  };
}

/** The page-wide registry shared by every feed store and odds button. */
export const sharedOddRegistry: OddRegistry = createOddRegistry();
