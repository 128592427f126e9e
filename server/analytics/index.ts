/**
 * Analytics service (migrations 900-919; issue 28; account spec §7 "Analytics", shell spec §7
 * "Analytics under /fatman-api/"): the in-house collector (`POST /fatman-api/v1/events`, batches of
 * events by numeric id with `s`, `i`, `f` params), the marketing counters per domain and project
 * (`GET /fatman-api/v1/counters`), and the console's report (`GET /staff-api/analytics/report`).
 * Documented in docs/api.md "Analytics"; what the browser sends and when, with which consent, in
 * docs/architecture.md "Analytics".
 */
import { defineService } from '../service';
import { analyticsMigrations } from './migrations';
import { registerCollectorRoutes } from './routes/collector';
import { registerReportRoutes } from './routes/report';
import { resetAnalytics, seedAnalytics } from './seed';
import { createAnalyticsCounterStore } from './store/counters';
import { createAnalyticsEventStore } from './store/events';
import { registerAnalyticsTestApi } from './test-api';

export const analyticsService = defineService({
  name: 'analytics',
  dependencies: ['staff'],
  migrations: { from: 900, to: 919, list: analyticsMigrations },
  seed: seedAnalytics,
  reset: resetAnalytics,
  async register(app, ctx) {
    const events = createAnalyticsEventStore(ctx.db);
    const counters = createAnalyticsCounterStore(ctx.db);
    registerCollectorRoutes(app, { events, counters, clock: ctx.clock });
    registerReportRoutes(app, { events, clock: ctx.clock });
    if (ctx.testApi) registerAnalyticsTestApi(app, events);
  },
});
