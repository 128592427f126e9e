/**
 * The console's Payments section (issue 24): withdrawals the risk rules flag wait in `review`, held and
 * out of the provider's reach, until a `payments` member approves (then the provider pays it) or rejects
 * them (the hold comes back with a ledger row, the player reads the reason); every decision audited in
 * its transaction, a second one refused. Every route: no staff session, a player's token, a wrong role
 * and the password step alone are refused.
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { createClock, type Clock } from '../../../server/clock';
import { createLedgerStore } from '../../../server/wallet/store/ledger';
import { DEV_STAFF_PASSWORD, type DevStaff } from '../../../server/staff/dev-staff';
import { totpCode } from '../../../server/staff/totp';
import { expectError } from '../identity/support';
import { devStaff, StaffBrowser, T0, TOTP_STEP_MS } from '../staff/support';
import { LIMITS } from '../limits/support';
import { CARDS, pay, start } from './deposit-support';
import { dataOf, RUB_ACCOUNT, startPayments, type PaymentsServer } from './support';

process.env['KICKOFF_PAYOUT_SECRET'] = 'test-payout-secret-0123456789';

interface Reviewed {
  id: number;
  status: string;
  player: { id: number; email: string | null };
  amountMinor: number;
  currency: string;
  review: { state: string; rules: string[]; amountRubMinor: number; reason: string | null; decidedBy: number | null };
}
interface Page { data: Reviewed[]; meta: { next: number | null } }

const BASE = '/staff-api/payments/withdrawals';

interface Setup extends PaymentsServer {
  clock: Clock;
  staff(member: DevStaff): Promise<StaffBrowser>;
  /** A withdrawal of `amount` RUB from the demo player's main account (201). */
  withdrawRub(amount: number): Promise<{ id: number; status: string; rejectionReason?: string }>;
  ledger(paymentId: number): Array<{ reason: string; amount_minor: number }>;
  audit(target: string): Array<{ staff_id: number; action: string; before_json: string; after_json: string }>;
}

async function setup(t: TestContext): Promise<Setup> {
  const clock = createClock(() => T0);
  const server = await startPayments(t, { clock });
  return {
    ...server,
    clock,
    async staff(member) {
      clock.advance(TOTP_STEP_MS);
      const browser = new StaffBrowser(server.app);
      const password = await browser.call('POST', '/staff-api/auth/password', { email: member.email, password: DEV_STAFF_PASSWORD });
      assert.equal(password.statusCode, 200, password.body);
      const totp = await browser.call('POST', '/staff-api/auth/totp', { code: await totpCode(member.totpSecret, clock.now()) });
      assert.equal(totp.statusCode, 200, totp.body);
      return browser;
    },
    withdrawRub: async (amount) => dataOf(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount }), 201),
    ledger: (paymentId) =>
      server.db().prepare<[string], { reason: string; amount_minor: number }>('SELECT reason, amount_minor FROM ledger WHERE reference = ? ORDER BY id').all(`payment:${paymentId}`),
    audit: (target) =>
      server.db().prepare<[string], { staff_id: number; action: string; before_json: string; after_json: string }>('SELECT staff_id, action, before_json, after_json FROM staff_audit WHERE target = ? ORDER BY id').all(target),
  };
}

test('every Payments route: no staff session, a player token, a wrong role or the password step alone are refused', async (t) => {
  const server = await setup(t);
  const w = await server.withdrawRub(21_000);
  const routes: Array<[method: 'GET' | 'POST', url: string, body?: unknown]> = [
    ['GET', BASE],
    ['GET', `${BASE}/${w.id}`],
    ['POST', `${BASE}/${w.id}/approve`, {}],
    ['POST', `${BASE}/${w.id}/reject`, { reason: 'Documents do not match' }],
  ];
  const kyc = await server.staff(devStaff('kyc_reviewer'));
  const admin = await server.staff(devStaff('admin'));
  const halfway = new StaffBrowser(server.app);
  const member = devStaff('payments');
  assert.equal((await halfway.call('POST', '/staff-api/auth/password', { email: member.email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  for (const [method, url, body] of routes) {
    expectError(await new StaffBrowser(server.app).call(method, url, body), 401, 'staff_unauthorized');
    expectError(await server.app.inject({ method, url, payload: body as object, headers: { authorization: `Bearer ${server.token}` } }), 401, 'staff_unauthorized');
    expectError(await kyc.call(method, url, body), 403, 'staff_forbidden');
    expectError(await admin.call(method, url, body), 403, 'staff_forbidden');
    expectError(await halfway.call(method, url, body), 401, 'staff_unauthorized');
  }
  const registered = server.app.staffRoutes.filter((route) => route.url.startsWith(BASE)).map((route) => `${route.method} ${route.url}`).sort();
  assert.deepEqual(registered, [`GET ${BASE}`, `GET ${BASE}/:id`, `POST ${BASE}/:id/approve`, `POST ${BASE}/:id/reject`]);
  // Nothing was decided by the refused calls.
  assert.equal(dataOf<{ status: string }>(await server.player.get(`office/payments/withdrawals/${w.id}`, { token: server.token })).status, 'review');
});

test('below the threshold a withdrawal goes to the provider at once; from 20 000 RUB it waits in review, held, out of the provider\'s reach', async (t) => {
  const server = await setup(t);
  const before = server.balance(RUB_ACCOUNT);
  const small = await server.withdrawRub(19_999.99);
  assert.equal(small.status, 'pending');
  const big = await server.withdrawRub(2_000);
  assert.equal(big.status, 'pending', 'the demo balance was seeded, not deposited: no rule flags it');
  assert.equal((await server.cancel(small.id)).statusCode, 200);
  const flagged = await server.withdrawRub(20_000);
  assert.equal(flagged.status, 'review');
  assert.equal(server.balance(RUB_ACCOUNT), before - 2_000_00 - 20_000_00, 'the review holds the money as a pending withdrawal does');
  assert.deepEqual(server.ledger(flagged.id), [{ reason: 'withdrawal', amount_minor: -20_000_00 }]);
  // The provider's queue does not list it, and a payout callback for it is refused.
  const queue = await server.app.inject({ method: 'GET', url: '/demo-pay/payouts' });
  assert.match(queue.body, new RegExp(`data-payment-id="${big.id}"`));
  assert.doesNotMatch(queue.body, new RegExp(`data-payment-id="${flagged.id}"`));
  expectError(await server.decide(flagged.id, 'paid'), 409, 'payout_conflict');
  // The player's history shows it in review, cancellable.
  const history = dataOf<{ items: Array<{ id: number; status: string; cancellable: boolean }> }>(await server.player.get('office/payments/history?status=review', { token: server.token }));
  assert.deepEqual(history.items.map((i) => [i.id, i.status, i.cancellable]), [[flagged.id, 'review', true]]);
});

test('a deposit not staked through flags the next withdrawal whatever its amount (rule unplayed_deposit)', async (t) => {
  const server = await setup(t);
  const deposit = await start(server, 1000);
  assert.equal((await pay(server, deposit, CARDS.success)).statusCode, 303);
  const w = await server.withdrawRub(500);
  assert.equal(w.status, 'review');
  const payments = await server.staff(devStaff('payments'));
  const detail = dataOf<{ withdrawal: Reviewed; deposits: Array<{ id: number; status: string }>; bets: unknown[]; limits: unknown[]; balanceMinor: number }>(await payments.call('GET', `${BASE}/${w.id}`));
  assert.deepEqual(detail.withdrawal.review.rules, ['unplayed_deposit']);
  assert.equal(detail.withdrawal.review.amountRubMinor, 500_00);
  assert.deepEqual(detail.deposits.map((d) => [d.id, d.status]), [[deposit.id, 'success']]);
  assert.equal(detail.balanceMinor, server.balance(RUB_ACCOUNT));
});

test('the queue lists the withdrawals awaiting review with the player, filters by state and pages by cursor', async (t) => {
  const server = await setup(t);
  createLedgerStore(server.writer()).post([{ accountId: RUB_ACCOUNT, amountMinor: 40_000_00, reason: 'adjustment', idempotencyKey: 'test-top-up', createdAt: T0 }]);
  const a = await server.withdrawRub(20_000);
  const b = await server.withdrawRub(2_500);
  const c = await server.withdrawRub(20_500);
  assert.equal(b.status, 'pending');
  const payments = await server.staff(devStaff('payments'));
  const all = dataOf<Reviewed[]>(await payments.call('GET', BASE));
  assert.deepEqual(all.map((w) => w.id), [c.id, a.id], 'newest first, only those in review');
  assert.equal(all[0]?.player.email, 'demo@kickoff.test');
  assert.deepEqual(all[0]?.review, { state: 'awaiting', rules: ['amount'], amountRubMinor: 20_500_00, reason: null, decidedBy: null, decidedAt: null });
  const first = (await payments.call('GET', `${BASE}?limit=1`)).json() as Page;
  assert.deepEqual([first.data.map((w) => w.id), first.meta.next], [[c.id], c.id]);
  const second = (await payments.call('GET', `${BASE}?limit=1&before=${first.meta.next}`)).json() as Page;
  assert.deepEqual([second.data.map((w) => w.id), second.meta.next], [[a.id], null]);
  assert.equal((await server.cancel(a.id)).statusCode, 200);
  assert.deepEqual(dataOf<Reviewed[]>(await payments.call('GET', BASE)).map((w) => w.id), [c.id]);
  assert.deepEqual(dataOf<Reviewed[]>(await payments.call('GET', `${BASE}?status=cancelled`)).map((w) => [w.id, w.status]), [[a.id, 'cancelled']]);
  assert.deepEqual(dataOf<Reviewed[]>(await payments.call('GET', `${BASE}?status=all`)).map((w) => w.id), [c.id, a.id]);
  expectError(await payments.call('GET', `${BASE}?status=nope`), 400, 'invalid_query');
  expectError(await payments.call('GET', `${BASE}?limit=101`), 400, 'invalid_query');
  expectError(await payments.call('GET', `${BASE}/${b.id}`), 404, 'withdrawal_not_found');
  expectError(await payments.call('GET', `${BASE}/999999`), 404, 'withdrawal_not_found');
});

test('the detail shows the player\'s recent bets and limits beside the withdrawal', async (t) => {
  const server = await setup(t);
  const [odd] = server.openOdds(1);
  assert.ok(odd);
  const placed = await server.place({ accountId: RUB_ACCOUNT, amount: 100, typeId: 0, changeCoefAction: 2, bets: [{ market: { id: odd.oddId, coef: odd.coef, gameId: odd.gameId }, blockId: 0 }] });
  assert.equal(placed.statusCode, 201, placed.body);
  const limit = await server.player.call('POST', `${LIMITS}/limits`, { payload: { limits: [{ limitType: 20, limitValue: 50_000 }] }, token: server.token });
  assert.equal(limit.statusCode, 200, limit.body);
  const w = await server.withdrawRub(20_000);
  const payments = await server.staff(devStaff('payments'));
  const detail = dataOf<{ bets: Array<{ amountMinor: number; result: string; currency: string }>; limits: Array<{ type: number; value: number; measure: string }> }>(await payments.call('GET', `${BASE}/${w.id}`));
  assert.deepEqual(detail.bets.map((b) => [b.amountMinor, b.currency, b.result]), [[100_00, 'RUB', 'open']]);
  assert.deepEqual(detail.limits.map((l) => [l.type, l.value, l.measure]), [[20, 50_000, 'RUB']]);
});

test('approve: the withdrawal goes to the provider, which pays it; the audit row is written; a second decision is 409', async (t) => {
  const server = await setup(t);
  const w = await server.withdrawRub(21_000);
  const member = devStaff('payments');
  const payments = await server.staff(member);
  const approved = dataOf<Reviewed>(await payments.call('POST', `${BASE}/${w.id}/approve`));
  assert.equal(approved.status, 'pending');
  assert.equal(approved.review.state, 'approved');
  const audit = server.audit(`withdrawal:${w.id}`);
  assert.equal(audit.length, 1);
  assert.equal(audit[0]?.action, 'payments.withdrawal_approve');
  assert.deepEqual(JSON.parse(audit[0]?.before_json ?? 'null'), { status: 'review', review: 'awaiting' });
  assert.deepEqual(JSON.parse(audit[0]?.after_json ?? 'null'), { status: 'pending', review: 'approved' });
  assert.equal(audit[0]?.staff_id, approved.review.decidedBy);
  expectError(await payments.call('POST', `${BASE}/${w.id}/approve`), 409, 'withdrawal_decided');
  expectError(await payments.call('POST', `${BASE}/${w.id}/reject`, { reason: 'Too late to change' }), 409, 'withdrawal_decided');
  assert.equal(server.audit(`withdrawal:${w.id}`).length, 1, 'a refused decision writes no audit row');
  // Now the provider has it: its queue lists it and its payout ends it.
  const queue = await server.app.inject({ method: 'GET', url: '/demo-pay/payouts' });
  assert.match(queue.body, new RegExp(`data-payment-id="${w.id}"`));
  assert.equal(dataOf<{ status: string }>(await server.decide(w.id, 'paid')).status, 'success');
  assert.equal(dataOf<{ status: string }>(await server.player.get(`office/payments/withdrawals/${w.id}`, { token: server.token })).status, 'success');
  assert.deepEqual(server.ledger(w.id).map((r) => r.reason), ['withdrawal']);
  assert.deepEqual(await server.mismatches(), []);
});

test('reject: the reason is required; the hold comes back with a ledger row; the player reads the reason; a second decision is 409', async (t) => {
  const server = await setup(t);
  const before = server.balance(RUB_ACCOUNT);
  const w = await server.withdrawRub(22_000);
  const payments = await server.staff(devStaff('payments'));
  expectError(await payments.call('POST', `${BASE}/${w.id}/reject`, {}), 400, 'invalid_body');
  expectError(await payments.call('POST', `${BASE}/${w.id}/reject`, { reason: '  ' }), 400, 'invalid_body');
  const reason = 'The card holder name differs from the account holder';
  const rejected = dataOf<Reviewed>(await payments.call('POST', `${BASE}/${w.id}/reject`, { reason: `  ${reason} ` }));
  assert.equal(rejected.status, 'failed');
  assert.deepEqual([rejected.review.state, rejected.review.reason], ['rejected', reason]);
  assert.equal(server.balance(RUB_ACCOUNT), before);
  assert.deepEqual(server.ledger(w.id), [{ reason: 'withdrawal', amount_minor: -22_000_00 }, { reason: 'withdrawal_release', amount_minor: 22_000_00 }]);
  const audit = server.audit(`withdrawal:${w.id}`);
  assert.deepEqual(audit.map((a) => a.action), ['payments.withdrawal_reject']);
  assert.deepEqual(JSON.parse(audit[0]?.after_json ?? 'null'), { status: 'failed', review: 'rejected', reason });
  const seen = dataOf<{ status: string; rejectionReason?: string }>(await server.player.get(`office/payments/withdrawals/${w.id}`, { token: server.token }));
  assert.deepEqual([seen.status, seen.rejectionReason], ['failed', reason]);
  const history = dataOf<{ items: Array<{ id: number; rejectionReason?: string; cancellable: boolean }> }>(await server.player.get('office/payments/history', { token: server.token }));
  assert.deepEqual(history.items.map((i) => [i.id, i.rejectionReason, i.cancellable]), [[w.id, reason, false]]);
  expectError(await payments.call('POST', `${BASE}/${w.id}/reject`, { reason: 'Again' }), 409, 'withdrawal_decided');
  expectError(await payments.call('POST', `${BASE}/${w.id}/approve`), 409, 'withdrawal_decided');
  expectError(await server.decide(w.id, 'paid'), 409, 'payout_conflict');
  assert.deepEqual(server.ledger(w.id).length, 2, 'nothing moved twice');
  assert.deepEqual(await server.mismatches(), []);
});

test('the player may cancel a withdrawal in review; a decision after it is 409 and moves nothing', async (t) => {
  const server = await setup(t);
  const before = server.balance(RUB_ACCOUNT);
  const payments = await server.staff(devStaff('payments'));
  const w = await server.withdrawRub(20_000);
  assert.equal(dataOf<{ status: string }>(await server.cancel(w.id)).status, 'cancelled');
  assert.equal(server.balance(RUB_ACCOUNT), before);
  expectError(await payments.call('POST', `${BASE}/${w.id}/approve`), 409, 'withdrawal_decided');
  expectError(await payments.call('POST', `${BASE}/${w.id}/reject`, { reason: 'Suspicious pattern' }), 409, 'withdrawal_decided');
  assert.deepEqual(server.ledger(w.id).map((r) => r.reason), ['withdrawal', 'withdrawal_release']);
  assert.deepEqual(server.audit(`withdrawal:${w.id}`), []);
  const shown = dataOf<{ withdrawal: Reviewed }>(await payments.call('GET', `${BASE}/${w.id}`)).withdrawal;
  assert.deepEqual([shown.status, shown.review.state], ['cancelled', 'cancelled']);
  // Once approved it is an ordinary pending withdrawal: the player may still cancel it.
  const second = await server.withdrawRub(20_000);
  assert.equal((await payments.call('POST', `${BASE}/${second.id}/approve`)).statusCode, 200);
  assert.equal(dataOf<{ status: string }>(await server.cancel(second.id)).status, 'cancelled');
  assert.deepEqual(server.ledger(second.id).map((r) => r.reason), ['withdrawal', 'withdrawal_release']);
  assert.deepEqual(await server.mismatches(), []);
});
