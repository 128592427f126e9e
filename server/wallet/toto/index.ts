/**
 * The wallet's toto coupons (migrations 420-429, docs/api.md "Toto coupons"): placing on an open draw
 * of the feed, the player's toto coupons, settlement when a draw's every event has a result (after
 * every simulator step that finished games and once at start-up), the winners count of played draws
 * for the feed's draw replies (`app.feed.countTotoWinners`), and the toto test API.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { createTotoStore } from '../../feed/store/toto';
import type { Stake, StakeClearance } from '../stake-guard';
import type { WalletStores } from '../store/index';
import { hitsEverything } from './rules';
import { registerTotoRoutes } from './routes';
import { runTotoSettlement, type TotoSettlementReport } from './settle';
import { createTotoCouponStore } from './store';
import { registerTotoTestApi } from './test-api';

export { totoMigrations } from './migrations';

export interface TotoDeps {
  db: Db;
  stores: WalletStores;
  now(): number;
  web(path: string): string;
  testApi: boolean;
  /** The stake guard every stake goes through (`app.walletStakeGuard.check`). */
  stakeGuard(stake: Stake): StakeClearance;
}

export function registerToto(app: FastifyInstance, deps: TotoDeps): void {
  const { db } = deps;
  const coupons = createTotoCouponStore(db);
  const draws = createTotoStore(db);
  const base = { db, coupons, draws, accounts: deps.stores.accounts, ledger: deps.stores.ledger };
  registerTotoRoutes(app, { ...base, stakeGuard: deps.stakeGuard, now: deps.now, web: deps.web, config: () => app.site.storedConfig() });

  const settleNow = (): TotoSettlementReport => runTotoSettlement({ db, coupons, ledger: deps.stores.ledger, draws, now: deps.now });
  const settleLogged = (): void => {
    if (!db.open) return;
    try {
      const report = settleNow();
      if (report.couponsSettled > 0) app.log.info({ couponsSettled: report.couponsSettled, paidMinor: report.paidMinor }, 'toto coupons settled');
      if (report.failed.length > 0) app.log.error({ failed: report.failed }, 'some toto coupons could not be settled (retried on the next run)');
    } catch (error) {
      app.log.error({ err: error }, 'toto settlement failed (the next run finishes it)');
    }
  };
  app.feed.onGamesSettled(settleLogged);
  settleLogged();

  // Draws somebody played: the winners are the coupons with every result right; others stay derived.
  app.feed.countTotoWinners((draw) => {
    const played = coupons.picksOfDraw(draw.id);
    return played.length === 0 ? undefined : played.filter((picks) => hitsEverything(draw, picks)).length;
  });
  if (deps.testApi) registerTotoTestApi(app, { db, draws, settleNow });
}

/** Test API reset: the toto coupons go with the ledger. */
export const clearTotoCoupons = (db: Db): void => createTotoCouponStore(db).clear();
