/**
 * Security headers through @fastify/helmet: every response carries `X-Content-Type-Options: nosniff`
 * and `Referrer-Policy: strict-origin-when-cross-origin`, plus `Strict-Transport-Security` in
 * production (and nothing else from helmet); the shell page adds its Content-Security-Policy with
 * `reply.helmet(SHELL_HELMET)`.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The shell page CSP: same-origin scripts only, inline styles allowed, no plugins, no framing by others. */
export const SHELL_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

const ONLY_BASE_HEADERS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
} satisfies FastifyHelmetOptions;

/** `reply.helmet(SHELL_HELMET)` on the shell page: the base headers plus its CSP (no helmet defaults mixed in). */
export const SHELL_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: Object.fromEntries(Object.entries(SHELL_CSP_DIRECTIVES).map(([name, values]) => [name, [...values]])),
  },
};

/**
 * The CSP directives with the remote-view allow-lists added (docs/architecture.md "Remote views"): script
 * origins to `script-src` (their scripts still need integrity), view origins to `connect-src` (the view's
 * fetch) and `style-src` (its stylesheets). Nothing else is added; empty lists leave the directives as they are.
 */
export function withRemoteViewSources(
  directives: Readonly<Record<string, readonly string[]>>,
  sources: { viewOrigins: readonly string[]; scriptOrigins: readonly string[] },
): Record<string, string[]> {
  const extra: Record<string, readonly string[]> = { 'script-src': sources.scriptOrigins, 'connect-src': sources.viewOrigins, 'style-src': sources.viewOrigins };
  return Object.fromEntries(Object.entries(directives).map(([name, values]) => [name, [...new Set([...values, ...(extra[name] ?? [])])]]));
}

/** HSTS of a production server: a year, subdomains included (browsers ignore it over plain http). */
export const HSTS = { maxAge: 31_536_000, includeSubDomains: true } as const;

export async function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): Promise<void> {
  await app.register(helmet, { global: true, ...ONLY_BASE_HEADERS, strictTransportSecurity: opts.hsts ? HSTS : false });
}
