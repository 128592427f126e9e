/**
 * Support service (migrations 660-679; contract @kickoff/office-contracts/support): the player's
 * tickets, the personal managers, the support button's callback requests and ideas, and the support
 * agents' inbox (`/staff-api/support/...`, contract @kickoff/backoffice-contracts/support). With the
 * demo switch a canned auto-responder answers players too (agent.ts); without it only agents do.
 * Documented in docs/api.md, "Support" and "Staff: support". Provides the user config's
 * `user_msg_count` (the player's unread support messages) through `app.playerMessages`.
 */
import { defineService } from '../service';
import { createSupportContext } from './context';
import { supportMigrations } from './migrations';
import { registerRequestRoutes } from './routes/requests';
import { registerStaffInboxRoutes } from './routes/staff-inbox';
import { registerTicketRoutes } from './routes/tickets';
import { resetSupport, seedSupport } from './seed';
import { registerSupportTestApi } from './test-api';

export const supportService = defineService({
  name: 'support',
  dependencies: ['site', 'identity', 'staff'],
  migrations: { from: 660, to: 679, list: supportMigrations },
  seed: seedSupport,
  reset: resetSupport,
  async register(app, ctx) {
    const support = createSupportContext(ctx.db, ctx.clock, { autoResponder: ctx.testApi });
    app.playerMessages.provide((userId) => {
      support.deliverDue(userId);
      return support.stores.tickets.unreadOf(userId);
    });
    registerTicketRoutes(app, support);
    registerRequestRoutes(app, support);
    registerStaffInboxRoutes(app, support);
    if (ctx.testApi) registerSupportTestApi(app, support);
  },
});
