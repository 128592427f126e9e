/**
 * Invariants of the route table (shell spec §2, account spec §2): unique names, redirect-only rows,
 * parameter rules, allowed layouts and apps, href() round trips, and no route shadowed by an earlier one.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import type { AppName, LayoutName, RouteDef, RouteParams } from '../../../platform/src/routing/types';
import { NOT_FOUND, ROUTES, routeByName } from '../../../platform/src/routing/route-table';
import { createMatcher, expandRoute } from '../../../platform/src/routing/matcher';
import { resolve } from '../../../platform/src/routing/resolve';
import { fillPattern, href } from '../../../platform/src/routing/links';
import { makeContext, patternKeys, sampleParam } from './helpers';

const LAYOUTS: readonly LayoutName[] = ['main', 'headless', 'empty', 'maintenance', 'blocked'];
const APPS: readonly AppName[] = ['betting', 'casino', 'office', 'promotions', 'information'];

const matcher = createMatcher(ROUTES);

/** A context in which every guarded page exists and every login-required page is open. */
const OPEN = makeContext({ authorized: true, production: false });
const BANNED_OPEN = makeContext({ authorized: true, production: false, ban: { banned: true, canDeduce: false } });
const contextFor = (route: RouteDef) =>
  route.name === 'maintenance' ? makeContext({ authorized: true, maintenanceActive: true }) : route.ban === 'only' ? BANNED_OPEN : OPEN;

/** Sample params for a route: every parameter, or only the required ones. */
function sampleParams(route: RouteDef, withOptional: boolean): RouteParams {
  const params: RouteParams = {};
  for (const { key, optional } of patternKeys(route.path)) {
    if (optional && !withOptional) continue;
    params[key] = sampleParam(route, key);
  }
  return params;
}

/** For each compiled pattern of `routes`, a concrete URL that the matcher sends to another route. */
function shadowed(routes: readonly RouteDef[]): string[] {
  const m = createMatcher(routes);
  const problems: string[] = [];
  for (const c of m.compiled) {
    for (const withOptional of c.pattern.includes('?') ? [true, false] : [true]) {
      const path = c.pattern
        .split('/')
        .flatMap((segment): string[] => {
          if (!segment.startsWith(':')) return segment ? [segment] : [];
          const optional = segment.endsWith('?');
          if (optional && !withOptional) return [];
          return [sampleParam(c.route, segment.slice(1, optional ? -1 : undefined))];
        })
        .join('/');
      const url = `/${path}`;
      const hit = m.match(url);
      if (hit.route.name !== c.route.name) problems.push(`${url}: ${c.route.name} shadowed by ${hit.route.name}`);
    }
  }
  return problems;
}

describe('route table invariants', () => {
  it('has unique route names', () => {
    const names = ROUTES.map((r) => r.name);
    const duplicates = names.filter((n, i) => names.indexOf(n) !== i);
    assert.deepEqual(duplicates, []);
    assert.equal(routeByName.size, ROUTES.length + 1);
  });

  it('keeps the catch-all out of the table and maps it by name', () => {
    assert.equal(NOT_FOUND.name, 'not-found');
    assert.equal(NOT_FOUND.path, '*');
    assert.equal(NOT_FOUND.layout, 'main');
    assert.equal(ROUTES.some((r) => r.name === NOT_FOUND.name || r.path === '*'), false);
    assert.equal(routeByName.get('not-found'), NOT_FOUND);
  });

  it('gives every route without an app a redirect or a lookup, and every redirect/lookup row no app', () => {
    const withoutTarget = ROUTES.filter((r) => r.app === null && !r.redirect && !r.lookup).map((r) => r.name);
    assert.deepEqual(withoutTarget, []);
    const withBoth = ROUTES.filter((r) => r.app !== null && (r.redirect || r.lookup)).map((r) => r.name);
    assert.deepEqual(withBoth, []);
    const redirectAndLookup = ROUTES.filter((r) => r.redirect && r.lookup).map((r) => r.name);
    assert.deepEqual(redirectAndLookup, []);
  });

  it('declares every oneOf/match parameter in the path', () => {
    const missing: string[] = [];
    for (const route of ROUTES) {
      const keys = new Set(patternKeys(route.path).map((k) => k.key));
      for (const [name, rule] of Object.entries(route.params ?? {})) {
        if ((rule.oneOf || rule.match) && !keys.has(name)) missing.push(`${route.name}:${name}`);
        if (!rule.oneOf && !rule.match) missing.push(`${route.name}:${name} (empty rule)`);
        if (rule.oneOf && rule.oneOf.length === 0) missing.push(`${route.name}:${name} (empty oneOf)`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('uses only the allowed layouts and apps', () => {
    const badLayouts = ROUTES.filter((r) => !LAYOUTS.includes(r.layout)).map((r) => `${r.name}:${r.layout}`);
    const badApps = ROUTES.filter((r) => r.app !== null && !APPS.includes(r.app)).map((r) => `${r.name}:${String(r.app)}`);
    assert.deepEqual(badLayouts, []);
    assert.deepEqual(badApps, []);
    // Every layout is used by at least one route.
    assert.deepEqual(LAYOUTS.filter((l) => !ROUTES.some((r) => r.layout === l)), []);
  });

  it('writes paths without leading or trailing slashes', () => {
    const bad = ROUTES.filter((r) => r.path.startsWith('/') || r.path.endsWith('/')).map((r) => r.name);
    assert.deepEqual(bad, []);
  });

  it('gives redirect targets only parameters the source path has', () => {
    const bad: string[] = [];
    for (const route of ROUTES) {
      if (!route.redirect) continue;
      const own = new Set(patternKeys(route.path).map((k) => k.key));
      for (const { key } of patternKeys(route.redirect.to)) if (!own.has(key)) bad.push(`${route.name}:${key}`);
    }
    assert.deepEqual(bad, []);
  });

  it('puts the championship theme on champ, epl, laliga and europaleague pages only', () => {
    const themed = ROUTES.filter((r) => r.theme === 'championship').map((r) => r.name).sort();
    const expected = ['champ', 'epl', 'laliga', 'europaleague'].flatMap((t) => [t, `${t}-game`, `${t}-final`]).sort();
    assert.deepEqual(themed, expected);
  });
});

describe('expandRoute', () => {
  const patterns = (name: string) => {
    const route = routeByName.get(name);
    assert.ok(route, name);
    return expandRoute(route).map((c) => [c.pattern, c.fixed] as const);
  };

  it('expands a required oneOf parameter into one literal pattern per value', () => {
    assert.deepEqual(patterns('sports'), [
      ['/live/:sport?/:champ?', { section: 'live' }],
      ['/line/:sport?/:champ?', { section: 'line' }],
    ]);
    assert.deepEqual(patterns('marble'), [['/marble/live/:sport?/:champ?', { section: 'live' }]]);
  });

  it('expands an optional oneOf parameter into its values plus the pattern without it', () => {
    assert.deepEqual(patterns('results'), [
      ['/results/live', { type: 'live' }],
      ['/results/zone', { type: 'zone' }],
      ['/results', {}],
    ]);
    assert.deepEqual(patterns('registration'), [
      ['/registration/socialregistration', { type: 'socialregistration' }],
      ['/registration', {}],
    ]);
  });

  it('leaves routes without oneOf as a single pattern, the root as "/"', () => {
    assert.deepEqual(patterns('home'), [['/', {}]]);
    assert.deepEqual(patterns('print-coupon'), [['/print-coupon/:couponId', {}]]);
  });

  it('rejects a oneOf parameter that is not in the path', () => {
    const bad: RouteDef = { name: 'bad', path: 'x/:a', layout: 'main', app: 'betting', params: { b: { oneOf: ['1'] } } };
    assert.throws(() => expandRoute(bad), /no :b in x\/:a/);
  });
});

describe('href() round trips through resolve', () => {
  for (const route of ROUTES) {
    for (const withOptional of [true, false]) {
      const params = sampleParams(route, withOptional);
      const hasOptional = patternKeys(route.path).some((k) => k.optional);
      if (!withOptional && !hasOptional) continue;
      it(`${route.name}${withOptional ? '' : ' (optional params dropped)'}`, () => {
        const url = href(route.name, params, 'ru', { q: '1' });
        const res = resolve(url, contextFor(route));
        if (route.redirect) {
          const to = `/ru/${fillPattern(route.redirect.to, params)}`.replace(/\/$/, '');
          const query = new URLSearchParams({ q: '1', ...route.redirect.query }).toString();
          assert.deepEqual(res, { kind: 'redirect', to: `${to}?${query}`, reason: 'route' });
          return;
        }
        if (route.lookup) {
          assert.equal(res.kind, 'lookup');
          assert.equal(res.kind === 'lookup' && res.route.name, route.name);
          assert.deepEqual(res.kind === 'lookup' && res.params, params);
          return;
        }
        assert.equal(res.kind, 'page', `${url} → ${res.kind === 'redirect' ? res.to : ''}`);
        assert.equal(res.kind === 'page' && res.route.name, route.name, url);
        assert.deepEqual(res.kind === 'page' && res.params, params, url);
        assert.equal(res.kind === 'page' && res.search, '?q=1');
      });
    }
  }
});

describe('no route is shadowed by an earlier one', () => {
  it('matches a concrete URL of every compiled pattern to its own route', () => {
    assert.deepEqual(shadowed(ROUTES), []);
  });

  it('returns the parameters of every compiled pattern, oneOf values included', () => {
    const wrong: string[] = [];
    for (const c of matcher.compiled) {
      const params: RouteParams = { ...c.fixed };
      for (const { key } of patternKeys(c.pattern)) params[key] = sampleParam(c.route, key);
      const url = `/${fillPattern(c.pattern, params)}`;
      const hit = matcher.match(url);
      if (hit.route !== c.route || !isDeepStrictEqual(hit.params, params)) {
        wrong.push(`${url}: ${hit.route.name} ${JSON.stringify(hit.params)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('detects a table in which a generic row comes before a literal one', () => {
    const item = routeByName.get('bonus-casino-item');
    const promo = routeByName.get('bonus-casino-promo');
    assert.ok(item && promo);
    assert.deepEqual(shadowed([item, promo]), ['/bonus/casino/promo: bonus-casino-promo shadowed by bonus-casino-item']);
    assert.deepEqual(shadowed([promo, item]), []);
  });

  it('answers the catch-all for an unknown path, never null', () => {
    assert.equal(matcher.match('/no/such/page').route, NOT_FOUND);
    assert.deepEqual(matcher.match('/no/such/page').params, {});
    assert.equal(matcher.match('/live?x=1#top').route.name, 'sports');
    assert.equal(matcher.match('').route.name, 'home');
  });
});
