/**
 * Identity facade (account spec §3-§9, shell spec §4, §7): the actions other modules call (shell
 * parcels, office). Each returns an `ActionResult` the UI shows; the implementation is the page's
 * identity instance (`runtime.ts`), created on first use.
 */
import type { AuthGroup } from '../schemas/auth';
import type {
  ActionResult, Country, Currency, LoginInput, LoginOutcome, RegistrationInput, RegistrationResponse, SocialNetwork,
} from './contract';
import { accountsWithBalances } from './balances';
import { getIdentity } from './runtime';
import { $accounts, setAccounts } from './stores';

const actions = () => getIdentity().actions;

export const login = (input: LoginInput): Promise<ActionResult<LoginOutcome>> => actions().login(input);
export const sendLoginSms = (phoneCode: string, phone: string): Promise<ActionResult<{ expiresIn: number; demoCode?: string }>> =>
  actions().sendLoginSms(phoneCode, phone);
export const register = (input: RegistrationInput): Promise<ActionResult<RegistrationResponse>> => actions().register(input);
export const sendRegistrationSms = sendLoginSms;
export const forgotPasswordCall = (login: string): Promise<ActionResult<{ channel: 'email' | 'sms'; expiresIn: number; demoCode?: string }>> =>
  actions().forgotPasswordCall(login);
export const forgotPasswordCode = (login: string, code: string): Promise<ActionResult<{ resetToken: string }>> => actions().forgotPasswordCode(login, code);
export const forgotPasswordSave = (resetToken: string, password: string): Promise<ActionResult> => actions().forgotPasswordSave(resetToken, password);
/** Disconnect: clears one-click coupon, cookies, ban level and user id; navigates or reloads. */
export const logout = (): Promise<void> => actions().logout();
/**
 * Reads the player's accounts again (balances after placing a coupon or a settlement). A failure keeps
 * the accounts shown and is reported to the caller; a guest has no accounts to read.
 */
export const reloadAccounts = async (): Promise<void> => {
  await getIdentity().session.loadAccounts();
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
  await getIdentity().session.loadUserConfig();
};
export const switchAccount = (id: number): Promise<ActionResult> => actions().switchAccount(id);
export const addCurrency = (currencyId: number): Promise<ActionResult<{ message: string }>> => actions().addCurrency(currencyId);
export const removeCurrency = (currencyId: number): Promise<ActionResult<{ message: string }>> => actions().removeCurrency(currencyId);
export const submitCaptcha = (answer: string): Promise<void> => getIdentity().captcha.submit(answer);
export const refreshCaptcha = (): Promise<void> => getIdentity().captcha.refresh();
export const cancelCaptcha = (): void => getIdentity().captcha.cancel();
export const confirmTerms = (): Promise<ActionResult> => actions().confirmTerms();
export const socialSignIn = (network: SocialNetwork): Promise<ActionResult<{ redirectUrl: string }>> => actions().socialSignIn(network);
export const loadCountries = (): Promise<ActionResult<Country[]>> => actions().loadCountries();
export const loadCurrencies = (): Promise<ActionResult<Currency[]>> => actions().loadCurrencies();
export const loadAuthGroup = (): Promise<AuthGroup> => actions().loadAuthGroup();
