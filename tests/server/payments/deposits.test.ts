/**
 * Deposits through the demo provider: limits and accounts re-checked by the server, idempotency, the
 * provider's pages (cards, 3-D Secure, cancel), the signed callback (missing or wrong signature,
 * replays, any order with the player's return) and the ledger: credited exactly once, only on success.
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { StartDepositResponseSchema } from '../../../office-parcel/src/contracts/deposits';
import { signBody } from '../../../server/payments/signature';
import { DEMO, expectError } from '../identity/support';
import { startLimits } from '../limits/support';
import { expectMeta } from '../wallet/toto-support';
import { BONUS_ACCOUNT, newKey, RUB_ACCOUNT, startWallet, USD_ACCOUNT, type WalletServer } from '../wallet/support';
import { callback, CARDS, creditRows, deposit, event, form, pay, SECRET, start, status } from './deposit-support';

const OTHER_PLAYERS_ACCOUNT = 20000007;

async function booted(t: TestContext): Promise<WalletServer & { before: number }> {
  const server = await startWallet(t);
  return { ...server, before: server.balance(RUB_ACCOUNT) };
}

test('the methods list their limits per currency', async (t) => {
  const server = await booted(t);
  const res = await server.player.get('office/deposits/methods', { token: server.token });
  assert.equal(res.statusCode, 200, res.body);
  const methods = (res.json() as { data: { methods: Array<{ id: string; limits: Array<{ iso: string; min: number; max: number; quickAmounts: number[] }> }> } }).data.methods;
  assert.deepEqual(methods.map((m) => m.id), ['card', 'fast_bank', 'ewallet']);
  for (const limit of methods.flatMap((m) => m.limits)) for (const q of limit.quickAmounts) assert.ok(q >= limit.min && q <= limit.max, `${limit.iso} ${q}`);
});

test('the server re-checks limits, the method\'s currency, the account and the ban', async (t) => {
  const server = await booted(t);
  const belowRes = await deposit(server, { method: 'card', amount: 99.99, accountId: RUB_ACCOUNT });
  expectError(belowRes, 400, 'amount_out_of_limits');
  assert.deepEqual((belowRes.json() as { errors: Array<{ meta?: unknown }> }).errors[0]?.meta, { min: 100, max: 600_000, iso: 'RUB' });
  expectError(await deposit(server, { method: 'card', amount: 600_000.01, accountId: RUB_ACCOUNT }), 400, 'amount_out_of_limits');
  expectError(await deposit(server, { method: 'fast_bank', amount: 100, accountId: USD_ACCOUNT }), 400, 'method_unavailable');
  expectError(await deposit(server, { method: 'card', amount: 1000, accountId: OTHER_PLAYERS_ACCOUNT }), 400, 'invalid_account');
  expectError(await deposit(server, { method: 'card', amount: 1000, accountId: BONUS_ACCOUNT }), 400, 'invalid_account');
  expectError(await deposit(server, { method: 'card', amount: 10.001, accountId: RUB_ACCOUNT }), 400, 'invalid_body');
  expectError(await deposit(server, { method: 'cash', amount: 1000, accountId: RUB_ACCOUNT }), 400, 'invalid_body');
  expectError(await server.player.post('office/deposits', { method: 'card', amount: 1000, accountId: RUB_ACCOUNT }, { token: server.token }), 400, 'idempotency_key_required');
  expectError(await server.player.post('office/deposits', { method: 'card', amount: 1000, accountId: RUB_ACCOUNT }, { headers: { 'idempotency-key': newKey() } }), 401, 'unauthorized');
  const banned = await (await server.newBrowser()).signIn(DEMO.banned.email);
  expectError(await deposit(server, { method: 'card', amount: 1000, accountId: RUB_ACCOUNT }, newKey(), banned), 403, 'banned');
  assert.equal((server.db().prepare<[], { n: number }>('SELECT count(*) AS n FROM payments').get())?.n, 0);
});

test('identification is required before a deposit while the site config shows identification', async (t) => {
  const server = await booted(t);
  const browser = await server.newBrowser();
  const unverified = await browser.signIn(DEMO.unverified.email);
  const body = { method: 'card', amount: 1000, accountId: OTHER_PLAYERS_ACCOUNT };
  expectError(await deposit(server, body, newKey(), unverified), 403, 'identification_required');
  assert.equal((await deposit(server, { ...body, accountId: RUB_ACCOUNT })).statusCode, 201, 'the demo player has passed identification');
  const res = await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { isShowIdentification: false } });
  assert.ok(res.statusCode < 300, res.body);
  assert.equal((await deposit(server, body, newKey(), unverified)).statusCode, 201, res.body);
});

test('the same key with the same body answers the same deposit; with another body it is refused', async (t) => {
  const server = await booted(t);
  const key = newKey();
  const body = { method: 'card', amount: 1000, accountId: RUB_ACCOUNT };
  const first = await deposit(server, body, key);
  assert.equal(first.statusCode, 201, first.body);
  const again = await deposit(server, body, key);
  assert.equal(again.statusCode, 201, again.body);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.equal(v.parse(StartDepositResponseSchema, again.json()).data.payment.id, v.parse(StartDepositResponseSchema, first.json()).data.payment.id);
  expectError(await deposit(server, { ...body, amount: 2000 }, key), 409, 'idempotency_key_reused');
});

test('the success card credits once, and five replays of the callback change nothing', async (t) => {
  const server = await booted(t);
  const s = await start(server);
  const page = await server.app.inject({ method: 'GET', url: s.redirectUrl });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /<label for="card-number">Card number<\/label>/);
  assert.match(page.body, /1,000\.00 RUB/);
  assert.equal(await status(server, s.id), 'created');
  const paid = await pay(server, s, CARDS.success);
  assert.equal(paid.statusCode, 303, paid.body);
  assert.equal(paid.headers.location, `/en/onpay/success?payment=${s.id}`);
  assert.equal(await status(server, s.id), 'success');
  assert.equal(server.balance(RUB_ACCOUNT), server.before + 100_000);
  for (let i = 0; i < 5; i += 1) {
    const res = await server.app.inject({ method: 'POST', url: `/__test/payments/callback/${s.id}/replay` });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((res.json() as { callbackStatus: number }).callbackStatus, 200);
  }
  assert.equal(creditRows(server, s.id), 1);
  assert.equal(server.balance(RUB_ACCOUNT), server.before + 100_000);
  // The checkout page of a finished payment takes no more input.
  assert.equal((await pay(server, s, CARDS.success)).statusCode, 409);
  assert.deepEqual(await server.mismatches(), []);
});

test('a callback without a signature or with a wrong one changes nothing', async (t) => {
  const server = await booted(t);
  const s = await start(server);
  const body = event(s, 'success');
  expectError(await callback(server, body), 401, 'invalid_signature');
  expectError(await callback(server, body, signBody('another-secret-0123456789', body)), 401, 'invalid_signature');
  expectError(await callback(server, body.replace('"RUB"', '"RUB" '), signBody(SECRET ?? '', body)), 401, 'invalid_signature');
  assert.equal(await status(server, s.id), 'created');
  assert.equal(server.balance(RUB_ACCOUNT), server.before);
  // A signed callback that names another amount is refused too.
  const other = event(s, 'success', 999);
  expectError(await callback(server, other, signBody(SECRET ?? '', other)), 409, 'payment_mismatch');
  assert.equal(creditRows(server, s.id), 0);
});

test('the callback and the player\'s return work in either order', async (t) => {
  const server = await booted(t);
  // Return first: the onpay page reads "created" (nothing credited), then the callback arrives.
  const early = await start(server);
  assert.equal(await status(server, early.id), 'created');
  const body = event(early, 'success');
  const res = await callback(server, body, signBody(SECRET ?? '', body));
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { data: { result: 'applied' } });
  assert.equal(await status(server, early.id), 'success');
  // Callback first, then the return, then a late "failed" notification: still success, credited once.
  const late = event(early, 'failed');
  const after = await callback(server, late, signBody(SECRET ?? '', late));
  assert.deepEqual(after.json(), { data: { result: 'unchanged' } });
  assert.equal(await status(server, early.id), 'success');
  assert.equal(creditRows(server, early.id), 1);
  assert.equal(server.balance(RUB_ACCOUNT), server.before + 100_000);
  assert.deepEqual(await server.mismatches(), []);
});

test('a declined card, a cancel and a wrong 3-D Secure code move no money', async (t) => {
  const server = await booted(t);
  const declined = await start(server);
  const res = await pay(server, declined, CARDS.failure);
  assert.equal(res.headers.location, `/en/onpay/fail?payment=${declined.id}`);
  assert.equal(await status(server, declined.id), 'failed');
  // A signed success arriving after the failure changes nothing.
  const forged = event(declined, 'success');
  assert.deepEqual((await callback(server, forged, signBody(SECRET ?? '', forged))).json(), { data: { result: 'unchanged' } });

  const cancelled = await start(server);
  const cancel = await form(server, `/demo-pay/checkout/${cancelled.ref}/cancel`, {});
  assert.equal(cancel.headers.location, `/en/onpay/cancel?payment=${cancelled.id}`);
  assert.equal(await status(server, cancelled.id), 'cancelled');

  const threeDs = await start(server);
  assert.equal((await pay(server, threeDs, CARDS.threeDs)).statusCode, 303);
  for (const left of [2, 1]) {
    const wrong = await form(server, `/demo-pay/checkout/${threeDs.ref}/3ds`, { code: 'xxxxxx' });
    assert.equal(wrong.statusCode, 422);
    assert.match(wrong.body, new RegExp(`Attempts left: ${left}`));
    assert.equal(await status(server, threeDs.id), 'created');
  }
  const last = await form(server, `/demo-pay/checkout/${threeDs.ref}/3ds`, { code: 'xxxxxx' });
  assert.equal(last.headers.location, `/en/onpay/fail?payment=${threeDs.id}`);
  assert.equal(await status(server, threeDs.id), 'failed');

  assert.equal(server.balance(RUB_ACCOUNT), server.before);
  for (const s of [declined, cancelled, threeDs]) assert.equal(creditRows(server, s.id), 0);
  assert.deepEqual(await server.mismatches(), []);
});

test('the 3-D Secure card with the right code succeeds', async (t) => {
  const server = await booted(t);
  const s = await start(server);
  await pay(server, s, CARDS.threeDs);
  const page = await server.app.inject({ method: 'GET', url: s.redirectUrl });
  assert.match(page.body, /<label for="otp">One-time code<\/label>/);
  const code = /data-demo-code>(\d{6})</.exec(page.body)?.[1];
  assert.ok(code);
  const res = await form(server, `/demo-pay/checkout/${s.ref}/3ds`, { code });
  assert.equal(res.headers.location, `/en/onpay/success?payment=${s.id}`);
  assert.equal(await status(server, s.id), 'success');
  assert.equal(server.balance(RUB_ACCOUNT), server.before + 100_000);
});

test('the pending card waits for the provider, which confirms later', async (t) => {
  const server = await booted(t);
  const s = await start(server);
  const res = await pay(server, s, CARDS.pending);
  assert.equal(res.headers.location, `/en/onpay/pending?payment=${s.id}`);
  assert.equal(await status(server, s.id), 'pending');
  assert.equal(server.balance(RUB_ACCOUNT), server.before);
  const done = await server.app.inject({ method: 'POST', url: `/__test/payments/provider/${s.id}/complete`, payload: { status: 'success' } });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(await status(server, s.id), 'success');
  assert.equal(server.balance(RUB_ACCOUNT), server.before + 100_000);
  // Only a pending payment can be completed.
  assert.equal((await server.app.inject({ method: 'POST', url: `/__test/payments/provider/${s.id}/complete`, payload: { status: 'failed' } })).statusCode, 404);
  assert.equal(creditRows(server, s.id), 1);
});

test('the card form checks the number (Luhn), the expiry and the CVC', async (t) => {
  const server = await booted(t);
  const s = await start(server);
  const res = await pay(server, s, '4242 4242 4242 4241', '01/20', '12');
  assert.equal(res.statusCode, 422);
  assert.match(res.body, /role="alert"/);
  assert.match(res.body, /id="card-number"[^>]*aria-invalid="true"/);
  assert.match(res.body, /id="card-expiry"[^>]*aria-invalid="true"/);
  assert.match(res.body, /id="card-cvc"[^>]*aria-invalid="true"/);
  assert.doesNotMatch(res.body, /value="12"/, 'the CVC is never sent back');
  assert.equal(await status(server, s.id), 'created');
  const unknown = await server.app.inject({ method: 'GET', url: '/demo-pay/checkout/dp_doesnotexist00?lng=en' });
  assert.equal(unknown.statusCode, 404);
});

test('another player\'s deposit is not found', async (t) => {
  const server = await booted(t);
  const s = await start(server);
  const other = await (await server.newBrowser()).signIn(DEMO.unverified.email);
  expectError(await server.player.get(`office/deposits/${s.id}`, { token: other }), 404, 'not_found');
});

test('responsible gaming: a deposit beyond the 24-hour deposit limit, or during self-exclusion, is refused when it starts', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 20, limitValue: 1500 }]);
  const first = await start(s, 1000);
  assert.equal((await pay(s, first, CARDS.success)).statusCode, 303);
  const over = await deposit(s, { method: 'card', amount: 600, accountId: RUB_ACCOUNT, lng: 'en' });
  const meta = expectMeta(over, 422, 'limit_exceeded');
  assert.equal(meta?.['remaining'], 500, 'what is left of the limit after the credited deposit');
  await start(s, 500);
  await s.set([{ limitType: 30, limitValue: 7, selfExcludeReason: 1 }]);
  expectMeta(await deposit(s, { method: 'card', amount: 100, accountId: RUB_ACCOUNT, lng: 'en' }), 403, 'self_excluded');
});
