/**
 * The root component of an embed parcel whose code loads on first use (`lazyComponent`, the page's
 * chunk guard: the module's entry, on the home page's first visit, carries only this wrapper). It
 * renders nothing until the code and the texts of every namespace it registered are in.
 */
import { createElement, Suspense, type ComponentType, type FunctionComponent } from 'react';
import { lazyComponent, whenTextsReady } from '@kickoff/platform';

export function lazyParcel<P extends object>(load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  const Lazy = lazyComponent<P>(async () => {
    const component = await load();
    await whenTextsReady();
    return component;
  });
  const LazyParcel = (props: P) => createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props));
  return LazyParcel;
}
