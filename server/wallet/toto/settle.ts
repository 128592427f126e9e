/**
 * Toto settlement (after every simulator step that finished games — `app.feed.onGamesSettled` — once at
 * start-up, and from the toto test API): every open toto coupon of a draw whose every event has a
 * result is settled in its own IMMEDIATE transaction: the best line's hits and the payout by the prize
 * table (./rules) are written only while the coupon is still open, and a payout is posted to the
 * ledger ('toto_payout', key `toto_payout:<couponId>`, unique) in the same transaction. A crash
 * between coupons loses nothing and pays nothing twice: the next run settles what is still open.
 */
import type { Db } from '../../db/open';
import type { TotoStore } from '../../feed/store/toto';
import type { LedgerStore } from '../store/ledger';
import { totoResult } from './rules';
import { picksOf, type TotoCouponStore } from './store';

export interface TotoSettlementDeps {
  db: Db;
  coupons: TotoCouponStore;
  ledger: LedgerStore;
  draws: TotoStore;
  now(): number;
  /** Fault injection for tests: called after each coupon's transaction; a throw stops the run there. */
  fault?: (step: 'toto-coupon-settled', couponId: number) => void;
}

export interface TotoSettlementReport {
  couponsSettled: number;
  paidMinor: number;
  /** Coupons whose settlement failed (rolled back, e.g. the account was removed); retried on every run. */
  failed: Array<{ couponId: number; error: string }>;
}

export function runTotoSettlement(deps: TotoSettlementDeps): TotoSettlementReport {
  const { db, coupons, ledger } = deps;
  const report: TotoSettlementReport = { couponsSettled: 0, paidMinor: 0, failed: [] };
  for (const drawId of coupons.openDrawIds()) {
    const draw = deps.draws.get(drawId);
    if (!draw || draw.events.some((e) => e.result === null)) continue;
    for (const open of coupons.openOfDraw(drawId)) {
      try {
        db.transaction(() => {
          const coupon = coupons.byId(open.id);
          if (!coupon || coupon.status !== 'open') return;
          const result = totoResult(draw, picksOf(coupon), coupon.line_stake_minor);
          if (!result) return;
          const at = deps.now();
          if (!coupons.markSettled(coupon.id, result.hits, result.payoutMinor, at)) return;
          if (result.payoutMinor > 0) {
            ledger.post([{ accountId: coupon.account_id, amountMinor: result.payoutMinor, reason: 'toto_payout', reference: `toto:${coupon.id}`, idempotencyKey: `toto_payout:${coupon.id}`, createdAt: at }]);
          }
          report.couponsSettled++;
          report.paidMinor += result.payoutMinor;
        }).immediate();
      } catch (error) {
        report.failed.push({ couponId: open.id, error: error instanceof Error ? error.message : String(error) });
      }
      deps.fault?.('toto-coupon-settled', open.id);
    }
  }
  return report;
}
