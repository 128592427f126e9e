/**
 * Wallet service (migrations 400-499): the append-only ledger every balance change goes through
 * (store/ledger.ts `post`), placing coupons (placing/), their settlement (settlement/, run after every
 * simulator step that finished games — `app.feed.onGamesSettled` — and once at start-up), the player's
 * coupons, toto coupons (toto/), a player's accounts, ledger and coupons for the console
 * (routes/staff-players.ts), and the wallet test API. Owns the ledger and the accounts: offers
 * `app.wallet` (port.ts: ledger posts, accounts, the idempotent money write) and provides identity's
 * `app.accountBook` (opening and closing accounts). The trading desk's staff routes (trading/, role
 * `trader`): pending VIP bets, the decision on one, the liability per event and outcome. Offers
 * `app.walletStakeGuard`, the stake guard every stake goes through (coupons, toto, casino and live-table
 * rounds), to which other services add checks (the limits service's self-exclusion, wager and loss
 * limits). Documented in docs/api.md, "Wallet", "Stake guard" and "Staff: trading".
 */
import * as v from 'valibot';
import { API_BASES, DEFAULT_SITE_CONFIG } from '@kickoff/contracts';
import { createBettingStore } from '../feed/store/betting';
import { defineService } from '../service';
import { registerCouponCodeRoutes } from './codes/routes';
import { resetCouponCodes, seedPromoCodes } from './codes/seed';
import { DEFAULT_DERIVED_MARGIN, stakeTableFor } from './limits';
import { MAX_DERIVED_MARGIN } from '@kickoff/coupon-maths';
import { walletMigrations } from './migrations';
import type { PricingRules } from './placing/price';
import { balancesMeta } from './balances';
import { createIdempotency } from './idempotency/index';
import type { WalletPort } from './port';
import { registerCouponRoutes } from './routes/coupons';
import { registerLimitsRoute } from './routes/limits';
import { registerQuoteRoute } from './routes/quote';
import { registerStaffPlayerRoutes } from './routes/staff-players';
import { resetWallet, seedWallet } from './seed';
import { runSettlement, type SettlementReport } from './settlement/job';
import { createStakeGuard } from './stake-guard';
import { createWalletStores } from './store/index';
import { createTradingStore } from './store/trading';
import { registerTradingRoutes } from './trading/routes';
import { registerWalletTestApi } from './test-api';
import { registerToto } from './toto/index';

const TypeList = v.array(v.number());
const Margin = v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_DERIVED_MARGIN));
/** Site config couponDerivedMargin when it is a margin the maths takes, else the default. */
const derivedMargin = (config: Record<string, unknown>): number => {
  const parsed = v.safeParse(Margin, config['couponDerivedMargin']);
  return parsed.success ? parsed.output : DEFAULT_DERIVED_MARGIN;
};

export const walletService = defineService({
  name: 'wallet',
  dependencies: ['site', 'identity', 'staff', 'feed'],
  migrations: { from: 400, to: 499, list: walletMigrations },
  seed: (db, opts) => {
    // The demo balances and promo codes are demo data: never in production.
    if (opts.demo === false) return;
    seedWallet(db);
    seedPromoCodes(db);
  },
  reset: (db) => {
    resetCouponCodes(db);
    resetWallet(db);
  },
  async register(app, ctx) {
    const stores = createWalletStores(ctx.db);
    const betting = createBettingStore(ctx.db);
    const now = () => ctx.clock.now();
    const typeList = (config: Readonly<Record<string, unknown>>, key: 'couponTypesWithMinAmount' | 'couponTypesWithMaxAmount'): readonly number[] => {
      const parsed = v.safeParse(TypeList, config[key]);
      return parsed.success ? parsed.output : DEFAULT_SITE_CONFIG[key];
    };
    const rulesOf = (iso: string, config: Readonly<Record<string, unknown>>): PricingRules => {
      const bonusBets = typeof config['isAvailableCouponBonusBet'] === 'boolean' ? config['isAvailableCouponBonusBet'] : DEFAULT_SITE_CONFIG.isAvailableCouponBonusBet;
      const vipBets = typeof config['showVipBet'] === 'boolean' ? config['showVipBet'] : DEFAULT_SITE_CONFIG.showVipBet;
      return {
        stakeTable: stakeTableFor(iso, config),
        minAmountTypes: typeList(config, 'couponTypesWithMinAmount'),
        maxAmountTypes: typeList(config, 'couponTypesWithMaxAmount'),
        bonusBets,
        vipBets,
        derivedMargin: derivedMargin(config),
      };
    };
    // Every coupon reads its currency's rules: worked out once per version of the stored config (the
    // site service answers the same frozen object until the config changes).
    const rulesByConfig = new WeakMap<object, Map<string, PricingRules>>();
    const rules = (iso: string): PricingRules => {
      const config = app.site.storedConfig();
      let byIso = rulesByConfig.get(config);
      if (!byIso) {
        byIso = new Map();
        rulesByConfig.set(config, byIso);
      }
      let found = byIso.get(iso);
      if (!found) {
        found = rulesOf(iso, config);
        byIso.set(iso, found);
      }
      return found;
    };
    const settleNow = (): SettlementReport => runSettlement({ db: ctx.db, stores, betting, now });
    const settleLogged = (): void => {
      if (!ctx.db.open) return;
      try {
        const report = settleNow();
        if (report.betsSettled > 0 || report.couponsPaid > 0) app.log.info({ betsSettled: report.betsSettled, couponsPaid: report.couponsPaid }, 'coupons settled');
        if (report.failed.length > 0) app.log.error({ failed: report.failed }, 'some coupons could not be paid (retried on the next run)');
      } catch (error) {
        app.log.error({ err: error }, 'settlement failed (the next run finishes it)');
      }
    };
    const web = (path: string): string => `${API_BASES.web}/${path}`;
    const stakeGuard = createStakeGuard({ standing: (userId) => app.identityStanding(userId), config: () => app.site.storedConfig() });
    app.decorate('walletStakeGuard', stakeGuard);
    const wallet: WalletPort = {
      idempotent: createIdempotency(ctx.db, now),
      ledger: stores.ledger,
      accounts: stores.accounts,
      balances: (accountIds) => balancesMeta(stores.accounts, accountIds),
    };
    app.decorate('wallet', wallet);
    app.accountBook.provide(stores.accounts);
    registerCouponRoutes(app, { db: ctx.db, stores, betting, rules, stakeGuard: stakeGuard.check, now, web });
    registerLimitsRoute(app, { rules, web });
    registerQuoteRoute(app, { betting, derivedMargin: () => derivedMargin(app.site.storedConfig()), web });
    registerCouponCodeRoutes(app, { db: ctx.db, betting, now, security: ctx.security, web });
    registerStaffPlayerRoutes(app, { db: ctx.db, stores });
    app.feed.onGamesSettled(settleLogged);
    settleLogged();
    registerTradingRoutes(app, { db: ctx.db, stores, trading: createTradingStore(ctx.db), rules, now });
    if (ctx.testApi) registerWalletTestApi(app, { db: ctx.db, stores, settleNow, now });
    registerToto(app, { db: ctx.db, stores, now, web, testApi: ctx.testApi, stakeGuard: stakeGuard.check });
  },
});
