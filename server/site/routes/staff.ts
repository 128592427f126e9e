/**
 * The console's site routes (issue 24, docs/api.md "Staff: site"): read the config, flags and maintenance
 * notice, change each part, list and change block rules and redirects, and restore the value before a
 * site change from the staff audit. Roles per part: SITE_ROLES (@kickoff/backoffice-contracts/site).
 * Every change and its audit row (`before` the previous value, `after` the new one) share one transaction.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  BlockRuleInputSchema,
  CountryCodeSchema,
  isSiteChange,
  MaintenanceNoticeSchema,
  RedirectRuleInputSchema,
  SITE_ACTIONS,
  SITE_ERRORS,
  SITE_PATHS,
  SITE_ROLES,
  SiteFieldsPatchSchema,
  SiteFlagsPatchSchema,
  type SitePart,
} from '@kickoff/backoffice-contracts/site';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '@kickoff/backoffice-contracts/paging';
import type { Db } from '../../db/open';
import { inTransaction } from '../../db/transaction';
import { HttpError, sendError } from '../../http/errors';
import { parseBody, validate } from '../../http/validate';
import { createSiteParts, type PartResult, type SiteParts } from '../staff/parts';
import { restorePlan } from '../staff/restore';
import type { SiteStores } from '../store/index';

const Limit = v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'a number'), v.transform(Number), v.minValue(1), v.maxValue(PAGE_LIMIT_MAX)), String(PAGE_LIMIT_DEFAULT));
const RedirectsQuery = v.strictObject({ limit: Limit, before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'a cursor'), v.transform(Number))) });
const BlockRulesQuery = v.strictObject({ limit: Limit, before: v.optional(CountryCodeSchema) });
const FromQuery = v.strictObject({ from: RedirectRuleInputSchema.entries.from });
const AuditIdParams = v.object({ auditId: v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'a positive integer'), v.transform(Number)) });

export function registerSiteStaffRoutes(app: FastifyInstance, deps: { db: Db; stores: SiteStores }): void {
  const parts = createSiteParts(deps.stores);
  const guard = (part: keyof typeof SITE_ROLES) => {
    const [first, ...more] = SITE_ROLES[part];
    return { preHandler: app.staffGuards.role(first, ...more) };
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  /**
   * Runs a part's write and its audit row in one transaction (a refused write rolls back: `refused` is
   * the error it answers) and answers the part's value after it with the audit row's id.
   */
  const audited = <T>(request: FastifyRequest, part: SitePart, run: () => PartResult<T>, refused: (detail: string) => HttpError) =>
    inTransaction(deps.db, () => {
      const result = run();
      if (!result.ok) throw refused(result.detail);
      const { target, before, after } = result.change;
      return { target, after, auditId: app.staffAudit.record(request, { action: SITE_ACTIONS[part], target, before, after }) };
    });
  const invalid = (detail: string) => new HttpError(400, 'invalid_body', detail, { pointer: '/' });
  const change = <T>(request: FastifyRequest, reply: FastifyReply, part: SitePart, run: (parts: SiteParts) => PartResult<T>) => {
    const done = audited(request, part, () => run(parts), invalid);
    return noStore(reply).send({ data: done.after, meta: { auditId: done.auditId } });
  };

  app.get(SITE_PATHS.config, guard('read'), async (_request, reply) => {
    const blockingReasons = deps.stores.groups.get(['blocking-reasons']).get('blocking-reasons');
    return noStore(reply).send({
      data: { flags: parts.flags(), fields: parts.fields(), maintenance: parts.maintenance(), blockingReasons: Array.isArray(blockingReasons) ? blockingReasons : [] },
    });
  });

  app.put(SITE_PATHS.flags, guard('flags'), async (request, reply) => {
    const patch = parseBody(SiteFlagsPatchSchema, request.body, reply);
    return patch ? change(request, reply, 'flags', (p) => p.setFlags(patch)) : reply;
  });

  app.put(SITE_PATHS.config, guard('fields'), async (request, reply) => {
    const patch = parseBody(SiteFieldsPatchSchema, request.body, reply);
    return patch ? change(request, reply, 'fields', (p) => p.setFields(patch)) : reply;
  });

  app.put(SITE_PATHS.maintenance, guard('maintenance'), async (request, reply) => {
    const notice = parseBody(MaintenanceNoticeSchema, request.body, reply);
    return notice ? change(request, reply, 'maintenance', (p) => p.setMaintenance(notice)) : reply;
  });

  app.get(SITE_PATHS.blockRules, guard('read'), async (request, reply) => {
    const query = validate(BlockRulesQuery, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const rows = deps.stores.blockRules.list({ after: query.value.before, limit: query.value.limit + 1 });
    const page = rows.slice(0, query.value.limit);
    return noStore(reply).send({ data: page, meta: { next: rows.length > page.length ? (page.at(-1)?.countryCode ?? null) : null } });
  });

  app.put<{ Params: { country: string } }>(`${SITE_PATHS.blockRules}/:country`, guard('blockRules'), async (request, reply) => {
    const country = validate(CountryCodeSchema, request.params.country);
    if (!country.ok) return sendError(reply, 400, 'invalid_parameter', `country: ${country.detail}`, { parameter: 'country' });
    const rule = parseBody(BlockRuleInputSchema, request.body, reply);
    if (!rule) return reply;
    return change(request, reply, 'blockRules', (p) => p.setBlockRule(country.value, rule.reason === 0 ? null : rule));
  });

  app.delete<{ Params: { country: string } }>(`${SITE_PATHS.blockRules}/:country`, guard('blockRules'), async (request, reply) => {
    const country = validate(CountryCodeSchema, request.params.country);
    if (!country.ok) return sendError(reply, 400, 'invalid_parameter', `country: ${country.detail}`, { parameter: 'country' });
    if (!deps.stores.blockRules.find(country.value)) return sendError(reply, 404, SITE_ERRORS.ruleNotFound, `No block rule for ${country.value}`);
    return change(request, reply, 'blockRules', (p) => p.setBlockRule(country.value, null));
  });

  app.get(SITE_PATHS.redirects, guard('read'), async (request, reply) => {
    const query = validate(RedirectsQuery, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const rows = deps.stores.redirects.list({ before: query.value.before, limit: query.value.limit + 1 });
    const page = rows.slice(0, query.value.limit);
    const next = rows.length > page.length ? (page.at(-1)?.seq ?? null) : null;
    return noStore(reply).send({ data: page.map(({ seq: _seq, ...rule }) => rule), meta: { next } });
  });

  app.put(SITE_PATHS.redirects, guard('redirects'), async (request, reply) => {
    const rule = parseBody(RedirectRuleInputSchema, request.body, reply);
    if (!rule) return reply;
    const { from, to, code, reason } = rule;
    return change(request, reply, 'redirects', (p) => p.setRedirect(from, to === null ? null : { to, code, reason }));
  });

  app.delete(SITE_PATHS.redirects, guard('redirects'), async (request, reply) => {
    const query = validate(FromQuery, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail, { parameter: 'from' });
    if (!deps.stores.redirects.find(query.value.from)) return sendError(reply, 404, SITE_ERRORS.ruleNotFound, `No redirect from ${query.value.from}`);
    return change(request, reply, 'redirects', (p) => p.setRedirect(query.value.from, null));
  });

  app.post<{ Params: { auditId: string } }>(`${SITE_PATHS.restore}/:auditId`, guard('restore'), async (request, reply) => {
    const params = validate(AuditIdParams, request.params);
    const entry = params.ok ? app.staffAudit.entry(params.value.auditId) : undefined;
    if (!entry) return sendError(reply, 404, SITE_ERRORS.auditNotFound, 'No such audit row');
    if (!isSiteChange(entry.action)) return sendError(reply, 409, SITE_ERRORS.notRestorable, `${entry.action} is not a site change`);
    const plan = restorePlan(entry);
    if (!plan.ok) return sendError(reply, 409, SITE_ERRORS.notRestorable, plan.detail);
    const done = audited(request, plan.part, () => plan.apply(parts), (detail) => new HttpError(409, SITE_ERRORS.notRestorable, `the value before no longer applies: ${detail}`));
    return noStore(reply).send({ data: { action: entry.action, target: done.target, value: done.after }, meta: { auditId: done.auditId } });
  });
}
