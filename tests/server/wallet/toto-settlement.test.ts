/**
 * Toto settlement: a finished draw pays every coupon once by the prize table (per line, by misses),
 * the player's list shows hits and payouts, the draw's winners are counted from real coupons once it
 * was played (derived for draws nobody played), the simulator's games-settled hook settles a draw it
 * finishes, and a crash between coupons pays nothing twice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { PlaceTotoRequestSchema } from '@kickoff/wallet-contracts';
import { createTotoStore } from '../../../server/feed/store/toto';
import { totoWinners } from '../../../server/feed/simulator/toto';
import { requestHash } from '../../../server/wallet/idempotency/fingerprint';
import { ledgerBalances } from '../../../server/wallet/store/index';
import { placeTotoCoupon } from '../../../server/wallet/toto/place';
import { runTotoSettlement, type TotoSettlementDeps } from '../../../server/wallet/toto/settle';
import { createTotoCouponStore } from '../../../server/wallet/toto/store';
import { books, goodStandingGuard } from './books';
import { RUB_ACCOUNT, startWallet } from './support';
import { finishDraw, openDraw, placeToto, totoBody, type Outcome } from './toto-support';

interface Coupon { id: number; status: string; hits: number | null; payout: number | null }
const idOf = (res: { json(): unknown }): number => (res.json() as { data: Coupon }).data.id;

test('a finished draw pays each coupon once by its lines\' misses; the list shows hits and payouts; winners come from real coupons', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  const ids = {
    // All '1': one line, one miss (event 2 ends X): 1 000 × 10.
    oneMiss: idOf(await placeToto(s, totoBody(draw, 10))),
    // 1/X on event 1 (right: 1) — two lines with one and two misses: (1 000 + 100) × 10.
    double: idOf(await placeToto(s, totoBody(draw, 10, { 0: ['X'] }, { picks: draw.gameIds.map((gameId, i) => ({ gameId, outcomes: i === 0 ? ['1', 'X'] : i === 1 ? ['2'] : ['1'] })) }))),
    // 1/X on event 2: one line with every result right, one with a miss: (10 000 + 1 000) × 10.
    winner: idOf(await placeToto(s, totoBody(draw, 10, { 1: ['X'] }))),
    // All '2': 15 misses, nothing paid and no ledger row.
    loser: idOf(await placeToto(s, { ...totoBody(draw, 10), picks: draw.gameIds.map((gameId) => ({ gameId, outcomes: ['2'] })) })),
  };
  const before = s.balance(RUB_ACCOUNT);
  const results: Outcome[] = draw.gameIds.map((_, i) => (i === 1 ? 'X' : '1'));
  const report = await finishDraw(s, draw.id, results);
  assert.deepEqual([report.couponsSettled, report.paidMinor, report.failed], [4, (10_000 + 11_000 + 110_000) * 100, []]);
  assert.equal(s.balance(RUB_ACCOUNT), before + (10_000 + 11_000 + 110_000) * 100);

  const payouts = s.db().prepare<[], { idempotency_key: string; amount_minor: number; reference: string }>("SELECT idempotency_key, amount_minor, reference FROM ledger WHERE reason = 'toto_payout' ORDER BY id").all();
  assert.deepEqual(payouts, [
    { idempotency_key: `toto_payout:${ids.oneMiss}`, amount_minor: 1_000_000, reference: `toto:${ids.oneMiss}` },
    { idempotency_key: `toto_payout:${ids.double}`, amount_minor: 1_100_000, reference: `toto:${ids.double}` },
    { idempotency_key: `toto_payout:${ids.winner}`, amount_minor: 11_000_000, reference: `toto:${ids.winner}` },
  ]);
  // Finishing again (and the games-settled runs) pays nothing more.
  assert.equal((await finishDraw(s, draw.id)).couponsSettled, 0);
  assert.equal(s.balance(RUB_ACCOUNT), before + 13_100_000);

  const list = (await s.player.get('toto/coupons', { token: s.token })).json() as { data: { items: Coupon[] } };
  const byId = new Map(list.data.items.map((c) => [c.id, c]));
  assert.deepEqual([ids.oneMiss, ids.double, ids.winner, ids.loser].map((id) => [byId.get(id)?.status, byId.get(id)?.hits, byId.get(id)?.payout]), [
    ['settled', 14, 10_000],
    ['settled', 14, 11_000],
    ['settled', 15, 110_000],
    ['settled', 0, 0],
  ]);

  const reply = (await s.player.get(`toto/draws/${draw.id}`)).json() as { data: { status: string; winners?: number; events: Array<{ result: string | null }> } };
  assert.equal(reply.data.status, 'settled');
  assert.deepEqual(reply.data.events.map((e) => e.result), results);
  assert.equal(reply.data.winners, 1, 'one coupon has a line with every result right');
  assert.deepEqual(await s.mismatches(), []);
});

test('winners: a played draw nobody won says 0; settled draws nobody played keep the derived count', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  assert.equal((await placeToto(s, { ...totoBody(draw, 10), picks: draw.gameIds.map((gameId) => ({ gameId, outcomes: ['2'] })) })).statusCode, 201);
  await finishDraw(s, draw.id);
  const draws = (await s.player.get('toto/draws')).json() as { data: Array<{ id: number; status: string; winners?: number; events: Array<{ gameId: number; team1: string; team2: string; startAt: number; result: '1' | 'X' | '2' | null }> }> };
  const played = draws.data.find((d) => d.id === draw.id);
  assert.equal(played?.winners, 0);
  const unplayed = draws.data.filter((d) => d.status === 'settled' && d.id !== draw.id);
  assert.ok(unplayed.length > 0, 'the seeded archive has settled draws');
  for (const d of unplayed) assert.equal(d.winners, totoWinners({ id: d.id, status: 'settled', events: d.events }));
});

test('the simulator finishing a draw\'s games settles its coupons through the games-settled hook', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  const id = idOf(await placeToto(s, totoBody(draw, 10)));
  const lastStart = s.db().prepare<[number], { t: number }>('SELECT max(start_at) AS t FROM toto_events WHERE draw_id = ?').get(draw.id)?.t ?? 0;
  const simNow = s.db().prepare<[], { value: number }>("SELECT value FROM feed_state WHERE key = 'sim_now'").get()?.value ?? 0;
  const tick = await s.app.inject({ method: 'POST', url: '/__test/feed/tick', payload: { seconds: lastStart - simNow + 4 * 3600 } });
  assert.equal(tick.statusCode, 200, tick.body);
  const coupon = createTotoCouponStore(s.db()).byId(id);
  assert.equal(coupon?.status, 'settled');
  const results = s.db().prepare<[number], { result: string | null }>('SELECT result FROM toto_events WHERE draw_id = ? ORDER BY position').all(draw.id);
  assert.ok(results.every((r) => r.result !== null));
  assert.equal(coupon?.hits, results.filter((r) => r.result === '1').length);
  assert.deepEqual(await s.mismatches(), []);
});

for (const at of [1, 2, 3]) {
  test(`a crash after toto coupon #${at} is settled: the next run settles the rest, each paid once`, (t) => {
    const b = books(t);
    const coupons = createTotoCouponStore(b.db);
    const draws = createTotoStore(b.db);
    const draw = draws.list().filter((d) => d.status === 'open').sort((x, y) => x.closesAt - y.closesAt)[0];
    assert.ok(draw);
    const base = { id: draw.id, number: draw.number, closesAt: draw.closesAt, gameIds: draw.events.map((e) => e.gameId) };
    const deps = { db: b.db, coupons, draws, accounts: b.stores.accounts, ledger: b.stores.ledger, stakeGuard: goodStandingGuard };
    const bodies = [totoBody(base, 10), totoBody(base, 10, { 0: ['X'] }), totoBody(base, 20, { 3: ['X', '2'] }), totoBody(base, 10)];
    const ids = bodies.map((body, i) => placeTotoCoupon(deps, { userId: 10000001, idempotencyKey: `toto-crash-${i}`, requestHash: requestHash(body), request: v.parse(PlaceTotoRequestSchema, body), now: Date.now() }).coupon.id);
    // Every game ends '1': every coupon has a line with all 15 right.
    b.db.transaction(() => {
      for (const event of draw.events) draws.settleGame(event.gameId, '1');
    })();
    const before = b.stores.accounts.byId(RUB_ACCOUNT)?.money ?? 0;

    const settlement: TotoSettlementDeps = { db: b.db, coupons, ledger: b.stores.ledger, draws, now: () => Date.now() };
    let seen = 0;
    const faulty: TotoSettlementDeps = {
      ...settlement,
      fault: () => {
        if (++seen === at) throw new Error('injected crash');
      },
    };
    assert.throws(() => runTotoSettlement(faulty), /injected crash/);
    assert.equal(ids.filter((id) => coupons.byId(id)?.status === 'settled').length, at);
    assert.deepEqual(ledgerBalances(b.db), [], 'the books balance after the crash');
    runTotoSettlement(settlement);
    runTotoSettlement(settlement);

    // 1 line: 10 000 × 10; 1/X (right 1): (10 000 + 1 000) × 10; 1/X/2: (10 000 + 2 × 1 000) × 20; 1 line: 10 000 × 10.
    const expected = (100_000 + 110_000 + 240_000 + 100_000) * 100;
    const payouts = b.db.prepare<[], { idempotency_key: string }>("SELECT idempotency_key FROM ledger WHERE reason = 'toto_payout'").all();
    assert.deepEqual(payouts.map((p) => p.idempotency_key).sort(), ids.map((id) => `toto_payout:${id}`).sort());
    assert.equal(b.stores.accounts.byId(RUB_ACCOUNT)?.money, before + expected);
    for (const id of ids) assert.deepEqual([coupons.byId(id)?.status, coupons.byId(id)?.hits], ['settled', 15]);
    assert.deepEqual(ledgerBalances(b.db), []);
  });
}
