/** Site config and config groups (shell spec §7): GET /bff-api/config/all.json, GET /bff-api/config/group/get. */
import type { FastifyInstance } from 'fastify';
import { API_BASES } from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { readCountry } from '../../http/geo';
import { parseLang } from '../../http/lang';
import type { SiteApi } from '../site-config';

export const GROUPS_CACHE_CONTROL = 'public, max-age=600';

interface ConfigQuery {
  lang?: unknown;
  groups?: unknown;
}

export function registerConfigRoutes(app: FastifyInstance, site: SiteApi): void {
  app.get<{ Querystring: ConfigQuery }>(`${API_BASES.bff}/config/all.json`, async (request, reply) => {
    const lang = parseLang(request.query.lang);
    if (!lang.ok) return sendError(reply, 400, 'invalid_parameter', 'lang must be a two-letter language code', { parameter: 'lang' });

    const config = site.configFor(lang.lang, readCountry(request));
    if (!config.ok) {
      request.log.error({ detail: config.detail }, 'stored site config does not match SiteConfigSchema');
      return sendError(reply, 500, 'invalid_site_config', 'Site config is invalid');
    }
    return reply.header('cache-control', 'private, no-cache').header('vary', 'x-country, cookie').send(config.value);
  });

  app.get<{ Querystring: ConfigQuery }>(`${API_BASES.bff}/config/group/get`, async (request, reply) => {
    const names = parseGroupNames(request.query.groups);
    if (names.length === 0) {
      return sendError(reply, 400, 'missing_parameter', 'groups is required: a comma-separated list of group names', {
        parameter: 'groups',
      });
    }
    const lang = parseLang(request.query.lang);
    if (!lang.ok) return sendError(reply, 400, 'invalid_parameter', 'lang must be a two-letter language code', { parameter: 'lang' });

    const groups = site.groups(names, (name, detail) => request.log.warn({ group: name, detail }, 'stored config group is invalid; left out'));
    return reply.header('cache-control', GROUPS_CACHE_CONTROL).send({ groups });
  });
}

/** `groups=a,b` (or repeated `groups=`) → unique, trimmed, non-empty names in request order. */
export function parseGroupNames(raw: unknown): string[] {
  const parts = Array.isArray(raw) ? raw : [raw];
  const names = new Set<string>();
  for (const part of parts) {
    if (typeof part !== 'string') continue;
    for (const name of part.split(',')) {
      const trimmed = name.trim();
      if (trimmed) names.add(trimmed);
    }
  }
  return [...names];
}
