/**
 * Links derived from the route table: `href('sports', { section: 'live', sport: 'football' }, 'ru')`
 * → `/ru/live/football`. Fixed `oneOf` values are taken from the params; optional parameters
 * that are not given are dropped.
 */
import { routeByName } from './route-table';
import type { RouteParams } from './types';

export class UnknownRouteError extends Error {
  constructor(name: string) {
    super(`Unknown route: ${name}`);
    this.name = 'UnknownRouteError';
  }
}

/** Fills `:name` and `:name?` tokens of a pattern; a missing required parameter throws. */
export function fillPattern(pattern: string, params: RouteParams): string {
  const filled = pattern
    .split('/')
    .flatMap((segment): string[] => {
      if (!segment.startsWith(':')) return segment ? [segment] : [];
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`Missing route parameter :${key} in ${pattern}`);
      }
      return [encodeURIComponent(value)];
    })
    .join('/');
  return filled;
}

export function pathWithLanguage(lang: string, rest: string): string {
  const tail = rest.replace(/^\/+/, '');
  return tail ? `/${lang}/${tail}` : `/${lang}`;
}

export function href(name: string, params: RouteParams = {}, lang: string, query?: Record<string, string>): string {
  const route = routeByName.get(name);
  if (!route) throw new UnknownRouteError(name);
  const path = pathWithLanguage(lang, fillPattern(route.path, params));
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return `${path}${search}`;
}
