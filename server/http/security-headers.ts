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

/** HSTS of a production server: a year, subdomains included (browsers ignore it over plain http). */
export const HSTS = { maxAge: 31_536_000, includeSubDomains: true } as const;

export async function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): Promise<void> {
  await app.register(helmet, { global: true, ...ONLY_BASE_HEADERS, strictTransportSecurity: opts.hsts ? HSTS : false });
}
