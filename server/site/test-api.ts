/**
 * Site test API under /__test (registered only when testApi is on and never in production): lets
 * end-to-end tests and demos change the site config, groups, redirects and block rules.
 */
import type { FastifyInstance } from 'fastify';
import { SiteConfigSchema } from '@kickoff/contracts';
import { BlockRuleInputSchema, RedirectRuleInputSchema } from '@kickoff/backoffice-contracts/site';
import { sendError } from '../http/errors';
import { parseLang } from '../http/lang';
import { parseBody, validate } from '../http/validate';
import { SiteConfigPatchSchema } from './config-patch';
import { GroupNameSchema, isKnownGroup, knownGroupSchemas } from './groups';
import type { SiteStores } from './store/index';

/** The schemas live beside their other users; re-exported for the importers of this module. */
export { SiteConfigPatchSchema };
export { RedirectRuleInputSchema, BlockRuleInputSchema };

export function registerSiteTestApi(app: FastifyInstance, stores: SiteStores): void {
  app.put<{ Querystring: { lang?: unknown } }>('/__test/site-config', async (request, reply) => {
    const lang = parseLang(request.query.lang);
    if (!lang.ok) return sendError(reply, 400, 'invalid_parameter', 'lang must be a two-letter language code', { parameter: 'lang' });
    const patch = parseBody(SiteConfigPatchSchema, request.body, reply);
    if (!patch) return reply;
    stores.siteConfig.merge(patch, lang.lang);
    const merged = validate(SiteConfigSchema, stores.siteConfig.read(lang.lang));
    if (!merged.ok) return sendError(reply, 500, 'invalid_site_config', merged.detail);
    return reply.header('cache-control', 'no-store').send(merged.value);
  });

  app.put<{ Params: { name: string } }>('/__test/groups/:name', async (request, reply) => {
    const name = validate(GroupNameSchema, request.params.name);
    if (!name.ok) return sendError(reply, 400, 'invalid_parameter', `group name: ${name.detail}`, { parameter: 'name' });
    let value: unknown = request.body;
    if (value === undefined) return sendError(reply, 400, 'invalid_body', 'a JSON body with the group value is required');
    if (isKnownGroup(name.value)) {
      const checked = parseBody(knownGroupSchemas[name.value], value, reply);
      if (checked === undefined) return reply;
      value = checked;
    }
    stores.groups.put(name.value, value);
    return reply.header('cache-control', 'no-store').send({ groups: { [name.value]: value } });
  });

  app.put('/__test/redirects', async (request, reply) => {
    const rule = parseBody(RedirectRuleInputSchema, request.body, reply);
    if (!rule) return reply;
    if (rule.to === null) stores.redirects.delete(rule.from);
    else stores.redirects.put({ from: rule.from, to: rule.to, code: rule.code, reason: rule.reason });
    return reply.header('cache-control', 'no-store').send(rule);
  });

  app.put<{ Params: { country: string } }>('/__test/block-rules/:country', async (request, reply) => {
    const country = request.params.country;
    if (!/^[A-Za-z]{2}$/.test(country)) {
      return sendError(reply, 400, 'invalid_parameter', 'country must be two letters', { parameter: 'country' });
    }
    const rule = parseBody(BlockRuleInputSchema, request.body, reply);
    if (!rule) return reply;
    const countryCode = country.toUpperCase();
    if (rule.reason === 0) stores.blockRules.delete(countryCode);
    else stores.blockRules.put({ countryCode, reason: rule.reason, templateTypeId: rule.templateTypeId });
    return reply.header('cache-control', 'no-store').send({ countryCode, ...rule });
  });
}
