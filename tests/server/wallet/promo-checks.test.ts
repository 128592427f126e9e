/**
 * Promo-code checks cannot be used to guess codes (issue 23): an unknown, an expired and another
 * currency's code get byte-identical refusals on every check route (and on placing), and the checks
 * are rate-limited per player and per client address across the three check routes (10 a minute by
 * default; the 11th gets 429 with Retry-After).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse as Response } from 'fastify';
import { DEMO, expectError } from '../identity/support';
import { couponBody, startWallet, type WalletServer } from './support';

/** The three check routes under /web-api (the demo player's active account is RUB; DOLLAR10 is a USD code). */
const CHECK_ROUTES = ['coupon/promo-code/check', 'office/bonuses/promo-code/check', 'office/settings/promo-code/check'] as const;
const REFUSED = { unknown: 'NOSUCHCODE', expired: 'SUMMER2025', otherCurrency: 'DOLLAR10' } as const;

function checkFrom(s: WalletServer, route: string, code: string, token: string, remoteAddress = '198.51.100.30'): Promise<Response> {
  return s.app.inject({
    method: 'POST',
    url: `/web-api/${route}?lng=en`,
    remoteAddress,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ code }),
  });
}

test('unknown, expired and other-currency codes get byte-identical refusals on every route', async (t) => {
  const s = await startWallet(t);
  for (const route of CHECK_ROUTES) {
    const bodies = [];
    for (const code of Object.values(REFUSED)) {
      const res = await checkFrom(s, route, code, s.token);
      expectError(res, 422, 'invalid_promo_code');
      bodies.push(res.body);
    }
    assert.equal(new Set(bodies).size, 1, `${route}: ${bodies.join(' | ')}`);
    assert.match(bodies[0] ?? '', /"detail":"The promo code is not valid"/);
    assert.doesNotMatch(bodies[0] ?? '', /USD|expired/i);
  }
  const odds = s.openOdds(1);
  const placed = [];
  for (const promoCode of Object.values(REFUSED)) {
    const res = await s.place(couponBody(odds, { promoCode }));
    expectError(res, 422, 'invalid_promo_code');
    placed.push(res.body);
  }
  assert.equal(new Set(placed).size, 1, placed.join(' | '));
});

test('the 11th check within a minute gets 429, counted per player and per address across the check routes', async (t) => {
  const s = await startWallet(t);
  // Ten checks spread over the three routes, valid and refused codes alike.
  for (let i = 0; i < 10; i++) {
    const res = await checkFrom(s, CHECK_ROUTES[i % CHECK_ROUTES.length] ?? '', i % 2 === 0 ? 'KICKOFF2026' : REFUSED.unknown, s.token);
    assert.ok(res.statusCode === 200 || res.statusCode === 422, res.body);
  }
  const eleventh = await checkFrom(s, CHECK_ROUTES[0], 'KICKOFF2026', s.token);
  expectError(eleventh, 429, 'too_many_requests');
  assert.ok(Number(eleventh.headers['retry-after']) > 0, 'Retry-After');
  // The same player from another address: the player's count is used up.
  expectError(await checkFrom(s, CHECK_ROUTES[1], 'KICKOFF2026', s.token, '203.0.113.77'), 429, 'too_many_requests');
  // Another player from the first address: the address's count is used up.
  const other = await (await s.newBrowser()).signIn(DEMO.unverified.email);
  expectError(await checkFrom(s, CHECK_ROUTES[2], 'KICKOFF2026', other), 429, 'too_many_requests');
  // Another player from another address is not affected.
  assert.equal((await checkFrom(s, CHECK_ROUTES[0], 'KICKOFF2026', other, '203.0.113.78')).statusCode, 200);
  // A minute later the first player may check again.
  await s.advance(60_000);
  const token = await s.player.token();
  assert.equal((await checkFrom(s, CHECK_ROUTES[0], 'KICKOFF2026', token)).statusCode, 200);
});
