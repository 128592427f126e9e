/**
 * The current page as resolved by the root config from the route table. Apps render from it.
 */
import { atom } from 'nanostores';
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

export const $route = atom<CurrentRoute | null>(null);
