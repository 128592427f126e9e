/**
 * Shared helpers of the routing unit tests: resolve contexts built from the default site config,
 * and narrowing helpers that fail with a readable message when the resolution is of another kind.
 */
import assert from 'node:assert/strict';
import { DEFAULT_SITE_CONFIG } from '../../../platform/src/stores/site-config';
import type { Resolution, RouteDef } from '../../../platform/src/routing/types';
import { resolve, type ResolveContext, type RoutingConfig } from '../../../platform/src/routing/resolve';

export type PageResolution = Extract<Resolution, { kind: 'page' }>;
export type RedirectResolution = Extract<Resolution, { kind: 'redirect' }>;
export type LookupResolution = Extract<Resolution, { kind: 'lookup' }>;

export interface ContextOptions {
  production?: boolean;
  authorized?: boolean;
  maintenanceActive?: boolean;
  config?: Partial<RoutingConfig>;
  languageSources?: ResolveContext['languageSources'];
  ban?: ResolveContext['ban'];
}

/** A resolve context from DEFAULT_SITE_CONFIG (ru + en, registration allowed, payment available). */
export function makeContext(opts: ContextOptions = {}): ResolveContext {
  const config: RoutingConfig = {
    isRegistrationAllowed: DEFAULT_SITE_CONFIG.isRegistrationAllowed,
    isVipDomain: DEFAULT_SITE_CONFIG.isVipDomain,
    isShowIdentification: DEFAULT_SITE_CONFIG.isShowIdentification,
    isShowPaymentPageOnlyAuth: DEFAULT_SITE_CONFIG.isShowPaymentPageOnlyAuth,
    availableRoutes: DEFAULT_SITE_CONFIG.availableRoutes,
    isAccountAreaMode: DEFAULT_SITE_CONFIG.isAccountAreaMode,
    languages: DEFAULT_SITE_CONFIG.languages,
    defaultLanguage: DEFAULT_SITE_CONFIG.defaultLanguage,
    ...opts.config,
  };
  return {
    production: opts.production ?? false,
    authorized: opts.authorized ?? false,
    maintenanceActive: opts.maintenanceActive ?? false,
    languageSources: opts.languageSources ?? {},
    config,
    ...(opts.ban ? { ban: opts.ban } : {}),
  };
}

export const GUEST: ResolveContext = makeContext();
export const USER: ResolveContext = makeContext({ authorized: true });
export const BANNED: ResolveContext = makeContext({ authorized: true, ban: { banned: true, canDeduce: false } });

const describeResolution = (res: Resolution): string =>
  res.kind === 'redirect' ? `redirect to ${res.to} (${res.reason})` : `${res.kind} ${res.route.name}`;

export function expectPage(url: string, ctx: ResolveContext): PageResolution {
  const res = resolve(url, ctx);
  if (res.kind !== 'page') assert.fail(`${url}: expected a page, got ${describeResolution(res)}`);
  return res;
}

export function expectRedirect(url: string, ctx: ResolveContext): RedirectResolution {
  const res = resolve(url, ctx);
  if (res.kind !== 'redirect') assert.fail(`${url}: expected a redirect, got ${describeResolution(res)}`);
  return res;
}

export function expectLookup(url: string, ctx: ResolveContext): LookupResolution {
  const res = resolve(url, ctx);
  if (res.kind !== 'lookup') assert.fail(`${url}: expected a lookup, got ${describeResolution(res)}`);
  return res;
}

/** The name of the page a URL shows (the `<html data-page>` value). */
export function pageName(url: string, ctx: ResolveContext): string {
  return expectPage(url, ctx).route.name;
}

/** Sample value of a route parameter, respecting `oneOf` and the known `match` rules. */
export function sampleParam(route: RouteDef, key: string): string {
  const rule = route.params?.[key];
  const first = rule?.oneOf?.[0];
  if (first !== undefined) return first;
  if (key === 'couponId') return '4711';
  if (key === 'promotionId' && rule?.match) return 'landing-x';
  return `p-${key}`;
}

/** Every `:name` / `:name?` token of a path pattern. */
export function patternKeys(path: string): Array<{ key: string; optional: boolean }> {
  return [...path.matchAll(/:(\w+)(\?)?/g)].map((m) => ({ key: m[1] ?? '', optional: m[2] === '?' }));
}
