/**
 * The server enforces the ban (account spec §2, issue 11 item 7): every player route that does not
 * declare what a ban leaves open refuses the banned demo player (level 53, version 1) with 403
 * `banned`, whatever the route and however it was added; routes that declare `ban: 'allowed'` or
 * (for this player, whose ban allows withdrawals) `ban: 'deduce'` do not refuse him for the ban. The
 * routes come from the identity's inventory of player routes, so a new endpoint is swept too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { startIdentity, DEMO } from '../identity/support';

const PlayerRoutesSchema = v.object({
  data: v.array(v.object({ method: v.string(), url: v.string(), ban: v.nullable(v.picklist(['allowed', 'deduce'])), kyc: v.nullable(v.string()) })),
});

/** A concrete URL for a route pattern: every `:param` becomes 1. */
const concrete = (url: string): string => url.replace(/:[A-Za-z_]+/g, '1');

test('every player route without a ban declaration refuses the banned player with 403 banned; declared ones let the ban through', async (t) => {
  const s = await startIdentity(t);
  const listed = await s.app.inject({ method: 'GET', url: '/__test/identity/player-routes' });
  assert.equal(listed.statusCode, 200, listed.body);
  const routes = v.parse(PlayerRoutesSchema, listed.json()).data;
  const refusing = routes.filter((r) => r.ban === null);
  const open = routes.filter((r) => r.ban !== null);
  assert.ok(refusing.length >= 8, `the inventory holds the player routes (${refusing.length} refusing)`);
  assert.ok(open.some((r) => r.url.endsWith('/user/config')), 'reading the user config stays open to a banned player');

  const banned = s.browser;
  const token = await banned.signIn(DEMO.banned.email);
  const method = (m: string) => m as 'GET' | 'POST' | 'PUT' | 'DELETE';
  for (const route of refusing) {
    const res = await banned.call(method(route.method), concrete(route.url), { token, ...(route.method === 'GET' ? {} : { payload: {} }) });
    assert.equal(res.statusCode, 403, `${route.method} ${route.url}: ${res.body}`);
    assert.equal((res.json() as { errors: Array<{ code: string }> }).errors[0]?.code, 'banned', `${route.method} ${route.url}`);
  }
  for (const route of open) {
    const res = await banned.call(method(route.method), concrete(route.url), { token, ...(route.method === 'GET' ? {} : { payload: {} }) });
    const code = res.statusCode === 403 ? (res.json() as { errors: Array<{ code: string }> }).errors[0]?.code : undefined;
    assert.notEqual(code, 'banned', `${route.method} ${route.url} declares ban: ${route.ban} but refused the ban`);
  }
});
