/**
 * The facade's actions (account spec §4, §7, §8): login in four modes, login SMS, registration,
 * forgotten password, logout, account switch, currency add/remove (with the account poll), terms
 * confirmation, social sign-in (and a new social player's age confirmation), reference data and the `auth` config group. Every action returns an
 * ActionResult with the server's message or an i18n key; none throws.
 */
import * as v from 'valibot';
import { ApiError, BadResponseError } from '../api/errors';
import { href } from '../routing/links';
import {
  AccountsResponseSchema,
  AccountsStateSchema,
  AuthGroupSchema,
  AuthPaths,
  CountriesResponseSchema,
  CurrenciesResponseSchema,
  CurrencyChangeResponseSchema,
  ForgotCallResponseSchema,
  ForgotCodeResponseSchema,
  ForgotSaveResponseSchema,
  LoginResponseSchema,
  ReferencePaths,
  RegistrationResponseSchema,
  SendSmsResponseSchema,
  SessionPaths,
  SocialPaths,
  SocialRedirectResponseSchema,
  type AuthGroup,
  type LoginResponse,
} from '../schemas/auth';
import { SocialProviderPaths, SocialRegistrationDetailsSchema, SocialRegistrationDoneSchema } from '../schemas/social';
import { setGlobalSetting } from '../stores/global-settings';
import { $language } from '../stores/language';
import { notify } from '../stores/notifications';
import { $route } from '../stores/route';
import { $siteConfig } from '../stores/site-config';
import { writeStored } from '../storage/web-storage';
import type { IdentityDeps } from './context';
import type {
  AccountBusyKind, ActionResult, Country, Currency, LoginInput, LoginOutcome, RegistrationInput, RegistrationResponse, SocialNetwork, SocialRegistrationDetails,
  SocialStartOptions,
} from './contract';
import { sleepOn } from './deps';
import { attempt, failureOf } from './failures';
import type { FingerprintService } from './fingerprint';
import { logoutDestination } from './redirects';
import { COUPON_PREPAID_KEY, type SessionFlow } from './session-flow';
import { $loginAttempts, setAccountBusy, setAccounts, setAuthGroup, setLoginAttempts } from './stores';

const ACCOUNT_POLL = { times: 5, delayMs: 1000 } as const;
const CONFIRM_TERMS_ERROR = 'information_confirm_terms_error';
export const DEFAULT_AUTH_GROUP: AuthGroup = {
  socialNetworks: ['google', 'vk', 'telegram'],
  loginModes: ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'],
  registrationTypes: ['one_click', 'phone', 'full', 'social', 'pay-and-play'],
  captchaAfterAttempts: 3,
};

/** Replies whose body does not matter (disconnect, terms confirmation): any JSON or nothing. */
const AnyReply = v.unknown();
/** The account switch answers with the accounts state, bare or as `{ data }`. */
const SwitchReplySchema = v.union([AccountsResponseSchema, v.pipe(AccountsStateSchema, v.transform((data) => ({ data })))]);
const HttpUrl = v.pipe(v.string(), v.url(), v.check((u) => /^https?:\/\//i.test(u), 'not an http(s) URL'));

export interface IdentityActions {
  login(input: LoginInput): Promise<ActionResult<LoginOutcome>>;
  sendLoginSms(phoneCode: string, phone: string): Promise<ActionResult<{ expiresIn: number; demoCode?: string }>>;
  register(input: RegistrationInput): Promise<ActionResult<RegistrationResponse>>;
  forgotPasswordCall(login: string): Promise<ActionResult<{ channel: 'email' | 'sms'; expiresIn: number; demoCode?: string }>>;
  forgotPasswordCode(login: string, code: string): Promise<ActionResult<{ resetToken: string }>>;
  forgotPasswordSave(resetToken: string, password: string): Promise<ActionResult>;
  logout(): Promise<void>;
  switchAccount(id: number): Promise<ActionResult>;
  addCurrency(currencyId: number): Promise<ActionResult<{ message: string }>>;
  removeCurrency(currencyId: number): Promise<ActionResult<{ message: string }>>;
  confirmTerms(): Promise<ActionResult>;
  socialSignIn(network: SocialNetwork, options?: SocialStartOptions): Promise<ActionResult<{ redirectUrl: string }>>;
  /** A new social player's pending registration (the registration page's `social_confirm` token): who is registering. */
  loadSocialRegistration(token: string): Promise<ActionResult<SocialRegistrationDetails>>;
  /**
   * Completes it with the age declaration: the player is created and signed in, the value is where to go (a path
   * of this site). Refused without `ageConfirmed` (field `age_confirmed`), or with code `bad_state` when this
   * browser holds no such registration (unknown, used, expired).
   */
  completeSocialRegistration(token: string, ageConfirmed: boolean): Promise<ActionResult<{ redirectUrl: string }>>;
  loadCountries(): Promise<ActionResult<Country[]>>;
  loadCurrencies(): Promise<ActionResult<Currency[]>>;
  loadAuthGroup(): Promise<AuthGroup>;
}

interface ActionDeps {
  deps: IdentityDeps;
  session: SessionFlow;
  fingerprint: FingerprintService;
  /** After a successful login or registration: go to the return URL, previous route or home. */
  redirectAfterLogin: () => void;
}

const withDemoCode = <T extends object>(value: T, demoCode: string | undefined): T & { demoCode?: string } =>
  demoCode === undefined ? value : { ...value, demoCode };

export function createIdentityActions({ deps, session, fingerprint, redirectAfterLogin }: ActionDeps): IdentityActions {
  const { api, log } = deps;
  const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S, auth = false) =>
    api.request({ service: 'web', path, method: 'POST', body, schema, auth });

  function sendLogin(input: LoginInput): Promise<LoginResponse> {
    switch (input.mode) {
      case 'login_password':
        return post(AuthPaths.loginEmail, { uLogin: input.login, uPassword: input.password, save: input.save, componentsData: fingerprint.componentsData() }, LoginResponseSchema);
      case 'phone_password':
        return post(AuthPaths.loginPhone, { phone_number: input.phone, country_code: input.phoneCode, uPassword: input.password, save: input.save }, LoginResponseSchema);
      case 'sms':
        return post(AuthPaths.loginSms, { 'sms-code': input.code }, LoginResponseSchema);
      case 'login_password_two_step_code':
        return post(AuthPaths.twoStep, { code: input.code, save: input.save, componentsData: fingerprint.componentsData() }, LoginResponseSchema);
    }
  }

  async function withBusy<T>(kind: AccountBusyKind, run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
    setAccountBusy(kind);
    try {
      return await run();
    } finally {
      setAccountBusy(null);
    }
  }

  /** Polls the accounts until one in the currency appears (5 times, 1 s apart). */
  async function pollForCurrency(currencyId: number): Promise<boolean> {
    const sleep = sleepOn(deps.clock);
    for (let i = 0; i < ACCOUNT_POLL.times; i++) {
      if (i > 0) await sleep(ACCOUNT_POLL.delayMs);
      try {
        const state = await session.loadAccounts();
        if (state.accounts.some((a) => a.currencyId === currencyId)) return true;
      } catch (err) {
        log.warn('accounts poll failed', err);
      }
    }
    log.warn(`currency ${currencyId} did not appear in the accounts after ${ACCOUNT_POLL.times} polls`);
    return false;
  }

  async function logout(): Promise<void> {
    try {
      await post(AuthPaths.disconnect, {}, AnyReply);
    } catch (err) {
      log.error('logout failed; reloading', err);
      deps.reload();
      return;
    }
    const here = deps.location();
    const destination = logoutDestination({
      currentRouteName: $route.get()?.name,
      search: here.search,
      paymentNeedsLogin: $siteConfig.get().isShowPaymentPageOnlyAuth,
    });
    if (destination === 'home') {
      // Leave the login-only page first, so the guard does not send the new guest to the login page.
      deps.navigate(href('home', {}, $language.get()));
      session.clearLocal('logout');
    } else {
      session.clearLocal('logout');
      deps.reload();
    }
  }

  return {
    async login(input) {
      setLoginAttempts($loginAttempts.get() + 1);
      let reply: LoginResponse;
      try {
        reply = await sendLogin(input);
      } catch (err) {
        return failureOf(err);
      }
      if (reply.status === 'two_step_required') {
        return { ok: true, value: withDemoCode({ status: 'two_step_required' as const, channel: reply.channel }, reply.demoCode) };
      }
      setLoginAttempts(0);
      await session.signIn(reply.user_id, 'login');
      redirectAfterLogin();
      return { ok: true, value: { status: 'ok', userId: reply.user_id } };
    },

    sendLoginSms: (phoneCode, phone) =>
      attempt(async () => {
        const reply = await post(AuthPaths.sendSms, { 'phone-number': phone, 'phone-code': phoneCode, componentsData: fingerprint.componentsData() }, SendSmsResponseSchema);
        return withDemoCode({ expiresIn: reply.expiresIn }, reply.demoCode);
      }),

    async register(input) {
      let reply: RegistrationResponse;
      try {
        reply = await post(AuthPaths.register, { ...input, componentsData: fingerprint.componentsData() }, RegistrationResponseSchema);
      } catch (err) {
        return failureOf(err);
      }
      setLoginAttempts(0);
      await session.signIn(reply.user_id, 'registration');
      redirectAfterLogin();
      return { ok: true, value: reply };
    },

    forgotPasswordCall: (login) =>
      attempt(async () => {
        const reply = await post(AuthPaths.forgotCall, { login }, ForgotCallResponseSchema);
        return withDemoCode({ channel: reply.channel, expiresIn: reply.expiresIn }, reply.demoCode);
      }),

    forgotPasswordCode: (login, code) => attempt(async () => ({ resetToken: (await post(AuthPaths.forgotCode, { login, code }, ForgotCodeResponseSchema)).resetToken })),

    forgotPasswordSave: (resetToken, password) =>
      attempt(async () => {
        await post(AuthPaths.forgotSave, { resetToken, password }, ForgotSaveResponseSchema);
      }),

    logout,

    switchAccount: (id) =>
      withBusy('change', () =>
        attempt(async () => {
          const reply = await post(SessionPaths.switchAccount, { id }, SwitchReplySchema, true);
          setAccounts(reply.data);
          writeStored(deps.storage, COUPON_PREPAID_KEY, 0);
          notify({ severity: 'success', text: 'main_account_will_set', values: { id } });
        }),
      ),

    addCurrency: (currencyId) =>
      withBusy('add', () =>
        attempt(async () => {
          const reply = await post(SessionPaths.addCurrency, { currency_id: currencyId }, CurrencyChangeResponseSchema, true);
          await pollForCurrency(currencyId);
          return { message: reply.data.message };
        }),
      ),

    removeCurrency: (currencyId) =>
      withBusy('delete', () =>
        attempt(async () => {
          const reply = await post(SessionPaths.removeCurrency, { currency_id: currencyId }, CurrencyChangeResponseSchema, true);
          await session.loadAccounts().catch((err: unknown) => log.warn('accounts reload after removal failed', err));
          return { message: reply.data.message };
        }),
      ),

    async confirmTerms() {
      try {
        await post(SessionPaths.termsConfirm, {}, AnyReply, true);
        setGlobalSetting('isUserTermsChanged', false);
        return { ok: true, value: undefined };
      } catch (err) {
        log.error('terms confirmation failed', err);
        return { ok: false, error: CONFIRM_TERMS_ERROR, code: err instanceof ApiError ? err.code : null };
      }
    },

    socialSignIn: (network, options) =>
      attempt(async () => {
        const reply = await api.request({ service: 'social', path: SocialPaths.start, method: 'POST', body: { ...options, network }, schema: SocialRedirectResponseSchema });
        const url = v.safeParse(HttpUrl, reply.redirectUrl);
        if (!url.success) throw new BadResponseError(`POST ${SocialPaths.start}`, v.flatten(url.issues));
        return { redirectUrl: url.output };
      }),

    loadSocialRegistration: (token) =>
      attempt(() => api.request({ service: 'social', path: SocialProviderPaths.register, query: { token }, schema: SocialRegistrationDetailsSchema })),

    completeSocialRegistration: (token, ageConfirmed) =>
      attempt(async () => {
        const reply = await api.request({ service: 'social', path: SocialProviderPaths.register, method: 'POST', body: { token, ageConfirmed }, schema: SocialRegistrationDoneSchema });
        return { redirectUrl: reply.redirectUrl };
      }),

    loadCountries: () =>
      attempt(async () => (await api.request({ service: 'web', path: ReferencePaths.countries, query: { lng: $language.get() }, schema: CountriesResponseSchema })).data),

    loadCurrencies: () => attempt(async () => (await api.request({ service: 'web', path: ReferencePaths.currencies, schema: CurrenciesResponseSchema })).data),

    async loadAuthGroup() {
      let group = DEFAULT_AUTH_GROUP;
      try {
        const groups = await deps.loadConfigGroups(['auth'], $language.get());
        const raw = groups['auth'];
        if (raw !== undefined && raw !== null) {
          const parsed = v.safeParse(AuthGroupSchema, raw);
          if (parsed.success) group = parsed.output;
          else log.warn('auth config group is invalid; using defaults', v.flatten(parsed.issues));
        }
      } catch (err) {
        log.warn('auth config group failed; using defaults', err);
      }
      setAuthGroup(group);
      return group;
    },
  };
}
