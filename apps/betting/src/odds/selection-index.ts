/**
 * Which odds are in the coupon, per odd: one listener on the page's set of selected odd ids, which
 * calls only the subscribers of the odds that entered or left the set. Odds buttons subscribe here
 * (each to its own odd), so a click that adds a bet wakes the clicked button, not every button of
 * the page (1500 on a list of 500 live games, each to check its own id).
 */
import type { ReadableAtom } from 'nanostores';

export interface SelectionIndex {
  /** Calls `onChange` when `oddId` enters or leaves the set; returns the unsubscribe function. */
  subscribe(oddId: number, onChange: () => void): () => void;
  has(oddId: number): boolean;
}

export function createSelectionIndex($ids: ReadableAtom<ReadonlySet<number>>): SelectionIndex {
  const subscribers = new Map<number, Set<() => void>>();
  let last: ReadonlySet<number> = $ids.get();
  let unlisten: (() => void) | null = null;

  const notify = (oddId: number): void => {
    const set = subscribers.get(oddId);
    if (set) for (const onChange of [...set]) onChange();
  };

  const onIds = (next: ReadonlySet<number>): void => {
    const prev = last;
    last = next;
    for (const id of next) if (!prev.has(id)) notify(id);
    for (const id of prev) if (!next.has(id)) notify(id);
  };

  return {
    has: (oddId) => $ids.get().has(oddId),
    subscribe(oddId, onChange) {
      let set = subscribers.get(oddId);
      if (!set) {
        set = new Set();
        subscribers.set(oddId, set);
      }
      set.add(onChange);
      if (unlisten === null) {
        last = $ids.get();
        unlisten = $ids.listen(onIds);
      }
      const own = set;
      return () => {
        own.delete(onChange);
        if (own.size === 0 && subscribers.get(oddId) === own) subscribers.delete(oddId);
        if (subscribers.size === 0 && unlisten !== null) {
          unlisten();
          unlisten = null;
        }
      };
    },
  };
}
