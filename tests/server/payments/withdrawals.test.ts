/** Withdrawals: the hold, the balance and limit checks, cancel, the provider's signed decision, the ban and KYC rules. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, expectError } from '../identity/support';
import { SIGNATURE_HEADER, signBody } from '../../../server/payments/signature';
import { PAYOUT_CALLBACK_PATH } from '../../../server/payments/withdrawals/provider';
import { BONUS_ACCOUNT, dataOf, newKey, RUB_ACCOUNT, startPayments } from './support';

/** The demo provider signs with KICKOFF_PAYOUT_SECRET when set (otherwise a random secret per start). */
const SECRET = 'test-payout-secret-0123456789';
process.env['KICKOFF_PAYOUT_SECRET'] = SECRET;

interface W { id: number; status: string; amount: number; currency: string }

const ledgerOf = (server: Awaited<ReturnType<typeof startPayments>>, paymentId: number) =>
  server.db().prepare<[string], { reason: string; amount_minor: number }>('SELECT reason, amount_minor FROM ledger WHERE reference = ? ORDER BY id').all(`payment:${paymentId}`);

test('a request holds the amount on the ledger in the same transaction; the same key returns the same withdrawal', async (t) => {
  const server = await startPayments(t);
  const before = server.balance(RUB_ACCOUNT);
  const key = newKey();
  const w = dataOf<W>(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: 1000 }, key), 201);
  assert.equal(w.status, 'pending');
  assert.equal(server.balance(RUB_ACCOUNT), before - 100_000);
  assert.deepEqual(ledgerOf(server, w.id), [{ reason: 'withdrawal', amount_minor: -100_000 }]);
  const again = dataOf<W>(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: 1000 }, key), 201);
  assert.equal(again.id, w.id);
  assert.equal(server.balance(RUB_ACCOUNT), before - 100_000, 'a repeated key holds nothing more');
  expectError(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: 999 }, key), 409, 'idempotency_key_reused');
  expectError(await server.player.post('office/payments/withdrawals', { accountId: RUB_ACCOUNT, methodId: 'card', amount: 10 }, { token: server.token }), 400, 'idempotency_key_required');
  assert.deepEqual(await server.mismatches(), []);
});

test('amount above the balance, outside the method limits, a bonus account or another player\'s account are refused', async (t) => {
  const server = await startPayments(t);
  const balance = server.balance(RUB_ACCOUNT) / 100;
  const tooMuch = expectError(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'ewallet', amount: 150_000.01 }), 400, 'amount_above_maximum');
  assert.match(tooMuch.detail, /150000/);
  expectError(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: balance + 1 }), 400, 'insufficient_funds');
  expectError(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: 99.99 }), 400, 'amount_below_minimum');
  expectError(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'cash', amount: 500 }), 400, 'unknown_method');
  expectError(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: 500.123 }), 400, 'invalid_body');
  expectError(await server.withdraw({ accountId: BONUS_ACCOUNT, methodId: 'card', amount: 500 }), 400, 'bonus_account');
  expectError(await server.withdraw({ accountId: 20000005, methodId: 'card', amount: 500 }), 404, 'unknown_account');
  assert.equal(server.balance(RUB_ACCOUNT), balance * 100, 'nothing was held');
});

test('cancel gives the hold back once: a second cancel moves nothing', async (t) => {
  const server = await startPayments(t);
  const before = server.balance(RUB_ACCOUNT);
  const w = dataOf<W>(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: 500 }), 201);
  const [first, second] = await Promise.all([server.cancel(w.id), server.cancel(w.id)]);
  assert.equal(dataOf<W>(first).status, 'cancelled');
  assert.equal(dataOf<W>(second).status, 'cancelled');
  assert.equal(server.balance(RUB_ACCOUNT), before);
  assert.deepEqual(ledgerOf(server, w.id).map((r) => r.reason), ['withdrawal', 'withdrawal_release']);
  assert.deepEqual(await server.mismatches(), []);
});

test('a cancel racing the payout: exactly one wins and money moves once', async (t) => {
  const server = await startPayments(t);
  const before = server.balance(RUB_ACCOUNT);
  const w = dataOf<W>(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: 700 }), 201);
  const [cancel, paid] = await Promise.all([server.cancel(w.id), server.decide(w.id, 'paid')]);
  const cancelled = cancel.statusCode === 200;
  assert.notEqual(cancelled, paid.statusCode === 200, `one wins: cancel ${cancel.statusCode}, payout ${paid.statusCode}`);
  const reasons = ledgerOf(server, w.id).map((r) => r.reason);
  if (cancelled) {
    assert.deepEqual(reasons, ['withdrawal', 'withdrawal_release']);
    assert.equal(server.balance(RUB_ACCOUNT), before);
  } else {
    expectError(cancel, 409, 'not_cancellable');
    assert.deepEqual(reasons, ['withdrawal']);
    assert.equal(server.balance(RUB_ACCOUNT), before - 70_000);
  }
  // After the payout, the cancel is refused and nothing moves.
  const w2 = dataOf<W>(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: 300 }), 201);
  assert.equal(dataOf<{ status: string }>(await server.decide(w2.id, 'paid')).status, 'success');
  expectError(await server.cancel(w2.id), 409, 'not_cancellable');
  assert.deepEqual(ledgerOf(server, w2.id).map((r) => r.reason), ['withdrawal']);
  assert.deepEqual(await server.mismatches(), []);
});

test('the provider rejects: the hold comes back; the callback needs a valid signature and a replay changes nothing', async (t) => {
  const server = await startPayments(t);
  const before = server.balance(RUB_ACCOUNT);
  const w = dataOf<W>(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: 400 }), 201);
  const body = JSON.stringify({ paymentId: w.id, decision: 'rejected', providerRef: 'test-ref-0001' });
  const send = (payload: string, signature?: string) =>
    server.app.inject({ method: 'POST', url: PAYOUT_CALLBACK_PATH, payload, headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) } });
  expectError(await send(body), 401, 'bad_signature');
  expectError(await send(body, signBody('wrong-secret', body)), 401, 'bad_signature');
  expectError(await send(body.replace('rejected', 'paid'), signBody(SECRET, body)), 401, 'bad_signature');
  assert.equal(server.balance(RUB_ACCOUNT), before - 40_000, 'an unsigned callback changed nothing');
  const ok = await send(body, signBody(SECRET, body));
  assert.equal(dataOf<{ status: string }>(ok).status, 'failed');
  assert.equal(server.balance(RUB_ACCOUNT), before);
  const replay = await send(body, signBody(SECRET, body));
  assert.equal(dataOf<{ replay: boolean }>(replay).replay, true);
  const flipped = JSON.stringify({ paymentId: w.id, decision: 'paid', providerRef: 'test-ref-0001' });
  expectError(await send(flipped, signBody(SECRET, flipped)), 409, 'payout_conflict');
  assert.deepEqual(ledgerOf(server, w.id).map((r) => r.reason), ['withdrawal', 'withdrawal_release']);
  assert.deepEqual(await server.mismatches(), []);
});

test('the demo provider back office lists pending withdrawals and its Pay button pays through a signed callback', async (t) => {
  const server = await startPayments(t);
  const w = dataOf<W>(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'ewallet', amount: 250 }), 201);
  const page = await server.app.inject({ method: 'GET', url: '/demo-pay/payouts' });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, new RegExp(`data-payment-id="${w.id}"`));
  const pay = await server.app.inject({ method: 'POST', url: `/demo-pay/payouts/${w.id}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  assert.equal(pay.statusCode, 303);
  assert.equal(dataOf<W>(await server.player.get(`office/payments/withdrawals/${w.id}`, { token: server.token })).status, 'success');
  const after = await server.app.inject({ method: 'GET', url: '/demo-pay/payouts' });
  assert.doesNotMatch(after.body, new RegExp(`data-payment-id="${w.id}"`));
});

test('ban rule of deduce: level 53 with version 1 passes the guard, other bans are refused; unverified players are refused', async (t) => {
  const server = await startPayments(t);
  const db = server.writer();
  // The banned demo player, verified so only the ban decides.
  db.prepare("UPDATE users SET internal_verification_status = 1, verification_status_group_code = 'verified' WHERE id = ?").run(DEMO.banned.id);
  const banned = await server.newBrowser();
  const token = await banned.signIn(DEMO.banned.email);
  const body = { accountId: 20000004, methodId: 'card', amount: 100 };
  const call = () => banned.post('office/payments/withdrawals', body, { token, headers: { 'idempotency-key': newKey() } });
  expectError(await call(), 400, 'insufficient_funds');
  db.prepare('UPDATE users SET ban_version = 2 WHERE id = ?').run(DEMO.banned.id);
  expectError(await call(), 403, 'banned');
  db.prepare('UPDATE users SET ban_level = 45, ban_version = 2 WHERE id = ?').run(DEMO.banned.id);
  expectError(await call(), 400, 'insufficient_funds');
  db.prepare('UPDATE users SET ban_level = 45, ban_version = 1 WHERE id = ?').run(DEMO.banned.id);
  expectError(await call(), 403, 'banned');
  // The history stays open to a banned player.
  assert.equal((await banned.get('office/payments/history', { token })).statusCode, 200);

  const unverified = await server.newBrowser();
  const uToken = await unverified.signIn(DEMO.unverified.email);
  const refused = expectError(
    await unverified.post('office/payments/withdrawals', { accountId: 20000007, methodId: 'card', amount: 100 }, { token: uToken, headers: { 'idempotency-key': newKey() } }),
    403,
    'identification_required',
  );
  assert.match(refused.detail, /identification/);
  db.prepare('UPDATE users SET is_need_identification = 0 WHERE id = ?').run(DEMO.unverified.id);
  expectError(
    await unverified.post('office/payments/withdrawals', { accountId: 20000007, methodId: 'card', amount: 100 }, { token: uToken, headers: { 'idempotency-key': newKey() } }),
    403,
    'verification_required',
  );
});
