/**
 * The current page as resolved by the root config from the route table. Apps render from it; the
 * root config's routing driver is its only writer (through `claimRootConfigWriters`).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AppName, LayoutName, RouteParams } from '../routing/types';

export interface CurrentRoute {
  name: string;
  params: RouteParams;
  lang: string;
  layout: LayoutName;
  app: AppName | null;
  /** Path without the language segment. */
  path: string;
  search: string;
  theme: 'championship' | null;
  data: Readonly<Record<string, string>>;
}

const route = atom<CurrentRoute | null>(null);

export const $route: ReadableAtom<CurrentRoute | null> = route;

/** Platform-internal: the root config gets it through `claimRootConfigWriters`. */
export function setRoute(next: CurrentRoute | null): void {
  route.set(next);
}
