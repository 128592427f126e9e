/**
 * `GET /staff-api/audit` (admins): the audit log newest first, filtered by `staffId`, `action` (exact, or
 * a prefix ending in `.`), `target`, `since` and `until` (ISO times), paged by `limit` (1-100, default
 * 50) and `before` (the `meta.next` of the previous page).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendError } from '../../http/errors';
import { validate } from '../../http/validate';
import { toAuditEntry } from '../audit';
import type { StaffContext } from '../context';

const Id = v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'a positive integer'), v.transform(Number));
const Time = v.pipe(v.string(), v.isoTimestamp('an ISO time'), v.transform((text) => Date.parse(text)));
const AuditQuery = v.strictObject({
  staffId: v.optional(Id),
  action: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  target: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  since: v.optional(Time),
  until: v.optional(Time),
  before: v.optional(Id),
  limit: v.optional(v.pipe(Id, v.minValue(1), v.maxValue(100)), '50'),
});

export function registerAuditRoutes(app: FastifyInstance, ctx: StaffContext): void {
  app.get('/staff-api/audit', { preHandler: app.staffGuards.role('admin') }, async (request, reply) => {
    const query = validate(AuditQuery, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const { before, limit, ...filter } = query.value;
    const rows = ctx.stores.audit.find({ ...filter, ...(before !== undefined ? { beforeId: before } : {}), limit: limit + 1 });
    const page = rows.slice(0, limit);
    const next = rows.length > limit ? (page.at(-1)?.id ?? null) : null;
    return reply.header('cache-control', 'no-store').send({ data: page.map(toAuditEntry), meta: { next } });
  });
}
