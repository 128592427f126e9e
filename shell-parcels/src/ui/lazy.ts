/**
 * Lazy components for the shell: forms load on first use (keeps first-visit JS small). A chunk
 * that fails to load reloads the page once (not again within 60 s, platform chunk guard); the
 * error then reaches the parcel's error boundary.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createChunkReloadGuard, getWebStorage } from '@kickoff/platform';

let guard: ReturnType<typeof createChunkReloadGuard> | null = null;

function chunkGuard(): ReturnType<typeof createChunkReloadGuard> {
  guard ??= createChunkReloadGuard({ storage: getWebStorage('session'), reload: () => window.location.reload() });
  return guard;
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (err) {
      chunkGuard().handle(err);
      throw err;
    }
  });
}
