/**
 * A one-hook store subscription for hot components (odds buttons): nanostores' `listen` and `get`
 * are closures over the store, so they are stable and can go straight into useSyncExternalStore
 * (@nanostores/react's useStore costs three hooks per store).
 */
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useAtom<T>(store: ReadableAtom<T>): T {
  // The same snapshot on the server (a server-rendered first view, issue 25).
  return useSyncExternalStore(store.listen, store.get, store.get);
}
