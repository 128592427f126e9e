/**
 * Staff service (migrations 820-839; issue 24 item 1): the operator's staff, apart from the players.
 * Staff accounts with roles (./roles.ts), a two-step sign-in (password, then a TOTP code: ./sign-in.ts)
 * into their own `kk_staff` session cookie, routes under `/staff-api/`, and the append-only audit log.
 * Registered first, so every service after it can declare staff routes. Offers
 * `app.staffGuards` (`signedIn`, `role(...)`: 401 without a staff session, 403 with a wrong role),
 * `app.staffAudit.record(request, change)` to the services the console's routes will live in, and
 * `app.staffRoutes` (every /staff-api/ route with its guard, for tests).
 * Development staff are seeded only with the demo switch; production gets its first admin from
 * `npm run staff:create-admin`. Documented in docs/api.md "Staff" and docs/security.md "Staff".
 */
import { defineService } from '../service';
import { createStaffAudit } from './audit';
import { createStaffStores, type StaffContext } from './context';
import { createStaffGuards } from './http/guards';
import { trackStaffRoutes, type GuardRegistry, type StaffRoute } from './http/staff-routes';
import { staffMigrations } from './migrations';
import { registerAuditRoutes } from './routes/audit';
import { registerStaffMemberRoutes } from './routes/members';
import { registerStaffSignInRoutes } from './routes/sign-in';
import { resetStaff, seedStaff } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /staff-api/ with its staff guard (tests sweep it). */
    staffRoutes: readonly StaffRoute[];
  }
}

export const staffService = defineService({
  name: 'staff',
  migrations: { from: 820, to: 839, list: staffMigrations },
  seed: seedStaff,
  reset: resetStaff,
  async register(app, ctx) {
    const staff: StaffContext = { stores: createStaffStores(ctx.db), clock: ctx.clock, production: ctx.env.production };
    const audit = createStaffAudit(staff);
    app.decorateRequest('staff', null);
    const registry: GuardRegistry = new WeakMap();
    app.decorate('staffRoutes', trackStaffRoutes(app, registry));
    app.decorate('staffGuards', createStaffGuards(staff, registry));
    app.decorate('staffAudit', audit);
    registerStaffSignInRoutes(app, staff);
    registerStaffMemberRoutes(app, staff, audit);
    registerAuditRoutes(app, staff);
  },
});
