/** The VIP bet: a stake above the maximum placed pending the bookmaker's decision; approve, decline, a finished game. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { createWalletStores } from '../../../server/wallet/store/index';
import { expectError } from '../identity/support';
import { BONUS_ACCOUNT, USD_ACCOUNT, couponBody, finishGame, startWallet, type WalletServer } from './support';

interface Coupon { id: number; status: string; payout: number | null; vipState?: string | null; amount: number }

const line = 'g.status NOT IN (2, 3) AND g.timer_running = 0 AND g.is_live_in_live = 0';
const win1 = `${line} AND m.type_id = 1 AND o.type_id = 1`;
/** 6000 USD: above the 5000 USD maximum stake, well within the 100 000 USD maximum payout. */
const ABOVE_MAX = 6000;

/** The demo USD account holds 150 USD: a deposit through the ledger lets it stake above the maximum. */
function fund(s: WalletServer, minor: number): void {
  const writer = new Database(s.dbFile);
  createWalletStores(writer).ledger.post([{ accountId: USD_ACCOUNT, amountMinor: minor, reason: 'deposit', reference: 'vip test', idempotencyKey: `vip-test-deposit:${minor}`, createdAt: Date.now() }]);
  writer.close();
}

async function coupon(s: WalletServer, id: number): Promise<Coupon> {
  const res = await s.player.get(`coupon/${id}`, { token: s.token });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { data: Coupon }).data;
}

async function placeVip(s: WalletServer, where = win1): Promise<{ id: number; gameId: number; coef: number }> {
  const [odd] = s.openOdds(1, where);
  assert.ok(odd, 'the seeded feed has an open line odd');
  const res = await s.place(couponBody([odd], { accountId: USD_ACCOUNT, amount: ABOVE_MAX, isVipBet: true }));
  assert.equal(res.statusCode, 201, res.body);
  const data = (res.json() as { data: Coupon }).data;
  assert.equal(data.vipState, 'pending');
  return { id: data.id, gameId: odd.gameId, coef: odd.coef };
}

const decide = (s: WalletServer, id: number, approve: boolean) => s.app.inject({ method: 'POST', url: `/__test/wallet/vip/${id}`, payload: { approve } });

test('a stake above the maximum: refused without VIP, accepted pending with VIP (the stake debited); within the maximum VIP places an ordinary coupon', async (t) => {
  const s = await startWallet(t);
  fund(s, 1_000_000);
  const [odd] = s.openOdds(1, line);
  assert.ok(odd);
  const before = s.balance(USD_ACCOUNT);
  expectError(await s.place(couponBody([odd], { accountId: USD_ACCOUNT, amount: ABOVE_MAX })), 422, 'stake_too_high');
  assert.equal(s.balance(USD_ACCOUNT), before);
  const vip = await s.place(couponBody([odd], { accountId: USD_ACCOUNT, amount: ABOVE_MAX, isVipBet: true }));
  assert.equal(vip.statusCode, 201, vip.body);
  const placed = (vip.json() as { data: Coupon }).data;
  assert.deepEqual([placed.status, placed.vipState, placed.amount], ['open', 'pending', ABOVE_MAX]);
  assert.equal(s.balance(USD_ACCOUNT), before - ABOVE_MAX * 100);
  const ordinary = await s.place(couponBody([odd], { accountId: USD_ACCOUNT, amount: 100, isVipBet: true }));
  assert.equal(ordinary.statusCode, 201, ordinary.body);
  assert.equal((ordinary.json() as { data: Coupon }).data.vipState, null);
  assert.deepEqual(await s.mismatches(), []);
});

test('VIP is refused (vip_bet_unavailable) for a live bet, many singles (9), showVipBet false and a bonus account', async (t) => {
  const s = await startWallet(t);
  fund(s, 1_000_000);
  const [live] = s.openOdds(1, 'g.status IN (2, 3)');
  assert.ok(live, 'the seeded feed has live games');
  expectError(await s.place(couponBody([live], { accountId: USD_ACCOUNT, amount: ABOVE_MAX, isVipBet: true, changeCoefAction: 1 })), 422, 'vip_bet_unavailable');
  const two = s.openOdds(2, line);
  expectError(await s.place(couponBody(two, { accountId: USD_ACCOUNT, amount: ABOVE_MAX, typeId: 9, isVipBet: true })), 422, 'vip_bet_unavailable');
  expectError(await s.place(couponBody(two.slice(0, 1), { accountId: BONUS_ACCOUNT, amount: 100, isVipBet: true })), 422, 'vip_bet_unavailable');
  const off = await s.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { showVipBet: false } });
  assert.equal(off.statusCode, 200, off.body);
  expectError(await s.place(couponBody(two.slice(0, 1), { accountId: USD_ACCOUNT, amount: ABOVE_MAX, isVipBet: true })), 422, 'vip_bet_unavailable');
  assert.deepEqual(s.db().prepare('SELECT count(*) AS n FROM coupons').get(), { n: 0 });
});

test('approved: the coupon settles and pays like any other', async (t) => {
  const s = await startWallet(t);
  fund(s, 1_000_000);
  const vip = await placeVip(s);
  const approved = await decide(s, vip.id, true);
  assert.equal(approved.statusCode, 200, approved.body);
  assert.equal((await coupon(s, vip.id)).vipState, 'approved');
  const before = s.balance(USD_ACCOUNT);
  await finishGame(s, vip.gameId, 2, 1);
  const settled = await coupon(s, vip.id);
  assert.deepEqual([settled.status, settled.vipState, settled.payout], ['settled', 'approved', Math.round(ABOVE_MAX * vip.coef * 100) / 100]);
  assert.equal(s.balance(USD_ACCOUNT), before + Math.round(ABOVE_MAX * vip.coef * 100));
  assert.deepEqual(await s.mismatches(), []);
});

test('declined: the stake is refunded through the ledger and the coupon is settled with the stake; deciding twice is 409', async (t) => {
  const s = await startWallet(t);
  fund(s, 1_000_000);
  const before = s.balance(USD_ACCOUNT);
  const vip = await placeVip(s);
  const declined = await decide(s, vip.id, false);
  assert.equal(declined.statusCode, 200, declined.body);
  const c = await coupon(s, vip.id);
  assert.deepEqual([c.status, c.vipState, c.payout], ['settled', 'declined', ABOVE_MAX]);
  assert.equal(s.balance(USD_ACCOUNT), before);
  const refunds = s.db().prepare("SELECT amount_minor, idempotency_key FROM ledger WHERE reason = 'bet_refund'").all();
  assert.deepEqual(refunds, [{ amount_minor: ABOVE_MAX * 100, idempotency_key: `vip-refund:${vip.id}` }]);
  expectError(await decide(s, vip.id, true), 409, 'vip_already_decided');
  expectError(await decide(s, vip.id, false), 409, 'vip_already_decided');
  // An ordinary coupon has nothing to decide.
  const [odd] = s.openOdds(1, line);
  assert.ok(odd);
  const ordinary = await s.place(couponBody([odd], { accountId: USD_ACCOUNT, amount: 10 }));
  expectError(await decide(s, (ordinary.json() as { data: Coupon }).data.id, true), 409, 'vip_already_decided');
  // Its game finishing later pays nothing more.
  await finishGame(s, vip.gameId, 2, 1);
  assert.deepEqual(s.db().prepare<[string], { n: number }>("SELECT count(*) AS n FROM ledger WHERE reason = 'bet_payout' AND reference = ?").get(`coupon:${vip.id}`), { n: 0 });
  assert.equal((await coupon(s, vip.id)).payout, ABOVE_MAX);
  assert.deepEqual(await s.mismatches(), []);
});

test('a pending VIP coupon whose game finishes is declined by the settlement (stake refunded, nothing paid)', async (t) => {
  const s = await startWallet(t);
  fund(s, 1_000_000);
  const before = s.balance(USD_ACCOUNT);
  const vip = await placeVip(s);
  await finishGame(s, vip.gameId, 2, 1);
  const c = await coupon(s, vip.id);
  assert.deepEqual([c.status, c.vipState, c.payout], ['settled', 'declined', ABOVE_MAX]);
  assert.equal(s.balance(USD_ACCOUNT), before);
  assert.deepEqual(s.db().prepare("SELECT count(*) AS n FROM ledger WHERE reason = 'bet_payout'").get(), { n: 0 });
  expectError(await decide(s, vip.id, true), 409, 'vip_already_decided');
  assert.deepEqual(await s.mismatches(), []);
});
