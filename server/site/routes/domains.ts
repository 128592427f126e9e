/**
 * The official addresses of the site for the domain checker (account spec §7 "Static assets"):
 * GET /web-api/site/domains → { primary, official }. The list comes from the security settings
 * (`KICKOFF_OFFICIAL_DOMAINS`, the primary first). Not configured, the server does not guess: it
 * answers the request's own host (outside production with its `localhost`/`127.0.0.1` variants on the
 * same port, so a development page opened either way counts as official).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_BASES } from '@kickoff/contracts';
import { DOMAINS_PATH, DomainListSchema, isHostAddress, type DomainList } from '@kickoff/domain-check-contracts/domains';
import { sendError } from '../../http/errors';

/** The list changes only with a restart; browsers and proxies may keep it for five minutes. */
export const DOMAINS_CACHE_CONTROL = 'public, max-age=300';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1'] as const;

export interface DomainSettings {
  /** The configured official addresses, the primary first (validated by the security settings); empty: not configured. */
  officialDomains: readonly string[];
  production: boolean;
}

export function registerDomainRoutes(app: FastifyInstance, settings: DomainSettings): void {
  const warning = unconfiguredDomainsWarning(settings);
  if (warning) app.log.warn(warning);

  app.get(`${API_BASES.web}${DOMAINS_PATH}`, async (request, reply) => {
    const list = domainListFor(settings, request.host);
    if (!list) return sendError(reply, 400, 'invalid_host', 'The Host header is not a host name or IP address with an optional port');
    return reply.header('cache-control', DOMAINS_CACHE_CONTROL).send(v.parse(DomainListSchema, list));
  });
}

/** The start-up warning of a production server whose official addresses are not configured. Pure. */
export function unconfiguredDomainsWarning(settings: DomainSettings): string | undefined {
  if (!settings.production || settings.officialDomains.length > 0) return undefined;
  return 'KICKOFF_OFFICIAL_DOMAINS is not set: the domain checker takes any host the site is opened on for an official one';
}

/**
 * The answer for a request to `requestHost` (the Host header, `name[:port]`): the configured list, or
 * the request's own host (outside production with its loopback variants); undefined when the list is
 * not configured and the Host header is not an address. Pure.
 */
export function domainListFor(settings: DomainSettings, requestHost: string): DomainList | undefined {
  const [primary, ...others] = settings.officialDomains;
  if (primary !== undefined) return { primary, official: [primary, ...others] };
  const own = requestHost.trim().toLowerCase().replace(/\.(?=:\d+$|$)/, '');
  if (!isHostAddress(own)) return undefined;
  if (settings.production) return { primary: own, official: [own] };
  const port = /:(\d+)$/.exec(own)?.[1];
  const loopback = LOOPBACK_NAMES.map((name) => (port ? `${name}:${port}` : name));
  return { primary: own, official: [...new Set([own, ...loopback])] };
}
