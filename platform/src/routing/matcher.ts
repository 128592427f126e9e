/**
 * Route matching with navaid: the table is compiled once into navaid routes, in table order.
 * `oneOf` parameters are expanded into literal patterns, so `/ru/results/foo` falls through to the
 * catch-all instead of matching `results/:type`. `match` parameters are checked after matching and
 * turn the page into the 404.
 */
import navaid from 'navaid';
import { NOT_FOUND } from './route-table';
import type { RouteDef, RouteParams } from './types';

interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: string;
  fixed: RouteParams;
}

/** Expands every `oneOf` parameter of a route into literal patterns (optional ones also without it). */
export function expandRoute(route: RouteDef): CompiledRoute[] {
  let variants: CompiledRoute[] = [{ route, pattern: `/${route.path}`, fixed: {} }];
  for (const [name, rule] of Object.entries(route.params ?? {})) {
    if (!rule.oneOf) continue;
    const values = rule.oneOf;
    variants = variants.flatMap((variant) => {
      const optional = new RegExp(`/:${name}\\?(?=/|$)`);
      const required = new RegExp(`/:${name}(?=/|$)`);
      const isOptional = optional.test(variant.pattern);
      const token = isOptional ? optional : required;
      if (!token.test(variant.pattern)) throw new Error(`route ${route.name}: no :${name} in ${route.path}`);
      const out = values.map((value) => ({
        route,
        pattern: variant.pattern.replace(token, `/${value}`),
        fixed: { ...variant.fixed, [name]: value },
      }));
      if (isOptional) out.push({ route, pattern: variant.pattern.replace(token, ''), fixed: variant.fixed });
      return out;
    });
  }
  return variants.map((v) => ({ ...v, pattern: v.pattern === '/' || v.pattern === '' ? '/' : v.pattern }));
}

/** Safe decoding: malformed percent-encoding yields null (the URL is then a 404). */
function decodeParam(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export interface RouteMatcher {
  /** Matches a path *without* the language segment, e.g. `/line/football`. Never returns null: the 404 is a match too. */
  match(path: string): RouteMatch;
  readonly compiled: readonly CompiledRoute[];
}

export function createMatcher(routes: readonly RouteDef[]): RouteMatcher {
  const compiled = routes.flatMap(expandRoute);
  let hit: RouteMatch | null = null;
  const router = navaid('/', () => {
    hit = null;
  });
  for (const c of compiled) {
    router.on<Record<string, string | null>>(c.pattern, (raw) => {
      hit = finish(c, raw ?? {});
    });
  }
  return {
    compiled,
    match(path: string): RouteMatch {
      hit = null;
      const clean = path.split(/[?#]/)[0] || '/';
      router.run(clean === '' ? '/' : clean);
      return hit ?? { route: NOT_FOUND, params: {} };
    },
  };
}

function finish(c: CompiledRoute, raw: Record<string, string | null>): RouteMatch {
  const params: RouteParams = { ...c.fixed };
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || value === undefined) continue;
    const decoded = decodeParam(value);
    if (decoded === null) return { route: NOT_FOUND, params: {} };
    params[key] = decoded;
  }
  for (const [key, rule] of Object.entries(c.route.params ?? {})) {
    const value = params[key];
    if (rule.match && value !== undefined && !rule.match.test(value)) return { route: NOT_FOUND, params: {} };
  }
  return { route: c.route, params };
}
