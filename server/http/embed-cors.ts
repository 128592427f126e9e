/**
 * CORS for pages that embed Kickoff elements on another origin (issue 14): the import map, the module
 * files (SystemJS loads them with `integrity`, so with CORS) and the public API's reads may be fetched
 * from an allowed embed origin — `security.embedOrigins` (the configuration), the origins a service manages
 * (`app.embedAllowList.follow(...)`: the embeds service's table, edited in the console), plus any loopback
 * origin outside production (the demo CMS page). No credentials cross: an embedded element reads what a guest may read, and the
 * write guard still refuses every state-changing request from a foreign origin. Everything else on the
 * server answers no CORS headers at all.
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SecurityConfig } from './security-config';
import { isLoopbackHost, originOf } from './write-guard';

/** Paths an embedding page may read across origins. */
const MODULE_PATHS = /^\/(?:importmap\.json|dist\/)/;
const API_PATHS = /^\/(?:web-api|bff-api)\//;
/** Headers the platform's API client sends on a read (the fingerprint, the language). */
const API_HEADERS = ['content-type', 'x-hd', 'accept-language'];

/** Whether a managed list (beside the configuration) holds a normalised origin. */
export type ManagedEmbedOrigins = (origin: string) => boolean;

export interface EmbedAllowList {
  /** From now on the origins `managed` holds are allowed too (the embeds service's table). */
  follow(managed: ManagedEmbedOrigins): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embed origins beyond the configuration (kickoff-http; the embeds service follows its table). */
    embedAllowList: EmbedAllowList;
  }
}

export function embedOriginAllowed(
  origin: string,
  security: Pick<SecurityConfig, 'embedOrigins'>,
  production: boolean,
  managed: ManagedEmbedOrigins = () => false,
): boolean {
  const normalised = originOf(origin);
  if (!normalised) return false;
  if (security.embedOrigins.includes(normalised) || managed(normalised)) return true;
  return !production && isLoopbackHost(new URL(normalised).hostname);
}

export async function registerEmbedCors(app: FastifyInstance, security: SecurityConfig, production: boolean): Promise<void> {
  let managed: ManagedEmbedOrigins = () => false;
  app.decorate('embedAllowList', {
    follow(list: ManagedEmbedOrigins) {
      managed = list;
    },
  } satisfies EmbedAllowList);
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request: FastifyRequest, callback) => {
      const origin = request.headers.origin;
      const path = request.url.split('?')[0] ?? '';
      const kind = MODULE_PATHS.test(path) ? 'module' : API_PATHS.test(path) ? 'api' : null;
      if (!origin || kind === null || !embedOriginAllowed(origin, security, production, managed)) {
        callback(null, { origin: false });
        return;
      }
      callback(null, {
        origin: true,
        methods: ['GET', 'HEAD'],
        credentials: false,
        allowedHeaders: kind === 'api' ? API_HEADERS : [],
        exposedHeaders: ['etag'],
        maxAge: 600,
        strictPreflight: false,
      });
    },
  });
}
