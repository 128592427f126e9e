/**
 * The identity actions the auth UI calls, behind a React context so tests (and embeds) can pass
 * their own: `<AuthActionsContext.Provider value={{ ...defaultAuthActions, login: fake }}>`.
 * The default is the platform identity facade plus the browser's navigation and clipboard; its
 * wrappers are async, so a facade that throws gives a rejected promise, never a render error.
 */
import { createContext, useContext } from 'react';
import {
  addCurrency, cancelCaptcha, completeSocialRegistration, forgotPasswordCall, forgotPasswordCode, forgotPasswordSave, loadAuthGroup, loadCountries,
  loadCurrencies, loadSocialRegistration, login, logout, refreshCaptcha, register, removeCurrency, sendLoginSms, sendRegistrationSms, socialSignIn,
  submitCaptcha, switchAccount, errorText, type ActionResult,
} from '@kickoff/platform';
import { playerFailure } from './messages';
import { loadSocialProviders, type SocialProvider } from './social-providers';
import './i18n';

export interface AuthActions {
  login: typeof login;
  sendLoginSms: typeof sendLoginSms;
  register: typeof register;
  sendRegistrationSms: typeof sendRegistrationSms;
  forgotPasswordCall: typeof forgotPasswordCall;
  forgotPasswordCode: typeof forgotPasswordCode;
  forgotPasswordSave: typeof forgotPasswordSave;
  logout: typeof logout;
  switchAccount: typeof switchAccount;
  addCurrency: typeof addCurrency;
  removeCurrency: typeof removeCurrency;
  submitCaptcha: typeof submitCaptcha;
  refreshCaptcha: typeof refreshCaptcha;
  cancelCaptcha: typeof cancelCaptcha;
  socialSignIn: typeof socialSignIn;
  /** A new social player's pending registration (`?social_confirm=` of the registration page). */
  loadSocialRegistration: typeof loadSocialRegistration;
  /** Completes it with the age declaration. */
  completeSocialRegistration: typeof completeSocialRegistration;
  loadCountries: typeof loadCountries;
  loadCurrencies: typeof loadCurrencies;
  loadAuthGroup: typeof loadAuthGroup;
  /** The networks this server can sign in with (GET /social-api/oauth/providers). */
  loadSocialProviders: () => Promise<ActionResult<SocialProvider[]>>;
  /** Leaves the page: for a social network's sign-in page, or where a completed social registration goes. */
  assign: (url: string) => void;
  /** Copies text (the one-click credentials). */
  copyText: (text: string) => Promise<void>;
}

export const defaultAuthActions: AuthActions = {
  login: async (input) => login(input),
  sendLoginSms: async (code, phone) => sendLoginSms(code, phone),
  register: async (input) => register(input),
  sendRegistrationSms: async (code, phone) => sendRegistrationSms(code, phone),
  forgotPasswordCall: async (value) => forgotPasswordCall(value),
  forgotPasswordCode: async (value, code) => forgotPasswordCode(value, code),
  forgotPasswordSave: async (token, password) => forgotPasswordSave(token, password),
  logout: async () => logout(),
  switchAccount: async (id) => switchAccount(id),
  addCurrency: async (id) => addCurrency(id),
  removeCurrency: async (id) => removeCurrency(id),
  submitCaptcha: async (answer) => submitCaptcha(answer),
  refreshCaptcha: async () => refreshCaptcha(),
  cancelCaptcha: () => cancelCaptcha(),
  socialSignIn: async (network, options) => socialSignIn(network, options),
  loadSocialRegistration: async (token) => loadSocialRegistration(token),
  completeSocialRegistration: async (token, ageConfirmed) => completeSocialRegistration(token, ageConfirmed),
  loadCountries: async () => loadCountries(),
  loadCurrencies: async () => loadCurrencies(),
  loadAuthGroup: async () => loadAuthGroup(),
  loadSocialProviders,
  assign: (url) => window.location.assign(url),
  copyText: async (text) => {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(text);
  },
};

export const AuthActionsContext = createContext<AuthActions>(defaultAuthActions);

export function useAuthActions(): AuthActions {
  return useContext(AuthActionsContext);
}

/**
 * Awaits an action: a failure gets the text the shell shows for it (`playerFailure`: ban, refused
 * origin, rate limit), and a thrown error (it should not happen) becomes a failed result with a
 * clear text.
 */
export async function settle<T>(pending: Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    const result = await pending;
    return result.ok ? result : playerFailure(result);
  } catch (err) {
    console.error('identity action failed', err);
    return { ok: false, error: errorText(err), code: null };
  }
}
