/**
 * A player's standing for a stake, as `app.identityStanding(userId)` offers it to the wallet's stake
 * guard (server/wallet/stake-guard.ts), which refuses in its own fixed order. The same rules as the
 * player routes' guards (http/guards.ts): a ban that leaves nothing open (`banAllows` with no
 * declaration), terms changed since the player accepted them (while the site asks to confirm terms),
 * identification still to pass (`kycRefusal` of `kyc: 'identified'`, the rule sports bets had).
 */
import type { IdentityContext } from './context';
import { banAllows, kycRefusal, termsChanged } from './http/guards';

export interface PlayerStanding {
  banned: boolean;
  termsToAccept: boolean;
  identificationRequired: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The player's standing for a stake, undefined for an unknown player (identity service). */
    identityStanding(userId: number): PlayerStanding | undefined;
  }
}

export function standingOf(svc: IdentityContext, userId: number): PlayerStanding | undefined {
  const user = svc.stores.users.standing(userId);
  if (!user) return undefined;
  return {
    banned: !banAllows(user, undefined),
    termsToAccept: svc.siteRules().isConfirmTermsEnabled && termsChanged(svc, user),
    identificationRequired: kycRefusal(user, 'identified') !== null,
  };
}
