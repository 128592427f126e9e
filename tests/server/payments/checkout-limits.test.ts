/**
 * Deposit checkouts against the deposit limit (issue 23): an open checkout reserves its amount, so
 * checkouts started together never reserve more than the limit; a checkout expires after 30 minutes,
 * which frees its reservation, and an expired one cannot be paid (callback 410 `checkout_expired`,
 * the provider's page says so, nothing is credited); the credit re-checks the limit.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { DepositResponseSchema } from '../../../office-parcel/src/contracts/deposits';
import { CHECKOUT_TTL_MS } from '../../../server/payments/deposits/checkout-expiry';
import { signBody } from '../../../server/payments/signature';
import { expectError } from '../identity/support';
import { startLimits, type LimitsServer } from '../limits/support';
import { expectMeta } from '../wallet/toto-support';
import { RUB_ACCOUNT } from '../wallet/support';
import { callback, CARDS, creditRows, deposit, event, pay, SECRET, start, startedOf, status } from './deposit-support';

const LIMIT_24H = 20;

/** RUB (minor units) the player's deposits in `statuses` hold. */
const heldMinor = (s: LimitsServer, statuses: readonly string[]): number =>
  s.db().prepare<string[], { n: number }>(`SELECT coalesce(sum(amount_minor), 0) AS n FROM payments WHERE direction = 'deposit' AND status IN (${statuses.map(() => '?').join(', ')})`).get(...statuses)?.n ?? -1;

/** Moves the server clock and takes a fresh token (the old one lives 15 minutes). */
async function later(s: LimitsServer, ms: number): Promise<void> {
  await s.advance(ms);
  s.token = await s.player.token();
}

test('checkouts started together never reserve more than the deposit limit', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: LIMIT_24H, limitValue: 5000 }]);
  const amounts = [1500, 1000, 2000, 700, 1200, 900, 1800, 600, 1100, 1300, 800, 2500];
  const replies = await Promise.all(amounts.map((amount) => deposit(s, { method: 'card', amount, accountId: RUB_ACCOUNT, lng: 'en' })));
  const accepted = replies.filter((res) => res.statusCode === 201).length;
  const refused = replies.filter((res) => res.statusCode === 422);
  assert.equal(accepted + refused.length, amounts.length, replies.map((res) => res.body).join('\n'));
  for (const res of refused) expectMeta(res, 422, 'limit_exceeded');
  assert.ok(accepted >= 2 && refused.length >= 1, `${accepted} accepted, ${refused.length} refused`);
  assert.ok(heldMinor(s, ['created']) <= 500_000, `reserved ${heldMinor(s, ['created'])} of 500000`);
  // Every accepted checkout is paid: the credits stay within the limit too.
  const open = s.db().prepare<[], { id: number; provider_ref: string }>("SELECT id, provider_ref FROM payments WHERE status = 'created'").all();
  const paid = await Promise.all(open.map((row) => pay(s, { id: row.id, ref: row.provider_ref, redirectUrl: '' }, CARDS.success)));
  for (const res of paid) assert.equal(res.statusCode, 303, res.body);
  assert.ok(heldMinor(s, ['success']) <= 500_000, `credited ${heldMinor(s, ['success'])} of 500000`);
  assert.deepEqual(await s.mismatches(), []);
});

test('an open checkout holds its amount; the refusal says so, and expiry frees it', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: LIMIT_24H, limitValue: 1500 }]);
  const first = await start(s, 1000);
  const over = await deposit(s, { method: 'card', amount: 600, accountId: RUB_ACCOUNT, lng: 'en' });
  const meta = expectMeta(over, 422, 'limit_exceeded');
  assert.equal(meta?.['reserved'], 1000, 'the open checkout holds 1000');
  assert.equal(meta?.['remaining'], 1500, 'nothing is credited yet');
  await start(s, 500);

  await later(s, CHECKOUT_TTL_MS - 1000);
  expectMeta(await deposit(s, { method: 'card', amount: 100, accountId: RUB_ACCOUNT, lng: 'en' }), 422, 'limit_exceeded');
  assert.equal(await status(s, first.id), 'created', 'still open one second before its time');

  await later(s, 1000);
  const res = await s.player.get(`office/deposits/${first.id}`, { token: s.token });
  const view = v.parse(DepositResponseSchema, res.json()).data;
  assert.equal(view.status, 'expired');
  assert.equal(view.endedAt, view.expiresAt);
  assert.equal(view.expiresAt, view.createdAt + CHECKOUT_TTL_MS);
  const again = await start(s, 1500);
  assert.equal(await status(s, again.id), 'created', 'the expired checkouts hold nothing any more');
  const history = await s.player.get('office/payments/history?status=expired', { token: s.token });
  assert.equal(history.statusCode, 200, history.body);
  const items = (history.json() as { data: { items: Array<{ id: number; status: string }> } }).data.items;
  assert.deepEqual(items.map((item) => item.status), ['expired', 'expired']);
  assert.ok(items.some((item) => item.id === first.id));
});

test('an expired checkout cannot be paid: the provider page and the callback refuse it, nothing is credited', async (t) => {
  const s = await startLimits(t);
  const before = s.balance(RUB_ACCOUNT);
  const late = await start(s, 1000);
  await later(s, CHECKOUT_TTL_MS);

  const page = await s.app.inject({ method: 'GET', url: late.redirectUrl });
  assert.equal(page.statusCode, 410);
  assert.match(page.body, /data-error="checkout_expired"/);
  const paid = await pay(s, late, CARDS.success);
  assert.equal(paid.statusCode, 410, 'the pay step is refused');
  assert.match(paid.body, /This checkout has expired/);

  for (const what of ['success', 'pending', 'cancelled']) {
    const body = event(late, what);
    expectError(await callback(s, body, signBody(SECRET ?? '', body)), 410, 'checkout_expired');
  }
  assert.equal(creditRows(s, late.id), 0);
  assert.equal(s.balance(RUB_ACCOUNT), before);
  assert.equal(await status(s, late.id), 'expired');
});

test('the credit re-checks the limit: a success beyond a lowered limit ends failed, uncredited', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: LIMIT_24H, limitValue: 1500 }]);
  const first = await start(s, 1000);
  await s.set([{ limitType: LIMIT_24H, limitValue: 500 }]);
  const body = event(first, 'success');
  expectMeta(await callback(s, body, signBody(SECRET ?? '', body)), 422, 'limit_exceeded');
  assert.equal(await status(s, first.id), 'failed');
  assert.equal(creditRows(s, first.id), 0);

  // Within the limit the credit counts the deposit's own reservation once.
  const fits = await start(s, 500);
  assert.equal((await pay(s, fits, CARDS.success)).statusCode, 303);
  assert.equal(await status(s, fits.id), 'success');
  assert.equal(creditRows(s, fits.id), 1);
});

test('a replayed start does not count its own checkout twice', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: LIMIT_24H, limitValue: 1000 }]);
  const key = 'replayed-checkout-0001';
  const body = { method: 'card', amount: 1000, accountId: RUB_ACCOUNT, lng: 'en' };
  const first = startedOf(await deposit(s, body, key));
  const again = await deposit(s, body, key);
  // The first answer replayed (docs/api.md "Idempotency"): the same status and checkout.
  assert.equal(again.statusCode, 201, again.body);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.equal(v.parse(DepositResponseSchema, { data: (again.json() as { data: { payment: unknown } }).data.payment }).data.id, first.id);
});
