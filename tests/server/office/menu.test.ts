/**
 * The office menu (account spec §2, §3): categories with their items in the language asked, items the
 * player's ban closes or the site config switches off left out, and the menu user data.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { OfficeMenuResponseSchema } from '../../../office-parcel/src/contracts/menu';
import { DEMO, expectError, startIdentity } from '../identity/support';

const routesOf = (body: unknown): string[] => v.parse(OfficeMenuResponseSchema, body).data.menuCategories.flatMap((c) => c.items.map((i) => i.route));

test('the demo player gets every category, in his language, and his menu user data', async (t) => {
  const s = await startIdentity(t);
  const token = await s.browser.signIn(DEMO.demo.email);
  const en = await s.browser.get('office/menu?lng=en', { token });
  assert.equal(en.statusCode, 200, en.body);
  const menu = v.parse(OfficeMenuResponseSchema, en.json()).data;
  assert.deepEqual(menu.menuCategories.map((c) => c.id), ['profile', 'payments', 'bets', 'promo', 'settings', 'support']);
  assert.equal(menu.menuCategories[1]?.items[0]?.title, 'Deposit');
  assert.ok(routesOf(en.json()).includes('office-identification'));
  assert.equal(menu.menuUserData.email, DEMO.demo.email);
  assert.equal(menu.menuUserData.name, 'Demo Player');
  assert.equal(menu.menuUserData.recharge_allow, true);
  assert.equal(typeof menu.menuUserData.bonus_balance, 'number');
  const ru = v.parse(OfficeMenuResponseSchema, (await s.browser.get('office/menu', { token })).json()).data;
  assert.equal(ru.menuCategories[1]?.items[0]?.title, 'Пополнить счёт');
  expectError(await s.browser.get('office/menu?lng=1', { token }), 400, 'invalid_query');
  assert.equal((await s.browser.get('office/menu')).statusCode, 401);
});

test('the banned player (level 53, version 1) sees only what his ban leaves open, deposit not allowed', async (t) => {
  const s = await startIdentity(t);
  const token = await s.browser.signIn(DEMO.banned.email);
  const res = await s.browser.get('office/menu?lng=en', { token });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(routesOf(res.json()).sort(), ['office-deduce', 'office-history', 'office-historypay', 'office-identification', 'office-support', 'office-verification']);
  assert.equal(v.parse(OfficeMenuResponseSchema, res.json()).data.menuUserData.recharge_allow, false);
});

test('an item behind a site-config flag (identification) leaves when the flag is off; a player who must identify may not deposit', async (t) => {
  const s = await startIdentity(t);
  const set = await s.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { isShowIdentification: false } });
  assert.ok(set.statusCode < 300, set.body);
  const token = await s.browser.signIn(DEMO.unverified.email);
  const res = await s.browser.get('office/menu?lng=en', { token });
  assert.ok(!routesOf(res.json()).includes('office-identification'));
  assert.equal(v.parse(OfficeMenuResponseSchema, res.json()).data.menuUserData.recharge_allow, false);
});
