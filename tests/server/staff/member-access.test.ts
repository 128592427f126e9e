/** Disabling a staff member and resetting a lost authenticator (admins): sessions end, the log records it, the last admin stays. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { StaffMember } from '../../../server/staff/members';
import { totpCode } from '../../../server/staff/totp';
import { expectError } from '../identity/support';
import { DEV_STAFF_PASSWORD, devStaff, startStaff } from './support';

const idOf = async (browser: { call: (m: 'GET', u: string) => Promise<{ json(): unknown }> }): Promise<number> =>
  ((await browser.call('GET', '/staff-api/me')).json() as { data: StaffMember }).data.id;

test('an admin disables a member: their session ends, they cannot sign in, enabling lets them back; the log has both', async (t) => {
  const server = await startStaff(t);
  const admin = await server.signIn(devStaff('admin'));
  const trader = await server.signIn(devStaff('trader'));
  const traderId = await idOf(trader);

  expectError(await trader.call('PUT', `/staff-api/staff/${traderId}/active`, { active: false }), 403, 'staff_forbidden');
  expectError(await admin.call('PUT', `/staff-api/staff/${traderId}/active`, { active: 'no' }), 400, 'invalid_body');
  const disabled = await admin.call('PUT', `/staff-api/staff/${traderId}/active`, { active: false });
  assert.equal(disabled.statusCode, 200, disabled.body);
  assert.equal((disabled.json() as { data: StaffMember }).data.active, false);
  expectError(await trader.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');
  const again = server.browser();
  expectError(await again.call('POST', '/staff-api/auth/password', { email: devStaff('trader').email, password: DEV_STAFF_PASSWORD }), 401, 'staff_credentials');

  assert.equal((await admin.call('PUT', `/staff-api/staff/${traderId}/active`, { active: true })).statusCode, 200);
  await server.signIn(devStaff('trader'));

  const log = (await admin.call('GET', `/staff-api/audit?target=staff:${traderId}&action=staff.`)).json() as { data: { action: string; before: unknown; after: unknown }[] };
  const changes = log.data.filter((entry) => entry.action === 'staff.disable' || entry.action === 'staff.enable');
  assert.deepEqual(changes.map((entry) => [entry.action, entry.before, entry.after]), [
    ['staff.enable', { active: false }, { active: true }],
    ['staff.disable', { active: true }, { active: false }],
  ]);
});

test('nobody disables themselves, and the last active admin stays enabled', async (t) => {
  const server = await startStaff(t);
  const admin = await server.signIn(devStaff('admin'));
  const adminId = await idOf(admin);
  expectError(await admin.call('PUT', `/staff-api/staff/${adminId}/active`, { active: false }), 409, 'staff_self');
  expectError(await admin.call('PUT', '/staff-api/staff/999999/active', { active: false }), 404, 'staff_not_found');
  // With a second admin, either may disable the other.
  const created = await admin.call('POST', '/staff-api/staff', { email: 'second.admin@example.com', name: 'Second', password: 'a-long-password-2', roles: ['admin'] });
  assert.equal(created.statusCode, 201, created.body);
  const second = created.json() as { data: StaffMember; meta: { totpSecret: string } };
  assert.equal((await admin.call('PUT', `/staff-api/staff/${second.data.id}/active`, { active: false })).statusCode, 200);
  const other = server.browser();
  assert.equal((await admin.call('PUT', `/staff-api/staff/${second.data.id}/active`, { active: true })).statusCode, 200);
  server.clock.advance(30_000);
  assert.equal((await other.call('POST', '/staff-api/auth/password', { email: 'second.admin@example.com', password: 'a-long-password-2' })).statusCode, 200);
  assert.equal((await other.call('POST', '/staff-api/auth/totp', { code: await totpCode(second.meta.totpSecret, server.clock.now()) })).statusCode, 200);
  // The second admin disables the first; now the second is the last active admin and cannot be disabled by anyone.
  assert.equal((await other.call('PUT', `/staff-api/staff/${adminId}/active`, { active: false })).statusCode, 200);
  const db = server.db();
  assert.equal(db.prepare<[number], { active: number }>('SELECT active FROM staff WHERE id = ?').get(adminId)?.active, 0);
  expectError(await other.call('PUT', `/staff-api/staff/${second.data.id}/active`, { active: false }), 409, 'staff_self');
});

test('an admin resets a lost authenticator: the new secret is answered once, the old code stops working, the log never holds the secret', async (t) => {
  const server = await startStaff(t);
  const admin = await server.signIn(devStaff('admin'));
  const support = await server.signIn(devStaff('support_agent'));
  const supportId = await idOf(support);
  expectError(await admin.call('POST', `/staff-api/staff/${await idOf(admin)}/authenticator`), 409, 'staff_self');
  const reset = await admin.call('POST', `/staff-api/staff/${supportId}/authenticator`);
  assert.equal(reset.statusCode, 200, reset.body);
  const { meta } = reset.json() as { meta: { totpSecret: string; totpUri: string } };
  assert.notEqual(meta.totpSecret, devStaff('support_agent').totpSecret);
  assert.match(meta.totpUri, /^otpauth:\/\/totp\//);
  expectError(await support.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');

  server.clock.advance(30_000);
  const fresh = server.browser();
  assert.equal((await fresh.call('POST', '/staff-api/auth/password', { email: devStaff('support_agent').email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  expectError(await fresh.call('POST', '/staff-api/auth/totp', { code: await totpCode(devStaff('support_agent').totpSecret, server.clock.now()) }), 401, 'staff_code_invalid');
  assert.equal((await fresh.call('POST', '/staff-api/auth/totp', { code: await totpCode(meta.totpSecret, server.clock.now()) })).statusCode, 200);

  const rows = server.db().prepare<[], { before_json: string | null; after_json: string | null }>("SELECT before_json, after_json FROM staff_audit WHERE action = 'staff.authenticator_reset'").all();
  assert.equal(rows.length, 1);
  assert.ok(!JSON.stringify(rows).includes(meta.totpSecret));
});
