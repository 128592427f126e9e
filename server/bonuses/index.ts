/**
 * Bonuses service (migrations 680-699): bonus offers by category, the first-deposit bonus choice,
 * wager bonuses with their progress from the player's settled coupons, VIP and premium cashback
 * claimed once per week into the ledger, rewards and club points, the promo-code check, the
 * bring-a-friend referral code and friends, and converting accounts in a retired currency (HRK).
 * Offers `app.clubPoints` (club-points.ts): awards from other services. Documented in docs/api.md, "Office: bonuses, referrals, convert-account".
 */
import { defineService } from '../service';
import { createClubPoints } from './club-points';
import { bonusesMigrations } from './migrations';
import { registerBonusRoutes } from './routes/bonuses';
import { seedBonuses } from './seed';
import { createBonusStore } from './store/bonuses';

export const bonusesService = defineService({
  name: 'bonuses',
  dependencies: ['site', 'identity', 'wallet'],
  migrations: { from: 680, to: 699, list: bonusesMigrations },
  seed: (db, opts) => seedBonuses(db, opts.demo !== false),
  reset: (db) => createBonusStore(db).clear(),
  async register(app, ctx) {
    app.decorate('clubPoints', createClubPoints(ctx.db));
    registerBonusRoutes(app, { db: ctx.db, now: () => ctx.clock.now() });
  },
});
