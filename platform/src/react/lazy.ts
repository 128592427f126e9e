/**
 * Lazy components: code that loads on first use keeps the first-visit JavaScript small (DESIGN.md
 * §6). A chunk that fails to load reloads the page once (not again within 60 s, the page's chunk
 * guard); the error then reaches the nearest error boundary.
 */
import { createElement, lazy, Suspense, type ComponentType, type FunctionComponent, type LazyExoticComponent } from 'react';
import { whenTextsReady } from '../i18n/i18n';
import { isEmbedded } from '../env/env';
import { reloadForChunkError } from '../loading/chunk-reload-guard';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (err) {
      // Never reload a host page that embeds Kickoff elements: the element shows its failure instead.
      if (!isEmbedded()) reloadForChunkError(err);
      throw err;
    }
  });
}

/**
 * The root component of a parcel whose code loads on first use (a module's entry carries only this
 * wrapper): it renders nothing until the code and the texts of every namespace it registered are in.
 * The casino's and promotions' embed parcels (`gameTileParcel`, `promoParcel`, ...) use it.
 */
export function lazyParcel<P extends object>(load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  const Lazy = lazyComponent<P>(async () => {
    const component = await load();
    await whenTextsReady();
    return component;
  });
  const LazyParcel = (props: P) => createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props));
  return LazyParcel;
}
