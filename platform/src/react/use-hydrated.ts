/**
 * False while React hydrates a server-drawn view (issue 25) and on the server, true otherwise: a
 * component whose first browser render depends on what only the browser knows (stored bets, local
 * settings) draws the server's version first and its own right after, without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
