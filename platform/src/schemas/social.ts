/**
 * Social sign-in (shell spec §3, §7; docs/api.md "Social sign-in"), service `social` (/social-api):
 * the start of a sign-in, the list of configured providers, the provider's return (callback), the
 * one-tap calls, and the error codes the callback sends the player back with. Used by the reference
 * server and the shell's lazy auth code; `SocialPaths` (./auth.ts) holds the spec's paths.
 */
import * as v from 'valibot';
import { SocialNetworks } from './auth';

/** The paths the spec does not show (chosen here, listed in docs/api.md). */
export const SocialProviderPaths = {
  /** GET → `{ providers: [{ network, demo }] }`: the networks this server can sign in with. */
  providers: 'oauth/providers',
  /** GET, the provider sends the browser back here with `code` and `state` (or `error`). */
  callback: 'oauth/callback',
  /**
   * A new player's pending social registration: GET `?token=` → its details, POST `{ token, ageConfirmed }`
   * → the player, signed in, and `{ redirectUrl }` (the player confirms the minimum age first).
   */
  register: 'oauth/register',
} as const;

const Iso = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'a three-letter currency code'));
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

/**
 * POST oauth/start: the network, where to come back (a path of this site; anything else means the
 * home page), login or registration, and for a registration the currency and country the player
 * chose (default: the site config's geo defaults).
 */
export const SocialStartRequestSchema = v.object({
  network: v.picklist(SocialNetworks),
  returnUrl: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  mode: v.optional(v.picklist(['login', 'register'])),
  currency: v.optional(Iso),
  countryId: v.optional(Id),
});
export type SocialStartRequest = v.InferOutput<typeof SocialStartRequestSchema>;

export const SocialProvidersResponseSchema = v.object({
  providers: v.array(v.object({ network: v.picklist(SocialNetworks), demo: v.boolean() })),
});
export type SocialProvidersResponse = v.InferOutput<typeof SocialProvidersResponseSchema>;

export const SocialOneTapClientIdResponseSchema = v.object({ clientId: v.string() });

/** The one-tap multipart form's fields (strings, as posted). */
export const SocialOneTapFormSchema = v.object({
  credential: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)),
  language: v.optional(v.pipe(v.string(), v.maxLength(8))),
  currency: v.optional(v.union([v.literal(''), Iso])),
  countryId: v.optional(v.pipe(v.string(), v.regex(/^\d{0,9}$/))),
});

/** The query parameter of the registration page that names a pending social registration (its token). */
export const SOCIAL_CONFIRM_PARAM = 'social_confirm';

/** A pending social registration's token: 24 or more random bytes, base64url. */
export const SocialRegistrationTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32,128}$/, 'a social registration token'));

/** GET oauth/register's query. */
export const SocialRegistrationQuerySchema = v.object({ token: SocialRegistrationTokenSchema });

/** GET oauth/register → who is registering: the network and what the provider said (either may be missing). */
export const SocialRegistrationDetailsSchema = v.object({
  network: v.picklist(SocialNetworks),
  name: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  email: v.nullable(v.pipe(v.string(), v.maxLength(320))),
});
export type SocialRegistrationDetails = v.InferOutput<typeof SocialRegistrationDetailsSchema>;

/**
 * POST oauth/register: the token and the age declaration. `ageConfirmed` is optional here so that a missing
 * or false one is refused as the field error on `age_confirmed` that the registration call sends.
 */
export const SocialRegistrationRequestSchema = v.object({
  token: SocialRegistrationTokenSchema,
  ageConfirmed: v.optional(v.boolean()),
});
export type SocialRegistrationRequest = v.InferOutput<typeof SocialRegistrationRequestSchema>;

/** POST oauth/register's answer: where to go, a path of this site. */
export const SocialRegistrationDoneSchema = v.object({
  redirectUrl: v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?![/\\])/, 'a path of this site')),
});

/** The query parameter the callback's error redirect carries (to the login or registration page). */
export const SOCIAL_ERROR_PARAM = 'social_error';

/** Why a social sign-in failed, sent back as `?social_error=<code>`; the shell shows a text for each. */
export const SocialErrorCodes = {
  /** The player refused on the provider's page. */
  denied: 'denied',
  /** Unknown, used or expired state (or another browser's). */
  badState: 'bad_state',
  /** The code exchange or the ID token failed (signature, issuer, audience, expiry, nonce). */
  badToken: 'bad_token',
  /** A new player was needed but registration is closed. */
  registrationClosed: 'registration_closed',
  /** The social account's e-mail already belongs to a player who is not linked to it. */
  emailTaken: 'email_taken',
  /** The player has two-step sign-in: the password login is needed. */
  twoStepRequired: 'two_step_required',
  /** A login check refused (ban, self-exclusion, ...). */
  refused: 'refused',
} as const;
export type SocialErrorCode = (typeof SocialErrorCodes)[keyof typeof SocialErrorCodes];
