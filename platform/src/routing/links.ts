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

/**
 * Fills `:name` and `:name?` tokens of a pattern. A missing required parameter throws, and so does a
 * missing optional one followed by a given one (the later value would land in the wrong slot).
 */
export function fillPattern(pattern: string, params: RouteParams): string {
  const out: string[] = [];
  let dropped: string | null = null;
  for (const segment of pattern.split('/')) {
    if (!segment) continue;
    if (!segment.startsWith(':')) {
      out.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (!optional) throw new Error(`Missing route parameter :${key} in ${pattern}`);
      dropped ??= key;
      continue;
    }
    if (dropped) throw new Error(`Route parameter :${key} needs :${dropped} in ${pattern}`);
    out.push(encodeURIComponent(value));
  }
  return out.join('/');
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
