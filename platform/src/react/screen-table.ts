/**
 * Route screens loaded on use: an application keeps a table of route name → screen loader, each
 * loader importing a lazy chunk that registers its own texts (`addTranslations`) and styles
 * (`registerStyles`) when it is evaluated. `screen()` waits for the texts of the current language, so
 * a screen never renders keys; `screenLookup()` gives one lazy component per route name, so React
 * keeps a screen's state while the route's parameters change.
 */
import type { ComponentType, FunctionComponent } from 'react';
import { whenTextsReady } from '../i18n/i18n';
import { lazyComponent } from './lazy';

/** Imports a screen's chunk and resolves its component once its texts are in. */
export type ScreenLoader = () => Promise<ComponentType>;

/** Route name (`office-recharge`, `slots`, ...) → the loader of the screen that renders it. */
export type ScreenTable = Readonly<Record<string, ScreenLoader>>;

/** A loader for a screen module: `screen(() => import('./Recharge'), (m) => m.Recharge)`. */
export function screen<M>(load: () => Promise<M>, pick: (mod: M) => ComponentType): ScreenLoader {
  return async () => {
    const mod = await load();
    await whenTextsReady();
    return pick(mod);
  };
}

/**
 * The lazy component of a route's screen from `table` (the same one each time), or null. Each is named by
 * its route, so a page the server drew with it loads its code before hydrating (`lazyComponent`).
 */
export function screenLookup(table: ScreenTable): (routeName: string) => FunctionComponent | null {
  const components = new Map<string, FunctionComponent>(Object.entries(table).flatMap(([routeName, load]) => (load ? [[routeName, lazyComponent(load, routeName)] as const] : [])));
  return (routeName) => components.get(routeName) ?? null;
}
