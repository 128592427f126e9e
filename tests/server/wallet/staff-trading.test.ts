/**
 * The trading desk's staff routes (issue 24): role checks on every route, the pending VIP queue with the
 * book's liability, approve and decline through the wallet's decision (settlement rules, ledger refund,
 * the audit row in the same transaction, 409 on a second decision) and the liability per event and outcome.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import type { LiabilityEventWire, VipCouponWire } from '@kickoff/backoffice-contracts/trading';
import { createClock, type Clock } from '../../../server/clock';
import { createWalletStores } from '../../../server/wallet/store/index';
import { expectError } from '../identity/support';
import { DEV_STAFF_PASSWORD, devStaff, signInStaff, StaffBrowser, T0 } from '../staff/support';
import { RUB_ACCOUNT, USD_ACCOUNT, couponBody, finishGame, startWallet, type OpenOdd, type WalletServer } from './support';

interface Desk extends WalletServer {
  clock: Clock;
  trader: StaffBrowser;
}

const line = 'g.status NOT IN (2, 3) AND g.timer_running = 0 AND g.is_live_in_live = 0';
const win1 = `${line} AND m.type_id = 1 AND o.type_id = 1`;
/** 6000 USD: above the 5000 USD maximum stake of a single. */
const ABOVE_MAX = 6000;
const MAX_SINGLE_USD_MINOR = 5000_00;

async function startDesk(t: Parameters<typeof startWallet>[0]): Promise<Desk> {
  const clock = createClock(() => T0);
  const s = await startWallet(t, { clock });
  const writer = new Database(s.dbFile);
  createWalletStores(writer).ledger.post([{ accountId: USD_ACCOUNT, amountMinor: 10_000_000, reason: 'deposit', reference: 'trading test', idempotencyKey: 'trading-test-deposit', createdAt: clock.now() }]);
  writer.close();
  const trader = await signInStaff(new StaffBrowser(s.app), clock, devStaff('trader'));
  return { ...s, clock, trader };
}

async function placed(s: WalletServer, odds: readonly OpenOdd[], extra: Record<string, unknown>): Promise<number> {
  const res = await s.place(couponBody(odds, extra));
  assert.equal(res.statusCode, 201, res.body);
  return (res.json() as { data: { id: number } }).data.id;
}

const placeVip = (s: WalletServer, odd: OpenOdd) => placed(s, [odd], { accountId: USD_ACCOUNT, amount: ABOVE_MAX, isVipBet: true });

async function vipPage(desk: Desk, search = ''): Promise<{ data: VipCouponWire[]; meta: { next: number | null } }> {
  const res = await desk.trader.call('GET', `/staff-api/trading/vip${search}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { data: VipCouponWire[]; meta: { next: number | null } };
}

async function liabilityPage(desk: Desk, search = ''): Promise<{ data: LiabilityEventWire[]; meta: { next: number | null } }> {
  const res = await desk.trader.call('GET', `/staff-api/trading/liability${search}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { data: LiabilityEventWire[]; meta: { next: number | null } };
}

interface AuditRow { staff_id: number; action: string; target: string; before_json: string; after_json: string }
const auditRows = (s: WalletServer, target: string): AuditRow[] =>
  s.db().prepare<[string], AuditRow>("SELECT staff_id, action, target, before_json, after_json FROM staff_audit WHERE target = ? ORDER BY id").all(target);

const ROUTES = [
  ['GET', '/staff-api/trading/vip'],
  ['POST', '/staff-api/trading/vip/1/approve'],
  ['POST', '/staff-api/trading/vip/1/decline'],
  ['GET', '/staff-api/trading/liability'],
] as const;

test('every trading route: 401 without a staff session, with a player token or cookie, or after the password step only; 403 for another role', async (t) => {
  const desk = await startDesk(t);
  const playerCookie = [...desk.player.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  const support = await signInStaff(new StaffBrowser(desk.app), desk.clock, devStaff('support_agent'));
  const halfway = new StaffBrowser(desk.app);
  const step = await halfway.call('POST', '/staff-api/auth/password', { email: devStaff('trader').email, password: DEV_STAFF_PASSWORD });
  assert.equal(step.statusCode, 200, step.body);
  for (const [method, url] of ROUTES) {
    const payload = method === 'POST' ? {} : undefined;
    expectError(await desk.app.inject({ method, url, ...(payload ? { payload } : {}) }), 401, 'staff_unauthorized');
    expectError(await desk.app.inject({ method, url, headers: { authorization: `Bearer ${desk.token}`, cookie: playerCookie }, ...(payload ? { payload } : {}) }), 401, 'staff_unauthorized');
    expectError(await halfway.call(method, url, payload), 401, 'staff_unauthorized');
    expectError(await support.call(method, url, payload), 403, 'staff_forbidden');
  }
  const guards = desk.app.staffRoutes.filter((route) => route.url.startsWith('/staff-api/trading/'));
  assert.deepEqual(guards.map((route) => [route.method, route.guard]), ROUTES.map(([method]) => [method, ['trader']]));
});

test('the VIP queue: pending coupons newest first with the player, the bets, the stake over the maximum and the liability on each outcome; paged', async (t) => {
  const desk = await startDesk(t);
  const [odd, other] = desk.openOdds(2, win1);
  assert.ok(odd && other, 'two open line odds');
  // An accepted coupon on the same outcome: the book's liability there now.
  const acceptedId = await placed(desk, [odd], { accountId: USD_ACCOUNT, amount: 100 });
  const ordinary = desk.db().prepare<[number], { possible_win_minor: number; amount_minor: number }>('SELECT possible_win_minor, amount_minor FROM coupons WHERE id = ?').get(acceptedId);
  assert.ok(ordinary);
  const first = await placeVip(desk, odd);
  const second = await placeVip(desk, other);

  const page = await vipPage(desk);
  assert.deepEqual(page.data.map((c) => c.id), [second, first]);
  assert.equal(page.meta.next, null);
  const coupon = page.data[1];
  assert.ok(coupon);
  assert.deepEqual(coupon.player, { id: 10000001, name: coupon.player.name, email: 'demo@kickoff.test' });
  assert.deepEqual([coupon.currency, coupon.stakeMinor, coupon.maxStakeMinor, coupon.overMaxMinor], ['USD', ABOVE_MAX * 100, MAX_SINGLE_USD_MINOR, ABOVE_MAX * 100 - MAX_SINGLE_USD_MINOR]);
  assert.equal(coupon.bets.length, 1);
  const bet = coupon.bets[0];
  assert.ok(bet);
  assert.deepEqual([bet.oddId, bet.event.gameId, bet.coef, bet.settled], [odd.oddId, odd.gameId, odd.coef, false]);
  assert.ok(bet.event.team1 && bet.market && bet.outcome, 'what the bet is on, by name');
  const acceptedNet = ordinary.possible_win_minor - ordinary.amount_minor;
  assert.equal(bet.liabilityMinor, acceptedNet, 'the accepted coupon only: a pending VIP bet is no liability yet');
  assert.equal(bet.liabilityIfApprovedMinor, acceptedNet + coupon.possibleWinMinor - coupon.stakeMinor);
  assert.equal(coupon.decideBy, bet.event.startAt);

  const one = await vipPage(desk, '?limit=1');
  assert.deepEqual([one.data.map((c) => c.id), one.meta.next], [[second], second]);
  const rest = await vipPage(desk, `?limit=1&before=${second}`);
  assert.deepEqual([rest.data.map((c) => c.id), rest.meta.next], [[first], null]);
  expectError(await desk.trader.call('GET', '/staff-api/trading/vip?limit=0'), 400, 'invalid_query');
  expectError(await desk.trader.call('GET', '/staff-api/trading/vip?page=2'), 400, 'invalid_query');
});

test('approve: the coupon is accepted and settles like any other; the audit row names the trader; a second decision is 409', async (t) => {
  const desk = await startDesk(t);
  const [odd] = desk.openOdds(1, win1);
  assert.ok(odd);
  const id = await placeVip(desk, odd);
  const res = await desk.trader.call('POST', `/staff-api/trading/vip/${id}/approve`);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { data: { id, vipState: 'approved', status: 'open' } });
  assert.deepEqual((await vipPage(desk)).data, []);

  const me = (await desk.trader.call('GET', '/staff-api/me')).json() as { data: { id: number } };
  const [row, ...more] = auditRows(desk, `coupon:${id}`);
  assert.deepEqual(more, []);
  assert.deepEqual([row?.staff_id, row?.action], [me.data.id, 'trading.vip_approve']);
  assert.deepEqual(JSON.parse(row?.before_json ?? 'null'), { vipState: 'pending', status: 'open', payoutMinor: null });
  assert.deepEqual(JSON.parse(row?.after_json ?? 'null'), { vipState: 'approved', status: 'open', payoutMinor: null });

  const again = await desk.trader.call('POST', `/staff-api/trading/vip/${id}/approve`);
  expectError(again, 409, 'vip_already_decided');
  assert.deepEqual((again.json() as { errors: [{ meta: unknown }] }).errors[0].meta, { vipState: 'approved' });
  expectError(await desk.trader.call('POST', `/staff-api/trading/vip/${id}/decline`, { reason: 'too late' }), 409, 'vip_already_decided');
  assert.equal(auditRows(desk, `coupon:${id}`).length, 1, 'a refused decision records nothing');

  // Accepted now: it is the book's liability on its outcome, and it wins like any coupon.
  const events = await liabilityPage(desk, `?gameId=${odd.gameId}`);
  assert.equal(events.data[0]?.outcomes.find((o) => o.oddId === odd.oddId)?.stakesMinor, ABOVE_MAX * 100);
  const before = desk.balance(USD_ACCOUNT);
  await finishGame(desk, odd.gameId, 2, 1);
  const coupon = desk.db().prepare<[number], { status: string; payout_minor: number; possible_win_minor: number }>('SELECT status, payout_minor, possible_win_minor FROM coupons WHERE id = ?').get(id);
  assert.deepEqual([coupon?.status, coupon?.payout_minor], ['settled', coupon?.possible_win_minor]);
  assert.equal(desk.balance(USD_ACCOUNT), before + (coupon?.possible_win_minor ?? 0));
  assert.deepEqual(await desk.mismatches(), []);
});

test('decline with a reason: the stake comes back through the ledger, the coupon is settled with it, the reason is in the audit row; 409 after', async (t) => {
  const desk = await startDesk(t);
  const [odd] = desk.openOdds(1, win1);
  assert.ok(odd);
  const before = desk.balance(USD_ACCOUNT);
  const id = await placeVip(desk, odd);
  expectError(await desk.trader.call('POST', `/staff-api/trading/vip/${id}/decline`, { reason: 'x'.repeat(501) }), 400, 'invalid_body');
  expectError(await desk.trader.call('POST', `/staff-api/trading/vip/${id}/decline`, { reason: 'ok', approve: true }), 400, 'invalid_body');
  const res = await desk.trader.call('POST', `/staff-api/trading/vip/${id}/decline`, { reason: '  Exposure on this game is full  ' });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { data: { id, vipState: 'declined', status: 'settled' } });
  assert.equal(desk.balance(USD_ACCOUNT), before);
  assert.deepEqual(
    desk.db().prepare("SELECT amount_minor, idempotency_key FROM ledger WHERE reason = 'bet_refund'").all(),
    [{ amount_minor: ABOVE_MAX * 100, idempotency_key: `vip-refund:${id}` }],
  );
  const [row] = auditRows(desk, `coupon:${id}`);
  assert.equal(row?.action, 'trading.vip_decline');
  assert.deepEqual(JSON.parse(row?.after_json ?? 'null'), { vipState: 'declined', status: 'settled', payoutMinor: ABOVE_MAX * 100, reason: 'Exposure on this game is full' });
  expectError(await desk.trader.call('POST', `/staff-api/trading/vip/${id}/decline`), 409, 'vip_already_decided');
  expectError(await desk.trader.call('POST', `/staff-api/trading/vip/${id}/approve`), 409, 'vip_already_decided');
  expectError(await desk.trader.call('POST', '/staff-api/trading/vip/999999/approve'), 404, 'coupon_not_found');
  expectError(await desk.trader.call('POST', '/staff-api/trading/vip/abc/approve'), 400, 'invalid_params');

  // Without a reason the audit row says so; an ordinary coupon has nothing to decide.
  const [next] = desk.openOdds(2, win1).slice(1);
  assert.ok(next);
  const silent = await placeVip(desk, next);
  assert.equal((await desk.trader.call('POST', `/staff-api/trading/vip/${silent}/decline`)).statusCode, 200);
  assert.equal(JSON.parse(auditRows(desk, `coupon:${silent}`)[0]?.after_json ?? 'null').reason, null);
  const ordinary = await placed(desk, [next], { accountId: RUB_ACCOUNT, amount: 100 });
  const refused = await desk.trader.call('POST', `/staff-api/trading/vip/${ordinary}/approve`);
  expectError(refused, 409, 'vip_already_decided');
  assert.deepEqual((refused.json() as { errors: [{ meta: unknown }] }).errors[0].meta, { vipState: null });
  assert.deepEqual(await desk.mismatches(), []);
});

test('a pending coupon whose game finished was declined by the settlement: the trader gets 409', async (t) => {
  const desk = await startDesk(t);
  const [odd] = desk.openOdds(1, win1);
  assert.ok(odd);
  const id = await placeVip(desk, odd);
  await finishGame(desk, odd.gameId, 0, 1);
  expectError(await desk.trader.call('POST', `/staff-api/trading/vip/${id}/approve`), 409, 'vip_already_decided');
  assert.deepEqual(auditRows(desk, `coupon:${id}`), []);
});

test('the decision and its audit row are one transaction: a failing audit write leaves the coupon pending and refunds nothing', async (t) => {
  const desk = await startDesk(t);
  const [odd] = desk.openOdds(1, win1);
  assert.ok(odd);
  const id = await placeVip(desk, odd);
  const record = desk.app.staffAudit.record;
  desk.app.staffAudit.record = () => {
    throw new Error('audit store unavailable');
  };
  try {
    assert.equal((await desk.trader.call('POST', `/staff-api/trading/vip/${id}/decline`, { reason: 'no' })).statusCode, 500);
  } finally {
    desk.app.staffAudit.record = record;
  }
  const coupon = desk.db().prepare<[number], { status: string; vip_state: string }>('SELECT status, vip_state FROM coupons WHERE id = ?').get(id);
  assert.deepEqual([coupon?.status, coupon?.vip_state], ['open', 'pending']);
  assert.deepEqual(desk.db().prepare("SELECT count(*) AS n FROM ledger WHERE reason = 'bet_refund'").get(), { n: 0 });
  assert.equal((await desk.trader.call('POST', `/staff-api/trading/vip/${id}/decline`, { reason: 'no' })).statusCode, 200);
});

test('the liability view: per event and outcome over accepted open coupons (pending VIP left out), filtered by event, team and currency, paged', async (t) => {
  const desk = await startDesk(t);
  const [a, b] = desk.openOdds(2, win1);
  assert.ok(a && b);
  const single = await placed(desk, [a], { accountId: USD_ACCOUNT, amount: 100 });
  const express = await placed(desk, [a, b], { accountId: USD_ACCOUNT, amount: 50 });
  const rub = await placed(desk, [b], { accountId: RUB_ACCOUNT, amount: 100 });
  await placeVip(desk, a);
  const money = desk.db().prepare<[number], { amount_minor: number; possible_win_minor: number }>('SELECT amount_minor, possible_win_minor FROM coupons WHERE id = ?');
  const [s1, ex, r1] = [single, express, rub].map((id) => money.get(id));
  assert.ok(s1 && ex && r1);

  const all = await liabilityPage(desk);
  assert.deepEqual(all.data.map((e) => e.event.gameId), [a.gameId, b.gameId].sort((x, y) => y - x));
  const eventA = all.data.find((e) => e.event.gameId === a.gameId);
  assert.deepEqual(eventA?.outcomes.map((o) => [o.oddId, o.currency, o.coupons, o.stakesMinor, o.payoutsMinor, o.liabilityMinor]), [
    [a.oddId, 'USD', 2, s1.amount_minor + ex.amount_minor, s1.possible_win_minor + ex.possible_win_minor, s1.possible_win_minor + ex.possible_win_minor - s1.amount_minor - ex.amount_minor],
  ]);
  assert.ok(eventA?.outcomes[0]?.market && eventA.event.team1, 'names of the event and the outcome');
  const eventB = all.data.find((e) => e.event.gameId === b.gameId);
  assert.deepEqual(eventB?.outcomes.map((o) => [o.currency, o.coupons]).sort(), [['RUB', 1], ['USD', 1]]);

  assert.deepEqual((await liabilityPage(desk, `?gameId=${b.gameId}`)).data.map((e) => e.event.gameId), [b.gameId]);
  assert.deepEqual((await liabilityPage(desk, `?gameId=${b.gameId}&currency=RUB`)).data[0]?.outcomes.map((o) => [o.currency, o.stakesMinor]), [['RUB', r1.amount_minor]]);
  const part = (eventA?.event.team2 ?? '').slice(1, 5).toLowerCase();
  const named = all.data.filter((e) => `${e.event.team1} ${e.event.team2}`.toLowerCase().includes(part)).map((e) => e.event.gameId);
  assert.ok(named.includes(a.gameId));
  assert.deepEqual((await liabilityPage(desk, `?q=${encodeURIComponent(part)}`)).data.map((e) => e.event.gameId), named);
  assert.deepEqual((await liabilityPage(desk, '?q=%25')).data, [], 'a wildcard is taken literally');
  const one = await liabilityPage(desk, '?limit=1');
  assert.equal(one.data.length, 1);
  assert.equal(one.meta.next, one.data[0]?.event.gameId);
  const rest = await liabilityPage(desk, `?limit=1&before=${one.meta.next}`);
  assert.deepEqual([rest.data.length, rest.meta.next], [1, null]);
  expectError(await desk.trader.call('GET', '/staff-api/trading/liability?currency=usd'), 400, 'invalid_query');

  // A finished game holds no liability any more.
  await finishGame(desk, a.gameId, 1, 0);
  assert.deepEqual((await liabilityPage(desk)).data.map((e) => e.event.gameId), [b.gameId]);
});
