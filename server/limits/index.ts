/**
 * Limits service (migrations 700-719): the players' responsible-gaming limits (account spec §3, §4,
 * §5, §7, §9; issue 12) — wager, loss and deposit limits, self-exclusion, session limit, reality check,
 * time-out and the extra-limits lock — with the self-test, pending increases and their confirmation,
 * the history of every change, and the enforcement on the server: it adds checks to the identity's
 * logins and player calls and reports a self-excluded player's restriction (`app.identityChecks`),
 * counts the session limit over the identity's sessions (`app.identitySessions`), adds its checks to the
 * wallet's stake guard (`app.walletStakeGuard`: self-exclusion and time-out, then wager and loss limits),
 * exports `depositAllowed` for the deposit code, and answers a player's limits to the console
 * (staff-players.ts). Documented in docs/api.md, "Limits service".
 */
import { HttpError } from '../http/errors';
import { defineService } from '../service';
import { limitsMigrations } from './migrations';
import { exclusionRefusal, limitsStoreOf, loginRefusal, playerCallRefusal, restriction, stakeRefusal, type ActiveLimits, type Refusal, type SessionSpans } from './enforce';
import { registerLimitsRoutes } from './routes';
import { registerStaffPlayerRoutes } from './staff-players';

export { depositAllowed, type DepositDecision, type DepositQuery } from './enforce';
export { convertMinor } from './rates';

export const limitsService = defineService({
  name: 'limits',
  dependencies: ['identity', 'wallet', 'staff'],
  migrations: { from: 700, to: 719, list: limitsMigrations },
  reset: (db) => limitsStoreOf(db).clear(),
  async register(app, ctx) {
    const { db } = ctx;
    const spans: SessionSpans = (userId, since, now) => app.identitySessions.signedIn(userId, since, now);
    app.identityChecks.onLogin((userId, now) => loginRefusal(db, spans, userId, now));
    app.identityChecks.onRestriction((userId, now) => restriction(db, userId, now));
    app.identityChecks.onPlayerCall((request, session, now) => {
      const config = request.routeOptions.config;
      if (config.limitsCheck === 'skip') return null;
      return playerCallRefusal(db, spans, { userId: session.userId, sessionId: session.sessionId }, now, config.restrictedAccess === 'allowed');
    });
    const refuse = (refusal: Refusal | null): void => {
      if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.detail, undefined, refusal.meta);
    };
    // Both checks of one stake read the player's active limits once.
    const activeOfStake = new WeakMap<object, ActiveLimits>();
    const activeFor = (stake: { userId: number }): ActiveLimits => {
      let active = activeOfStake.get(stake);
      if (!active) {
        active = limitsStoreOf(db).activeByType(stake.userId);
        activeOfStake.set(stake, active);
      }
      return active;
    };
    app.walletStakeGuard.add((stake) => refuse(exclusionRefusal(db, stake.userId, stake.now, activeFor(stake))), 'exclusion');
    app.walletStakeGuard.add((stake) => refuse(stakeRefusal(db, { userId: stake.userId, currency: stake.currency, amountMinor: stake.amountMinor, now: stake.now }, activeFor(stake))), 'limits');
    registerLimitsRoutes(app, { db, now: () => ctx.clock.now(), spans });
    registerStaffPlayerRoutes(app, limitsStoreOf(db));
  },
});
