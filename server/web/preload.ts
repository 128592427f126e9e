/**
 * The start-up data for a shell page request (shell spec §7: config is fetched only "if not
 * preloaded"): site config for the URL's language and the visitor's country, the gate groups, the
 * block answer and the signed-in player. The browser validates each part and fetches what is missing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Preload } from '@kickoff/contracts';
import { readCountryStrict } from '../http/geo';

export function preloadFor(app: FastifyInstance, request: FastifyRequest): Preload {
  const path = request.url.split('?')[0] ?? '/';
  const segment = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
  const lang = segment ?? DEFAULT_LANGUAGE;
  const read = readCountryStrict(request);
  const country = read.ok ? read.country : undefined;
  const preload: Preload = { lang, session: app.preloadedSession(request) };
  const config = app.site.configFor(lang, country);
  if (config.ok) preload.siteConfig = config.value;
  const groups = app.site.groups(['maintenance', 'blocking-reasons'], (name, detail) => request.log.warn({ group: name, detail }, 'invalid group not preloaded'));
  preload.groups = { maintenance: groups['maintenance'] ?? null, 'blocking-reasons': groups['blocking-reasons'] ?? [] };
  // An invalid x-country gets no preloaded block answer: the browser asks the block service, which refuses it (fail closed).
  if (read.ok) {
    const rule = app.site.blockRuleOf(read.all);
    preload.block = { displayTypeId: rule?.reason ?? 0, templateTypeId: rule?.templateTypeId ?? 0 };
  }
  return preload;
}
