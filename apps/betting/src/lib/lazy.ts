/**
 * Lazy pages: home loads with the app (first visit), every other page is its own chunk, so the
 * first-visit JS stays small (DESIGN.md §6). A chunk that fails to load reloads the page once (not
 * again within 60 s, platform chunk guard); the error then reaches the app's error boundary.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createChunkReloadGuard, getWebStorage } from '@kickoff/platform';

let guard: ReturnType<typeof createChunkReloadGuard> | null = null;

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (err) {
      guard ??= createChunkReloadGuard({ storage: getWebStorage('session'), reload: () => window.location.reload() });
      guard.handle(err);
      throw err;
    }
  });
}
