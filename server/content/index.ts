/**
 * Content service (migrations 800-819; contract @kickoff/information-contracts/content): the
 * information pages, the site rules by group and chapter, news, the betting alphabet, partners and
 * cash terminals, seeded in Russian and English. Documented in docs/api.md, "Content".
 */
import { defineService } from '../service';
import { contentMigrations } from './migrations';
import { registerContentRoutes } from './routes';
import { resetContent, seedContent } from './seed/index';
import { createContentStore } from './store';

export const contentService = defineService({
  name: 'content',
  migrations: { from: 800, to: 819, list: contentMigrations },
  seed: seedContent,
  reset: resetContent,
  async register(app, ctx) {
    registerContentRoutes(app, createContentStore(ctx.db));
  },
});
