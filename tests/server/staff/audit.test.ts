/** The audit log: append-only in the database, written by every staff change, read by admins with filters and paging. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyPluginAsync } from 'fastify';
import type { AuditEntry } from '../../../server/staff/audit';
import type { StaffMember } from '../../../server/staff/members';
import { expectError } from '../identity/support';
import { devStaff, startStaff, T0, TOTP_STEP_MS } from './support';
import { totpCode } from '../../../server/staff/totp';

interface AuditPage {
  data: AuditEntry[];
  meta: { next: number | null };
}

/** A route of another service recording a staff action through the port. */
const flagRoute: FastifyPluginAsync = async (app) => {
  app.post('/staff-api/probe/flag', { preHandler: app.staffGuards.role('content_editor', 'admin') }, async (request) => {
    const id = app.staffAudit.record(request, { action: 'site.flag_change', target: 'flag:casino', before: { enabled: true }, after: { enabled: false } });
    return { id };
  });
};

test('UPDATE and DELETE of audit rows are refused by the database', async (t) => {
  const server = await startStaff(t);
  await server.signIn(devStaff('admin'));
  const db = server.db();
  const row = db.prepare<[], { id: number; action: string }>('SELECT id, action FROM staff_audit ORDER BY id DESC LIMIT 1').get();
  assert.equal(row?.action, 'staff.sign_in');
  assert.throws(() => db.prepare("UPDATE staff_audit SET action = 'nothing' WHERE id = ?").run(row.id), /append-only/);
  assert.throws(() => db.prepare('DELETE FROM staff_audit WHERE id = ?').run(row.id), /append-only/);
  assert.throws(() => db.prepare('DELETE FROM staff_audit').run(), /append-only/);
  assert.equal(db.prepare<[number], { action: string }>('SELECT action FROM staff_audit WHERE id = ?').get(row.id)?.action, 'staff.sign_in');
});

test('an admin creates a member (secret once) and changes roles; each change is an audit row with before and after', async (t) => {
  const server = await startStaff(t);
  const admin = await server.signIn(devStaff('admin'));
  const created = await admin.call('POST', '/staff-api/staff', { email: 'New.Trader@Example.com', name: 'New Trader', password: 'a-long-password-1', roles: ['trader'] });
  assert.equal(created.statusCode, 201, created.body);
  const { data: member, meta } = created.json() as { data: StaffMember; meta: { totpSecret: string; totpUri: string } };
  assert.equal(member.email, 'new.trader@example.com');
  assert.match(meta.totpUri, /^otpauth:\/\/totp\//);
  expectError(await admin.call('POST', '/staff-api/staff', { email: 'new.trader@example.com', name: 'Again', password: 'a-long-password-1', roles: ['trader'] }), 409, 'staff_email_taken');
  expectError(await admin.call('POST', '/staff-api/staff', { email: 'x@example.com', name: 'Short', password: 'short', roles: ['trader'] }), 400, 'invalid_body');
  expectError(await admin.call('POST', '/staff-api/staff', { email: 'y@example.com', name: 'Role', password: 'a-long-password-1', roles: ['croupier'] }), 400, 'invalid_body');

  // The new member signs in with the secret just answered.
  const fresh = server.browser();
  assert.equal((await fresh.call('POST', '/staff-api/auth/password', { email: member.email, password: 'a-long-password-1' })).statusCode, 200);
  assert.equal((await fresh.call('POST', '/staff-api/auth/totp', { code: await totpCode(meta.totpSecret, server.clock.now()) })).statusCode, 200);

  const changed = await admin.call('PUT', `/staff-api/staff/${member.id}/roles`, { roles: ['payments', 'trader'] });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.deepEqual((changed.json() as { data: StaffMember }).data.roles, ['trader', 'payments']);
  expectError(await fresh.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');
  expectError(await admin.call('PUT', '/staff-api/staff/999999/roles', { roles: ['trader'] }), 404, 'staff_not_found');
  const self = (await admin.call('GET', '/staff-api/me')).json() as { data: StaffMember };
  expectError(await admin.call('PUT', `/staff-api/staff/${self.data.id}/roles`, { roles: ['trader'] }), 409, 'staff_last_admin');

  const log = (await admin.call('GET', `/staff-api/audit?target=staff:${member.id}`)).json() as AuditPage;
  assert.deepEqual(log.data.map((entry) => entry.action), ['staff.roles_change', 'staff.sign_in', 'staff.create']);
  const [roles, , create] = log.data;
  assert.deepEqual([roles?.before, roles?.after], [{ roles: ['trader'] }, { roles: ['trader', 'payments'] }]);
  assert.equal(roles?.staffId, self.data.id);
  assert.equal(create?.before, null);
  assert.equal((create?.after as StaffMember).email, member.email);
  assert.equal(create?.at, new Date(server.clock.now()).toISOString());
  assert.equal(create?.address, '127.0.0.1');
});

test('GET /staff-api/audit: admins only, filtered by member, action prefix and time, paged newest first', async (t) => {
  const server = await startStaff(t, { toolPlugins: [flagRoute] });
  const editor = await server.signIn(devStaff('content_editor'));
  for (let i = 0; i < 3; i += 1) assert.equal((await editor.call('POST', '/staff-api/probe/flag', {})).statusCode, 200);
  const admin = await server.signIn(devStaff('admin'));
  expectError(await editor.call('GET', '/staff-api/audit'), 403, 'staff_forbidden');

  const editorId = ((await editor.call('GET', '/staff-api/me')).json() as { data: StaffMember }).data.id;
  const flags = (await admin.call('GET', `/staff-api/audit?staffId=${editorId}&action=site.`)).json() as AuditPage;
  assert.equal(flags.data.length, 3);
  assert.deepEqual(flags.data[0]?.before, { enabled: true });
  assert.deepEqual(flags.data[0]?.after, { enabled: false });

  const first = (await admin.call('GET', '/staff-api/audit?limit=2')).json() as AuditPage;
  assert.equal(first.data.length, 2);
  assert.ok(first.meta.next !== null);
  const second = (await admin.call('GET', `/staff-api/audit?limit=2&before=${first.meta.next}`)).json() as AuditPage;
  const ids = [...first.data, ...second.data].map((entry) => entry.id);
  assert.deepEqual(ids, [...ids].sort((a, b) => b - a), 'newest first, no overlap');
  assert.equal(new Set(ids).size, 4);
  const all = (await admin.call('GET', '/staff-api/audit')).json() as AuditPage;
  assert.equal(all.data.length, 5, 'two sign-ins and three flag changes');
  assert.equal(all.meta.next, null);

  const later = new Date(T0 + 2 * TOTP_STEP_MS).toISOString();
  const since = (await admin.call('GET', `/staff-api/audit?since=${encodeURIComponent(later)}`)).json() as AuditPage;
  assert.deepEqual(since.data.map((entry) => entry.action), ['staff.sign_in'], "only the admin's sign-in is that late");
  expectError(await admin.call('GET', '/staff-api/audit?limit=500'), 400, 'invalid_query');
  expectError(await admin.call('GET', '/staff-api/audit?since=yesterday'), 400, 'invalid_query');
});

test('the test API reset empties the log and the staff, seeds the development staff again, and keeps the log append-only', async (t) => {
  const server = await startStaff(t);
  const admin = await server.signIn(devStaff('admin'));
  assert.equal((await admin.call('POST', '/staff-api/staff', { email: 'extra@example.com', name: 'Extra', password: 'a-long-password-1', roles: ['trader'] })).statusCode, 201);
  const reset = await server.app.inject({ method: 'POST', url: '/__test/reset' });
  assert.equal(reset.statusCode, 200, reset.body);
  const db = server.db();
  assert.equal(db.prepare<[], { n: number }>('SELECT count(*) AS n FROM staff_audit').get()?.n, 0);
  assert.deepEqual(db.prepare<[], { email: string }>('SELECT email FROM staff ORDER BY id').all().map((row) => row.email).includes('extra@example.com'), false);
  assert.equal(db.prepare<[], { n: number }>('SELECT count(*) AS n FROM staff').get()?.n, 6);
  expectError(await admin.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');
  server.clock.advance(TOTP_STEP_MS);
  await server.signIn(devStaff('admin'));
  assert.throws(() => db.prepare('DELETE FROM staff_audit').run(), /append-only/);
});
