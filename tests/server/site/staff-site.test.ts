/**
 * The console's site routes (issue 24): role checks on every route, each part's change with its audit
 * row (before and after, one transaction), the schemas' messages on bad input, the player's config
 * following at once, and restoring the value before a site change from the audit log.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { SiteConfigSchema } from '../../../platform/src/schemas/config';
import { SITE_ROLES, type MaintenanceNotice } from '../../../backoffice/src/contracts/site';
import { DEV_STAFF } from '../../../server/staff/dev-staff';
import type { AuditEntry } from '../../../server/staff/audit';
import { Browser, DEMO, expectError } from '../identity/support';
import { DEV_STAFF_PASSWORD, devStaff, startStaff, type StaffBrowser, type StaffServer } from '../staff/support';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

const NOTICE: MaintenanceNotice = {
  notice: { started_at: '2026-12-01T02:00:00.000Z', ended_at: '2026-12-01T04:00:00.000Z', notify_started_at: null, notify_ended_at: null, isActive: true, web_state: 1 },
  text: 'Back at 04:00',
  texts: { en: 'Back at 04:00 UTC', ru: 'Вернёмся в 04:00' },
};

/** Every site route, with a body it accepts and the SITE_ROLES entry that guards it. */
const ROUTES: ReadonlyArray<{ method: Method; url: string; body?: unknown; part: keyof typeof SITE_ROLES }> = [
  { method: 'GET', url: '/staff-api/site/config', part: 'read' },
  { method: 'PUT', url: '/staff-api/site/flags', body: { isRegistrationAllowed: false }, part: 'flags' },
  { method: 'PUT', url: '/staff-api/site/config', body: { minAge: 21 }, part: 'fields' },
  { method: 'PUT', url: '/staff-api/site/maintenance', body: NOTICE, part: 'maintenance' },
  { method: 'GET', url: '/staff-api/site/block-rules', part: 'read' },
  { method: 'PUT', url: '/staff-api/site/block-rules/de', body: { reason: 1 }, part: 'blockRules' },
  { method: 'DELETE', url: '/staff-api/site/block-rules/DE', part: 'blockRules' },
  { method: 'GET', url: '/staff-api/site/redirects', part: 'read' },
  { method: 'PUT', url: '/staff-api/site/redirects', body: { from: '/ru/a', to: '/ru/b' }, part: 'redirects' },
  { method: 'DELETE', url: `/staff-api/site/redirects?from=${encodeURIComponent('/ru/a')}`, part: 'redirects' },
  { method: 'POST', url: '/staff-api/site/restore/1', part: 'restore' },
];

async function playerConfig(server: StaffServer, lang = 'ru') {
  return v.parse(SiteConfigSchema, (await server.app.inject({ method: 'GET', url: `/bff-api/config/all.json?lang=${lang}` })).json());
}

async function auditRow(server: StaffServer, admin: StaffBrowser, id: number): Promise<AuditEntry> {
  const page = (await admin.call('GET', `/staff-api/audit?action=site.&limit=100`)).json() as { data: AuditEntry[] };
  const row = page.data.find((entry) => entry.id === id);
  assert.ok(row, `audit row ${id}`);
  return row;
}

async function ok(res: { statusCode: number; body: string; json(): unknown }): Promise<{ data: unknown; meta: { auditId: number } }> {
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { data: unknown; meta: { auditId: number } };
}

test('every site route: 401 without a staff session, with a player token or without the TOTP step; 403 for a wrong role', async (t) => {
  const server = await startStaff(t);
  const player = new Browser(server.app);
  await player.identify();
  const token = await player.signIn(DEMO.demo.email);
  const passwordOnly = server.browser();
  assert.equal((await passwordOnly.call('POST', '/staff-api/auth/password', { email: devStaff('admin').email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  const members = await Promise.all(DEV_STAFF.map(async (member) => ({ member, browser: await server.signIn(member) })));
  for (const route of ROUTES) {
    const what = `${route.method} ${route.url}`;
    expectError(await server.browser().call(route.method, route.url, route.body), 401, 'staff_unauthorized');
    expectError(await server.browser().call(route.method, route.url, route.body, { authorization: `Bearer ${token}` }), 401, 'staff_unauthorized');
    expectError(await passwordOnly.call(route.method, route.url, route.body), 401, 'staff_unauthorized');
    for (const { member, browser } of members) {
      const allowed = member.roles.some((role) => (SITE_ROLES[route.part] as readonly string[]).includes(role));
      const res = await browser.call(route.method, route.url, route.body);
      if (allowed) assert.ok(res.statusCode !== 401 && res.statusCode !== 403, `${member.email} on ${what}: ${res.body}`);
      else expectError(res, 403, 'staff_forbidden');
    }
  }
  const guarded = server.app.staffRoutes.filter((route) => route.url.startsWith('/staff-api/site/'));
  assert.equal(guarded.length, ROUTES.length, 'every site route is swept above');
  for (const route of guarded) assert.ok(Array.isArray(route.guard), `${route.method} ${route.url} has a role guard`);
});

test('an admin turns a flag off: the player config follows at once and the audit row holds before and after', async (t) => {
  const server = await startStaff(t);
  const admin = await server.signIn(devStaff('admin'));
  const config = (await admin.call('GET', '/staff-api/site/config')).json() as { data: { flags: Record<string, boolean>; fields: Record<string, unknown> } };
  assert.equal(config.data.flags.isRegistrationAllowed, true);
  assert.equal(config.data.fields.minAge, 18);
  assert.equal('isRegistrationAllowed' in config.data.fields, false, 'flags are not fields');
  assert.equal('maintenanceText' in config.data.fields, false, 'the maintenance text belongs to the notice');
  assert.equal((await playerConfig(server)).isRegistrationAllowed, true, 'the config is read (and cached) before the change');

  const changed = await ok(await admin.call('PUT', '/staff-api/site/flags', { isRegistrationAllowed: false, showVipBet: false }));
  assert.deepEqual(changed.data, { isRegistrationAllowed: false, showVipBet: false });
  const player = await playerConfig(server);
  assert.equal(player.isRegistrationAllowed, false);
  assert.equal(player.showVipBet, false);
  const row = await auditRow(server, admin, changed.meta.auditId);
  assert.equal(row.action, 'site.flags_change');
  assert.equal(row.target, 'site:flags');
  assert.deepEqual(row.before, { isRegistrationAllowed: true, showVipBet: true });
  assert.deepEqual(row.after, { isRegistrationAllowed: false, showVipBet: false });

  assert.match(expectError(await admin.call('PUT', '/staff-api/site/flags', { isRegistrationAllowed: 'no' }), 400, 'invalid_body').detail, /isRegistrationAllowed/);
  assert.match(expectError(await admin.call('PUT', '/staff-api/site/flags', { minAge: true }), 400, 'invalid_body').detail, /minAge: not a flag/);
  assert.match(expectError(await admin.call('PUT', '/staff-api/site/flags', {}), 400, 'invalid_body').detail, /at least one flag/);
});

test('config fields are checked by the site-config schema; a refused change writes nothing and records nothing', async (t) => {
  const server = await startStaff(t);
  const admin = await server.signIn(devStaff('admin'));
  const changed = await ok(await admin.call('PUT', '/staff-api/site/config', { minAge: 21, companyName: 'Kickoff Ltd' }));
  assert.deepEqual(changed.data, { minAge: 21, companyName: 'Kickoff Ltd' });
  const row = await auditRow(server, admin, changed.meta.auditId);
  assert.equal(row.action, 'site.config_change');
  assert.deepEqual(row.before, { minAge: 18, companyName: 'Kickoff' });
  assert.equal((await playerConfig(server)).minAge, 21);

  const rows = () => server.db().prepare<[], { n: number }>("SELECT count(*) AS n FROM staff_audit WHERE action LIKE 'site.%'").get()?.n;
  const before = rows();
  assert.match(expectError(await admin.call('PUT', '/staff-api/site/config', { minAge: 'old' }), 400, 'invalid_body').detail, /minAge: Invalid type/);
  assert.match(expectError(await admin.call('PUT', '/staff-api/site/config', { autoLogoffInactiveMinutes: 0 }), 400, 'invalid_body').detail, /autoLogoffInactiveMinutes/);
  assert.match(expectError(await admin.call('PUT', '/staff-api/site/config', { nope: 1 }), 400, 'invalid_body').detail, /nope/);
  assert.match(expectError(await admin.call('PUT', '/staff-api/site/config', { showVipBet: false }), 400, 'invalid_body').detail, /showVipBet: a flag/);
  assert.match(expectError(await admin.call('PUT', '/staff-api/site/config', { maintenanceText: 'x' }), 400, 'invalid_body').detail, /maintenance notice/);
  assert.equal(rows(), before, 'no audit row for a refused change');
  assert.equal((await playerConfig(server)).minAge, 21);
});

test('a content editor changes the maintenance notice: group, base text and per-language texts, audited', async (t) => {
  const server = await startStaff(t);
  const editor = await server.signIn(devStaff('content_editor'));
  const admin = await server.signIn(devStaff('admin'));
  const initial = ((await editor.call('GET', '/staff-api/site/config')).json() as { data: { maintenance: MaintenanceNotice } }).data.maintenance;
  assert.equal(initial.notice.isActive, false);
  assert.deepEqual(Object.keys(initial.texts), ['en', 'ru']);

  const changed = await ok(await editor.call('PUT', '/staff-api/site/maintenance', { ...NOTICE, texts: { en: 'Back at 04:00 UTC' } }));
  assert.deepEqual(changed.data, { ...NOTICE, texts: { en: 'Back at 04:00 UTC' } });
  assert.equal((await playerConfig(server, 'en')).maintenanceText, 'Back at 04:00 UTC');
  assert.equal((await playerConfig(server, 'ru')).maintenanceText, 'Back at 04:00', 'a language without its own text shows the base text');
  const group = (await server.app.inject({ method: 'GET', url: '/bff-api/config/group/get?groups=maintenance' })).json() as { groups: { maintenance: { isActive: boolean } } };
  assert.equal(group.groups.maintenance.isActive, true);
  const row = await auditRow(server, admin, changed.meta.auditId);
  assert.equal(row.action, 'site.maintenance_change');
  assert.deepEqual(row.before, initial);

  const bad = { ...NOTICE, notice: { ...NOTICE.notice, started_at: 'tomorrow' } };
  assert.match(expectError(await editor.call('PUT', '/staff-api/site/maintenance', bad), 400, 'invalid_body').detail, /started_at: an ISO time/);
  assert.match(expectError(await editor.call('PUT', '/staff-api/site/maintenance', { ...NOTICE, texts: { english: 'x' } }), 400, 'invalid_body').detail, /a two-letter language code/);
  expectError(await editor.call('PUT', '/staff-api/site/flags', { isMaintenanceDate: true }), 403, 'staff_forbidden');
});

test('block rules: paged list, add, change and remove, each audited; the block service answers them', async (t) => {
  const server = await startStaff(t);
  const admin = await server.signIn(devStaff('admin'));
  const first = (await admin.call('GET', '/staff-api/site/block-rules?limit=2')).json() as { data: Array<{ countryCode: string }>; meta: { next: string | null } };
  assert.deepEqual(first.data.map((rule) => rule.countryCode), ['IE', 'UA']);
  assert.equal(first.meta.next, 'UA');
  const second = (await admin.call('GET', '/staff-api/site/block-rules?limit=2&before=UA')).json() as { data: Array<{ countryCode: string }>; meta: { next: string | null } };
  assert.deepEqual(second.data.map((rule) => rule.countryCode), ['XX']);
  assert.equal(second.meta.next, null);

  const block = async (country: string) =>
    ((await server.app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', headers: { 'x-country': country }, payload: { auth: false, url: '/ru' } })).json() as { data: { displayTypeId: number } }).data.displayTypeId;
  const added = await ok(await admin.call('PUT', '/staff-api/site/block-rules/de', { reason: 5, templateTypeId: 1 }));
  assert.deepEqual(added.data, { countryCode: 'DE', reason: 5, templateTypeId: 1 });
  assert.equal(await block('DE'), 5);
  const row = await auditRow(server, admin, added.meta.auditId);
  assert.deepEqual([row.action, row.target, row.before], ['site.block_rule_change', 'block_rule:DE', null]);

  const removed = await ok(await admin.call('DELETE', '/staff-api/site/block-rules/DE'));
  assert.equal(removed.data, null);
  assert.equal(await block('DE'), 0);
  assert.deepEqual((await auditRow(server, admin, removed.meta.auditId)).before, { countryCode: 'DE', reason: 5, templateTypeId: 1 });
  expectError(await admin.call('DELETE', '/staff-api/site/block-rules/DE'), 404, 'site_rule_not_found');
  expectError(await admin.call('PUT', '/staff-api/site/block-rules/DEU', { reason: 1 }), 400, 'invalid_parameter');
  assert.match(expectError(await admin.call('PUT', '/staff-api/site/block-rules/DE', { reason: -1 }), 400, 'invalid_body').detail, /reason/);
});

test('redirects: a content editor adds, edits and removes rules; the redirect service follows; bad paths get the schema message', async (t) => {
  const server = await startStaff(t);
  const editor = await server.signIn(devStaff('content_editor'));
  const redirect = async (url: string) =>
    (await server.app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', payload: { url } })).json() as { redirect: boolean; url: string | null; code: number };

  const added = await ok(await editor.call('PUT', '/staff-api/site/redirects', { from: '/ru/spring', to: '/ru/promotions', code: 302 }));
  assert.deepEqual(added.data, { from: '/ru/spring', to: '/ru/promotions', code: 302, reason: 'legacy' });
  assert.deepEqual(await redirect('/ru/spring'), { redirect: true, code: 302, url: '/ru/promotions', reasons: ['legacy'], breadcrumbs: ['/ru/spring', '/ru/promotions'] });
  const list = (await editor.call('GET', '/staff-api/site/redirects?limit=2')).json() as { data: Array<{ from: string }>; meta: { next: number | null } };
  assert.equal(list.data[0]?.from, '/ru/spring', 'newest first');
  assert.equal(list.data.length, 2);
  assert.equal(typeof list.meta.next, 'number');
  const rest = (await editor.call('GET', `/staff-api/site/redirects?limit=100&before=${list.meta.next}`)).json() as { data: Array<{ from: string }>; meta: { next: number | null } };
  assert.equal(rest.data.length, 5, 'the six seeded rules and the new one, over two pages');
  assert.equal(rest.meta.next, null);

  const edited = await ok(await editor.call('PUT', '/staff-api/site/redirects', { from: '/ru/spring', to: '/ru/live' }));
  assert.equal((await redirect('/ru/spring')).url, '/ru/live');
  const removed = await ok(await editor.call('DELETE', `/staff-api/site/redirects?from=${encodeURIComponent('/ru/spring')}`));
  assert.equal((await redirect('/ru/spring')).redirect, false);
  expectError(await editor.call('DELETE', `/staff-api/site/redirects?from=${encodeURIComponent('/ru/spring')}`), 404, 'site_rule_not_found');
  assert.match(expectError(await editor.call('PUT', '/staff-api/site/redirects', { from: 'ru/x', to: '/ru' }), 400, 'invalid_body').detail, /must be a same-origin path starting with \//);
  assert.match(expectError(await editor.call('PUT', '/staff-api/site/redirects', { from: '/ru/x', to: '//evil.example' }), 400, 'invalid_body').detail, /same-origin/);
  expectError(await editor.call('PUT', '/staff-api/site/block-rules/DE', { reason: 1 }), 403, 'staff_forbidden');

  const admin = await server.signIn(devStaff('admin'));
  const editedRow = await auditRow(server, admin, edited.meta.auditId);
  assert.deepEqual(editedRow.before, { from: '/ru/spring', to: '/ru/promotions', code: 302, reason: 'legacy' });
  assert.deepEqual(editedRow.after, { from: '/ru/spring', to: '/ru/live', code: 301, reason: 'legacy' });
  assert.equal((await auditRow(server, admin, removed.meta.auditId)).after, null);
});

test('restore puts back the value before a site change (itself audited) and refuses other rows', async (t) => {
  const server = await startStaff(t);
  const admin = await server.signIn(devStaff('admin'));
  const off = await ok(await admin.call('PUT', '/staff-api/site/flags', { isRegistrationAllowed: false }));
  assert.equal((await playerConfig(server)).isRegistrationAllowed, false);

  const restored = await ok(await admin.call('POST', `/staff-api/site/restore/${off.meta.auditId}`));
  assert.deepEqual(restored.data, { action: 'site.flags_change', target: 'site:flags', value: { isRegistrationAllowed: true } });
  assert.equal((await playerConfig(server)).isRegistrationAllowed, true);
  const row = await auditRow(server, admin, restored.meta.auditId);
  assert.deepEqual([row.action, row.before, row.after], ['site.flags_change', { isRegistrationAllowed: false }, { isRegistrationAllowed: true }]);

  // A rule that did not exist before its change is removed again; a removed one comes back.
  const added = await ok(await admin.call('PUT', '/staff-api/site/redirects', { from: '/ru/new', to: '/ru' }));
  await ok(await admin.call('POST', `/staff-api/site/restore/${added.meta.auditId}`));
  expectError(await admin.call('DELETE', `/staff-api/site/redirects?from=${encodeURIComponent('/ru/new')}`), 404, 'site_rule_not_found');
  const removed = await ok(await admin.call('DELETE', '/staff-api/site/block-rules/UA'));
  const back = await ok(await admin.call('POST', `/staff-api/site/restore/${removed.meta.auditId}`));
  assert.deepEqual(back.data, { action: 'site.block_rule_change', target: 'block_rule:UA', value: { countryCode: 'UA', reason: 13, templateTypeId: 1 } });
  const notice = await ok(await admin.call('PUT', '/staff-api/site/maintenance', NOTICE));
  const noticeBack = await ok(await admin.call('POST', `/staff-api/site/restore/${notice.meta.auditId}`));
  assert.equal((noticeBack.data as { value: MaintenanceNotice }).value.notice.isActive, false);
  assert.equal((await playerConfig(server, 'en')).maintenanceText, 'The site is undergoing maintenance. We will be back shortly, thank you for your patience.');

  const signIn = server.db().prepare<[], { id: number }>("SELECT id FROM staff_audit WHERE action = 'staff.sign_in' ORDER BY id LIMIT 1").get();
  assert.ok(signIn);
  expectError(await admin.call('POST', `/staff-api/site/restore/${signIn.id}`), 409, 'site_not_restorable');
  expectError(await admin.call('POST', '/staff-api/site/restore/999999'), 404, 'audit_not_found');
  expectError(await admin.call('POST', '/staff-api/site/restore/abc'), 404, 'audit_not_found');
  const editor = await server.signIn(devStaff('content_editor'));
  expectError(await editor.call('POST', `/staff-api/site/restore/${off.meta.auditId}`), 403, 'staff_forbidden');
});
