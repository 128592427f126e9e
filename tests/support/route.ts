/**
 * Routes in browser tests of an app's screens: `CurrentRoute`s as the root config resolves them, and
 * setting one inside React's `act`, as the root config's routing driver does on a navigation.
 */
import { act } from 'react';
import type { AppName, CurrentRoute, LayoutName } from '@kickoff/platform';
import { setRoute } from '../../platform/src/stores/route';

/** Builds the `CurrentRoute` of one of an app's pages (English, no path or theme). */
export type RouteBuilder = (name: string, params?: Record<string, string>, search?: string, data?: Record<string, string>) => CurrentRoute;

/** The route builder of `app`'s pages in `layout` ('main' by default). */
export const routesOf = (app: AppName, layout: LayoutName = 'main'): RouteBuilder =>
  (name, params = {}, search = '', data = {}) => ({ name, params, lang: 'en', layout, app, path: '', search, theme: null, data });

/** Makes `route` the current route, inside `act`. */
export function enterRoute(route: CurrentRoute): void {
  act(() => setRoute(route));
}
