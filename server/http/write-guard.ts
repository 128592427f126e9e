/**
 * The write guard of every route (an `onRequest` hook of the HTTP infrastructure, so each service gets
 * it): a state-changing request (POST, PUT, PATCH, DELETE) is refused with 403 `forbidden_origin`
 * when its `Origin` (or, without one, its `Referer`) is not an allowed origin, and with 415
 * `unsupported_media_type` when it has a body type other than JSON (a route may allow others with
 * `config: { contentTypes: [...] }`). Requests with neither header (curl, server-to-server, tests)
 * pass the origin check: browsers send `Origin` on every cross-origin POST.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import type { SecurityConfig } from './security-config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body media types a state-changing route accepts (default: application/json only). */
    contentTypes?: readonly string[];
  }
}

const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_ONLY: readonly string[] = ['application/json'];

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names that only reach this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host) || host === '::1';
}

/** `scheme://host[:port]` of a URL string, lower-cased, default ports dropped; undefined when it is not one. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** The origin a browser stated: `Origin`, else the origin of `Referer`; `null` when it stated an unusable one. */
function statedOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return originOf(origin) ?? null;
  const referer = request.headers.referer;
  if (referer !== undefined) return originOf(referer) ?? null;
  return undefined;
}

export function mediaTypeOf(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}

export function registerWriteGuard(app: FastifyInstance, config: SecurityConfig): void {
  const configured = new Set(config.allowedOrigins.map((origin) => originOf(origin) ?? origin));

  const allowed = (request: FastifyRequest, origin: string): boolean => {
    if (configured.size > 0) return configured.has(origin);
    // No list: the site's own origin, on a development server only (a public host must be listed).
    const own = originOf(`${request.protocol}://${request.host}`);
    return own === origin && isLoopbackHost(request.hostname);
  };

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = statedOrigin(request);
    if (origin !== undefined && (origin === null || !allowed(request, origin))) {
      request.log.warn({ origin: request.headers.origin ?? request.headers.referer, url: request.url }, 'cross-origin write refused');
      throw new HttpError(403, 'forbidden_origin', 'This request must come from the site itself');
    }
    const type = mediaTypeOf(request.headers['content-type']);
    if (type !== undefined && !(request.routeOptions.config.contentTypes ?? JSON_ONLY).includes(type)) {
      throw new HttpError(415, 'unsupported_media_type', `Content-Type ${type} is not accepted here: send application/json`);
    }
  });
}
