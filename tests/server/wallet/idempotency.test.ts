/** The Idempotency-Key (docs/api.md "Idempotency"): a double submit places once, 20 concurrent submits place once, another body or route is 409. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { expectError } from '../identity/support';
import { createIdempotentReplyStore, FUN_REPLY_TTL_MS, requestFingerprint } from '../../../server/wallet/idempotency/index';
import { RUB_ACCOUNT, couponBody, newKey, startWallet } from './support';

const count = (s: { db(): { prepare(sql: string): { get(): unknown } } }, sql: string): number => (s.db().prepare(sql).get() as { n: number }).n;

test('the same key and body twice: one coupon, one debit, the same answer (201 both times, the second marked replayed)', async (t) => {
  const s = await startWallet(t);
  const body = couponBody(s.openOdds(2));
  const key = newKey();
  const before = s.balance(RUB_ACCOUNT);
  const first = await s.place(body, key);
  const second = await s.place(body, key);
  assert.equal(first.statusCode, 201, first.body);
  assert.equal(second.statusCode, 201, second.body);
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
  assert.deepEqual(codes, answers.map(() => 201), codes.join());
  assert.equal(answers.filter((r) => r.headers['idempotent-replayed'] === 'true').length, 19);
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

test('one key, one request: a coupon key sent again to another money route is 409, and the request fingerprint covers route and canonical body', async (t) => {
  const s = await startWallet(t);
  const key = newKey();
  assert.equal((await s.place(couponBody(s.openOdds(1)), key)).statusCode, 201);
  const before = s.balance(RUB_ACCOUNT);
  const withdrawal = await s.player.post('office/payments/withdrawals', { accountId: RUB_ACCOUNT, methodId: 'card', amount: 1000 }, { token: s.token, headers: { 'idempotency-key': key } });
  expectError(withdrawal, 409, 'idempotency_key_reused');
  assert.equal(s.balance(RUB_ACCOUNT), before, 'the refused write moved nothing');

  const body = { b: [1, { y: 2, x: 1 }], a: 'x' };
  assert.equal(requestFingerprint('POST', '/web-api/coupon/place?lng=en', body), requestFingerprint('post', '/web-api/coupon/place', { a: 'x', b: [1, { x: 1, y: 2 }] }));
  assert.notEqual(requestFingerprint('POST', '/web-api/coupon/place', body), requestFingerprint('POST', '/web-api/toto/place', body));
  assert.notEqual(requestFingerprint('POST', '/web-api/coupon/place', body), requestFingerprint('POST', '/web-api/coupon/place', { ...body, a: 'y' }));
  assert.notEqual(requestFingerprint('POST', '/web-api/coupon/place', { b: [1, 2] }), requestFingerprint('POST', '/web-api/coupon/place', { b: [2, 1] }), 'array order counts');
});

test('a fun wallet\'s stored answers are forgotten after a day; a player\'s stay', () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE idempotent_replies (scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, status INTEGER NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (scope, key)) WITHOUT ROWID');
  const store = createIdempotentReplyStore(db);
  const reply = { fingerprint: 'f', status: 201, body: '{}' };
  store.put('u1', 'key-00001', reply, 0);
  store.put('f0a1b2', 'key-00001', reply, 0);
  store.put('f0a1b2', 'key-00002', reply, FUN_REPLY_TTL_MS);
  store.forgetFun(FUN_REPLY_TTL_MS - 1);
  assert.deepEqual(store.get('u1', 'key-00001'), reply);
  assert.equal(store.get('f0a1b2', 'key-00001'), undefined);
  assert.deepEqual(store.get('f0a1b2', 'key-00002'), reply);
  db.close();
});
