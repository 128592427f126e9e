/**
 * Who a verified social account is, in two steps that the routes keep apart because a new player must
 * confirm the minimum age in between (routes/social-register.ts):
 * - `linkedPlayer`: the player linked to (network, subject), who signs in (a player with two-step sign-in
 *   must use the password login), or null when no player is linked;
 * - `createSocialPlayer`: a new player registered by the social account (registration type `social`; the
 *   currency and country the start asked for, else the site config's geo defaults; the main account opened
 *   like every other registration's, ../new-player.ts) and linked to it in the same transaction.
 * Both the pending registration and its completion ask `newPlayerRefusal`: registration closed, or an
 * e-mail the provider vouches for that already belongs to another player (no silent linking).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { SiteConfigSchema, SocialErrorCodes, type SocialErrorCode } from '@kickoff/contracts';
import type { IdentityContext } from '../context';
import { createPlayerRecord } from '../new-player';

/** A verified social identity with what the sign-in flow carried for a registration. */
export interface SocialIdentity {
  network: string;
  subject: string;
  /** The e-mail the provider vouches for (none from Telegram). */
  email: string | null;
  name: string | null;
  /** ISO code asked for at the start (registration), null for the geo default. */
  currency: string | null;
  countryId: number | null;
}

export type SocialPlayerOutcome = { ok: true; userId: number } | { ok: false; error: SocialErrorCode };

const GeoSchema = v.pick(SiteConfigSchema, ['geoCountryId', 'geoCurrency']);

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The player linked to the social account (or why it cannot sign in this way); null when none is linked. */
export function linkedPlayer(svc: IdentityContext, network: string, subject: string): SocialPlayerOutcome | null {
  const { users, social } = svc.stores;
  const linkedId = social.linkedUser(network, subject);
  const linked = linkedId === undefined ? undefined : users.byId(linkedId);
  if (!linked) return null;
  if (linked.enable_two_factor_auth === 1) return { ok: false, error: SocialErrorCodes.twoStepRequired };
  return { ok: true, userId: linked.id };
}

/** Why a new player cannot be registered now (registration closed, e-mail taken), or null. */
export function newPlayerRefusal(svc: IdentityContext, email: string | null): SocialErrorCode | null {
  const rules = svc.siteRules();
  if (!rules.isRegistrationAllowed || rules.isVipDomain) return SocialErrorCodes.registrationClosed;
  if (email && svc.stores.users.byEmail(email)) return SocialErrorCodes.emailTaken;
  return null;
}

/** Registers and links a new player (after the age confirmation); the `registered` event follows. */
export function createSocialPlayer(app: FastifyInstance, svc: IdentityContext, request: FastifyRequest, identity: SocialIdentity): SocialPlayerOutcome {
  const refusal = newPlayerRefusal(svc, identity.email);
  if (refusal) return { ok: false, error: refusal };
  const { social, reference } = svc.stores;
  const geo = v.parse(GeoSchema, app.site.storedConfig());
  const currencies = reference.currencies();
  const currency = currencies.find((c) => c.iso === identity.currency) ?? currencies.find((c) => c.iso === geo.geoCurrency) ?? currencies[0];
  const countryId = identity.countryId !== null && reference.countryCode(identity.countryId) !== undefined ? identity.countryId : geo.geoCountryId;
  if (!currency) throw new Error('no currencies: the identity reference data is missing');
  const email = identity.email ?? undefined;
  let userId: number;
  try {
    userId = svc.stores.transaction(() => {
      const created = createPlayerRecord(app, svc, {
        type: 'social',
        email,
        name: identity.name ?? undefined,
        countryId,
        currencyId: currency.id,
        refCode: null,
        bonusChoice: 0,
        isDataAfterRegistration: 1,
      }, undefined);
      if (!social.link(identity.network, identity.subject, created.userId, svc.clock.now())) throw new Error('social account linked twice');
      return created.userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: SocialErrorCodes.emailTaken };
    throw error;
  }
  request.log.info({ userId, type: 'social', network: identity.network }, 'user registered');
  app.identityEvents.emit('registered', { request, userId, email: identity.email });
  return { ok: true, userId };
}
