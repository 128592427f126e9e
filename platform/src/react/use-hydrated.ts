/**
 * False while React hydrates a server-drawn view (issue 25) and on the server, true otherwise: a
 * component whose first browser render depends on what only the browser knows (stored bets, local
 * settings) draws the server's version first and its own right after, without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

const subscribe = (): (() => void) => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A store's value in a component a server may draw: on the server and while React hydrates, `drawn()`
 * (what the server drew with: it knows no local setting, no stored coupon), then the store's own value.
 * Stores that hold what only the browser knows are read through it, so hydration never mismatches.
 * `drawn` must answer the same value (the same object) on every call.
 */
export function useStoreAsDrawn<T>(store: ReadableAtom<T>, drawn: () => T): T {
  return useSyncExternalStore(store.listen, store.get, drawn);
}
