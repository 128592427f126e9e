/**
 * Sportsbook feed service: storage (migrations 200-299), the deterministic seed, the simulator and
 * its 1 s timer (stopped by the service's onClose hook), the feed API under /web-api (match events:
 * routes/match-events.ts) and the feed
 * test API under /__test/feed, and the embed builder's event search for the console
 * (`/staff-api/embeds/events`). Offers `app.feed.onGamesSettled(listener)` (events.ts).
 */
import type { FastifyInstance } from 'fastify';
import { defineService, type Service } from '../service';
import { createFeedEvents, type FeedApi, type FeedEvents, type TotoWinnersCounter } from './events';
import { feedMigrations } from './migrations';
import type { FeedOptions } from './options';
import { registerDrawRoutes } from './routes/draws';
import { registerFeedApi } from './routes/games';
import { registerMatchEventRoutes } from './routes/match-events';
import { registerResultRoutes } from './routes/results';
import { registerStaffEventSearch } from './routes/staff-search';
import { resetFeed, seedFeed } from './seed';
import { createSimulator, type Simulator } from './simulator/simulator';
import { createFeedStores } from './store/index';
import { createGameSearch } from './store/search';
import { registerFeedTestApi } from './test-api';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feed's events (games settled) for the other services. */
    feed: FeedApi;
  }
}

/** Real interval of the simulator timer. */
export const FEED_TICK_MS = 1000;

/** Runs the simulator every FEED_TICK_MS until the app closes. */
function startTimer(app: FastifyInstance, sim: Simulator, events: FeedEvents, isOpen: () => boolean): void {
  sim.catchUp();
  const timer = setInterval(() => {
    if (!isOpen()) return;
    try {
      const report = sim.pump();
      if (report && report.finished > 0) events.emitGamesSettled({ finished: report.finished });
    } catch (error) {
      app.log.error({ err: error }, 'feed simulator tick failed');
    }
  }, FEED_TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export function createFeedService(options: FeedOptions = {}): Service {
  return defineService({
    name: 'feed',
    dependencies: ['staff'],
    migrations: { from: 200, to: 299, list: feedMigrations },
    seed: (db, { dataSeed }) => seedFeed(db, options.seed ?? dataSeed),
    reset: resetFeed,
    async register(app, ctx) {
      const sim = createSimulator({ db: ctx.db, seed: options.seed ?? ctx.dataSeed, speed: options.speed ?? 1 });
      // Video: the media service says whether a provider streams the games flagged with video (none: no game has
      // video); a feed without the media service (tests of the feed alone) keeps the flags as the simulator set them.
      const stores = createFeedStores(ctx.db, () => (app.hasDecorator('videoAvailable') ? app.videoAvailable() : true));
      registerFeedApi(app, stores);
      registerMatchEventRoutes(app, stores.events);
      registerResultRoutes(app, stores);
      registerStaffEventSearch(app, createGameSearch(ctx.db));
      let totoWinners: TotoWinnersCounter | undefined;
      registerDrawRoutes(app, stores, (draw) => totoWinners?.(draw));
      const events = createFeedEvents(app.log);
      app.decorate('feed', {
        onGamesSettled: events.onGamesSettled,
        countTotoWinners: (counter) => {
          totoWinners = counter;
        },
      });
      if (ctx.testApi) registerFeedTestApi(app, sim, events);
      if (options.autoStart !== false) startTimer(app, sim, events, () => ctx.db.open);
    },
  });
}
