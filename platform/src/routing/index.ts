export * from './types';
export { ROUTES, NOT_FOUND, BAN_PAGE, routeByName, LEGACY_PROMOTION_PREFIXES } from './route-table';
export { createMatcher, expandRoute, type RouteMatch, type RouteMatcher } from './matcher';
export { resolve, availableLanguages, isRouteAvailable, needsLogin, authRedirectTarget, banRedirect, type ResolveContext, type RoutingConfig } from './resolve';
export { detectLanguage, availableOrFallback, splitLanguage, DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGE_SEGMENT } from './language';
export { href, fillPattern, pathWithLanguage, UnknownRouteError } from './links';
