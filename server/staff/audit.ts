/**
 * The audit port other services call for every staff action (`app.staffAudit.record(request, change)`,
 * inside their own transaction when the change is a write): the signed-in member, the action, its
 * target, the value before and after (any JSON), the server time and the client address.
 */
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../http/client-address';
import type { StaffContext } from './context';
import { staffOf } from './http/guards';
import type { AuditRow } from './store/audit';

export interface AuditChange {
  /** Dotted name, `<area>.<verb>`: `staff.create`, `wallet.vip_approve`, `site.flag_change`. */
  action: string;
  /** What was acted on: `staff:12`, `coupon:9001`, `flag:casino`. */
  target?: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: number;
  staffId: number | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  at: string;
  address: string | null;
}

export interface StaffAudit {
  /** Appends a row for the request's staff member (the route must have a staff guard); returns its id. */
  record(request: FastifyRequest, change: AuditChange): number;
  /** One row by id (a service restoring the value before its own change reads it here). */
  entry(id: number): AuditEntry | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The append-only staff audit log (staff service). */
    staffAudit: StaffAudit;
  }
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Appends a row for a member named explicitly (sign-in, before the guard has a session to read). */
export function appendAudit(ctx: StaffContext, staffId: number | null, request: FastifyRequest, change: AuditChange): number {
  return ctx.stores.audit.append({
    staffId,
    action: change.action,
    target: change.target ?? null,
    before: json(change.before),
    after: json(change.after),
    at: ctx.clock.now(),
    address: clientAddress(request),
  });
}

export function createStaffAudit(ctx: StaffContext): StaffAudit {
  return {
    record: (request, change) => appendAudit(ctx, staffOf(request).member.id, request, change),
    entry(id) {
      const row = ctx.stores.audit.byId(id);
      return row ? toAuditEntry(row) : undefined;
    },
  };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
  return {
    id: row.id,
    staffId: row.staff_id,
    action: row.action,
    target: row.target,
    before: parse(row.before_json),
    after: parse(row.after_json),
    at: new Date(row.at).toISOString(),
    address: row.address,
  };
}
