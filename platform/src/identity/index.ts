/**
 * Identity facade (account spec §3-§9, shell spec §4, §7): stores, actions, derivations, timers and
 * interceptors. Shell parcels, the office and the root config use only these names; the
 * implementation is split into the modules re-exported here.
 */
import type { AuthGroup, CaptchaChallenge, FingerprintRecord } from '../schemas/auth';
import type {
  ActionResult, Country, Currency, LoginInput, LoginOutcome, RegistrationInput, RegistrationResponse, SocialNetwork,
} from './contract';
import { getIdentity } from './runtime';

export * from './contract';
export {
  $loginAttempts, $captchaRequest, $userConfig, $userConfigStatus, $accounts, $accountBusy, $activeAccount, $ban, $isVerified,
  $protectionStatus, $requiredProfileFields, $authGroup, type UserConfigStatus, type RequiredFieldsCount,
} from './stores';
export {
  NOT_BANNED, banStateOf, isVerifiedConfig, protectionStatusOf, activationTypeAfterPhoneBinding, withPhoneBound,
  countRequiredProfileFields, REQUIRED_PROFILE_FIELDS, type ActivationType, type RequiredProfileField,
} from './derived';
export { decodeTokenClaims, isTokenValid, tokenUserId, createTokenService, createTokenRefresher, TOKEN_PROMISE_REUSE_MS, type TokenService, type TokenRefresher, type TokenServiceDeps } from './token';
export {
  createFingerprintService, collectFingerprintComponents, componentsDataOf, FINGERPRINT_STORAGE_KEY,
  type FingerprintService, type FingerprintServiceDeps, type FingerprintComponents,
} from './fingerprint';
export {
  createCaptchaController, CAPTCHA_MODAL_ID, CAPTCHA_WRONG, CAPTCHA_CANCELLED, CAPTCHA_LOGOUT,
  type CaptchaController, type CaptchaControllerDeps,
} from './captcha';
export {
  installIdentityInterceptors, createIdentityHeadersInterceptor, createUnauthorizedInterceptor, createFingerprintRetryInterceptor,
  createCaptchaInterceptor, createTermsInterceptor, MAX_AUTH_RETRIES, MAX_CAPTCHA_ROUNDS, type IdentityInterceptorDeps,
} from './interceptors';
export { safeReturnUrl, loginRedirectTarget, logoutDestination, isStayRoute, type LoginRedirectInput, type LogoutDestinationInput } from './redirects';
export { failureOf, type ActionFailure } from './failures';
export {
  startAuthRefresher, startTermsWatcher, startSessionBootstrap, checkTermsChanged, AUTH_REFRESH_MS, TERMS_CHECK_MS, SESSION_START_DELAY_MS,
  type AuthRefresherDeps, type TermsWatcherDeps, type SessionBootstrapDeps, type SessionBootstrap,
} from './timers';
export { ONE_CLICK_COUPON_KEY, COUPON_PREPAID_KEY, USER_CONFIG_EMPTY, type SessionFlow } from './session-flow';
export { DEFAULT_AUTH_GROUP, ACCOUNT_POLL, type IdentityActions } from './actions';
export type { IdentityDeps, LoginChangeDetail, LoginChangeReason, PageLocation } from './context';
export { consoleLogger, type IdentityLogger, type VisibilitySource } from './deps';
export { createIdentity, browserIdentityDeps, getIdentity, startIdentity, stopIdentity, type Identity } from './runtime';

// Actions -----------------------------------------------------------------------------------
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
export type { CaptchaChallenge, FingerprintRecord };
