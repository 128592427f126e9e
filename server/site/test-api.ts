/**
 * Site test API under /__test (registered only when testApi is on and never in production): lets
 * end-to-end tests and demos change the site config, groups, redirects and block rules.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SiteConfigSchema } from '@kickoff/contracts';
import { sendError } from '../http/errors';
import { parseLang } from '../http/lang';
import { parseBody, validate } from '../http/validate';
import { GroupNameSchema, isKnownGroup, knownGroupSchemas } from './groups';
import type { SiteStores } from './store/index';

/** Any subset of the site-config keys; unknown keys are rejected. */
/**
 * Keys of the stored config that only the server reads, each validated by the service that reads it
 * (a value it does not take leaves its default): the wallet's couponDerivedMargin and couponStakeLimits
 * (server/wallet/limits.ts, docs/api.md "Stake limits") and casinoStakeLimits (server/wallet/casino-limits.ts).
 */
const SERVER_ONLY_KEYS = {
  couponDerivedMargin: v.number(),
  couponStakeLimits: v.record(v.string(), v.unknown()),
  casinoStakeLimits: v.record(v.string(), v.unknown()),
};

export const SiteConfigPatchSchema = v.partial(v.strictObject({ ...SiteConfigSchema.entries, ...SERVER_ONLY_KEYS }));

const LocalPath = v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'must be a same-origin path starting with /'));

export const RedirectRuleInputSchema = v.strictObject({
  from: LocalPath,
  /** null removes the rule. */
  to: v.nullable(LocalPath),
  code: v.optional(v.picklist([301, 302, 307, 308]), 301),
  reason: v.optional(v.pipe(v.string(), v.minLength(1)), 'legacy'),
});

export const BlockRuleInputSchema = v.strictObject({
  /** 0 removes the rule (not blocked). */
  reason: v.pipe(v.number(), v.integer(), v.minValue(0)),
  templateTypeId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 1),
});

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
