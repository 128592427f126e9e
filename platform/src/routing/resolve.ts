/**
 * URL → page or redirect, from the route table plus the session, the site config and the build.
 * Pure: the root config feeds it the current state and acts on the answer.
 */
import { availableOrFallback, detectLanguage, splitLanguage, type LanguageSources } from './language';
import { fillPattern, pathWithLanguage } from './links';
import { createMatcher, type RouteMatcher } from './matcher';
import { BAN_PAGE, NOT_FOUND, ROUTES, routeByName } from './route-table';
import type { Resolution, RouteDef, RouteParams } from './types';

export interface RoutingConfig {
  isRegistrationAllowed: boolean;
  isVipDomain: boolean;
  isShowIdentification: boolean;
  isShowPaymentPageOnlyAuth: boolean;
  availableRoutes: readonly string[];
  isAccountAreaMode: boolean;
  languages: ReadonlyArray<{ code: string; authOnly: boolean }>;
  defaultLanguage: string;
}

export interface ResolveContext {
  production: boolean;
  authorized: boolean;
  config: RoutingConfig;
  /** Cookie and browser languages; the URL source is read from the URL itself. */
  languageSources: Omit<LanguageSources, 'url'>;
  maintenanceActive: boolean;
  /** The signed-in user's ban state (account spec §2, §4); absent means not banned. */
  ban?: { banned: boolean; canDeduce: boolean };
  /** From the user config: identification still needed, personal data still missing after registration. */
  kyc?: { needIdentification: boolean; dataAfterRegistration: boolean };
}

/** Need-for-identification and data-after-registration guard: where the player must go first, or null. */
export function kycRedirect(route: RouteDef, ctx: Pick<ResolveContext, 'authorized' | 'kyc' | 'config'>): string | null {
  if (!ctx.authorized || !route.kyc || !ctx.kyc) return null;
  if (ctx.kyc.needIdentification) return ctx.config.isShowIdentification ? 'office-identification' : 'office-verification';
  if (route.kyc === 'complete' && ctx.kyc.dataAfterRegistration) return 'office-account-edit';
  return null;
}

/** Ban guard: where a signed-in user may not stay, the target route name; null when the page is fine. */
export function banRedirect(route: RouteDef, ctx: Pick<ResolveContext, 'authorized' | 'ban'>): string | null {
  if (!ctx.authorized) return null;
  const banned = ctx.ban?.banned === true;
  if (!banned) return route.ban === 'only' ? 'home' : null;
  if (route.ban === 'allowed' || route.ban === 'only') return null;
  if (route.ban === 'deduce' && ctx.ban?.canDeduce === true) return null;
  return BAN_PAGE;
}

let defaultMatcher: RouteMatcher | null = null;
const matcher = (): RouteMatcher => (defaultMatcher ??= createMatcher(ROUTES));

/** Languages a user may see: auth-only languages are hidden from guests. */
export function availableLanguages(config: RoutingConfig, authorized: boolean): string[] {
  return config.languages.filter((l) => authorized || !l.authOnly).map((l) => l.code);
}

/** Whether an availability guard lets the route exist at all (otherwise 404). */
export function isRouteAvailable(route: RouteDef, ctx: ResolveContext): boolean {
  switch (route.guard) {
    case undefined:
      return true;
    case 'registration':
      return ctx.config.isRegistrationAllowed && !ctx.config.isVipDomain;
    case 'debugger':
      return !ctx.production;
    case 'identification':
      return ctx.config.isShowIdentification;
    case 'payment':
      return ctx.config.availableRoutes.includes('payment');
  }
}

/** Login needed: the route's own flag, or the payment-page rule when config asks for it. */
export function needsLogin(route: RouteDef, ctx: ResolveContext): boolean {
  return route.auth === true || (route.guard === 'payment' && ctx.config.isShowPaymentPageOnlyAuth);
}

/** Account spec §2: authApp (account-area mode), else login, else account (account-area mode), else home. */
export function authRedirectTarget(ctx: ResolveContext): string {
  const area = ctx.config.isAccountAreaMode;
  const order: Array<[string, boolean]> = [['auth-app', area], ['login', true], ['office-account', area], ['home', true]];
  for (const [name, allowed] of order) {
    const route = routeByName.get(name);
    if (allowed && route) return route.path;
  }
  return '';
}

const mergeQuery = (search: string, extra: Readonly<Record<string, string>> = {}): string => {
  const query = new URLSearchParams(search);
  for (const [k, v] of Object.entries(extra)) query.set(k, v);
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** The stream segment (`/{lang}/stream/...`) and the parameter it sets on the route. */
export const STREAM_PARAM = 'stream';
const STREAM_PREFIX = '/stream';
const STREAM_SEGMENT = /^\/stream(?=\/|$)/;

export function resolve(url: string, ctx: ResolveContext, routes: RouteMatcher = matcher()): Resolution {
  const parsed = new URL(url, 'http://kickoff.local');
  const { lang: segment, rest, canonical } = splitLanguage(parsed.pathname);
  const available = availableLanguages(ctx.config, ctx.authorized);
  const langOpts = { available, defaultLanguage: ctx.config.defaultLanguage };

  // 1. Language segment: insert it when missing, replace it when unavailable or not lower case. The query is kept.
  if (segment === null) {
    const lang = detectLanguage({ url: parsed.searchParams.get('lng'), ...ctx.languageSources }, langOpts);
    return { kind: 'redirect', to: `${pathWithLanguage(lang, rest)}${parsed.search}`, reason: 'language' };
  }
  if (!available.includes(segment) || !canonical) {
    const lang = availableOrFallback(segment, langOpts);
    return { kind: 'redirect', to: `${pathWithLanguage(lang, rest)}${parsed.search}`, reason: 'language' };
  }
  const lang = segment;
  const here = (name: string, params: RouteParams = {}) => pathWithLanguage(lang, fillPattern(routeByName.get(name)?.path ?? '', params));

  // The stream segment after the language (shell spec §2): `/ru/stream/...` is the same page in stream mode (video
  // opened on a game page, only games with video in a list); the route gets `stream: '1'` among its params.
  const streamed = STREAM_SEGMENT.test(rest);
  const path = streamed ? rest.slice(STREAM_PREFIX.length) || '/' : rest;

  // 2. Maintenance wins over everything; an inactive flag sends the maintenance page home.
  let { route, params } = routes.match(path);
  if (streamed) params = { ...params, [STREAM_PARAM]: '1' };
  if (ctx.maintenanceActive && route.name !== 'maintenance') {
    return { kind: 'redirect', to: here('maintenance'), reason: 'maintenance' };
  }
  if (!ctx.maintenanceActive && route.name === 'maintenance') {
    return { kind: 'redirect', to: here('home'), reason: 'maintenance-over' };
  }

  // 3. Availability guards: an unavailable page does not exist.
  if (!isRouteAvailable(route, ctx)) ({ route, params } = { route: NOT_FOUND, params: {} });

  // 4. Login-required pages: open the authorization block and redirect, keeping the query.
  if (needsLogin(route, ctx) && !ctx.authorized) {
    const to = pathWithLanguage(lang, authRedirectTarget(ctx));
    const returnUrl = `${parsed.pathname}${parsed.search}`;
    return { kind: 'redirect', to: `${to}${mergeQuery(parsed.search, { returnUrl })}`, reason: 'auth', openAuth: true };
  }

  // 5. Ban guard: a banned user reaches only allowed pages; ban-only pages send others home.
  const banTarget = banRedirect(route, ctx);
  if (banTarget !== null) return { kind: 'redirect', to: here(banTarget), reason: 'ban' };
  const kycTarget = kycRedirect(route, ctx);
  if (kycTarget !== null) return { kind: 'redirect', to: here(kycTarget), reason: 'kyc' };

  // 6. Redirect rows and lookups.
  if (route.redirect) {
    const to = pathWithLanguage(lang, fillPattern(route.redirect.to, params));
    return { kind: 'redirect', to: `${to}${mergeQuery(parsed.search, route.redirect.query)}`, reason: 'route' };
  }
  if (route.lookup) return { kind: 'lookup', route, params, lang, search: parsed.search };

  // `path` keeps the stream segment: a link to the same page in another language stays in stream mode.
  return { kind: 'page', route, params, lang, path: rest, search: parsed.search };
}
