/**
 * Role checks: every role's guard against every development member, a player's token or cookie refused
 * on staff routes, no session without the second factor, and a staff session is never a player.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyPluginAsync } from 'fastify';
import { DEV_STAFF } from '../../../server/staff/dev-staff';
import { STAFF_ROLES } from '../../../server/staff/roles';
import { staffOf } from '../../../server/staff/http/guards';
import { DEMO, expectError, startIdentity } from '../identity/support';
import { DEV_STAFF_PASSWORD, devStaff, STAFF_COOKIE_PENDING, STAFF_COOKIE_SESSION, startStaff, StaffBrowser, T0 } from './support';
import { createClock } from '../../../server/clock';

/** One route per role, as the console's routes will declare them. */
const probes: FastifyPluginAsync = async (app) => {
  for (const role of STAFF_ROLES) {
    app.get(`/staff-api/probe/${role}`, { preHandler: app.staffGuards.role(role) }, async (request) => ({ id: staffOf(request).member.id }));
  }
  app.get('/staff-api/probe/trader-or-payments', { preHandler: app.staffGuards.role('trader', 'payments') }, async () => ({ ok: true }));
};

test('each role guard admits exactly the members holding that role; others get 403, nobody signed in 401', async (t) => {
  const server = await startStaff(t, { toolPlugins: [probes] });
  for (const member of DEV_STAFF) {
    const browser = await server.signIn(member);
    for (const role of STAFF_ROLES) {
      const res = await browser.call('GET', `/staff-api/probe/${role}`);
      if (member.roles.includes(role)) assert.equal(res.statusCode, 200, `${member.email} on ${role}: ${res.body}`);
      else expectError(res, 403, 'staff_forbidden');
    }
    const either = await browser.call('GET', '/staff-api/probe/trader-or-payments');
    assert.equal(either.statusCode, member.roles.some((role) => role === 'trader' || role === 'payments') ? 200 : 403, member.email);
    const list = await browser.call('GET', '/staff-api/staff');
    if (member.roles.includes('admin')) assert.equal(list.statusCode, 200);
    else expectError(list, 403, 'staff_forbidden');
  }
  for (const role of STAFF_ROLES) expectError(await server.browser().call('GET', `/staff-api/probe/${role}`), 401, 'staff_unauthorized');
});

test('the password step alone opens nothing: no second factor, no session', async (t) => {
  const server = await startStaff(t, { toolPlugins: [probes] });
  const admin = devStaff('admin');
  const browser = server.browser();
  assert.equal((await browser.call('POST', '/staff-api/auth/password', { email: admin.email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  assert.ok(browser.jar.has(STAFF_COOKIE_PENDING));
  expectError(await browser.call('GET', '/staff-api/probe/admin'), 401, 'staff_unauthorized');
  expectError(await browser.call('GET', '/staff-api/audit'), 401, 'staff_unauthorized');
  // The pending step's value put in the session cookie is no session either.
  const forged = new StaffBrowser(server.app);
  forged.jar.set(STAFF_COOKIE_SESSION, browser.jar.get(STAFF_COOKIE_PENDING) ?? '');
  expectError(await forged.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');
});

test("a player's bearer token or session cookie never opens a staff call", async (t) => {
  const server = await startIdentity(t, { toolPlugins: [probes], clock: createClock(() => T0) });
  const token = await server.browser.signIn(DEMO.demo.email);
  const playerCookie = [...server.browser.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  assert.match(playerCookie, /kk_sid=/);
  for (const url of ['/staff-api/me', '/staff-api/staff', '/staff-api/audit', ...STAFF_ROLES.map((role) => `/staff-api/probe/${role}`)]) {
    expectError(await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }), 401, 'staff_unauthorized');
    expectError(await server.app.inject({ method: 'GET', url, headers: { cookie: playerCookie, authorization: `Bearer ${token}` } }), 401, 'staff_unauthorized');
  }
  // The player's session id in the staff cookie's name is no staff session either.
  const sid = server.browser.jar.get('kk_sid') ?? '';
  expectError(await server.app.inject({ method: 'GET', url: '/staff-api/me', headers: { cookie: `${STAFF_COOKIE_SESSION}=${encodeURIComponent(sid)}` } }), 401, 'staff_unauthorized');
});

test('a staff session is not a player: no token, no bet, no player call', async (t) => {
  const server = await startStaff(t);
  const browser = await server.signIn(devStaff('trader'));
  assert.equal((await browser.call('GET', '/staff-api/me')).statusCode, 200);
  const token = await browser.call('GET', '/web-api/user/gettoken?force_refresh=true');
  assert.equal(token.statusCode, 200, token.body);
  assert.deepEqual(token.json(), { data: { token: null } }, 'no player token for a staff session');
  expectError(await browser.call('POST', '/web-api/coupon/place', { bets: [] }, { 'idempotency-key': 'staff-try-1' }), 401, 'unauthorized');
  const staffId = browser.jar.get(STAFF_COOKIE_SESSION) ?? '';
  expectError(await browser.call('POST', '/web-api/coupon/place', { bets: [] }, { authorization: `Bearer ${staffId}`, 'idempotency-key': 'staff-try-2' }), 401, 'unauthorized');
});

test('every /staff-api route but the sign-in steps has a staff guard, and refuses a player and a guest with 401', async (t) => {
  const server = await startIdentity(t, { toolPlugins: [probes], clock: createClock(() => T0) });
  const token = await server.browser.signIn(DEMO.demo.email);
  const routes = server.app.staffRoutes;
  assert.ok(routes.some((route) => route.url === '/staff-api/probe/trader' && Array.isArray(route.guard)), 'routes registered after the staff service are listed');
  const open = routes.filter((route) => route.guard === null).map((route) => `${route.method} ${route.url}`).sort();
  assert.deepEqual(open, ['POST /staff-api/auth/logout', 'POST /staff-api/auth/password', 'POST /staff-api/auth/totp']);
  for (const route of routes.filter((r) => r.guard !== null)) {
    const url = route.url.replace(/:[a-zA-Z]+/g, '1');
    const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const payload = method === 'GET' ? undefined : {};
    expectError(await server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) }), 401, 'staff_unauthorized');
    expectError(await server.app.inject({ method, url, ...(payload ? { payload } : {}) }), 401, 'staff_unauthorized');
  }
});
