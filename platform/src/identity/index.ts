/**
 * Identity facade. STUB written by the lead so parcels can compile against the final names;
 * the identity helper replaces every body (and may split it into modules re-exported here).
 */
import { atom, computed } from 'nanostores';
import type { AuthGroup, CaptchaChallenge, FingerprintRecord } from '../schemas/auth';
import type {
  AccountBusyKind, AccountsState, ActionResult, BanState, CaptchaRequestState, Country, Currency, LoginInput,
  LoginOutcome, ProtectionStatus, RegistrationInput, RegistrationResponse, SocialNetwork, UserConfig,
} from './contract';

export * from './contract';

const todo = (): never => {
  throw new Error('identity: not implemented yet');
};

// Stores ------------------------------------------------------------------------------------
/** Login attempt counter: grows on each submit, back to 0 on success (account spec §4). */
export const $loginAttempts = atom(0);
export const $captchaRequest = atom<CaptchaRequestState | null>(null);
export const $userConfig = atom<UserConfig | null>(null);
export const $accounts = atom<AccountsState | null>(null);
export const $accountBusy = atom<AccountBusyKind | null>(null);
export const $activeAccount = computed($accounts, (s) => s?.accounts.find((a) => a.id === s.activeAccount) ?? null);
export const $ban = atom<BanState>({ banned: false, level: 0, version: 0, canDeduce: false });
export const $isVerified = atom(false);
export const $protectionStatus = atom<ProtectionStatus>(null);
export const $authGroup = atom<AuthGroup | null>(null);

// Actions -----------------------------------------------------------------------------------
export const login = (_input: LoginInput): Promise<ActionResult<LoginOutcome>> => todo();
export const sendLoginSms = (_phoneCode: string, _phone: string): Promise<ActionResult<{ expiresIn: number; demoCode?: string }>> => todo();
export const register = (_input: RegistrationInput): Promise<ActionResult<RegistrationResponse>> => todo();
export const sendRegistrationSms = sendLoginSms;
export const forgotPasswordCall = (_login: string): Promise<ActionResult<{ channel: 'email' | 'sms'; expiresIn: number; demoCode?: string }>> => todo();
export const forgotPasswordCode = (_login: string, _code: string): Promise<ActionResult<{ resetToken: string }>> => todo();
export const forgotPasswordSave = (_resetToken: string, _password: string): Promise<ActionResult> => todo();
/** Disconnect: clears one-click coupon, cookies, ban level and user id; navigates or reloads. */
export const logout = (): Promise<void> => todo();
export const switchAccount = (_id: number): Promise<ActionResult> => todo();
export const addCurrency = (_currencyId: number): Promise<ActionResult<{ message: string }>> => todo();
export const removeCurrency = (_currencyId: number): Promise<ActionResult<{ message: string }>> => todo();
export const submitCaptcha = (_answer: string): Promise<void> => todo();
export const refreshCaptcha = (): Promise<void> => todo();
export const cancelCaptcha = (): void => todo();
export const confirmTerms = (): Promise<ActionResult> => todo();
export const socialSignIn = (_network: SocialNetwork): Promise<ActionResult<{ redirectUrl: string }>> => todo();
export const loadCountries = (): Promise<ActionResult<Country[]>> => todo();
export const loadCurrencies = (): Promise<ActionResult<Currency[]>> => todo();
export const loadAuthGroup = (): Promise<AuthGroup> => todo();
export type { CaptchaChallenge, FingerprintRecord };
