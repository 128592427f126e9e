/**
 * The types of the identity facade other modules use (shell parcels, office, root config): the
 * actions are in `./facade.ts`, the stores in `./stores.ts`; platform/src/index.ts exports them.
 */
import type { AccountsState, AuthFormMode, CaptchaChallenge, Country, Currency, RegistrationRequest, RegistrationResponse, SocialNetwork, UserConfig } from '../schemas/auth';

/** An action's outcome: the UI shows `error` (an i18n key or the server's own text) and keeps the form. */
export type ActionResult<T = void> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: string;
      code: string | null;
      /** the form field the error belongs to */
      field?: string;
      /** 429 (`too_many_requests`, `too_many_attempts`): whole seconds to wait before trying again (`meta.retryAfter`) */
      retryAfter?: number;
    };

export type LoginInput =
  | { mode: Extract<AuthFormMode, 'login_password'>; login: string; password: string; save: boolean }
  | { mode: Extract<AuthFormMode, 'phone_password'>; phoneCode: string; phone: string; password: string; save: boolean }
  /** After `sendLoginSms`. */
  | { mode: Extract<AuthFormMode, 'sms'>; code: string }
  /** After a login answered `two_step_required`. */
  | { mode: Extract<AuthFormMode, 'login_password_two_step_code'>; code: string; save: boolean };

export type LoginOutcome =
  | { status: 'ok'; userId: number }
  | { status: 'two_step_required'; channel: 'sms' | 'email' | 'app'; demoCode?: string };

/** Registration input: the request without the fingerprint data the facade adds. */
export type RegistrationInput = Omit<RegistrationRequest, 'componentsData'>;

/** Captcha step requested by the interceptor: the UI shows `challenge` and answers with submitCaptcha. */
export interface CaptchaRequestState {
  challenge: CaptchaChallenge;
  /** i18n key of the last error (wrong answer), null on the first show. */
  error: string | null;
  busy: boolean;
}

export type AccountBusyKind = 'add' | 'change' | 'delete';

export interface BanState {
  banned: boolean;
  level: number;
  version: number;
  /** Deduce page open: level 53 with version 1, or level 45 with any other version. */
  canDeduce: boolean;
}

/** Protection-level status (account spec §4). */
export type ProtectionStatus = null | 'bad' | 'normal' | 'good' | 'full';

/** What a social sign-in starts with besides the network (docs/api.md "Social sign-in"). */
export interface SocialStartOptions {
  /** A path of this site to come back to (anything else: the home page). */
  returnUrl?: string;
  mode?: 'login' | 'register';
  /** Registration: the currency (ISO code) and country chosen. */
  currency?: string;
  countryId?: number;
}

export type { SocialRegistrationDetails } from '../schemas/social';
export type { AccountsState, Country, Currency, RegistrationResponse, SocialNetwork, UserConfig };
