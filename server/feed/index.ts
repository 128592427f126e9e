/**
 * Sportsbook feed service: storage (migrations 200-299), the deterministic seed, the simulator and
 * its 1 s timer, the feed API under /web-api and the feed test API under /__test/feed.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerFeedApi } from './routes';
import { registerDrawRoutes } from './routes-draws';
import { registerResultRoutes } from './routes-results';
import { createSimulator } from './simulator';
import { registerFeedTestApi } from './test-routes';

export { feedMigrations } from './migrations';
export { resetFeed, seedFeed } from './seed';
export { createSimulator, type Simulator } from './simulator';

export interface FeedOptions {
  /** PRNG seed of the seed data and the simulator (default 2026). */
  seed?: number;
  /** Simulator speed: simulated seconds per real second (default 1); 0 stops the clock. */
  speed?: number;
  /** Start the simulator timer (default true; tests step it by hand through the test API). */
  autoStart?: boolean;
}

/** Real interval of the simulator timer. */
export const FEED_TICK_MS = 1000;

export function registerFeedRoutes(app: FastifyInstance, ctx: AppContext, opts: FeedOptions & { testApi: boolean }): void {
  const sim = createSimulator({ db: ctx.db, seed: opts.seed ?? ctx.dataSeed, speed: opts.speed ?? 1 });
  registerFeedApi(app, ctx.db);
  registerResultRoutes(app, ctx.db);
  registerDrawRoutes(app, ctx.db);
  if (opts.testApi) registerFeedTestApi(app, sim);
  if (opts.autoStart === false) return;

  sim.catchUp();
  const timer = setInterval(() => {
    if (!ctx.db.open) return;
    try {
      sim.pump();
    } catch (error) {
      app.log.error({ err: error }, 'feed simulator tick failed');
    }
  }, FEED_TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
