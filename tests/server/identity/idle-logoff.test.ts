/**
 * Inactivity logoff on the server (issue 23 item 4): a session nobody used for longer than the site
 * config's `autoLogoffInactiveMinutes` (30, plus one minute of grace) is ended by the server — a
 * player call with a still-valid token gets 401 `unauthorized` and the row is closed at the moment it
 * went idle; a session in use stays; with automatic logoff off the server keeps idle sessions.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { idleEnd, idleLimitMs } from '../../../server/identity/session-activity';
import { DEMO, expectError, startIdentity, type IdentityServer } from './support';

const MINUTE = 60_000;

async function longTokens(server: IdentityServer): Promise<void> {
  const res = await server.app.inject({ method: 'POST', url: '/__test/identity/token-ttl', payload: { seconds: 4 * 3600 } });
  assert.equal(res.statusCode, 200, res.body);
}

const sessionRow = (server: IdentityServer, userId: number) =>
  server.db().prepare<[number], { last_seen_at: number; ended_at: number | null }>('SELECT last_seen_at, ended_at FROM sessions WHERE user_id = ? ORDER BY created_at DESC').get(userId);

test('an idle session is ended by the server: the next player call gets 401 and the row is closed when it went idle', async (t) => {
  const server = await startIdentity(t);
  await longTokens(server);
  const token = await server.browser.signIn(DEMO.demo.email);
  await server.advance(20 * MINUTE);
  assert.equal((await server.browser.get('user/config', { token })).statusCode, 200, 'in use after 20 minutes');
  const lastSeen = sessionRow(server, DEMO.demo.id)?.last_seen_at ?? 0;

  await server.advance(30 * MINUTE);
  assert.equal((await server.browser.get('user/config', { token })).statusCode, 200, '30 minutes idle: within the grace minute');
  await server.advance(31 * MINUTE + 1);
  expectError(await server.browser.get('user/config', { token }), 401, 'unauthorized');
  const row = sessionRow(server, DEMO.demo.id);
  assert.equal(row?.ended_at, (row?.last_seen_at ?? 0) + 31 * MINUTE, 'ended at the moment it went idle');
  assert.ok((row?.last_seen_at ?? 0) > lastSeen, 'the call 30 minutes later counted as activity');
  assert.deepEqual((await server.browser.get('auth/session-check')).json(), { user_id: null }, 'the cookie no longer signs in');
});

test('the keep-alive counts as activity; with automatic logoff off an idle session stays', async (t) => {
  const server = await startIdentity(t);
  await server.browser.login(DEMO.demo.email);
  for (let i = 0; i < 4; i += 1) {
    await server.advance(25 * MINUTE);
    assert.equal((await server.browser.get('session')).statusCode, 204);
  }
  assert.deepEqual((await server.browser.get('auth/session-check')).json(), { user_id: DEMO.demo.id }, '100 minutes in use');

  const off = await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { isAutoLogoffEnable: false } });
  assert.ok(off.statusCode < 300, off.body);
  const other = await server.newBrowser();
  await other.login(DEMO.banned.email);
  // (The idle limit is read from the site config at most every 5 s of the server clock.)
  await server.advance(3 * 60 * MINUTE);
  assert.deepEqual((await other.get('auth/session-check')).json(), { user_id: DEMO.banned.id }, 'automatic logoff off: idle for 3 h and still signed in');
});

test('the idle rule: the configured minutes plus one minute of grace, nothing when switched off', () => {
  assert.equal(idleLimitMs({ isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 30 }), 31 * MINUTE);
  assert.equal(idleLimitMs({ isAutoLogoffEnable: false, autoLogoffInactiveMinutes: 30 }), null);
  assert.equal(idleEnd({ last_seen_at: 1_000 }, 1_000 + 31 * MINUTE - 1, 31 * MINUTE), null);
  assert.equal(idleEnd({ last_seen_at: 1_000 }, 1_000 + 40 * MINUTE, 31 * MINUTE), 1_000 + 31 * MINUTE);
  assert.equal(idleEnd({ last_seen_at: 1_000 }, 1_000 + 40 * MINUTE, null), null);
});
