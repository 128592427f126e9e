/**
 * `GET /staff-api/me` (any signed-in member) and the admin's staff management: `GET /staff-api/staff`,
 * `POST /staff-api/staff` (the new member's TOTP secret is answered once), `PUT /staff-api/staff/:id/roles`,
 * `PUT /staff-api/staff/:id/active` (disable or enable) and `POST /staff-api/staff/:id/authenticator`
 * (a new TOTP secret, answered once, for a lost phone). Each change and its audit row commit together; a
 * role change, a disable and an authenticator reset end the member's sessions; the last active admin keeps
 * the admin role and stays enabled; nobody disables or resets themselves.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { StaffAudit } from '../audit';
import type { StaffContext } from '../context';
import { staffOf } from '../http/guards';
import { createMember, NewMemberSchema, toMember, type StaffMember } from '../members';
import { StaffRolesSchema } from '../roles';
import { newTotpSecret, totpUri } from '../totp';

export const STAFF_EMAIL_TAKEN = 'staff_email_taken';
export const STAFF_NOT_FOUND = 'staff_not_found';
export const STAFF_LAST_ADMIN = 'staff_last_admin';
export const STAFF_SELF = 'staff_self';

const RolesBody = v.strictObject({ roles: StaffRolesSchema });
const ActiveBody = v.strictObject({ active: v.boolean() });
const IdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)) });

export function registerStaffMemberRoutes(app: FastifyInstance, ctx: StaffContext, audit: StaffAudit): void {
  const { staff } = ctx.stores;
  const admin = app.staffGuards.role('admin');
  const memberOf = (id: number): StaffMember | undefined => {
    const row = staff.byId(id);
    return row ? toMember(row, staff.rolesOf(id)) : undefined;
  };

  app.get('/staff-api/me', { preHandler: app.staffGuards.signedIn }, async (request, reply) => {
    return reply.header('cache-control', 'no-store').send({ data: staffOf(request).member });
  });

  app.get('/staff-api/staff', { preHandler: admin }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ data: staff.list().map((row) => toMember(row, staff.rolesOf(row.id))) });
  });

  app.post('/staff-api/staff', { preHandler: admin }, async (request, reply) => {
    const body = parseBody(NewMemberSchema, request.body, reply);
    if (!body) return reply;
    const result = ctx.transaction(() => {
      const made = createMember(staff, body, ctx.clock.now());
      if (made.ok) audit.record(request, { action: 'staff.create', target: `staff:${made.created.member.id}`, before: null, after: made.created.member });
      return made;
    });
    if (!result.ok) return sendError(reply, 409, STAFF_EMAIL_TAKEN, 'A staff member with this e-mail exists', { pointer: '/email' });
    const { member } = result.created;
    return reply.code(201).header('cache-control', 'no-store').send({ data: member, meta: { totpSecret: result.created.totpSecret, totpUri: result.created.totpUri } });
  });

  app.put<{ Params: { id: string } }>('/staff-api/staff/:id/roles', { preHandler: admin }, async (request, reply) => {
    const params = v.safeParse(IdParams, request.params);
    const before = params.success ? memberOf(params.output.id) : undefined;
    if (!before) return sendError(reply, 404, STAFF_NOT_FOUND, 'No such staff member');
    const body = parseBody(RolesBody, request.body, reply);
    if (!body) return reply;
    const losesAdmin = before.roles.includes('admin') && !body.roles.includes('admin');
    if (losesAdmin && staff.countWithRole('admin') <= 1) return sendError(reply, 409, STAFF_LAST_ADMIN, 'The last admin keeps the admin role', { pointer: '/roles' });
    const after = ctx.transaction(() => {
      staff.setRoles(before.id, body.roles);
      const changed = memberOf(before.id);
      audit.record(request, { action: 'staff.roles_change', target: `staff:${before.id}`, before: { roles: before.roles }, after: { roles: changed?.roles ?? [] } });
      if (before.id !== staffOf(request).member.id) ctx.stores.sessions.endAllOf(before.id, ctx.clock.now());
      return changed;
    });
    return reply.header('cache-control', 'no-store').send({ data: after });
  });

  app.put<{ Params: { id: string } }>('/staff-api/staff/:id/active', { preHandler: admin }, async (request, reply) => {
    const params = v.safeParse(IdParams, request.params);
    const before = params.success ? memberOf(params.output.id) : undefined;
    if (!before) return sendError(reply, 404, STAFF_NOT_FOUND, 'No such staff member');
    const body = parseBody(ActiveBody, request.body, reply);
    if (!body) return reply;
    if (before.id === staffOf(request).member.id) return sendError(reply, 409, STAFF_SELF, 'Nobody disables their own account');
    if (!body.active && before.active && before.roles.includes('admin') && staff.countWithRole('admin') <= 1) {
      return sendError(reply, 409, STAFF_LAST_ADMIN, 'The last active admin stays enabled', { pointer: '/active' });
    }
    const after = ctx.transaction(() => {
      staff.setActive(before.id, body.active);
      if (!body.active) ctx.stores.sessions.endAllOf(before.id, ctx.clock.now());
      const changed = memberOf(before.id);
      audit.record(request, { action: body.active ? 'staff.enable' : 'staff.disable', target: `staff:${before.id}`, before: { active: before.active }, after: { active: body.active } });
      return changed;
    });
    return reply.header('cache-control', 'no-store').send({ data: after });
  });

  app.post<{ Params: { id: string } }>('/staff-api/staff/:id/authenticator', { preHandler: admin }, async (request, reply) => {
    const params = v.safeParse(IdParams, request.params);
    const before = params.success ? memberOf(params.output.id) : undefined;
    if (!before) return sendError(reply, 404, STAFF_NOT_FOUND, 'No such staff member');
    if (before.id === staffOf(request).member.id) return sendError(reply, 409, STAFF_SELF, 'Another admin resets your authenticator');
    const secret = newTotpSecret();
    ctx.transaction(() => {
      staff.setTotpSecret(before.id, secret);
      ctx.stores.sessions.endAllOf(before.id, ctx.clock.now());
      // The secret itself never goes to the log.
      audit.record(request, { action: 'staff.authenticator_reset', target: `staff:${before.id}` });
    });
    return reply.header('cache-control', 'no-store').send({ data: before, meta: { totpSecret: secret, totpUri: totpUri(before.email, secret) } });
  });
}
