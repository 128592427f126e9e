/** The staff session of a request: the `kk_staff` cookie naming a live session of an active member. */
import type { FastifyRequest } from 'fastify';
import { STAFF_COOKIE_SESSION, STAFF_IDLE_MS } from '../constants';
import type { StaffContext } from '../context';
import { toMember, type StaffMember } from '../members';
import { mayUse } from '../sign-in';
import type { StaffSessionRow } from '../store/sessions';
import { readStaffCookie } from './cookies';

export interface StaffSignedIn {
  member: StaffMember;
  session: StaffSessionRow;
}

/** Whether a session row is live at `now`: not ended, not past its end, not idle too long. */
export function isLive(session: StaffSessionRow, now: number): boolean {
  return session.ended_at === null && now < session.expires_at && now < session.last_seen_at + STAFF_IDLE_MS;
}

/** The live session of the request's cookie (the call counts as activity), or undefined. */
export function currentStaff(ctx: StaffContext, request: FastifyRequest): StaffSignedIn | undefined {
  const id = readStaffCookie(request, STAFF_COOKIE_SESSION);
  if (!id) return undefined;
  const session = ctx.stores.sessions.byId(id);
  const now = ctx.clock.now();
  if (!session || !isLive(session, now)) return undefined;
  const row = ctx.stores.staff.byId(session.staff_id);
  if (!row || !mayUse(ctx, row)) return undefined;
  ctx.stores.sessions.touch(session.id, now);
  return { member: toMember(row, ctx.stores.staff.rolesOf(row.id)), session };
}
