/**
 * Identity facade (account spec §3-§9, shell spec §4, §7): the actions other modules call (shell
 * parcels, office). Each returns an `ActionResult` the UI shows; the implementation is the page's
 * identity instance (`runtime.ts`), whose code loads on the first call (startup.ts).
 */
import type { AuthGroup } from '../schemas/auth';
import type {
  ActionResult, Country, Currency, LoginInput, LoginOutcome, RegistrationInput, RegistrationResponse, SocialNetwork, SocialRegistrationDetails, SocialStartOptions,
} from './contract';
import { accountsWithBalances } from './balances';
import type { IdentityActions } from './actions';
import { identityRuntime } from './startup';
import { $accounts, setAccounts } from './stores';

const identity = async () => (await identityRuntime()).getIdentity();
const actions = async () => (await identity()).actions;
/** Runs an action; when the identity code cannot be loaded, answers a network failure (the form can try again). */
const result = <T>(call: (actions: IdentityActions) => Promise<ActionResult<T>>): Promise<ActionResult<T>> =>
  actions().then(call, (err: unknown): ActionResult<T> => {
    console.error('identity did not load', err);
    return { ok: false, error: 'main_network_error', code: null };
  });

export const login = (input: LoginInput): Promise<ActionResult<LoginOutcome>> => result((a) => a.login(input));
export const sendLoginSms = (phoneCode: string, phone: string): Promise<ActionResult<{ expiresIn: number; demoCode?: string }>> =>
  result((a) => a.sendLoginSms(phoneCode, phone));
export const register = (input: RegistrationInput): Promise<ActionResult<RegistrationResponse>> => result((a) => a.register(input));
export const sendRegistrationSms = sendLoginSms;
export const forgotPasswordCall = (login: string): Promise<ActionResult<{ channel: 'email' | 'sms'; expiresIn: number; demoCode?: string }>> =>
  result((a) => a.forgotPasswordCall(login));
export const forgotPasswordCode = (login: string, code: string): Promise<ActionResult<{ resetToken: string }>> => result((a) => a.forgotPasswordCode(login, code));
export const forgotPasswordSave = (resetToken: string, password: string): Promise<ActionResult> => result((a) => a.forgotPasswordSave(resetToken, password));
/** Disconnect: clears one-click coupon, cookies, ban level and user id; navigates or reloads. */
export const logout = (): Promise<void> => actions().then((a) => a.logout());
/**
 * Reads the player's accounts again (balances after placing a coupon or a settlement). A failure keeps
 * the accounts shown and is reported to the caller; a guest has no accounts to read.
 */
export const reloadAccounts = async (): Promise<void> => {
  await (await identity()).session.loadAccounts();
};
/**
 * The one way a money move updates the header balance: applies the balances a money write's reply
 * carries (`meta.balances`, docs/api.md "Balances in money replies") to `$accounts`. A reply without
 * valid balances, or one naming an account the page does not hold yet (just opened), reads the
 * accounts again instead; a failure of that read is reported to the caller.
 */
export const applyBalances = async (meta: unknown): Promise<void> => {
  const next = accountsWithBalances($accounts.get(), meta);
  if (next) setAccounts(next);
  else await reloadAccounts();
};
/**
 * Reads the player's user config again after an office change the server made (a bound phone, a
 * verification step, support's unread count `user_msg_count`), so the stores derived from it follow.
 * A failure keeps the config shown and is reported to the caller.
 */
export const reloadUserConfig = async (): Promise<void> => {
  await (await identity()).session.loadUserConfig();
};
export const switchAccount = (id: number): Promise<ActionResult> => result((a) => a.switchAccount(id));
export const addCurrency = (currencyId: number): Promise<ActionResult<{ message: string }>> => result((a) => a.addCurrency(currencyId));
export const removeCurrency = (currencyId: number): Promise<ActionResult<{ message: string }>> => result((a) => a.removeCurrency(currencyId));
export const submitCaptcha = async (answer: string): Promise<void> => (await identity()).captcha.submit(answer);
export const refreshCaptcha = async (): Promise<void> => (await identity()).captcha.refresh();
/** Cancels a pending captcha step (there is none before the identity code has loaded). */
export const cancelCaptcha = (): void => void identity().then((i) => i.captcha.cancel());
export const confirmTerms = (): Promise<ActionResult> => result((a) => a.confirmTerms());
export const socialSignIn = (network: SocialNetwork, options?: SocialStartOptions): Promise<ActionResult<{ redirectUrl: string }>> => result((a) => a.socialSignIn(network, options));
/** A new social player's pending registration (`?social_confirm=<token>` of the registration page). */
export const loadSocialRegistration = (token: string): Promise<ActionResult<SocialRegistrationDetails>> => result((a) => a.loadSocialRegistration(token));
/** Completes it with the age declaration (the server refuses without it); the value is where to go. */
export const completeSocialRegistration = (token: string, ageConfirmed: boolean): Promise<ActionResult<{ redirectUrl: string }>> =>
  result((a) => a.completeSocialRegistration(token, ageConfirmed));
export const loadCountries = (): Promise<ActionResult<Country[]>> => result((a) => a.loadCountries());
export const loadCurrencies = (): Promise<ActionResult<Currency[]>> => result((a) => a.loadCurrencies());
export const loadAuthGroup = (): Promise<AuthGroup> => actions().then((a) => a.loadAuthGroup());
