/** Site config and config groups (shell spec §7): GET /bff-api/config/all.json, GET /bff-api/config/group/get. */
import type { FastifyInstance } from 'fastify';
import { SiteConfigSchema } from '../../platform/src/schemas/config';
import type { AppContext } from '../context';
import { sendError } from '../http/errors';
import { geoProfile, readCountry } from '../http/geo';
import { parseLang } from '../http/lang';
import { validate, type Validated } from '../http/validate';
import { isKnownGroup, knownGroupSchemas } from '../schemas/groups';

export const GROUPS_CACHE_CONTROL = 'public, max-age=600';

interface ConfigQuery {
  lang?: unknown;
  groups?: unknown;
}

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ConfigQuery }>('/bff-api/config/all.json', async (request, reply) => {
    const lang = parseLang(request.query.lang);
    if (!lang.ok) return sendError(reply, 400, 'invalid_parameter', 'lang must be a two-letter language code', { parameter: 'lang' });

    const config = siteConfigFor(ctx, lang.lang, readCountry(request));
    if (!config.ok) {
      request.log.error({ detail: config.detail }, 'stored site config does not match SiteConfigSchema');
      return sendError(reply, 500, 'invalid_site_config', 'Site config is invalid');
    }
    return reply.header('cache-control', 'private, no-cache').header('vary', 'x-country, cookie').send(config.value);
  });

  app.get<{ Querystring: ConfigQuery }>('/bff-api/config/group/get', async (request, reply) => {
    const names = parseGroupNames(request.query.groups);
    if (names.length === 0) {
      return sendError(reply, 400, 'missing_parameter', 'groups is required: a comma-separated list of group names', {
        parameter: 'groups',
      });
    }
    const lang = parseLang(request.query.lang);
    if (!lang.ok) return sendError(reply, 400, 'invalid_parameter', 'lang must be a two-letter language code', { parameter: 'lang' });

    const groups = groupsFor(ctx, names, (name, detail) => request.log.warn({ group: name, detail }, 'stored config group is invalid; left out'));
    return reply.header('cache-control', GROUPS_CACHE_CONTROL).send({ groups });
  });
}

/** The site config for a language, with the requester's geo profile applied, validated. */
export function siteConfigFor(ctx: AppContext, lang: string | undefined, country: string | undefined): Validated<typeof SiteConfigSchema> {
  const raw = ctx.stores.siteConfig.read(lang);
  const geo = geoProfile(country);
  if (geo) Object.assign(raw, geo);
  return validate(SiteConfigSchema, raw);
}

/** Stored config groups by name; known groups that fail their schema are left out (and reported). */
export function groupsFor(ctx: AppContext, names: readonly string[], onInvalid: (name: string, detail: string) => void): Record<string, unknown> {
  const groups: Record<string, unknown> = {};
  for (const [name, value] of ctx.stores.groups.get(names)) {
    if (isKnownGroup(name)) {
      const checked = validate(knownGroupSchemas[name], value);
      if (!checked.ok) {
        onInvalid(name, checked.detail);
        continue;
      }
      groups[name] = checked.value;
    } else {
      groups[name] = value;
    }
  }
  return groups;
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
