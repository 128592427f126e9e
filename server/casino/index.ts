/**
 * Casino catalogue service (migrations 720-739; contract @kickoff/casino-contracts/catalogue): the
 * seeded providers and games of every casino section, the lobby's rails, typo-tolerant search, and
 * per player the favourites and the recently played games, and the embed builder's game search for the
 * console (`/staff-api/embeds/games`, staff-search.ts). Offers `app.casinoCatalog` (ports.ts) to the
 * play service. Documented in docs/api.md, "Casino".
 */
import { defineService } from '../service';
import { createCatalogue } from './catalogue';
import { casinoMigrations } from './migrations';
import { registerCasinoRoutes } from './routes';
import { registerStaffGameSearch } from './staff-search';
import { resetCasino, seedCasino } from './seed/index';
import { createCasinoStore } from './store';

export const casinoService = defineService({
  name: 'casino',
  dependencies: ['identity', 'staff'],
  migrations: { from: 720, to: 739, list: casinoMigrations },
  seed: seedCasino,
  reset: resetCasino,
  async register(app, ctx) {
    const store = createCasinoStore(ctx.db);
    const catalogue = createCatalogue(store);
    app.decorate('casinoCatalog', catalogue);
    registerCasinoRoutes(app, { catalogue, store, clock: ctx.clock });
    registerStaffGameSearch(app, catalogue);
  },
});
