/**
 * Placing a toto coupon, in one IMMEDIATE transaction (under the request's Idempotency-Key, by
 * `app.wallet.idempotent`): the account, the draw
 * (known, open: status 'open', its first game not started by the feed's clock, no result yet), the
 * picks (every event once, 1-3 outcomes), the amount (= lines × lineStake), the currency's stake
 * limits (server/wallet/limits.ts: minimum and, except on a bonus account, maximum of the total
 * stake; the best-case prize within the maximum payout), the stake guard (../stake-guard.ts: the
 * player's standing, self-exclusion, wager and loss limits) and the balance. The coupon is stored and
 * the stake debited through the ledger ('toto_stake', key `toto_stake:<couponId>`); a rejection
 * rolls everything back.
 */
import { totoLineCount, type PlaceTotoRequest } from '@kickoff/wallet-contracts';
import type { Db } from '../../db/open';
import { readFeedState } from '../../feed/store/state';
import type { TotoStore } from '../../feed/store/toto';
import { toMajor, toMinor } from '../../money';
import { BONUS_ACCOUNT_TYPE, limitsFor } from '../limits';
import { PlacementErrors } from '../placing/errors';
import type { WalletAccountStore } from '../store/accounts';
import type { LedgerStore } from '../store/ledger';
import type { Stake, StakeClearance } from '../stake-guard';
import { TotoErrors } from './errors';
import { bestPrizeMultiple, orderPicks } from './rules';
import type { TotoCouponRow, TotoCouponStore } from './store';

export interface TotoPlaceDeps {
  db: Db;
  coupons: TotoCouponStore;
  accounts: WalletAccountStore;
  ledger: LedgerStore;
  draws: TotoStore;
  /** The stake guard every stake goes through (`app.walletStakeGuard.check`); throws to refuse. */
  stakeGuard(stake: Stake): StakeClearance;
  /** The stored site config (its couponStakeLimits override the wallet's default limits). */
  config?: () => Record<string, unknown>;
}

export interface TotoPlaceCommand {
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  request: PlaceTotoRequest;
  /** Milliseconds since the epoch (the coupon's time). */
  now: number;
}

export interface TotoPlaced {
  coupon: TotoCouponRow;
}

/** Whether the draw takes coupons now: open, before its first game (the feed's simulated clock, seconds), no result yet. */
function drawOpen(db: Db, draw: { status: string; closesAt: number; events: readonly { result: string | null }[] }): boolean {
  const simNow = readFeedState(db)?.simNow;
  return draw.status === 'open' && simNow !== undefined && simNow < draw.closesAt && draw.events.every((e) => e.result === null);
}

export function placeTotoCoupon(deps: TotoPlaceDeps, cmd: TotoPlaceCommand): TotoPlaced {
  const { coupons, accounts, ledger } = deps;
  return deps.db.transaction((): TotoPlaced => {
    const { request } = cmd;
    const account = accounts.byId(request.accountId);
    if (!account || account.user_id !== cmd.userId || account.visible_at > cmd.now) throw PlacementErrors.invalidAccount(request.accountId);
    const draw = deps.draws.get(request.drawId);
    if (!draw) throw PlacementErrors.invalidCoupon(`No toto draw ${request.drawId}`);
    if (!drawOpen(deps.db, draw)) throw TotoErrors.drawClosed(draw.id);
    const ordered = orderPicks(draw, request.picks);
    if (!ordered.ok) throw TotoErrors.invalidPicks(ordered.detail, ordered.gameIds);

    const lines = totoLineCount(ordered.picks);
    const lineStakeMinor = toMinor(request.lineStake, account.minor_units);
    const amountMinor = lines * lineStakeMinor;
    if (toMinor(request.amount, account.minor_units) !== amountMinor) {
      throw PlacementErrors.invalidCoupon(`The stake of ${lines} lines at ${request.lineStake} is ${toMajor(amountMinor, account.minor_units)}, not ${request.amount}`);
    }
    // A toto coupon takes a single's limits.
    const limits = limitsFor(account.iso, 0, deps.config?.() ?? {});
    const minMinor = toMinor(limits.minStake, account.minor_units);
    if (amountMinor < minMinor) throw PlacementErrors.stakeTooLow(limits.minStake, account.iso);
    const stakeCapMinor = account.type === BONUS_ACCOUNT_TYPE ? Infinity : toMinor(limits.maxStake, account.minor_units);
    // The largest line stake whose best-case prize stays within the maximum payout, times the lines.
    const payoutCapMinor = Math.floor(toMinor(limits.maxPayout, account.minor_units) / bestPrizeMultiple(ordered.picks)) * lines;
    const capMinor = Math.min(stakeCapMinor, payoutCapMinor);
    if (amountMinor > capMinor) throw PlacementErrors.stakeTooHigh(toMajor(capMinor, account.minor_units), account.iso);
    deps.stakeGuard({ product: 'toto', userId: cmd.userId, accountId: account.id, currency: account.iso, minorUnits: account.minor_units, amountMinor, now: cmd.now });
    if (account.money < amountMinor) throw PlacementErrors.insufficientBalance(toMajor(account.money, account.minor_units), account.iso);

    const id = coupons.insert({
      userId: cmd.userId,
      accountId: account.id,
      currency: account.iso,
      minorUnits: account.minor_units,
      drawId: draw.id,
      drawNumber: draw.number,
      lineStakeMinor,
      lines,
      amountMinor,
      picks: ordered.picks,
      idempotencyKey: cmd.idempotencyKey,
      requestHash: cmd.requestHash,
      createdAt: cmd.now,
    });
    ledger.post([{ accountId: account.id, amountMinor: -amountMinor, reason: 'toto_stake', reference: `toto:${id}`, idempotencyKey: `toto_stake:${id}`, createdAt: cmd.now }]);
    const coupon = coupons.byId(id);
    if (!coupon) throw new Error(`toto coupon ${id} vanished`);
    return { coupon };
  }).immediate();
}
