/**
 * The two steps of a staff sign-in, as plain functions over the staff context: the password opens a
 * pending step (5 minutes, 3 wrong codes), the TOTP code of that step's member turns it into a session.
 * A code whose time step is not later than the member's last one is refused as replayed.
 */
import { decoyHash, verifyPassword } from '../identity/password';
import { randomId } from '../identity/random';
import { STAFF_PENDING_MAX_ATTEMPTS, STAFF_PENDING_MS, STAFF_SESSION_MS } from './constants';
import type { StaffContext } from './context';
import type { StaffPendingRow, StaffSessionRow } from './store/sessions';
import type { StaffRow } from './store/staff';
import { isDevelopmentMember } from './dev-staff';
import { checkTotp } from './totp';

/** An active member, and in production not one of the development staff. */
export function mayUse(ctx: StaffContext, row: StaffRow): boolean {
  return row.active === 1 && !(ctx.production && isDevelopmentMember(row));
}

export type PasswordStep = { ok: true; pending: StaffPendingRow } | { ok: false };

export async function passwordStep(ctx: StaffContext, email: string, password: string): Promise<PasswordStep> {
  const row = ctx.stores.staff.byEmail(email);
  const stored = row ? { algorithm: row.pw_algorithm, salt: row.pw_salt, hash: row.pw_hash } : decoyHash();
  const matches = await verifyPassword(password, stored);
  if (!row || !matches || !mayUse(ctx, row)) return { ok: false };
  const now = ctx.clock.now();
  ctx.stores.sessions.sweep(now);
  const pending: StaffPendingRow = { id: randomId(), staff_id: row.id, attempts: 0, expires_at: now + STAFF_PENDING_MS };
  ctx.stores.sessions.createPending(pending);
  return { ok: true, pending };
}

export type CodeStep =
  | { ok: true; member: StaffRow; session: StaffSessionRow }
  | { ok: false; reason: 'invalid' | 'replayed'; member: StaffRow; stepEnded: boolean };

/** The member of a live pending step, or undefined (expired, used, unknown). */
export function pendingMember(ctx: StaffContext, pendingId: string): { pending: StaffPendingRow; member: StaffRow } | undefined {
  const pending = ctx.stores.sessions.livePending(pendingId, ctx.clock.now());
  const member = pending ? ctx.stores.staff.byId(pending.staff_id) : undefined;
  return pending && member && mayUse(ctx, member) ? { pending, member } : undefined;
}

export async function codeStep(ctx: StaffContext, pending: StaffPendingRow, member: StaffRow, code: string): Promise<CodeStep> {
  const now = ctx.clock.now();
  const checked = await checkTotp(member.totp_secret, code, now, member.totp_last_step);
  // A concurrent sign-in may have used the same step meanwhile: the conditional write decides.
  const accepted = checked.ok && ctx.stores.staff.useTimeStep(member.id, checked.timeStep);
  if (!accepted) {
    const attempts = ctx.stores.sessions.failPending(pending.id);
    const stepEnded = attempts >= STAFF_PENDING_MAX_ATTEMPTS;
    if (stepEnded) ctx.stores.sessions.dropPending(pending.id);
    return { ok: false, reason: checked.ok || checked.reason === 'replayed' ? 'replayed' : 'invalid', member, stepEnded };
  }
  ctx.stores.sessions.dropPending(pending.id);
  const session: StaffSessionRow = { id: randomId(), staff_id: member.id, created_at: now, last_seen_at: now, expires_at: now + STAFF_SESSION_MS, ended_at: null };
  ctx.stores.sessions.create(session);
  return { ok: true, member, session };
}
