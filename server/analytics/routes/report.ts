/**
 * The console's analytics report (docs/api.md "Staff: analytics"): `GET /staff-api/analytics/report
 * ?from=&to=` counts the stored events per day (UTC, when they happened) and event id. Admins and
 * content editors (who run the site's marketing pages) may read it; it shows counts only, no event of
 * a person, so reading it is not audited (the audit log keeps changes).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  ANALYTICS_REPORT_ERRORS,
  ANALYTICS_REPORT_PATH,
  ANALYTICS_REPORT_ROLES,
  AnalyticsReportQuerySchema,
  AnalyticsReportReplySchema,
  reportRange,
} from '@kickoff/backoffice-contracts/analytics';
import type { Clock } from '../../clock';
import { sendError } from '../../http/errors';
import { describeIssues } from '../../http/validate';
import { dayOf } from '../rules';
import type { AnalyticsEventStore } from '../store/events';

export function registerReportRoutes(app: FastifyInstance, ctx: { events: AnalyticsEventStore; clock: Clock }): void {
  const readers = app.staffGuards.role(...ANALYTICS_REPORT_ROLES);
  app.get(ANALYTICS_REPORT_PATH, { preHandler: readers }, async (request, reply) => {
    const query = v.safeParse(AnalyticsReportQuerySchema, request.query);
    if (!query.success) return sendError(reply, 400, ANALYTICS_REPORT_ERRORS.invalidRange, describeIssues(query.issues));
    const range = reportRange(query.output, dayOf(ctx.clock.now()));
    if (!range.ok) return sendError(reply, 400, ANALYTICS_REPORT_ERRORS.invalidRange, range.problem);
    const data = ctx.events.report(range.from, range.to);
    const total = data.reduce((n, row) => n + row.count, 0);
    return reply.header('cache-control', 'no-store').send(v.parse(AnalyticsReportReplySchema, { data, meta: { from: range.from, to: range.to, total } }));
  });
}
