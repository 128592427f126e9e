/**
 * Stake limits for every coupon and the liability cap (issue 23, item 3): each type 0–9 has a minimum
 * and a maximum per currency; many singles of one bet are refused; the site config's couponStakeLimits
 * replaces a currency's table; the book's exposure on one outcome across all open coupons never passes
 * the cap, and a refusal names the largest stake still taken, also under parallel requests.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STAKE_TABLES } from '../../../server/wallet/limits';
import { couponBody, RUB_ACCOUNT, setOdd, startWallet, type WalletServer } from './support';

const errorOf = (res: { json(): unknown }) => (res.json() as { errors: Array<{ code: string; meta?: Record<string, unknown> }> }).errors[0];

/** Stores a site config key through the config service's test API. */
async function setConfig(server: WalletServer, key: string, value: unknown): Promise<void> {
  const res = await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { [key]: value } });
  assert.equal(res.statusCode, 200, res.body);
}

const BETS_FOR_TYPE: Record<number, number> = { 0: 1, 1: 2, 2: 3, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 3, 9: 2 };

test('every coupon type 0–9 has a minimum and a maximum in every currency; many singles of one bet are refused', async (t) => {
  const s = await startWallet(t);
  for (const [iso, table] of Object.entries(STAKE_TABLES)) {
    for (let typeId = 0; typeId <= 9; typeId++) {
      const limits = table.types[typeId];
      assert.ok(limits && limits.min > 0 && limits.max > limits.min, `${iso} type ${typeId}`);
    }
  }
  for (let typeId = 0; typeId <= 9; typeId++) {
    const odds = s.openOdds(BETS_FOR_TYPE[typeId] ?? 2);
    const body = couponBody(odds, { typeId, amount: 9.99, systemValue: typeId === 2 ? 2 : typeId === 4 ? 1 : null });
    if (typeId === 4) (body['bets'] as { blockId: number }[]).forEach((bet, i) => (bet.blockId = i));
    const res = await s.place(body);
    assert.equal(res.statusCode, 422, `type ${typeId}: ${res.body}`);
    assert.equal(errorOf(res)?.code, 'stake_too_low', `type ${typeId}`);
  }
  const oneSingle = await s.place(couponBody(s.openOdds(1), { typeId: 9, amount: 100 }));
  assert.equal(oneSingle.statusCode, 422);
  assert.equal(errorOf(oneSingle)?.code, 'invalid_coupon');
});

test('GET coupon/limits gives every type’s limits, and the site config’s couponStakeLimits replaces a currency’s table', async (t) => {
  const s = await startWallet(t);
  const before = (await s.player.get('coupon/limits?currency=RUB')).json().data;
  assert.deepEqual(before.byType['6'], { min: 10, max: 100_000 });
  assert.deepEqual(before.minAmountTypes, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const types = Object.fromEntries(Array.from({ length: 10 }, (_, id) => [String(id), { min: 50, max: 1000 }]));
  await setConfig(s, 'couponStakeLimits', { RUB: { types, maxPayout: 100_000, liabilityCap: 200_000 } });
  const after = (await s.player.get('coupon/limits?currency=RUB')).json().data;
  assert.equal(after.minStake, 50);
  assert.equal(after.maxPayout, 100_000);
  const res = await s.place(couponBody(s.openOdds(2), { amount: 1000.01 }));
  assert.equal(errorOf(res)?.code, 'stake_too_high');
  assert.deepEqual(errorOf(res)?.meta, { max: 1000, currency: 'RUB' });
  // A table that misses a type is not taken: the default stays.
  await setConfig(s, 'couponStakeLimits', { RUB: { types: { 0: { min: 1, max: 2 } }, maxPayout: 1, liabilityCap: 1 } });
  assert.equal((await s.player.get('coupon/limits?currency=RUB')).json().data.minStake, 10);
});

/** A line odd priced at `coef` (its market's other outcomes left as they are). */
async function longShot(s: WalletServer, coef: number) {
  const [odd] = s.openOdds(1, 'g.status = 1');
  assert.ok(odd);
  await setOdd(s, odd.oddId, coef);
  return { ...odd, coef };
}

test('the liability cap: the third max-payout single on one outcome is refused with the largest stake the book still takes', async (t) => {
  const s = await startWallet(t);
  const odd = await longShot(s, 2000);
  // 4 990 RUB at 2 000: a possible win of 9 980 000, 9 975 010 of it the book's loss. Cap 20 000 000.
  for (let i = 0; i < 2; i++) {
    const res = await s.place(couponBody([odd], { amount: 4990 }));
    assert.equal(res.statusCode, 201, res.body);
  }
  const third = await s.place(couponBody([odd], { amount: 4990 }));
  assert.equal(third.statusCode, 422, third.body);
  assert.equal(errorOf(third)?.code, 'liability_exceeded');
  // Room: 20 000 000 − 19 950 020 = 49 980; 1 999 of it per rouble staked → 25.00 RUB.
  assert.deepEqual(errorOf(third)?.meta, { max: 25, currency: 'RUB' });
  const reduced = await s.place(couponBody([odd], { amount: 25 }));
  assert.equal(reduced.statusCode, 201, reduced.body);
  // 5 RUB of room left: below any stake the type takes (10 RUB): the outcome is full.
  const full = await s.place(couponBody([odd], { amount: 10 }));
  assert.equal(errorOf(full)?.code, 'liability_exceeded');
  assert.deepEqual(errorOf(full)?.meta, { max: 0, currency: 'RUB' });
  // Another currency has its own cap: the USD account still bets on the outcome.
  const usd = await s.place(couponBody([odd], { accountId: 20000002, amount: 10 }));
  assert.equal(usd.statusCode, 201, usd.body);
  assert.deepEqual(await s.mismatches(), []);
});

test('parallel coupons on one outcome never pass the cap together', async (t) => {
  const s = await startWallet(t);
  const odd = await longShot(s, 2000);
  const replies = await Promise.all(Array.from({ length: 6 }, () => s.place(couponBody([odd], { amount: 3000 }))));
  const placed = replies.filter((r) => r.statusCode === 201).length;
  // Each takes 5 997 000 of the 20 000 000: three fit, the others are refused.
  assert.equal(placed, 3, replies.map((r) => r.statusCode).join(','));
  for (const r of replies.filter((r) => r.statusCode !== 201)) assert.equal(errorOf(r)?.code, 'liability_exceeded');
  const exposure = s.db().prepare<[number], { e: number }>(
    `SELECT SUM(c.possible_win_minor - c.amount_minor) AS e FROM coupon_bets b JOIN coupons c ON c.id = b.coupon_id WHERE b.odd_id = ? AND c.status = 'open' AND c.currency = 'RUB'`,
  ).get(odd.oddId)?.e ?? 0;
  assert.ok(exposure <= 20_000_000 * 100, String(exposure));
  assert.equal(s.balance(RUB_ACCOUNT), (25_000 - 3 * 3000) * 100);
});

test('a multi-bet’s block amounts chain: the first block takes the maximum stake, each next the previous amount × its coefficient', async (t) => {
  const s = await startWallet(t);
  const types = Object.fromEntries(Array.from({ length: 10 }, (_, id) => [String(id), { min: 10, max: 1000 }]));
  await setConfig(s, 'couponStakeLimits', { RUB: { types, maxPayout: 10_000_000, liabilityCap: 20_000_000 } });
  const odds = s.openOdds(3);
  await setOdd(s, odds[0]!.oddId, 2);
  await setOdd(s, odds[1]!.oddId, 1.5);
  const priced = [{ ...odds[0]!, coef: 2 }, { ...odds[1]!, coef: 1.5 }, odds[2]!];
  const multiBet = (amountByBlockId: Record<string, number>) => {
    const body = couponBody(priced, { typeId: 4, systemValue: 1, amount: 100, amountByBlockId });
    (body['bets'] as { blockId: number }[]).forEach((bet, i) => (bet.blockId = i + 1));
    return body;
  };
  const over = await s.place(multiBet({ 1: 1000, 2: 2000.01 }));
  assert.equal(over.statusCode, 422, over.body);
  assert.equal(errorOf(over)?.code, 'stake_too_high');
  assert.deepEqual(errorOf(over)?.meta, { max: 2000, currency: 'RUB', blockId: 2 });
  const third = await s.place(multiBet({ 1: 100, 2: 200, 3: 300.01 }));
  assert.deepEqual(errorOf(third)?.meta, { max: 300, currency: 'RUB', blockId: 3 });
  const firstOverMax = await s.place(multiBet({ 1: 1000.01 }));
  assert.deepEqual(errorOf(firstOverMax)?.meta, { max: 1000, currency: 'RUB', blockId: 1 });
  const stray = await s.place(multiBet({ 7: 10 }));
  assert.equal(errorOf(stray)?.code, 'invalid_coupon');
  const within = await s.place(multiBet({ 1: 1000, 2: 2000, 3: 3000 }));
  assert.equal(within.statusCode, 201, within.body);
});
