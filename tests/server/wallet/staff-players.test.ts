/**
 * The console's Players routes of the wallet (issue 24): a player's accounts, the ledger newest first
 * (paged; one account or currency when asked) and the coupons (paged). The role checks of every
 * players route are in tests/server/identity/staff-players.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LightMyRequestResponse as Response } from 'fastify';
import * as v from 'valibot';
import { LedgerPageSchema, PlayerAccountsReplySchema, PlayerCouponsPageSchema } from '../../../backoffice/src/contracts/players';
import { DEMO, expectError } from '../identity/support';
import { devStaff, startStaff } from '../staff/support';

const json = <S extends v.GenericSchema>(schema: S, res: Response): v.InferOutput<S> => {
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(schema, res.json());
};

const RUB_MAIN = 20000001;
const USD = 20000002;

test("a player's accounts with their balances, and the ledger newest first, paged and filtered by account or currency", async (t) => {
  const server = await startStaff(t);
  const payments = await server.signIn(devStaff('payments'));
  const base = `/staff-api/players/${DEMO.demo.id}`;
  const accounts = json(PlayerAccountsReplySchema, await payments.call('GET', `${base}/accounts`)).data;
  assert.deepEqual(accounts.map((a) => [a.id, a.currency, a.type]), [[RUB_MAIN, 'RUB', 0], [USD, 'USD', 9], [20000003, 'RUB', 4]]);
  const rubBefore = accounts[0]?.balanceMinor ?? 0;

  const at = server.clock.now();
  for (let i = 1; i <= 5; i += 1) server.app.wallet.ledger.post([{ accountId: RUB_MAIN, amountMinor: i * 100, reason: 'adjustment', reference: `test:${i}`, createdAt: at + i }]);
  server.app.wallet.ledger.post([{ accountId: USD, amountMinor: -500, reason: 'adjustment', reference: 'test:usd', createdAt: at + 10 }]);
  const after = json(PlayerAccountsReplySchema, await payments.call('GET', `${base}/accounts`)).data;
  assert.equal(after[0]?.balanceMinor, rubBefore + 1500);

  const first = json(LedgerPageSchema, await payments.call('GET', `${base}/ledger?limit=3`));
  assert.deepEqual(first.data.map((e) => [e.currency, e.amountMinor]), [['USD', -500], ['RUB', 500], ['RUB', 400]]);
  assert.equal(first.data[0]?.reference, 'test:usd');
  assert.equal(first.data[0]?.at, new Date(at + 10).toISOString());
  assert.notEqual(first.meta.next, null);
  const second = json(LedgerPageSchema, await payments.call('GET', `${base}/ledger?limit=3&before=${first.meta.next}`));
  assert.deepEqual(second.data.map((e) => e.amountMinor), [300, 200, 100]);
  const ids = [...first.data, ...second.data].map((e) => e.id);
  assert.deepEqual(ids, [...ids].sort((a, b) => b - a), 'newest first, no row twice');

  const rub = json(LedgerPageSchema, await payments.call('GET', `${base}/ledger?accountId=${RUB_MAIN}&limit=100`));
  assert.ok(rub.data.length >= 5 && rub.data.every((e) => e.accountId === RUB_MAIN));
  assert.equal(rub.meta.next, null);
  const usd = json(LedgerPageSchema, await payments.call('GET', `${base}/ledger?currency=USD`));
  assert.ok(usd.data.length >= 1 && usd.data.every((e) => e.currency === 'USD'));
  assert.deepEqual(json(LedgerPageSchema, await payments.call('GET', `${base}/ledger?accountId=${RUB_MAIN}&currency=USD`)).data, []);
  // Another player's account names none of this player's rows.
  assert.deepEqual(json(LedgerPageSchema, await payments.call('GET', `/staff-api/players/${DEMO.banned.id}/ledger?accountId=${RUB_MAIN}`)).data, []);
  expectError(await payments.call('GET', `${base}/ledger?currency=rub`), 400, 'invalid_query');
  expectError(await payments.call('GET', `${base}/ledger?limit=101`), 400, 'invalid_query');
});

test("a player's coupons newest first with their number of bets, paged", async (t) => {
  const server = await startStaff(t);
  const trader = await server.signIn(devStaff('trader'));
  const db = server.db();
  const insert = db.prepare(
    `INSERT INTO coupons (user_id, account_id, currency, minor_units, type_id, amount_minor, coef, possible_win_minor, idempotency_key, request_hash, created_at, vip_state)
     VALUES (?, ?, 'RUB', 2, 0, ?, 2.5, ?, ?, 'h', ?, ?)`,
  );
  for (let i = 1; i <= 3; i += 1) insert.run(DEMO.demo.id, RUB_MAIN, i * 1000, i * 2500, `k${i}`, 1_700_000_000_000 + i, i === 3 ? 'pending' : null);
  insert.run(DEMO.banned.id, 20000004, 100, 250, 'other', 1_700_000_000_000, null);
  const base = `/staff-api/players/${DEMO.demo.id}/coupons`;
  const first = json(PlayerCouponsPageSchema, await trader.call('GET', `${base}?limit=2`));
  assert.deepEqual(first.data.map((c) => [c.stakeMinor, c.possibleWinMinor, c.vipState, c.status, c.bets]), [[3000, 7500, 'pending', 'open', 0], [2000, 5000, null, 'open', 0]]);
  const second = json(PlayerCouponsPageSchema, await trader.call('GET', `${base}?limit=2&before=${first.meta.next}`));
  assert.deepEqual(second.data.map((c) => c.stakeMinor), [1000]);
  assert.equal(second.meta.next, null);
});
