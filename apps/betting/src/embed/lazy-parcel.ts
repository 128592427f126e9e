/**
 * The root component of an embed parcel whose code loads on first use (`lazyComponent`: the module's
 * entry, on the home page's first visit, carries only this wrapper), rendering nothing until it came.
 */
import { createElement, Suspense, type ComponentType } from 'react';
import { lazyComponent } from '@kickoff/platform';

export function lazyParcel<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazyComponent(load);
  const LazyParcel = (props: P) => createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props));
  return LazyParcel;
}
