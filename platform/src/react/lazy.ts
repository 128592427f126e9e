/**
 * Lazy components: code that loads on first use keeps the first-visit JavaScript small (DESIGN.md
 * §6). A chunk that fails to load reloads the page once (not again within 60 s, the page's chunk
 * guard); the error then reaches the nearest error boundary.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reloadForChunkError } from '../loading/chunk-reload-guard';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (err) {
      reloadForChunkError(err);
      throw err;
    }
  });
}
