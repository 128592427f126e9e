/**
 * The start-up data for a shell page request (shell spec §7: config is fetched only "if not
 * preloaded"): site config for the URL's language and the visitor's country, the gate groups, the
 * block answer and the signed-in player. The browser validates each part and fetches what is missing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Preload } from '@kickoff/contracts';
import { readCountry } from '../http/geo';

export function preloadFor(app: FastifyInstance, request: FastifyRequest): Preload {
  const path = request.url.split('?')[0] ?? '/';
  const segment = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
  const lang = segment ?? DEFAULT_LANGUAGE;
  const country = readCountry(request);
  const preload: Preload = { lang, session: app.preloadedSession(request) };
  const config = app.site.configFor(lang, country);
  if (config.ok) preload.siteConfig = config.value;
  const groups = app.site.groups(['maintenance', 'blocking-reasons'], (name, detail) => request.log.warn({ group: name, detail }, 'invalid group not preloaded'));
  preload.groups = { maintenance: groups['maintenance'] ?? null, 'blocking-reasons': groups['blocking-reasons'] ?? [] };
  const rule = app.site.blockRule(country);
  preload.block = { displayTypeId: rule?.reason ?? 0, templateTypeId: rule?.templateTypeId ?? 0 };
  return preload;
}
