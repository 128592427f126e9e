/**
 * Promotions service (migrations 760-779; contract @kickoff/promotions-contracts/promotions):
 * promotions with rules, games and partners and the players' opt-ins, weekly casino tournaments scored
 * from real settled rounds (`app.casinoRounds.onSettled`), club points for casino play (awarded through
 * `app.clubPoints`) and the daily bonus games. Documented in docs/api.md, "Promotions".
 */
import { randomInt } from 'node:crypto';
import { defineService } from '../service';
import { promotionsMigrations } from './migrations';
import { registerPromotionRoutes } from './routes';
import { scoreRound } from './scoring';
import { resetPromotions, seedPromotions } from './seed/index';
import { createPromotionsStore } from './store';

export const promotionsService = defineService({
  name: 'promotions',
  dependencies: ['identity', 'bonuses', 'casino', 'casino-play'],
  migrations: { from: 760, to: 779, list: promotionsMigrations },
  seed: seedPromotions,
  reset: resetPromotions,
  async register(app, ctx) {
    const store = createPromotionsStore(ctx.db);
    app.casinoRounds.onSettled((round) => scoreRound({ store, catalog: app.casinoCatalog, clubPoints: app.clubPoints }, round));
    registerPromotionRoutes(app, { db: ctx.db, store, clock: ctx.clock, rng: (n) => randomInt(n) });
  },
});
