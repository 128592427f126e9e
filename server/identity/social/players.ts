/**
 * Who a verified social account is: the player linked to (network, subject), or — the first time —
 * a new player registered by the social account (registration type `social`; the currency and country
 * the start asked for, else the site config's geo defaults; the main account opened like every other
 * registration's, ../new-player.ts) and linked to it in the same transaction. An e-mail the provider
 * vouches for is kept; one that already belongs to another player refuses (no silent linking). A
 * player with two-step sign-in must use the password login.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { SiteConfigSchema, SocialErrorCodes, type SocialErrorCode } from '@kickoff/contracts';
import type { IdentityContext } from '../context';
import { createPlayerRecord } from '../new-player';
import type { IdClaims } from './verify';

export interface SocialPlayerInput {
  network: string;
  claims: IdClaims;
  /** ISO code asked for at the start (registration), null for the geo default. */
  currency: string | null;
  countryId: number | null;
}

export type SocialPlayerOutcome = { ok: true; userId: number; created: boolean } | { ok: false; error: SocialErrorCode };

const GeoSchema = v.pick(SiteConfigSchema, ['geoCountryId', 'geoCurrency']);

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function socialPlayer(app: FastifyInstance, svc: IdentityContext, request: FastifyRequest, input: SocialPlayerInput): SocialPlayerOutcome {
  const { users, social, reference } = svc.stores;
  const linkedId = social.linkedUser(input.network, input.claims.sub);
  const linked = linkedId === undefined ? undefined : users.byId(linkedId);
  if (linked) {
    if (linked.enable_two_factor_auth === 1) return { ok: false, error: SocialErrorCodes.twoStepRequired };
    return { ok: true, userId: linked.id, created: false };
  }
  const rules = svc.siteRules();
  if (!rules.isRegistrationAllowed || rules.isVipDomain) return { ok: false, error: SocialErrorCodes.registrationClosed };
  const email = input.claims.email;
  if (email && users.byEmail(email)) return { ok: false, error: SocialErrorCodes.emailTaken };
  const geo = v.parse(GeoSchema, app.site.storedConfig());
  const currencies = reference.currencies();
  const currency = currencies.find((c) => c.iso === input.currency) ?? currencies.find((c) => c.iso === geo.geoCurrency) ?? currencies[0];
  const countryId = input.countryId !== null && reference.countryCode(input.countryId) !== undefined ? input.countryId : geo.geoCountryId;
  if (!currency) throw new Error('no currencies: the identity reference data is missing');
  let userId: number;
  try {
    userId = svc.stores.transaction(() => {
      const created = createPlayerRecord(app, svc, {
        type: 'social',
        email: email ?? undefined,
        name: input.claims.name ?? undefined,
        countryId,
        currencyId: currency.id,
        refCode: null,
        bonusChoice: 0,
        isDataAfterRegistration: 1,
      }, undefined);
      if (!social.link(input.network, input.claims.sub, created.userId, svc.clock.now())) throw new Error('social account linked twice');
      return created.userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: SocialErrorCodes.emailTaken };
    throw error;
  }
  request.log.info({ userId, type: 'social', network: input.network }, 'user registered');
  app.identityEvents.emit('registered', { request, userId, email });
  return { ok: true, userId, created: true };
}
