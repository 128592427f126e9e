/** Settlement through the HTTP test API: win, lose, return, a system coupon; each coupon paid once; books balanced. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RUB_ACCOUNT, couponBody, finishGame, startWallet, type WalletServer } from './support';

interface Coupon { id: number; status: string; payout: number | null; bets: Array<{ statusId: number }> }

async function coupon(s: WalletServer, id: number): Promise<Coupon> {
  const res = await s.player.get(`coupon/${id}`, { token: s.token });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { data: Coupon }).data;
}

async function placed(s: WalletServer, body: Record<string, unknown>): Promise<number> {
  const res = await s.place(body);
  assert.equal(res.statusCode, 201, res.body);
  return (res.json() as { data: { id: number } }).data.id;
}

const win1 = 'm.type_id = 1 AND o.type_id = 1';

test('a won single pays amount × coef, a lost one pays nothing; each bet and coupon settled once', async (t) => {
  const s = await startWallet(t);
  const [a, b] = s.openOdds(2, win1);
  assert.ok(a && b);
  const won = await placed(s, couponBody([a], { amount: 100 }));
  const lost = await placed(s, couponBody([b], { amount: 50 }));
  const before = s.balance(RUB_ACCOUNT);
  await finishGame(s, a.gameId, 2, 1);
  await finishGame(s, b.gameId, 0, 1);
  const w = await coupon(s, won);
  const l = await coupon(s, lost);
  assert.deepEqual([w.status, w.bets[0]?.statusId, w.payout], ['settled', 1, Math.round(100 * a.coef * 100) / 100]);
  assert.deepEqual([l.status, l.bets[0]?.statusId, l.payout], ['settled', 0, 0]);
  assert.equal(s.balance(RUB_ACCOUNT), before + Math.round(100 * a.coef * 100));
  // Running the job again (and the feed finishing nothing new) changes nothing.
  const again = await s.app.inject({ method: 'POST', url: '/__test/wallet/run-settlement' });
  assert.deepEqual(again.json(), { betsSettled: 0, couponsPaid: 0, paidMinor: 0, failed: [] });
  assert.equal(s.balance(RUB_ACCOUNT), before + Math.round(100 * a.coef * 100));
  const payouts = s.db().prepare("SELECT idempotency_key FROM ledger WHERE reason = 'bet_payout'").all();
  assert.deepEqual(payouts, [{ idempotency_key: `payout:${won}` }]);
  assert.deepEqual(await s.mismatches(), []);
});

test('a return (a tie in a winner market) pays the stake back; in an express it counts as 1', async (t) => {
  const s = await startWallet(t);
  const [tie] = s.openOdds(1, 'm.type_id = 101 AND o.type_id = 1');
  const [other] = s.openOdds(1, win1);
  assert.ok(tie && other, 'the seeded feed has an open winner market and a 1X2 market');
  const single = await placed(s, couponBody([tie], { amount: 40 }));
  const express = await placed(s, couponBody([tie, other], { amount: 20 }));
  await finishGame(s, tie.gameId, 1, 1);
  const r = await coupon(s, single);
  assert.deepEqual([r.status, r.bets[0]?.statusId, r.payout], ['settled', 2, 40]);
  assert.equal((await coupon(s, express)).status, 'open');
  await finishGame(s, other.gameId, 3, 0);
  const e = await coupon(s, express);
  assert.deepEqual([e.status, e.bets.map((b) => b.statusId), e.payout], ['settled', [2, 1], Math.round(20 * other.coef * 100) / 100]);
  assert.deepEqual(await s.mismatches(), []);
});

test('a system 2/3 with one loser pays the winning line (amount / 3 × c1 × c2)', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(3, win1);
  const [a, b, c] = odds;
  assert.ok(a && b && c);
  const id = await placed(s, couponBody(odds, { typeId: 2, systemValue: 2, amount: 30 }));
  const before = s.balance(RUB_ACCOUNT);
  await finishGame(s, a.gameId, 1, 0);
  await finishGame(s, b.gameId, 2, 0);
  await finishGame(s, c.gameId, 0, 0);
  const settled = await coupon(s, id);
  const expected = Math.round(10 * a.coef * b.coef * 100) / 100;
  assert.deepEqual([settled.status, settled.bets.map((x) => x.statusId), settled.payout], ['settled', [1, 1, 0], expected]);
  assert.equal(s.balance(RUB_ACCOUNT), before + Math.round(expected * 100));
  assert.deepEqual(await s.mismatches(), []);
});

test('the simulator settling games pays through the same job (games-settled hook)', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(5, "g.status IN (2, 3)");
  assert.ok(odds.length > 0, 'the seeded feed has live games');
  for (const odd of odds) await placed(s, couponBody([odd], { amount: 10 }));
  for (let i = 0; i < 12; i++) {
    const tick = await s.app.inject({ method: 'POST', url: '/__test/feed/tick', payload: { seconds: 3600 } });
    assert.equal(tick.statusCode, 200);
  }
  const open = (s.db().prepare("SELECT count(*) AS n FROM coupons WHERE status = 'open'").get() as { n: number }).n;
  assert.equal(open, 0, 'every live game finished within 12 simulated hours and its coupons are settled');
  assert.deepEqual(await s.mismatches(), []);
});

test('the express bonus: three bets of at least 1.1 are priced at the base × 1.03 and pay it when every bet wins; a return pays without it', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(6, `${win1} AND o.coef >= 1.1 AND m.kind != 7`);
  const [a, b, c, d, e, f] = odds;
  assert.ok(a && b && c && d && e && f, 'six open 1X2 odds of at least 1.1');
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  const base = round3(a.coef * b.coef * c.coef);
  const bonusCoef = round3(base * 1.03);
  const won = await placed(s, couponBody([a, b, c], { amount: 100 }));
  const placedWon = await coupon(s, won);
  assert.equal((placedWon as unknown as { coef: number }).coef, bonusCoef, 'the coupon coefficient carries the 3 % bonus');
  const returned = await placed(s, couponBody([d, e, f], { amount: 100 }));
  const before = s.balance(RUB_ACCOUNT);
  for (const odd of [a, b, c, e, f]) await finishGame(s, odd.gameId, 2, 0);
  await finishGame(s, d.gameId, 1, 1); // a draw: 1X2 "1" loses
  const w = await coupon(s, won);
  assert.deepEqual([w.status, w.payout], ['settled', Math.round(100 * bonusCoef * 100) / 100]);
  const r = await coupon(s, returned);
  assert.deepEqual([r.status, r.payout], ['settled', 0], 'a lost bet: no bonus, no payout');
  assert.equal(s.balance(RUB_ACCOUNT), before + Math.round(100 * bonusCoef * 100));
  assert.deepEqual(await s.mismatches(), []);
});

test('the express bonus is off when the site config turns isAvailableCouponBonusBet off', async (t) => {
  const s = await startWallet(t);
  const off = await s.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { isAvailableCouponBonusBet: false } });
  assert.equal(off.statusCode, 200, off.body);
  const [a, b, c] = s.openOdds(3, `${win1} AND o.coef >= 1.1 AND m.kind != 7`);
  assert.ok(a && b && c);
  const id = await placed(s, couponBody([a, b, c], { amount: 100 }));
  const placedCoupon = (await coupon(s, id)) as unknown as { coef: number };
  assert.equal(placedCoupon.coef, Math.round(a.coef * b.coef * c.coef * 1000) / 1000);
});

test('a bonus deleted by hand (isBonusBetDeleted) prices the express without it', async (t) => {
  const s = await startWallet(t);
  const [a, b, c] = s.openOdds(3, `${win1} AND o.coef >= 1.1 AND m.kind != 7`);
  assert.ok(a && b && c);
  const id = await placed(s, couponBody([a, b, c], { amount: 100, isBonusBetDeleted: true }));
  const placedCoupon = (await coupon(s, id)) as unknown as { coef: number; possibleWin: number };
  const base = Math.round(a.coef * b.coef * c.coef * 1000) / 1000;
  assert.equal(placedCoupon.coef, base);
  assert.equal(placedCoupon.possibleWin, Math.round(100 * base * 100) / 100);
});
