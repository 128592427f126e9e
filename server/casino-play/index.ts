/**
 * Casino play service, the demo game provider (migrations 740-759; contract
 * @kickoff/casino-contracts/play): five game engines (engines/), real rounds on the wallet ledger
 * (stake `casino_stake`, win `casino_payout`, one idempotency key per round), fun rounds on guests' fun
 * wallets that never touch an account, and a sweep that finishes rounds left open (every 30 s and at
 * start-up), a player's real rounds for the console (staff-players.ts). Offers `app.casinoRounds`
 * (ports.ts): every settled real round, for the promotions.
 * Documented in docs/api.md, "Casino play".
 */
import { randomUUID } from 'node:crypto';
import { ROUND_TIMEOUT_MS } from '@kickoff/casino-contracts/play';
import type { SettledRound } from '../casino/ports';
import { defineService } from '../service';
import { cryptoRng } from './engines/rng';
import { casinoPlayMigrations } from './migrations';
import { sweepRounds, type PlayDeps } from './rounds';
import { registerFramePage } from './frame-page';
import { liveGamesOf, registerLiveTableRoutes } from './live-routes';
import { tableStateAt } from './live-tables';
import { registerPlayRoutes } from './routes';
import { registerStaffPlayerRoutes } from './staff-players';
import { createPlayStore } from './store/rounds';

/** How often the server looks for rounds left open (ms). */
export const SWEEP_INTERVAL_MS = 30_000;
/** A guest's fun wallet and its rounds are deleted after a day without play (they are never money). */
export const FUN_IDLE_MS = 24 * 60 * 60 * 1000;

export const casinoPlayService = defineService({
  name: 'casino-play',
  dependencies: ['identity', 'wallet', 'casino', 'staff'],
  migrations: { from: 740, to: 759, list: casinoPlayMigrations },
  reset: (db) => createPlayStore(db).clear(),
  async register(app, ctx) {
    const listeners: Array<(round: SettledRound) => void> = [];
    app.decorate('casinoRounds', { onSettled: (listener: (round: SettledRound) => void) => void listeners.push(listener) });
    const deps: PlayDeps = {
      db: ctx.db,
      play: createPlayStore(ctx.db),
      wallet: app.wallet,
      catalog: app.casinoCatalog,
      stakeGuard: (stake) => app.walletStakeGuard.check(stake),
      liveTable: tableStateAt,
      config: () => app.site.storedConfig(),
      rng: cryptoRng,
      now: () => ctx.clock.now(),
      newId: () => randomUUID(),
      settled(round) {
        for (const listener of listeners) {
          try {
            listener(round);
          } catch (error) {
            app.log.error({ err: error, roundId: round.roundId }, 'a settled-round listener failed');
          }
        }
      },
    };
    registerPlayRoutes(app, deps, ctx.security);
    registerFramePage(app);
    registerStaffPlayerRoutes(app, ctx.db);
    registerLiveTableRoutes(app, { clock: ctx.clock, catalogueLive: () => liveGamesOf(ctx.db) });
    const sweep = (): void => {
      if (!ctx.db.open) return;
      try {
        const finished = sweepRounds(deps, ROUND_TIMEOUT_MS);
        if (finished > 0) app.log.info({ finished }, 'casino rounds left open were finished by the server');
        const dropped = deps.play.dropIdleFun(deps.now() - FUN_IDLE_MS);
        if (dropped > 0) app.log.info({ dropped }, 'idle fun wallets deleted with their rounds');
      } catch (error) {
        app.log.error({ err: error }, 'the casino round sweep failed (the next run retries)');
      }
    };
    const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => sweep());
    app.addHook('onClose', async () => clearInterval(timer));
    if (ctx.testApi) {
      app.post('/__test/casino/sweep', async () => ({ finished: sweepRounds(deps, ROUND_TIMEOUT_MS), droppedFunWallets: deps.play.dropIdleFun(deps.now() - FUN_IDLE_MS) }));
    }
  },
});
