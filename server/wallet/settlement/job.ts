/**
 * The settlement job (after every simulator step that finished games, and once at start-up to catch
 * up). Two phases, each step its own IMMEDIATE transaction, so a crash between steps loses nothing and
 * pays nothing twice:
 *  1. per finished game: every open bet on it gets its result (an UPDATE only where status_id = -2,
 *     so a result is written exactly once);
 *  2. per open coupon whose bets all have results: the payout is computed by the coupon maths
 *     (`settle`), posted to the ledger ('bet_payout', key `payout:<couponId>`, unique) and the coupon
 *     is marked settled (only while still open) — all in one transaction. A pending VIP bet is not
 *     paid: once one of its games has finished it is declined, its stake refunded (./vip.ts), in one
 *     transaction per coupon.
 * A run after a crash finds what is left in the tables and finishes it.
 */
import { CouponType, settle, type BetStatusId, type CouponTypeId, type SettleInput } from '@kickoff/coupon-maths';
import type { Db } from '../../db/open';
import type { BettingStore } from '../../feed/store/betting';
import { toMajor, toMinor } from '../../money';
import type { CouponBetRow, CouponRow } from '../store/coupons';
import type { WalletStores } from '../store/index';
import { betResult } from './outcomes';
import { declineVip } from './vip';

export interface SettlementDeps {
  db: Db;
  stores: WalletStores;
  betting: BettingStore;
  now(): number;
  /** Fault injection for tests: called between steps with the step's name; a throw stops the run there. */
  fault?: (step: 'bets-settled' | 'coupon-paid', id: number) => void;
}

export interface SettlementReport {
  betsSettled: number;
  couponsPaid: number;
  paidMinor: number;
  /** Coupons whose payout failed (rolled back; e.g. the account was removed); retried on every run. */
  failed: Array<{ couponId: number; error: string }>;
}

function settleInput(coupon: CouponRow, bets: readonly CouponBetRow[]): SettleInput {
  return {
    typeId: coupon.type_id as CouponTypeId,
    amount: toMajor(coupon.amount_minor, coupon.minor_units),
    ...(coupon.system_value !== null ? { systemValue: coupon.system_value } : {}),
    // An anti-express pays the quote it was placed at (its stored coefficient), never a price derived again.
    ...(coupon.type_id === CouponType.antiExpress ? { antiExpressCoef: coupon.coef } : {}),
    bets: bets.map((bet) => ({ coef: bet.coef, banker: bet.is_banker !== 0, blockId: bet.block_id, statusId: bet.status_id as BetStatusId })),
  };
}

export function runSettlement(deps: SettlementDeps): SettlementReport {
  const { db, stores, betting } = deps;
  const report: SettlementReport = { betsSettled: 0, couponsPaid: 0, paidMinor: 0, failed: [] };

  for (const game of betting.finished(stores.coupons.openBetGameIds())) {
    db.transaction(() => {
      const at = deps.now();
      for (const bet of stores.coupons.openBetsOnGame(game.gameId)) {
        const status = betResult({ marketTypeId: bet.market_type_id, param: bet.param, oddTypeId: bet.odd_type_id }, game);
        if (stores.coupons.settleBet(bet.coupon_id, bet.position, status, at)) report.betsSettled++;
      }
    }).immediate();
    deps.fault?.('bets-settled', game.gameId);
  }

  // A bet cannot be accepted after its game: a still pending VIP coupon with a finished game is declined.
  for (const pending of stores.coupons.pendingVipWithResults()) {
    try {
      db.transaction(() => declineVip(stores, pending.id, deps.now())).immediate();
    } catch (error) {
      report.failed.push({ couponId: pending.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  const pay = (couponId: number): void => {
    db.transaction(() => {
      const coupon = stores.coupons.byId(couponId);
      if (!coupon || coupon.status !== 'open') return;
      const bets = stores.coupons.bets(coupon.id);
      // An express priced with the bonus pays its possible win (stake × bonus coefficient) when every
      // bet won; any other result is settled by the maths without the bonus.
      const bonusWon = coupon.bonus_percent > 0 && bets.every((bet) => bet.status_id === 1);
      const payoutMinor = bonusWon ? coupon.possible_win_minor : toMinor(settle(settleInput(coupon, bets)), coupon.minor_units);
      const at = deps.now();
      if (!stores.coupons.markSettled(coupon.id, payoutMinor, at)) return;
      if (payoutMinor > 0) {
        stores.ledger.post([{ accountId: coupon.account_id, amountMinor: payoutMinor, reason: 'bet_payout', reference: `coupon:${coupon.id}`, idempotencyKey: `payout:${coupon.id}`, createdAt: at }]);
      }
      report.couponsPaid++;
      report.paidMinor += payoutMinor;
    }).immediate();
  };
  for (const ready of stores.coupons.readyToPay()) {
    // One coupon that cannot be paid (its transaction rolled back) does not hold up the others.
    try {
      pay(ready.id);
    } catch (error) {
      report.failed.push({ couponId: ready.id, error: error instanceof Error ? error.message : String(error) });
    }
    deps.fault?.('coupon-paid', ready.id);
  }
  return report;
}
