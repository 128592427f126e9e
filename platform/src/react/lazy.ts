/**
 * Lazy components: code that loads on first use keeps the first-visit JavaScript small (DESIGN.md
 * §6). A chunk that fails to load reloads the page once (not again within 60 s, the page's chunk
 * guard); the error then reaches the nearest error boundary.
 */
import { createElement, lazy, Suspense, useState, type ComponentType, type FunctionComponent } from 'react';
import { whenTextsReady } from '../i18n/i18n';
import { isEmbedded } from '../env/env';
import { reloadForChunkError } from '../loading/chunk-reload-guard';
import { ALL_STYLES, isServerPass, noteCodeInPass, noteStylesInPass, wantForFirstView } from '../first-view/first-view';
import { registeredStyleTexts } from '../styles/adopt';

let lazyIds = 0;
/** Lazy code being loaded in the browser now, and who waits for none to be. */
let pendingLoads = 0;
const idleWaiters: Array<() => void> = [];

/** Whether lazy code is loading in the browser now. */
export const lazyCodeLoading = (): boolean => pendingLoads > 0;

/** Resolves when no lazy code is loading (a hydrating page's suspended parts have their code). */
export function whenLazyCodeIdle(): Promise<void> {
  return pendingLoads === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
}

/** Lazy code by a name the server and the browser share (`lazyComponent`'s `name`), to load it ahead. */
const named = new Map<string, () => Promise<void>>();

/**
 * Loads the named lazy code a server-drawn part was drawn with (the first view's `code`), so React
 * hydrates the whole part at once instead of leaving a suspended piece for later. Unknown names are skipped.
 */
export async function preloadNamedCode(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => named.get(name)?.().catch(() => undefined)));
}

/**
 * `name`: a name the server's and the browser's builds share (a route name, `betting:sports`): a page the
 * server drew with this code records it, and the browser loads it before hydrating that page.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, name?: string): FunctionComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const id = name ?? `lazy-${(lazyIds += 1)}`;
  if (name) {
    named.set(name, async () => {
      loaded ??= await load();
    });
  }
  const Lazy = lazy(async () => {
    pendingLoads += 1;
    try {
      loaded = await load();
      return { default: loaded };
    } catch (err) {
      // Never reload a host page that embeds Kickoff elements: the element shows its failure instead.
      if (!isEmbedded()) reloadForChunkError(err);
      throw err;
    } finally {
      pendingLoads -= 1;
      if (pendingLoads === 0) for (const resolve of idleWaiters.splice(0)) resolve();
    }
  });
  // Code already in renders at once. A server-drawn first view (issue 25) asks for the code and is drawn
  // again once it is in; the browser hydrates the server's markup when its own copy has arrived.
  /**
   * On a server: the style sheets this code registered when it loaded (a page drawn with it sends them);
   * when it registered none, its sheets may have come with code loaded before it: every sheet (ALL_STYLES).
   */
  let styles: readonly string[] = [ALL_STYLES];
  const LazyOrLoaded = (props: P) => {
    // One path for the life of an element: switching between the two would remount the page.
    const [direct] = useState(() => loaded);
    if (direct) {
      noteStylesInPass(styles);
      if (name) noteCodeInPass(name);
      return createElement(direct, props);
    }
    if (isServerPass()) {
      wantForFirstView('code', id, async () => {
        const before = new Set(registeredStyleTexts().keys());
        loaded = await load();
        const added = [...registeredStyleTexts().keys()].filter((key) => !before.has(key));
        styles = added.length > 0 ? added : [ALL_STYLES];
      });
    }
    return createElement(Lazy as ComponentType<P>, props);
  };
  return LazyOrLoaded;
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
