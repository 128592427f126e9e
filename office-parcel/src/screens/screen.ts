/**
 * How an office screen loads: its module is a lazy chunk that registers its own text namespace
 * (`addTranslations`) and styles (`registerStyles`) when it is evaluated; `screen()` imports it, waits
 * for the texts of the current language and resolves the component, so a screen never renders keys.
 */
import type { ComponentType } from 'react';
import { whenTextsReady } from '@kickoff/platform';

/** Imports a screen's chunk and resolves its component once its texts are in. */
export type ScreenLoader = () => Promise<ComponentType>;

/** Route name (`office-recharge`, `onpay-success`, ...) → the screen that renders it. */
export type ScreenTable = Readonly<Record<string, ScreenLoader>>;

/** A loader for a screen module: `screen(() => import('./Recharge'), (m) => m.Recharge)`. */
export function screen<M>(load: () => Promise<M>, pick: (mod: M) => ComponentType): ScreenLoader {
  return async () => {
    const mod = await load();
    await whenTextsReady();
    return pick(mod);
  };
}
