/**
 * A lazy component whose code brings its own text namespace (auth, account): once the chunk is in,
 * it waits for every registered namespace in the current language (`whenTextsReady`), so the
 * component never renders raw keys. A chunk or bundle that fails to load goes through the page's
 * chunk guard (`lazyComponent`).
 */
import type { ComponentType, FunctionComponent } from 'react';
import { lazyComponent, whenTextsReady } from '@kickoff/platform';

export function lazyWithTexts<P extends object>(load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  return lazyComponent<P>(async () => {
    const component = await load();
    await whenTextsReady();
    return component;
  });
}
