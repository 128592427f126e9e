/**
 * Placing a coupon, in one IMMEDIATE transaction (the caller's when one is open; run under the request's Idempotency-Key by
 * `app.wallet.idempotent`, which answers a repeated key and refuses a reused one): the account, the
 * odds and the limits are checked (./price), then the book's liability on each outcome (./liability),
 * then the stake guard (../stake-guard.ts: the player's standing, self-exclusion, wager and loss limits), the coupon and its bets are stored and the stake is
 * debited through the ledger ('bet_stake', key `stake:<couponId>`). A VIP bet above the maximum is stored
 * pending (vip_state) with its stake debited (held) until the bookmaker decides (../settlement/vip.ts).
 * A rejection rolls everything back.
 */
import type { PlaceCouponRequest } from '@kickoff/wallet-contracts';
import type { Db } from '../../db/open';
import { inTransaction } from '../../db/transaction';
import type { BettingStore } from '../../feed/store/betting';
import { toMajor } from '../../money';
import type { WalletStores } from '../store/index';
import type { CouponRow } from '../store/coupons';
import { promoCodeRefusal } from '../codes/promo';
import { PlacementErrors } from './errors';
import { checkLiability } from './liability';
import { priceCoupon, type PricingRules } from './price';
import type { Stake, StakeClearance } from '../stake-guard';

export interface PlaceCommand {
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  request: PlaceCouponRequest;
  now: number;
}

export interface PlaceDeps {
  db: Db;
  stores: WalletStores;
  betting: BettingStore;
  /** The rules for a currency (limits and the site config's coupon types). */
  rules(iso: string): PricingRules;
  /** The stake guard every stake goes through (`app.walletStakeGuard.check`); throws to refuse. */
  stakeGuard(stake: Stake): StakeClearance;
}

export interface Placed {
  coupon: CouponRow;
}

export function placeCoupon(deps: PlaceDeps, cmd: PlaceCommand): Placed {
  const { coupons, accounts, ledger } = deps.stores;
  return inTransaction(deps.db, (): Placed => {
    const account = accounts.byId(cmd.request.accountId);
    if (!account || account.user_id !== cmd.userId || account.visible_at > cmd.now) throw PlacementErrors.invalidAccount(cmd.request.accountId);
    const promoCode = cmd.request.promoCode ?? null;
    const promoRefusal = promoCode === null ? null : promoCodeRefusal(deps.db, promoCode, account.iso, cmd.now);
    if (promoRefusal) throw promoRefusal;
    const odds = deps.betting.odds(cmd.request.bets.map((bet) => bet.market.id));
    const markets = cmd.request.typeId === 6 ? deps.betting.marketCoefs(odds.map((odd) => odd.marketId)) : new Map<number, readonly number[]>();
    const rules = deps.rules(account.iso);
    const priced = priceCoupon(cmd.request, odds, account, rules, markets);
    // Inside the IMMEDIATE transaction: coupons placed at the same moment see each other's exposure.
    const oddIds = priced.bets.map((bet) => bet.oddId);
    checkLiability({
      oddIds,
      currency: account.iso,
      minorUnits: account.minor_units,
      amountMinor: priced.amountMinor,
      possibleWinMinor: priced.possibleWinMinor,
      capMajor: rules.stakeTable.liabilityCap,
      minStakeMajor: rules.stakeTable.types[cmd.request.typeId]?.min ?? 0,
      exposure: coupons.exposureByOdd(oddIds, account.iso),
    });
    deps.stakeGuard({ product: 'sports', userId: cmd.userId, accountId: account.id, currency: account.iso, minorUnits: account.minor_units, amountMinor: priced.amountMinor, now: cmd.now });
    if (account.money < priced.amountMinor) throw PlacementErrors.insufficientBalance(toMajor(account.money, account.minor_units), account.iso);
    const id = coupons.insert(
      {
        userId: cmd.userId,
        accountId: account.id,
        currency: account.iso,
        minorUnits: account.minor_units,
        typeId: cmd.request.typeId,
        systemValue: cmd.request.systemValue ?? null,
        amountMinor: priced.amountMinor,
        coef: priced.coef,
        possibleWinMinor: priced.possibleWinMinor,
        bonusPercent: priced.bonusPercent,
        idempotencyKey: cmd.idempotencyKey,
        requestHash: cmd.requestHash,
        createdAt: cmd.now,
        promoCode,
        vipState: priced.vipPending ? 'pending' : null,
      },
      priced.bets,
    );
    ledger.post([{ accountId: account.id, amountMinor: -priced.amountMinor, reason: 'bet_stake', reference: `coupon:${id}`, idempotencyKey: `stake:${id}`, createdAt: cmd.now }]);
    const coupon = coupons.byId(id);
    if (!coupon) throw new Error(`coupon ${id} vanished`);
    return { coupon };
  });
}
