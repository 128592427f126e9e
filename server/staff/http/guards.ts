/**
 * Guards of the staff routes (`preHandler` hooks), offered to other services as `app.staffGuards`:
 * `signedIn` (401 `staff_unauthorized` without a live staff session; a player's token or cookie is
 * never one) and `role(...roles)` (also 403 `staff_forbidden` unless the member holds one of the roles).
 * A session exists only after the TOTP step, so every guard requires the second factor.
 * The member is put on the request: `staffOf(request)`.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sendError } from '../../http/errors';
import type { StaffContext } from '../context';
import { holdsAny, type StaffRole } from '../roles';
import { currentStaff, type StaffSignedIn } from './session';
import type { GuardRegistry } from './staff-routes';

export const STAFF_UNAUTHORIZED = 'staff_unauthorized';
export const STAFF_FORBIDDEN = 'staff_forbidden';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff guards (staff service). */
    staffGuards: StaffGuards;
  }
  interface FastifyRequest {
    /** The signed-in staff member (set by the staff guards). */
    staff: StaffSignedIn | null;
  }
}

export interface StaffGuards {
  /** 401 unless the request carries a live staff session. */
  signedIn: preHandlerAsyncHookHandler;
  /** As `signedIn`, then 403 unless the member holds one of `roles`. */
  role(...roles: readonly [StaffRole, ...StaffRole[]]): preHandlerAsyncHookHandler;
}

export function createStaffGuards(ctx: StaffContext, registry: GuardRegistry = new WeakMap()): StaffGuards {
  const authenticate = (request: FastifyRequest, reply: FastifyReply): StaffSignedIn | FastifyReply => {
    const staff = currentStaff(ctx, request);
    if (!staff) return sendError(reply, 401, STAFF_UNAUTHORIZED, 'Sign in as staff (password and authenticator code) first');
    request.staff = staff;
    return staff;
  };
  const signedIn: preHandlerAsyncHookHandler = async (request, reply) => {
    const result = authenticate(request, reply);
    return 'member' in result ? undefined : result;
  };
  registry.set(signedIn, 'signed-in');
  return {
    signedIn,
    role(...roles) {
      const guard: preHandlerAsyncHookHandler = async (request, reply) => {
        const result = authenticate(request, reply);
        if (!('member' in result)) return result;
        if (holdsAny(result.member.roles, roles)) return undefined;
        request.log.warn({ staffId: result.member.id, url: request.routeOptions.url, roles }, 'staff role refused');
        return sendError(reply, 403, STAFF_FORBIDDEN, `This needs the role ${roles.join(' or ')}`, undefined, { roles: [...roles] });
      };
      registry.set(guard, roles);
      return guard;
    },
  };
}

/** The member the guard resolved (a route without the guard is a server bug). */
export function staffOf(request: FastifyRequest): StaffSignedIn {
  if (request.staff === null) throw new Error(`${request.routeOptions.url ?? request.url}: the staff guard did not run`);
  return request.staff;
}
