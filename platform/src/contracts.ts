/**
 * Module contracts: what the root config expects each module to export through the import map.
 * Modules never import each other; these names are the only coupling, and they are checked at run time.
 */
import type { LayoutName } from './routing/types';

/** Parcels exported by `@kickoff/shell` as `parcels`. */
const SHELL_PARCELS = ['header', 'footer', 'seo', 'notifications', 'support', 'scrollTop', 'modals', 'progress', 'notices'] as const;
export type ShellParcelName = (typeof SHELL_PARCELS)[number];

/** Parcels exported by `@kickoff/shell` as `pageParcels`, mounted inside application pages. */
const SHELL_PAGE_PARCELS = ['authPage'] as const;
export type ShellPageParcelName = (typeof SHELL_PAGE_PARCELS)[number];

/** Layout slots. `content` hosts the route application; `coupon` hosts `@kickoff/coupon`'s parcel. */
export type SlotName = ShellParcelName | 'coupon' | 'content';

/** The parts of each layout (shell spec §2; "not shown" parts chosen in docs/architecture.md). */
export const LAYOUT_SLOTS: Readonly<Record<LayoutName, readonly SlotName[]>> = {
  main: ['progress', 'header', 'content', 'coupon', 'seo', 'footer', 'notifications', 'support', 'scrollTop', 'modals', 'notices'],
  headless: ['progress', 'content', 'notifications', 'modals', 'notices'],
  empty: ['content', 'modals'],
  maintenance: ['content', 'notifications'],
  blocked: ['header', 'content', 'notifications', 'support', 'modals'],
};

/** Minimal runtime shape of single-spa lifecycles (validated when a module loads). */
export interface LifecycleModule {
  bootstrap: unknown;
  mount: unknown;
  unmount: unknown;
}

export function isLifecycles(value: unknown): value is LifecycleModule {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const fnOrArray = (x: unknown) => typeof x === 'function' || (Array.isArray(x) && x.every((f) => typeof f === 'function'));
  return fnOrArray(v['bootstrap']) && fnOrArray(v['mount']) && fnOrArray(v['unmount']);
}
