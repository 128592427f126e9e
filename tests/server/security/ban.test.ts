/**
 * Issue 9 item 9: the ban was enforced only in the browser: a banned player added an EUR account,
 * switched to it and fetched a video token through the API. Every player route now refuses a banned
 * player (403 `banned`) unless it is on the explicit allow-list (`config: { ban }` on the route).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { banAllows, canDeduce } from '../../../server/identity/http/guards';
import { DEMO, expectError, startIdentity } from '../identity/support';

test('the attack: a banned player cannot add an EUR account, switch to it or fetch a video token', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.banned.email);
  expectError(await server.browser.post('office/currency/add', { currency_id: 3 }, { token }), 403, 'banned');
  const eur = server.db().prepare('SELECT count(*) AS n FROM accounts WHERE user_id = ? AND currency_id = 3').get(DEMO.banned.id) as { n: number };
  assert.equal(eur.n, 0, 'no account was opened');
  expectError(await server.browser.post('user/accounts/active', { id: 20000004 }, { token }), 403, 'banned');
  expectError(await server.browser.post('office/currency/remove', { currency_id: 1 }, { token }), 403, 'banned');
  expectError(await server.browser.post('user/updatetoken', undefined, { token }), 403, 'banned');
});

test('the allow-list: session, config, accounts (read), terms, cookie agreement, rights and logout stay open', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.banned.email);
  const open: Array<[string, () => Promise<{ statusCode: number }>]> = [
    ['user/config', () => server.browser.get('user/config', { token })],
    ['user/accounts', () => server.browser.get('user/accounts', { token })],
    ['terms status', () => server.browser.get('api-v3/v2/user/agreement-rules/status', { token })],
    ['terms confirm', () => server.browser.post('api-v3/v2/user/agreement-rules/confirm', undefined, { token })],
    ['cookie agreement', () => server.browser.post('user/cookie-agreement', { cookiesAgreeTime: 1_767_225_600_000 }, { token })],
    ['rights', () => server.browser.get('auth/rights', { token })],
    ['session', () => server.browser.get('session')],
    ['session-check', () => server.browser.get('auth/session-check')],
    ['gettoken', () => server.browser.get('user/gettoken?force_refresh=true')],
  ];
  for (const [name, call] of open) assert.ok((await call()).statusCode < 300, name);
  assert.equal((await server.browser.post('auth/disconnect')).statusCode, 204);
});

test('a player who is not banned is not affected', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.demo.email);
  assert.equal((await server.browser.post('user/updatetoken', undefined, { token })).statusCode, 200);
  assert.equal((await server.browser.post('office/currency/add', { currency_id: 3 }, { token })).statusCode, 200);
});

test('deduce access follows account spec §2: level 53 with version 1, or level 45 with another version', () => {
  assert.equal(canDeduce({ ban_level: 53, ban_version: 1 }), true);
  assert.equal(canDeduce({ ban_level: 53, ban_version: 2 }), false);
  assert.equal(canDeduce({ ban_level: 45, ban_version: 2 }), true);
  assert.equal(canDeduce({ ban_level: 45, ban_version: 1 }), false);
  assert.equal(canDeduce({ ban_level: 10, ban_version: 1 }), false);
  assert.equal(banAllows({ ban_level: 53, ban_version: 1 }, 'deduce'), true);
  assert.equal(banAllows({ ban_level: 45, ban_version: 1 }, 'deduce'), false);
  assert.equal(banAllows({ ban_level: 45, ban_version: 1 }, undefined), false);
  assert.equal(banAllows({ ban_level: 45, ban_version: 1 }, 'allowed'), true);
  assert.equal(banAllows({ ban_level: 0, ban_version: 0 }, undefined), true);
});

test('the shell page: a banned player asking for a page the ban closes is sent to the ban page by the server (303); allowed pages and the deduce page (level 53, version 1) are served; others are sent home from the ban page', async (t) => {
  const server = await startIdentity(t);
  const page = (browser: typeof server.browser, path: string) => browser.call('GET', path, { headers: { accept: 'text/html' } });
  const banned = await server.newBrowser();
  await banned.signIn(DEMO.banned.email);
  for (const path of ['/ru/office/recharge', '/en/office/account', '/ru/']) {
    const res = await page(banned, path);
    assert.equal(res.statusCode, 303, path);
    assert.equal(res.headers.location, `/${path.slice(1, 3)}/block-appeal-history`, path);
  }
  for (const path of ['/ru/office/history', '/ru/office/support', '/ru/office/deduce', '/ru/block-appeal-history', '/ru/confirm']) {
    assert.equal((await page(banned, path)).statusCode, 200, path);
  }
  await server.browser.signIn(DEMO.demo.email);
  assert.equal((await page(server.browser, '/ru/office/recharge')).statusCode, 200);
  const home = await page(server.browser, '/ru/block-appeal-history');
  assert.equal(home.statusCode, 303);
  assert.equal(home.headers.location, '/ru/');
  const guest = await server.newBrowser();
  assert.equal((await page(guest, '/ru/office/recharge')).statusCode, 200, 'a guest gets the page (the browser asks him to log in)');
});
