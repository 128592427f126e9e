/** The Idempotency-Key: a double submit places once, 20 concurrent submits place once, another body is 409. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { expectError } from '../identity/support';
import { RUB_ACCOUNT, couponBody, newKey, startWallet } from './support';

const count = (s: { db(): { prepare(sql: string): { get(): unknown } } }, sql: string): number => (s.db().prepare(sql).get() as { n: number }).n;

test('the same key and body twice: one coupon, one debit, the same answer (201 then 200)', async (t) => {
  const s = await startWallet(t);
  const body = couponBody(s.openOdds(2));
  const key = newKey();
  const before = s.balance(RUB_ACCOUNT);
  const first = await s.place(body, key);
  const second = await s.place(body, key);
  assert.equal(first.statusCode, 201, first.body);
  assert.equal(second.statusCode, 200, second.body);
  assert.equal(second.headers['idempotent-replayed'], 'true');
  assert.deepEqual(second.json(), first.json());
  assert.equal(s.balance(RUB_ACCOUNT), before - 10000);
  assert.equal(count(s, "SELECT count(*) AS n FROM ledger WHERE reason = 'bet_stake'"), 1);
});

test('20 concurrent requests with one key: one coupon, one debit, every answer the same coupon', async (t) => {
  const s = await startWallet(t);
  const body = couponBody(s.openOdds(2));
  const key = newKey();
  const before = s.balance(RUB_ACCOUNT);
  const answers = await Promise.all(Array.from({ length: 20 }, () => s.place(body, key)));
  const codes = answers.map((r) => r.statusCode);
  assert.equal(codes.filter((c) => c === 201).length, 1, codes.join());
  assert.equal(codes.filter((c) => c === 200).length, 19, codes.join());
  const ids = new Set(answers.map((r) => (r.json() as { data: { id: number } }).data.id));
  assert.equal(ids.size, 1);
  assert.equal(count(s, 'SELECT count(*) AS n FROM coupons'), 1);
  assert.equal(count(s, "SELECT count(*) AS n FROM ledger WHERE reason = 'bet_stake'"), 1);
  assert.equal(s.balance(RUB_ACCOUNT), before - 10000);
  assert.deepEqual(await s.mismatches(), []);
});

test('the same key with another body is 409 idempotency_key_reused, nothing debited', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(2);
  const key = newKey();
  assert.equal((await s.place(couponBody(odds), key)).statusCode, 201);
  const before = s.balance(RUB_ACCOUNT);
  expectError(await s.place(couponBody(odds, { amount: 200 }), key), 409, 'idempotency_key_reused');
  assert.equal(s.balance(RUB_ACCOUNT), before);
});

test('two keys: two coupons, two debits; a rejected attempt leaves its key free', async (t) => {
  const s = await startWallet(t);
  const body = couponBody(s.openOdds(2));
  const before = s.balance(RUB_ACCOUNT);
  assert.equal((await s.place(body, newKey())).statusCode, 201);
  assert.equal((await s.place(body, newKey())).statusCode, 201);
  assert.equal(s.balance(RUB_ACCOUNT), before - 20000);
  const key = newKey();
  expectError(await s.place({ ...body, amount: 1_000_000 }, key), 422, 'stake_too_high');
  assert.equal((await s.place(body, key)).statusCode, 201);
  assert.equal(count(s, 'SELECT count(*) AS n FROM coupons'), 3);
  assert.deepEqual(await s.mismatches(), []);
});

test('keys are per player: another player\'s same key is checked as a new coupon (here: an empty account)', async (t) => {
  const s = await startWallet(t);
  const key = newKey();
  assert.equal((await s.place(couponBody(s.openOdds(1)), key)).statusCode, 201);
  const other = await s.newBrowser();
  const token = await other.signIn('unverified@kickoff.test');
  // This player must pass identification first: no bet until then (account spec §3 is_need_identification).
  expectError(await other.post('coupon/place', couponBody(s.openOdds(1), { accountId: 20000007, amount: 10 }), { token, headers: { 'idempotency-key': key } }), 403, 'identification_required');
  const writer = new Database(s.dbFile);
  writer.prepare('UPDATE users SET is_need_identification = 0 WHERE email = ?').run('unverified@kickoff.test');
  writer.close();
  const res = await other.post('coupon/place', couponBody(s.openOdds(1), { accountId: 20000007, amount: 10 }), { token, headers: { 'idempotency-key': key } });
  expectError(res, 422, 'insufficient_balance');
});
