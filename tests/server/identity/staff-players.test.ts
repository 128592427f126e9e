/**
 * The console's Players routes (issue 24): every /staff-api/players route refuses a guest, a player's
 * token, a role outside its list and a password-only sign-in; the search by account ID, e-mail and
 * phone; a player's summary and security events; ending a player's sessions signs them out at once;
 * a ban applies to the player's next call and is lifted; each write leaves its audit row.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { LightMyRequestResponse as Response } from 'fastify';
import * as v from 'valibot';
import {
  PLAYER_READ_ROLES,
  PLAYER_WRITE_ROLES,
  PlayerSearchReplySchema,
  PlayerSessionsReplySchema,
  PlayerSummaryReplySchema,
  SecurityEventsPageSchema,
  SessionsEndedReplySchema,
} from '../../../backoffice/src/contracts/players';
import { likePrefix, searchTerms } from '../../../server/identity/player-search';
import { STAFF_ROLES, type StaffRole } from '../../../server/staff/roles';
import { Browser, DEMO, expectError } from './support';
import { DEV_STAFF_PASSWORD, devStaff, startStaff, type StaffBrowser, type StaffServer } from '../staff/support';

interface Players {
  server: StaffServer;
  player: Browser;
  token: string;
  /** A browser signed in as the development member holding `role`. */
  as(role: StaffRole): Promise<StaffBrowser>;
}

async function startPlayers(t: TestContext): Promise<Players> {
  const server = await startStaff(t);
  const player = new Browser(server.app);
  await player.identify();
  const token = await player.signIn(DEMO.demo.email);
  const signedIn = new Map<StaffRole, StaffBrowser>();
  return {
    server,
    player,
    token,
    async as(role) {
      let browser = signedIn.get(role);
      if (!browser) {
        browser = await server.signIn(devStaff(role));
        signedIn.set(role, browser);
      }
      return browser;
    },
  };
}

const json = <S extends v.GenericSchema>(schema: S, res: Response): v.InferOutput<S> => {
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(schema, res.json());
};

interface AuditRow {
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  staff_id: number;
}

const auditOf = (server: StaffServer, target: string): AuditRow[] =>
  server.db().prepare<[string], AuditRow>('SELECT action, target, before_json, after_json, staff_id FROM staff_audit WHERE target = ? ORDER BY id').all(target);

test('every /staff-api/players route: 401 for a guest, a player token and a password-only sign-in; 403 for a role outside its list', async (t) => {
  const { server, token, as } = await startPlayers(t);
  const routes = server.app.staffRoutes.filter((route) => route.url.startsWith('/staff-api/players'));
  assert.deepEqual(
    routes.map((route) => `${route.method} ${route.url}`).sort(),
    [
      'DELETE /staff-api/players/:id/ban',
      'GET /staff-api/players',
      'GET /staff-api/players/:id',
      'GET /staff-api/players/:id/accounts',
      'GET /staff-api/players/:id/casino-rounds',
      'GET /staff-api/players/:id/coupons',
      'GET /staff-api/players/:id/ledger',
      'GET /staff-api/players/:id/limits',
      'GET /staff-api/players/:id/security-events',
      'GET /staff-api/players/:id/sessions',
      'POST /staff-api/players/:id/ban',
      'POST /staff-api/players/:id/sessions/end',
    ],
  );
  const pending = server.browser();
  assert.equal((await pending.call('POST', '/staff-api/auth/password', { email: devStaff('admin').email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  for (const route of routes) {
    const url = route.url.replace(':id', String(DEMO.demo.id)) + (route.url === '/staff-api/players' ? '?q=demo' : '');
    const method = route.method as 'GET' | 'POST' | 'DELETE';
    const allowed: readonly StaffRole[] = route.method === 'GET' ? PLAYER_READ_ROLES : PLAYER_WRITE_ROLES;
    assert.deepEqual(route.guard, [...allowed], url);
    expectError(await server.app.inject({ method, url }), 401, 'staff_unauthorized');
    expectError(await server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } }), 401, 'staff_unauthorized');
    expectError(await pending.call(method, url), 401, 'staff_unauthorized');
    for (const role of STAFF_ROLES.filter((r) => !allowed.includes(r))) expectError(await (await as(role)).call(method, url), 403, 'staff_forbidden');
  }
  // Every reading role opens every read.
  for (const role of PLAYER_READ_ROLES) {
    const browser = await as(role);
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const url = route.url.replace(':id', String(DEMO.demo.id)) + (route.url === '/staff-api/players' ? '?q=demo' : '');
      assert.equal((await browser.call('GET', url)).statusCode, 200, `${role} ${url}`);
    }
  }
  // A well-formed id of nobody is 404 on every part, a malformed one 400.
  const support = await as('support_agent');
  for (const route of routes.filter((r) => r.url !== '/staff-api/players')) {
    const method = route.method as 'GET' | 'POST' | 'DELETE';
    const body = route.url.endsWith('/ban') && method === 'POST' ? { level: 53, reason: 'x' } : undefined;
    expectError(await support.call(method, route.url.replace(':id', '99999999'), body), 404, 'player_not_found');
    expectError(await support.call(method, route.url.replace(':id', 'abc'), body), 400, 'invalid_parameter');
  }
});

test('search: by account ID, e-mail or phone, exact or its beginning, exact hits first, at most 20', async (t) => {
  const { server, as } = await startPlayers(t);
  const support = await as('support_agent');
  const search = async (q: string) => json(PlayerSearchReplySchema, await support.call('GET', `/staff-api/players?q=${encodeURIComponent(q)}`)).data;

  const byId = await search(String(DEMO.demo.id));
  assert.equal(byId[0]?.id, DEMO.demo.id);
  assert.deepEqual(byId[0], { id: DEMO.demo.id, email: DEMO.demo.email, phone: '+7 9001234567', name: 'Demo Player', banned: false });
  const idPrefix = await search('1000000');
  assert.ok(idPrefix.some((p) => p.id === DEMO.banned.id) && idPrefix.every((p) => String(p.id).startsWith('1000000')));

  assert.deepEqual((await search('DEMO@kickoff.test')).map((p) => p.id), [DEMO.demo.id]);
  assert.ok((await search('twostep@')).some((p) => p.id === DEMO.twostep.id));
  assert.deepEqual(await search('nobody-here@'), []);
  assert.deepEqual(await search('%@kickoff.test'), [], 'LIKE wildcards are literal');

  assert.equal((await search('+7 900 123-45-67'))[0]?.id, DEMO.demo.id);
  assert.equal((await search('7900123'))[0]?.id, DEMO.demo.id);

  const insert = server.db().prepare("INSERT INTO users (id, email, registration_type, created_at) VALUES (?, ?, 'full', 0)");
  for (let i = 0; i < 25; i += 1) insert.run(10_000_500 + i, `bulk${i}@example.com`);
  assert.equal((await search('bulk')).length, 20);
  expectError(await support.call('GET', '/staff-api/players'), 400, 'invalid_query');
  expectError(await support.call('GET', '/staff-api/players?q=%20'), 400, 'invalid_query');
});

test("summary, sessions and a player's security events, paged newest first", async (t) => {
  const { server, as } = await startPlayers(t);
  const kyc = await as('kyc_reviewer');
  const summary = json(PlayerSummaryReplySchema, await kyc.call('GET', `/staff-api/players/${DEMO.demo.id}`)).data;
  assert.equal(summary.email, DEMO.demo.email);
  assert.equal(summary.liveSessions, 1);
  assert.equal(summary.ban, null);
  const banned = json(PlayerSummaryReplySchema, await kyc.call('GET', `/staff-api/players/${DEMO.banned.id}`)).data;
  assert.deepEqual(banned.ban, { level: 53, version: 1, withdrawals: true, reason: null, at: null });

  const sessions = json(PlayerSessionsReplySchema, await kyc.call('GET', `/staff-api/players/${DEMO.demo.id}/sessions`)).data;
  assert.equal(sessions.length, 1);
  assert.equal(sessions[0]?.live, true);
  assert.match(sessions[0]?.ref ?? '', /^[0-9a-f]{10}$/);

  const insert = server.db().prepare('INSERT INTO security_log (user_id, at, kind, ip) VALUES (?, ?, ?, ?)');
  for (const [i, kind] of ['password_changed', 'two_step_on', 'two_step_off'].entries()) insert.run(DEMO.demo.id, 1_700_000_000_000 + i, kind, `10.0.0.${i}`);
  const first = json(SecurityEventsPageSchema, await kyc.call('GET', `/staff-api/players/${DEMO.demo.id}/security-events?limit=2`));
  assert.deepEqual(first.data.map((e) => e.kind), ['two_step_off', 'two_step_on']);
  assert.equal(first.data[0]?.address, '10.0.0.2');
  assert.notEqual(first.meta.next, null);
  const second = json(SecurityEventsPageSchema, await kyc.call('GET', `/staff-api/players/${DEMO.demo.id}/security-events?limit=2&before=${first.meta.next}`));
  assert.deepEqual(second.data.map((e) => e.kind), ['password_changed']);
  assert.equal(second.meta.next, null);
  expectError(await kyc.call('GET', `/staff-api/players/${DEMO.demo.id}/security-events?limit=0`), 400, 'invalid_query');
});

test("ending a player's sessions signs them out at once, with an audit row", async (t) => {
  const { server, player, token, as } = await startPlayers(t);
  assert.equal((await player.get('user/config', { token })).statusCode, 200);
  const support = await as('support_agent');
  const ended = json(SessionsEndedReplySchema, await support.call('POST', `/staff-api/players/${DEMO.demo.id}/sessions/end`));
  assert.equal(ended.data.ended, 1);
  expectError(await player.get('user/config', { token }), 401, 'unauthorized');
  const summary = json(PlayerSummaryReplySchema, await support.call('GET', `/staff-api/players/${DEMO.demo.id}`)).data;
  assert.equal(summary.liveSessions, 0);
  const [row] = auditOf(server, `player:${DEMO.demo.id}`);
  assert.equal(row?.action, 'players.sessions_end');
  assert.deepEqual([JSON.parse(row.before_json ?? 'null'), JSON.parse(row.after_json ?? 'null')], [{ openSessions: 1 }, { openSessions: 0 }]);
  // Nothing left to end: still answered, 0 ended.
  assert.equal(json(SessionsEndedReplySchema, await support.call('POST', `/staff-api/players/${DEMO.demo.id}/sessions/end`)).data.ended, 0);
});

test("a ban with a level and a reason applies to the player's next call; lifting it opens it again; both audited", async (t) => {
  const { server, player, token, as } = await startPlayers(t);
  assert.equal((await player.post('user/updatetoken', undefined, { token })).statusCode, 200);
  const admin = await as('admin');
  expectError(await admin.call('POST', `/staff-api/players/${DEMO.demo.id}/ban`, { level: 7, reason: 'x' }), 400, 'invalid_body');
  expectError(await admin.call('POST', `/staff-api/players/${DEMO.demo.id}/ban`, { level: 45, reason: '  ' }), 400, 'invalid_body');
  expectError(await admin.call('POST', `/staff-api/players/${DEMO.demo.id}/ban`, { level: 45 }), 400, 'invalid_body');

  const banned = json(PlayerSummaryReplySchema, await admin.call('POST', `/staff-api/players/${DEMO.demo.id}/ban`, { level: 45, reason: ' Chargeback fraud ' })).data;
  assert.deepEqual(banned.ban, { level: 45, version: 1, withdrawals: false, reason: 'Chargeback fraud', at: new Date(server.clock.now()).toISOString() });
  expectError(await player.post('user/updatetoken', undefined, { token }), 403, 'banned');
  const config = await player.get('user/config', { token });
  assert.equal(config.statusCode, 200);
  assert.equal((config.json() as { result: { ban_level: number } }).result.ban_level, 45);

  const lifted = json(PlayerSummaryReplySchema, await admin.call('DELETE', `/staff-api/players/${DEMO.demo.id}/ban`)).data;
  assert.equal(lifted.ban, null);
  assert.equal((await player.post('user/updatetoken', undefined, { token })).statusCode, 200);
  expectError(await admin.call('DELETE', `/staff-api/players/${DEMO.demo.id}/ban`), 409, 'player_not_banned');

  const rows = auditOf(server, `player:${DEMO.demo.id}`);
  assert.deepEqual(rows.map((r) => r.action), ['players.ban', 'players.ban_lift']);
  assert.equal(JSON.parse(rows[0]?.before_json ?? '"missing"'), null);
  assert.deepEqual(JSON.parse(rows[0]?.after_json ?? 'null'), banned.ban);
  assert.deepEqual(JSON.parse(rows[1]?.before_json ?? 'null'), banned.ban);
  assert.equal(JSON.parse(rows[1]?.after_json ?? '"missing"'), null);
});

test('searchTerms: digits name an ID or a phone (a leading + only a phone), any one-word term an e-mail', () => {
  assert.deepEqual(searchTerms(' 10000001 '), { idPrefix: '10000001', phonePrefix: '10000001', emailPrefix: '10000001' });
  assert.deepEqual(searchTerms('+7 (900) 123-45-67'), { idPrefix: null, phonePrefix: '79001234567', emailPrefix: null });
  assert.deepEqual(searchTerms('Demo@Kickoff.test'), { idPrefix: null, phonePrefix: null, emailPrefix: 'demo@kickoff.test' });
  assert.deepEqual(searchTerms('two words'), { idPrefix: null, phonePrefix: null, emailPrefix: null });
  assert.equal(likePrefix('a_b%c\\'), 'a\\_b\\%c\\\\%');
});
