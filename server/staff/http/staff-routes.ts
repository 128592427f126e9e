/**
 * The inventory of staff routes: every route under `/staff-api/` with the staff guard it declares (the
 * roles of `app.staffGuards.role(...)`, `signed-in` for `signedIn`, or none). The staff service starts it
 * before any later service registers its routes (service plugins are not encapsulated, so its `onRoute`
 * hook sees them), and tests sweep it: every route but the sign-in steps refuses a caller without a staff
 * session, including routes the console adds later.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { StaffRole } from '../roles';

export const STAFF_PREFIX = '/staff-api/';

export interface StaffRoute {
  method: string;
  url: string;
  /** The roles of its role guard, `signed-in` for the signed-in guard, null without a staff guard. */
  guard: readonly StaffRole[] | 'signed-in' | null;
}

/** What each guard function admits, filled in as the guards are made. */
export type GuardRegistry = WeakMap<object, readonly StaffRole[] | 'signed-in'>;

export function trackStaffRoutes(app: FastifyInstance, registry: GuardRegistry): readonly StaffRoute[] {
  const routes: StaffRoute[] = [];
  app.addHook('onRoute', (options: RouteOptions) => {
    if (!options.url.startsWith(STAFF_PREFIX)) return;
    const handlers: readonly unknown[] = [options.preHandler ?? []].flat();
    let guard: StaffRoute['guard'] = null;
    for (const handler of handlers) if (typeof handler === 'function') guard = registry.get(handler) ?? guard;
    for (const method of [options.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: options.url, guard });
    }
  });
  return routes;
}
