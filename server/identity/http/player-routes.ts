/**
 * The inventory of player routes: every route registered with a player guard (`guards.player` or
 * `guards.playerWithTerms`, alone or among other pre-handlers), with what it declares for a ban and
 * for KYC and whether it stays open to a restricted (self-excluded) player. The identity service starts it before any service registers its routes (its `onRoute`
 * hook sees every later route, since service plugins are not encapsulated). The test API lists it, so
 * tests sweep every endpoint a banned player must be refused by, including endpoints added later.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { BanAccess, IdentityGuards, KycRequirement, RestrictedAccess } from './guards';

export interface PlayerRoute {
  method: string;
  url: string;
  /** What a ban leaves open (null: refused to any banned player). */
  ban: BanAccess | null;
  kyc: KycRequirement | null;
  /** Open to a self-excluded or timed-out player (null: refused to him). */
  restricted: RestrictedAccess | null;
}

export function trackPlayerRoutes(app: FastifyInstance, guards: IdentityGuards): readonly PlayerRoute[] {
  const routes: PlayerRoute[] = [];
  const playerGuards: readonly unknown[] = [guards.player, guards.playerWithTerms];
  app.addHook('onRoute', (options: RouteOptions) => {
    const handlers: readonly unknown[] = [options.preHandler ?? []].flat();
    if (!handlers.some((h) => playerGuards.includes(h))) return;
    const config = (options.config ?? {}) as { ban?: BanAccess; kyc?: KycRequirement; restrictedAccess?: RestrictedAccess };
    for (const method of [options.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: options.url, ban: config.ban ?? null, kyc: config.kyc ?? null, restricted: config.restrictedAccess ?? null });
    }
  });
  return routes;
}
