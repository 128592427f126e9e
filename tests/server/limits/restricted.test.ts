/**
 * A self-excluded or timed-out player may still sign in to withdraw his balance and read his history,
 * and nothing else (issue 23 item 4): the login succeeds and the user config says he is restricted;
 * the withdrawal, the accounts and the histories answer; a bet, a deposit, a casino round and the
 * bonuses are refused with 403 `self_excluded`. Every player route that does not declare
 * `restrictedAccess: 'allowed'` refuses him (the identity's inventory of player routes, so a route
 * added later is swept too).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { DEMO, expectError } from '../identity/support';
import { couponBody, newKey, RUB_ACCOUNT } from '../wallet/support';
import { expectMeta } from '../wallet/toto-support';
import { startLimits } from './support';

const PlayerRoutesSchema = v.object({
  data: v.array(v.object({ method: v.string(), url: v.string(), restricted: v.nullable(v.literal('allowed')) })),
});

test('a self-excluded player signs in, withdraws, reads his history, and is refused a bet, a deposit, a casino round and the bonuses', async (t) => {
  const s = await startLimits(t);
  const [odd] = s.openOdds(1);
  assert.ok(odd);
  assert.equal((await s.place(couponBody([odd], { amount: 100 }))).statusCode, 201, 'a bet before the exclusion');
  await s.set([{ limitType: 30, limitValue: 30, selfExcludeReason: 2 }]);

  const browser = await s.newBrowser();
  const token = await browser.signIn(DEMO.demo.email);
  const config = await browser.get('user/config', { token });
  assert.equal((config.json() as { result: { restricted?: { limitType: number } | null } }).result.restricted?.limitType, 30);
  const menu = await browser.call('GET', '/web-api/office/menu', { token });
  assert.equal(menu.statusCode, 200, menu.body);
  assert.equal((menu.json() as { data: { menuUserData: { recharge_allow: boolean } } }).data.menuUserData.recharge_allow, false, 'the office offers no deposit');

  const balance = s.balance(RUB_ACCOUNT);
  const withdrawal = await browser.post('office/payments/withdrawals', { accountId: RUB_ACCOUNT, methodId: 'card', amount: 1000 }, { token, headers: { 'idempotency-key': newKey() } });
  assert.equal(withdrawal.statusCode, 201, withdrawal.body);
  const id = (withdrawal.json() as { data: { id: number } }).data.id;
  assert.equal(s.balance(RUB_ACCOUNT), balance - 100_000, 'the withdrawal holds the money');
  assert.equal((await browser.get(`office/payments/withdrawals/${id}`, { token })).statusCode, 200);
  assert.equal((await browser.get('office/payments/withdrawals/methods', { token })).statusCode, 200);

  const history = await browser.get('office/payments/history', { token });
  assert.equal(history.statusCode, 200, history.body);
  assert.ok(history.body.includes(`"id":${id}`), 'the withdrawal is in the payment history');
  const coupons = await browser.get('coupon/list', { token });
  assert.equal(coupons.statusCode, 200, coupons.body);
  assert.equal((await browser.get('user/accounts', { token })).statusCode, 200);
  assert.equal((await browser.post(`office/payments/withdrawals/${id}/cancel`, {}, { token })).statusCode, 200, 'he may cancel it');
  assert.equal(s.balance(RUB_ACCOUNT), balance);

  const bet = await browser.post('coupon/place', couponBody([odd], { amount: 10 }), { token, headers: { 'idempotency-key': newKey() } });
  assert.equal(expectMeta(bet, 403, 'self_excluded')?.['limitType'], 30);
  const deposit = await browser.post('office/deposits', { method: 'card', amount: 1000, accountId: RUB_ACCOUNT }, { token, headers: { 'idempotency-key': newKey() } });
  expectError(deposit, 403, 'self_excluded');
  const round = await browser.post('casino/play/rounds', { gameId: 1001, stake: 10, accountId: RUB_ACCOUNT, idempotencyKey: newKey() }, { token });
  expectError(round, 403, 'self_excluded');
  expectError(await browser.get('office/bonuses/offers', { token }), 403, 'self_excluded');
  assert.equal(s.balance(RUB_ACCOUNT), balance, 'nothing was debited');
});

test('every player route not open to a restricted player refuses the self-excluded one with 403 self_excluded; open ones do not', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 33, limitValue: 1 }]);
  const listed = await s.app.inject({ method: 'GET', url: '/__test/identity/player-routes' });
  assert.equal(listed.statusCode, 200, listed.body);
  const routes = v.parse(PlayerRoutesSchema, listed.json()).data;
  const refusing = routes.filter((r) => r.restricted === null);
  const open = routes.filter((r) => r.restricted === 'allowed');
  assert.ok(refusing.some((r) => r.url.endsWith('/coupon/place')) && refusing.some((r) => r.url.endsWith('/office/deposits')));
  assert.ok(open.some((r) => r.url.endsWith('/office/payments/withdrawals')) && open.some((r) => r.url.endsWith('/office/payments/history')));

  const concrete = (url: string): string => url.replace(/:[A-Za-z_]+/g, '1');
  const method = (m: string) => m as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const codeOf = (res: { statusCode: number; json(): unknown }): string | undefined =>
    res.statusCode === 403 ? (res.json() as { errors: Array<{ code: string }> }).errors[0]?.code : undefined;
  for (const route of refusing) {
    const res = await s.player.call(method(route.method), concrete(route.url), { token: s.token, ...(route.method === 'GET' ? {} : { payload: {} }) });
    assert.equal(codeOf(res), 'self_excluded', `${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
  }
  for (const route of open) {
    const res = await s.player.call(method(route.method), concrete(route.url), { token: s.token, ...(route.method === 'GET' ? {} : { payload: {} }) });
    assert.notEqual(codeOf(res), 'self_excluded', `${route.method} ${route.url} is open to a restricted player but refused him`);
  }
});
