/**
 * Crash safety of the settlement job: a fault thrown between its steps (after a game's bets got their
 * results, after a coupon was paid) stops the run; the next run finishes the work, and every coupon is
 * paid exactly once with the books balanced.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runSettlement, type SettlementDeps } from '../../../server/wallet/settlement/job';
import { ledgerBalances } from '../../../server/wallet/store/index';
import { RUB_ACCOUNT, couponBody, type OpenOdd } from './support';
import { books } from './books';

function openOdds(db: ReturnType<typeof books>['db'], count: number): OpenOdd[] {
  return db
    .prepare<[number], OpenOdd>(
      `SELECT o.id AS oddId, o.coef, g.id AS gameId, m.id AS marketId, m.type_id AS marketTypeId, o.type_id AS oddTypeId, m.param
         FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id JOIN feed_games g ON g.id = m.game_id
        WHERE m.type_id = 1 AND o.type_id = 1 AND o.is_blocked = 0 AND m.is_blocked = 0 AND g.status != 4 ORDER BY g.id LIMIT ?`,
    )
    .all(count);
}

for (const [step, at] of [['bets-settled', 1], ['bets-settled', 3], ['coupon-paid', 1], ['coupon-paid', 4]] as const) {
  test(`a crash after ${step} #${at}: the next run pays every coupon once`, (t) => {
    const b = books(t);
    const odds = openOdds(b.db, 4);
    assert.equal(odds.length, 4);
    const singles = odds.map((odd) => b.place(couponBody([odd], { amount: 10 })));
    const express = b.place(couponBody(odds.slice(0, 2), { amount: 10 }));
    for (const odd of odds) b.finish(odd.gameId, 1, 0);
    const balanceBefore = b.stores.accounts.byId(RUB_ACCOUNT)?.money ?? 0;

    let seen = 0;
    const deps: SettlementDeps = { db: b.db, stores: b.stores, betting: b.betting, now: () => Date.now() };
    const faulty: SettlementDeps = {
      ...deps,
      fault: (name) => {
        if (name === step && ++seen === at) throw new Error('injected crash');
      },
    };
    assert.throws(() => runSettlement(faulty), /injected crash/);
    assert.deepEqual(ledgerBalances(b.db), [], 'the books balance after the crash');
    runSettlement(deps);
    runSettlement(deps);

    const expected = odds.reduce((sum, odd) => sum + Math.round(10 * odd.coef * 100), 0) + Math.round(10 * Math.round(odds[0]!.coef * odds[1]!.coef * 1000) / 1000 * 100);
    const payouts = b.db.prepare<[], { idempotency_key: string; amount_minor: number }>("SELECT idempotency_key, amount_minor FROM ledger WHERE reason = 'bet_payout' ORDER BY id").all();
    assert.deepEqual(payouts.map((p) => p.idempotency_key).sort(), [...singles, express].map((id) => `payout:${id}`).sort());
    assert.equal(b.stores.accounts.byId(RUB_ACCOUNT)?.money, balanceBefore + expected);
    for (const id of [...singles, express]) assert.equal(b.stores.coupons.byId(id)?.status, 'settled');
    assert.deepEqual(ledgerBalances(b.db), []);
  });
}

test('the ledger is append-only: UPDATE and DELETE are refused by triggers', (t) => {
  const b = books(t);
  assert.throws(() => b.db.prepare('UPDATE ledger SET amount_minor = 1').run(), /append-only/);
  assert.throws(() => b.db.prepare('DELETE FROM ledger').run(), /append-only/);
});

test('post() refuses an overdraft (accounts CHECK) and a repeated key, and changes nothing then', (t) => {
  const b = books(t);
  const before = b.stores.accounts.byId(RUB_ACCOUNT)?.money ?? 0;
  assert.throws(() => b.stores.ledger.post([{ accountId: RUB_ACCOUNT, amountMinor: -(before + 1), reason: 'adjustment', createdAt: 0 }]), /CHECK/);
  b.stores.ledger.post([{ accountId: RUB_ACCOUNT, amountMinor: 5, reason: 'deposit', idempotencyKey: 'dep-1', createdAt: 0 }]);
  assert.throws(() => b.stores.ledger.post([{ accountId: RUB_ACCOUNT, amountMinor: 5, reason: 'deposit', idempotencyKey: 'dep-1', createdAt: 0 }]), /UNIQUE/);
  assert.equal(b.stores.accounts.byId(RUB_ACCOUNT)?.money, before + 5);
  assert.deepEqual(ledgerBalances(b.db), []);
});

test('a coupon that cannot be paid (its account is gone) is reported and rolled back; the others are paid', (t) => {
  const b = books(t);
  const odds = openOdds(b.db, 2);
  const first = b.place(couponBody([odds[0]!], { amount: 10 }));
  const second = b.place(couponBody([odds[1]!], { amount: 10, accountId: 20000002 }));
  for (const odd of odds) b.finish(odd.gameId, 1, 0);
  b.db.pragma('foreign_keys = OFF');
  b.db.prepare('DELETE FROM accounts WHERE id = ?').run(RUB_ACCOUNT);
  const report = runSettlement({ db: b.db, stores: b.stores, betting: b.betting, now: () => Date.now() });
  assert.deepEqual(report.failed.map((f) => f.couponId), [first]);
  assert.equal(b.stores.coupons.byId(first)?.status, 'open');
  assert.equal(b.stores.coupons.byId(second)?.status, 'settled');
  assert.deepEqual(ledgerBalances(b.db), []);
});
