/** Placing a coupon: the accepted coupon, the stake debited through the ledger, every rejection. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { DEMO } from '../identity/support';
import { expectError } from '../identity/support';
import { BONUS_ACCOUNT, RUB_ACCOUNT, USD_ACCOUNT, couponBody, newKey, setOdd, startWallet } from './support';

test('a valid express is accepted at the current odds; the stake is one ledger row', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(2);
  const before = s.balance(RUB_ACCOUNT);
  const res = await s.place(couponBody(odds, { amount: 12.34 }));
  assert.equal(res.statusCode, 201, res.body);
  const coupon = (res.json() as { data: { id: number; coef: number; possibleWin: number; status: string; amount: number } }).data;
  assert.equal(coupon.status, 'open');
  assert.equal(coupon.amount, 12.34);
  const expectedCoef = Math.round(odds[0]!.coef * odds[1]!.coef * 1000) / 1000;
  assert.equal(coupon.coef, expectedCoef);
  assert.equal(coupon.possibleWin, Math.round(12.34 * expectedCoef * 100) / 100);
  assert.equal(s.balance(RUB_ACCOUNT), before - 1234);
  const ledger = s.db().prepare('SELECT amount_minor, reason, reference, idempotency_key FROM ledger WHERE account_id = ? ORDER BY id').all(RUB_ACCOUNT);
  assert.deepEqual(ledger.at(-1), { amount_minor: -1234, reason: 'bet_stake', reference: `coupon:${coupon.id}`, idempotency_key: `stake:${coupon.id}` });
  assert.deepEqual(await s.mismatches(), []);
});

test('placing needs a signed-in player, accepted terms, no ban, and an Idempotency-Key of 8-64 characters', async (t) => {
  const s = await startWallet(t);
  const body = couponBody(s.openOdds(1));
  const anonymous = await s.player.post('coupon/place', body, { headers: { 'idempotency-key': newKey() } });
  assert.equal(anonymous.statusCode, 401);
  expectError(await s.player.post('coupon/place', body, { token: s.token }), 400, 'idempotency_key_required');
  expectError(await s.place(body, 'short'), 400, 'idempotency_key_required');
  expectError(await s.place(body, 'x'.repeat(65)), 400, 'idempotency_key_required');
  const banned = await s.newBrowser();
  const bannedToken = await banned.signIn(DEMO.banned.email);
  expectError(await banned.post('coupon/place', body, { token: bannedToken, headers: { 'idempotency-key': newKey() } }), 403, 'banned');
  const terms = await s.newBrowser();
  const termsToken = await terms.signIn(DEMO.terms.email);
  // The stake guard asks for the terms at the stake, on the player's own account.
  const termsAccount = v.parse(v.object({ id: v.number() }), s.db().prepare('SELECT id FROM accounts WHERE user_id = ? ORDER BY id').get(DEMO.terms.id)).id;
  expectError(await terms.post('coupon/place', { ...body, accountId: termsAccount }, { token: termsToken, headers: { 'idempotency-key': newKey() } }), 451, '1');
  const crossSite = await s.player.post('coupon/place', body, { token: s.token, headers: { 'idempotency-key': newKey(), origin: 'https://evil.example' } });
  expectError(crossSite, 403, 'forbidden_origin');
  assert.equal((s.db().prepare('SELECT count(*) AS n FROM coupons').get() as { n: number }).n, 0);
});

test('a malformed body is 400 invalid_body; an amount with 3 decimals too', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(1);
  expectError(await s.place({ ...couponBody(odds), amount: 10.005 }), 400, 'invalid_body');
  expectError(await s.place({ ...couponBody(odds), bets: [] }), 400, 'invalid_body');
  expectError(await s.place({ ...couponBody(odds), typeId: 11 }), 400, 'invalid_body');
});

test('invalid_coupon: unknown odd, wrong game, duplicate odd, wrong selection count for the type', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(3);
  const [a, b] = odds;
  assert.ok(a && b);
  const unknown = expectError(await s.place(couponBody([{ ...a, oddId: 99_999_999 }])), 422, 'invalid_coupon');
  assert.match(unknown.detail, /no outcome/);
  expectError(await s.place(couponBody([{ ...a, gameId: b.gameId }])), 422, 'invalid_coupon');
  expectError(await s.place(couponBody([a, a], { typeId: 1 })), 422, 'invalid_coupon');
  expectError(await s.place(couponBody([a], { typeId: 1 })), 422, 'invalid_coupon');
  expectError(await s.place(couponBody(odds, { typeId: 0 })), 422, 'invalid_coupon');
  expectError(await s.place(couponBody(odds, { typeId: 2, systemValue: 4 })), 422, 'invalid_coupon');
});

test('the account must be the player\'s own: another player\'s account is invalid_account', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(1);
  expectError(await s.place(couponBody(odds, { accountId: 20000005 })), 422, 'invalid_account');
  expectError(await s.place(couponBody(odds, { accountId: 99_999 })), 422, 'invalid_account');
});

test('insufficient_balance: the stake above the balance is refused, nothing debited', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(1);
  const before = s.balance(USD_ACCOUNT);
  const res = await s.place(couponBody(odds, { accountId: USD_ACCOUNT, amount: 150.01 }));
  const error = expectError(res, 422, 'insufficient_balance');
  assert.ok(error);
  assert.deepEqual((res.json() as { errors: Array<{ meta: unknown }> }).errors[0]?.meta, { balance: 150, currency: 'USD' });
  assert.equal(s.balance(USD_ACCOUNT), before);
  const ok = await s.place(couponBody(odds, { accountId: USD_ACCOUNT, amount: 150 }));
  assert.equal(ok.statusCode, 201, ok.body);
  assert.equal(s.balance(USD_ACCOUNT), 0);
});

test('stake limits of every type: stake_too_low with the minimum, stake_too_high with the maximum; no maximum on a bonus account', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(1);
  const low = await s.place(couponBody(odds, { amount: 9.99 }));
  expectError(low, 422, 'stake_too_low');
  assert.deepEqual((low.json() as { errors: Array<{ meta: unknown }> }).errors[0]?.meta, { min: 10, currency: 'RUB' });
  const high = await s.place(couponBody(odds, { accountId: USD_ACCOUNT, amount: 5000.01 }));
  expectError(high, 422, 'stake_too_high');
  assert.deepEqual((high.json() as { errors: Array<{ meta: unknown }> }).errors[0]?.meta, { max: 5000, currency: 'USD' });
  // Every type has its limits (server/wallet/limits.ts): a 1-rouble chain is below the minimum, and a
  // chain takes at most 40 % of a single's maximum.
  const chainLow = await s.place(couponBody(s.openOdds(2), { typeId: 3, amount: 1 }));
  expectError(chainLow, 422, 'stake_too_low');
  const chainHigh = await s.place(couponBody(s.openOdds(2), { accountId: USD_ACCOUNT, typeId: 3, amount: 2000.01 }));
  expectError(chainHigh, 422, 'stake_too_high');
  assert.deepEqual((chainHigh.json() as { errors: Array<{ meta: unknown }> }).errors[0]?.meta, { max: 2000, currency: 'USD' });
  const chain = await s.place(couponBody(s.openOdds(2), { typeId: 3, amount: 10 }));
  assert.equal(chain.statusCode, 201, chain.body);
  // The bonus account (1000 RUB) shows no maximum: only the balance limits it.
  const bonus = await s.place(couponBody(odds, { accountId: BONUS_ACCOUNT, amount: 1000 }));
  assert.equal(bonus.statusCode, 201, bonus.body);
});

test('the maximum payout caps the stake (stake_too_high with the largest stake it allows)', async (t) => {
  const s = await startWallet(t);
  const [odd] = s.openOdds(1);
  assert.ok(odd);
  await setOdd(s, odd.oddId, 5000);
  // 10 000 000 RUB maximum payout at 5000: at most 2000 RUB (below the 500 000 maximum stake).
  const res = await s.place(couponBody([{ ...odd, coef: 5000 }], { amount: 2000.01 }));
  expectError(res, 422, 'stake_too_high');
  assert.deepEqual((res.json() as { errors: Array<{ meta: unknown }> }).errors[0]?.meta, { max: 2000, currency: 'RUB' });
  const ok = await s.place(couponBody([{ ...odd, coef: 5000 }], { amount: 2000 }));
  assert.equal(ok.statusCode, 201, ok.body);
  assert.equal((ok.json() as { data: { possibleWin: number } }).data.possibleWin, 10_000_000);
});

test('market_closed: a blocked market, a blocked odd and a finished game name their bets', async (t) => {
  const s = await startWallet(t);
  const [a, b, c] = s.openOdds(3);
  assert.ok(a && b && c);
  const block = await s.app.inject({ method: 'POST', url: '/__test/feed/block', payload: { marketId: a.marketId, blocked: true } });
  assert.equal(block.statusCode, 200);
  const res = await s.place(couponBody([a, b]));
  expectError(res, 422, 'market_closed');
  assert.deepEqual((res.json() as { errors: Array<{ meta: unknown }> }).errors[0]?.meta, { oddIds: [a.oddId] });
  const finish = await s.app.inject({ method: 'POST', url: '/__test/feed/finish', payload: { gameId: c.gameId, score1: 1, score2: 0 } });
  assert.equal(finish.statusCode, 200, finish.body);
  const finished = await s.place(couponBody([b, c]));
  assert.deepEqual((finished.json() as { errors: Array<{ meta: unknown }> }).errors[0]?.meta, { oddIds: [c.oddId] });
});

test('the rest of "Coupon to place" and "Bet in a coupon" may come along and is ignored', async (t) => {
  const s = await startWallet(t);
  const [odd] = s.openOdds(1);
  assert.ok(odd);
  const body = {
    ...couponBody([odd]),
    id: 'local-1', coef: odd.coef, coefByView: { 0: String(odd.coef) }, coefViewId: 0, exactCoef: null, isDropOnScoreChange: false,
    prepaidAmount: 0, refId: 1, userId: DEMO.demo.id, amountByBlockId: null, hyperBonusPercent: 0,
    bets: [{ market: { id: odd.oddId, coef: odd.coef, gameId: odd.gameId, sportId: 1, typeId: odd.oddTypeId, kind: 1, isLive: false }, game: { number: 1 }, blockId: 0, statusId: -2 }],
  };
  const res = await s.place(body);
  assert.equal(res.statusCode, 201, res.body);
});
