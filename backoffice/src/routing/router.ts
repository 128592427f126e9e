/**
 * The console's location as a store: navaid listens to history changes and same-origin link clicks,
 * `$location` holds the path and query the frame renders. `navigate(url)` pushes, `replaceQuery(params)`
 * rewrites the query string in place (a screen's filters and page cursor live there, so a reload or a
 * shared link shows the same list).
 */
import { atom } from 'nanostores';
import navaid from 'navaid';

export interface ConsoleLocation {
  pathname: string;
  search: string;
}

const here = (): ConsoleLocation => ({ pathname: location.pathname, search: location.search });

export const $location = atom<ConsoleLocation>({ pathname: '/backoffice', search: '' });

let router: ReturnType<typeof navaid> | null = null;

export function startRouter(): void {
  if (router) return;
  $location.set(here());
  router = navaid('/', () => $location.set(here()));
  router.on('*', () => $location.set(here()));
  router.listen();
}

export function navigate(url: string): void {
  if (router) router.route(url);
  else history.pushState(null, '', url);
  $location.set(here());
}

/** The current query with `changes` applied (`null`/`''` removes a key), replacing the history entry. */
export function replaceQuery(changes: Readonly<Record<string, string | number | null | undefined>>): void {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const search = params.toString();
  history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}`);
  $location.set(here());
}

export function queryOf(search: string): URLSearchParams {
  return new URLSearchParams(search);
}
