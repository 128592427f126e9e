/**
 * Office service (migrations 500-519): the office menu (menu.ts) and the player's personal data
 * (profile.ts). The office's other areas are their
 * own services (preferences, documents, payments, support, bonuses). Documented in docs/api.md, "Office".
 */
import { defineService } from '../service';
import { registerMenuRoute } from './menu';
import { minAgeOf, registerProfileRoutes } from './profile';
import { officeMigrations } from './migrations';
import { createOfficeStore, resetOfficeMenu, seedOfficeMenu } from './store';

export const officeService = defineService({
  name: 'office',
  dependencies: ['site', 'identity', 'wallet'],
  migrations: { from: 500, to: 519, list: officeMigrations },
  seed: (db) => seedOfficeMenu(db),
  reset: (db) => {
    resetOfficeMenu(db);
    db.exec('DELETE FROM profile_changes');
  },
  async register(app, ctx) {
    registerMenuRoute(app, {
      db: ctx.db,
      store: createOfficeStore(ctx.db),
      wallet: app.wallet,
      siteConfig: () => app.site.storedConfig(),
      restricted: (userId) => app.identityChecks.restriction(userId, ctx.clock.now()) !== null,
    });
    registerProfileRoutes(app, { db: ctx.db, now: () => ctx.clock.now(), minAge: () => minAgeOf(app.site.storedConfig()) });
  },
});
