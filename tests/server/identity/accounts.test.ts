import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { AccountsResponseSchema, CurrencyChangeResponseSchema, type AccountsState } from '../../../platform/src/schemas/auth';
import { Browser, DEMO, expectError, sleep, startIdentity } from './support';

const RUB = 1;
const USD = 2;
const EUR = 3;

async function state(browser: Browser, token: string): Promise<AccountsState> {
  const res = await browser.get('user/accounts', { token });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  return v.parse(AccountsResponseSchema, res.json()).data;
}

test('the demo player has a RUB main account (active), a USD currency account, a bonus account and a bonus', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.demo.email);
  assert.deepEqual(await state(browser, token), {
    activeAccount: 20000001,
    accounts: [
      { id: 20000001, type: 0, iso: 'RUB', symbol: '₽', money: 25000, currencyId: RUB, isActive: true },
      { id: 20000002, type: 9, iso: 'USD', symbol: '$', money: 150, currencyId: USD, isActive: false },
      { id: 20000003, type: 4, iso: 'RUB', symbol: '₽', money: 1000, currencyId: RUB, isActive: false },
    ],
    bonuses: [{ idBonus: 1, money: 1000 }],
  });
});

test('switch: to a main or currency account of the player; not to a bonus or foreign account', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.demo.email);
  const res = await browser.post('user/accounts/active', { id: 20000002 }, { token });
  assert.equal(res.statusCode, 200, res.body);
  const switched = v.parse(AccountsResponseSchema, res.json()).data;
  assert.equal(switched.activeAccount, 20000002);
  assert.deepEqual(switched.accounts.filter((a) => a.isActive).map((a) => a.id), [20000002]);
  assert.equal((await state(browser, token)).activeAccount, 20000002, 'stored');

  const bonus = expectError(await browser.post('user/accounts/active', { id: 20000003 }, { token }), 400, 'invalid_account');
  assert.match(bonus.detail, /bonus/);
  const foreign = expectError(await browser.post('user/accounts/active', { id: 20000004 }, { token }), 400, 'invalid_account');
  assert.match(foreign.detail, /not one of your accounts/);
  expectError(await browser.post('user/accounts/active', { id: 'x' }, { token }), 400, 'invalid_body');
  assert.equal((await state(browser, token)).activeAccount, 20000002, 'unchanged by the failures');
});

test('currency add: the account appears 1.5 s later; a second add of the same currency is 409', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const token = await browser.signIn(DEMO.demo.email);
  const res = await browser.post('office/currency/add', { currency_id: EUR }, { token });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(v.parse(CurrencyChangeResponseSchema, res.json()), { data: { message: 'Account in EUR will be opened' } });
  assert.ok(!(await state(browser, token)).accounts.some((a) => a.iso === 'EUR'), 'not visible at once');
  await server.advance(1400);
  assert.ok(!(await state(browser, token)).accounts.some((a) => a.iso === 'EUR'), 'not visible after 1.4 s');
  await server.advance(100);
  const eur = (await state(browser, token)).accounts.find((a) => a.iso === 'EUR');
  assert.deepEqual(eur && [eur.type, eur.money, eur.currencyId, eur.isActive], [9, 0, EUR, false]);

  const again = expectError(await browser.post('office/currency/add', { currency_id: EUR }, { token }), 409, 'currency_exists');
  assert.match(again.detail, /EUR/);
  expectError(await browser.post('office/currency/add', { currency_id: RUB }, { token }), 409, 'currency_exists');
  expectError(await browser.post('office/currency/add', { currency_id: USD }, { token }), 409, 'currency_exists');
  const unknown = expectError(await browser.post('office/currency/add', { currency_id: 999 }, { token }), 400, 'invalid_field');
  assert.equal(unknown.source?.pointer, '/currency_id');
});

test('currency add in real time: visible between 1 s and 2 s later (the client polls 5 × 1 s)', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.demo.email);
  await browser.post('office/currency/add', { currency_id: 6 }, { token });
  await sleep(1000);
  assert.ok(!(await state(browser, token)).accounts.some((a) => a.iso === 'GBP'));
  await sleep(600);
  assert.ok((await state(browser, token)).accounts.some((a) => a.iso === 'GBP'));
});

test('currency remove: only an empty, inactive currency account', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const token = await browser.signIn(DEMO.demo.email);
  await browser.post('office/currency/add', { currency_id: EUR }, { token });
  await server.advance(1500);

  const money = expectError(await browser.post('office/currency/remove', { currency_id: USD }, { token }), 400, 'invalid_account');
  assert.match(money.detail, /money/);
  const main = expectError(await browser.post('office/currency/remove', { currency_id: RUB }, { token }), 400, 'invalid_account');
  assert.match(main.detail, /not a currency account/);
  const none = expectError(await browser.post('office/currency/remove', { currency_id: 4 }, { token }), 400, 'invalid_account');
  assert.match(none.detail, /no account in KZT/);

  const eurId = (await state(browser, token)).accounts.find((a) => a.iso === 'EUR')?.id;
  assert.ok(eurId);
  await browser.post('user/accounts/active', { id: eurId }, { token });
  const active = expectError(await browser.post('office/currency/remove', { currency_id: EUR }, { token }), 400, 'invalid_account');
  assert.match(active.detail, /active/);
  await browser.post('user/accounts/active', { id: 20000001 }, { token });

  const res = await browser.post('office/currency/remove', { currency_id: EUR }, { token });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { data: { message: 'Account in EUR has been closed' } });
  assert.deepEqual((await state(browser, token)).accounts.map((a) => a.iso), ['RUB', 'USD', 'RUB']);
});

test('a currency account that is not visible yet cannot be removed or switched to', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.demo.email);
  await browser.post('office/currency/add', { currency_id: EUR }, { token });
  expectError(await browser.post('office/currency/remove', { currency_id: EUR }, { token }), 400, 'invalid_account');
  expectError(await browser.post('user/accounts/active', { id: 20000008 }, { token }), 400, 'invalid_account');
});

test('each player sees only their own accounts', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.banned.email);
  const accounts = await state(server.browser, token);
  assert.deepEqual(accounts, {
    activeAccount: 20000004,
    accounts: [{ id: 20000004, type: 0, iso: 'RUB', symbol: '₽', money: 0, currencyId: RUB, isActive: true }],
    bonuses: [],
  });
});
