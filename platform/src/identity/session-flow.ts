/**
 * Signing a user in and out of the page state (account spec §4, §8, §9): session and settings user
 * id, user config and accounts, the per-user cookies and coupon, and the `kickoff:login-change` event.
 * Used by login, registration, logout, the auth-state refresh, token expiry and start-up.
 */
import { AccountsResponseSchema, SessionPaths, UserConfigResponseSchema, type AccountsState, type UserConfig } from '../schemas/auth';
import { $language } from '../stores/language';
import { $session, setSessionUser } from '../stores/session';
import { setGlobalSetting, setSettingsUserId } from '../stores/global-settings';
import { CookieNames, deleteCookie, parseCookies } from '../storage/cookies';
import { removeStored } from '../storage/web-storage';
import type { IdentityDeps, LoginChangeReason } from './context';
import { setAccountBusy, setAccounts, setUserConfig, setUserConfigStatus } from './stores';
import type { TokenService } from './token';

const USER_CONFIG_EMPTY = 'failed to get user config';
export const ONE_CLICK_COUPON_KEY = 'kickoff:one-click-coupon';
export const COUPON_PREPAID_KEY = 'kickoff:coupon-prepaid';
/** Cookies that belong to the signed-in user (account spec §9, secure-data cookies of shell spec §7). */
const PER_USER_COOKIES = [CookieNames.userToken, 'ggru'] as const;
const GRANT_COOKIE_PREFIX = '_grant_';

export interface SessionFlow {
  loadUserConfig(): Promise<UserConfig>;
  loadAccounts(): Promise<AccountsState>;
  /** The page starts with a known user: session, settings, user data; no event. */
  adopt(userId: number): Promise<void>;
  /** A login change to a user: session, settings, user data, site config, then the event. */
  signIn(userId: number, reason: Extract<LoginChangeReason, 'login' | 'registration' | 'refresh'>): Promise<void>;
  /** Clears everything the user owns on this page and emits the event. */
  clearLocal(reason: Extract<LoginChangeReason, 'logout' | 'expired'>): void;
  /** The server no longer knows the user: clear once (a guest has nothing to clear). */
  expire(): void;
}

export function createSessionFlow(deps: IdentityDeps, tokens: TokenService): SessionFlow {
  const { api, log } = deps;

  async function loadUserConfig(): Promise<UserConfig> {
    setUserConfigStatus('loading');
    try {
      const reply = await api.request({ service: 'web', path: SessionPaths.userConfig, auth: true, cache: 'no-store', schema: UserConfigResponseSchema });
      if (!reply.result) throw new Error(USER_CONFIG_EMPTY);
      const sessionUser = $session.get().userId;
      if (sessionUser !== null && reply.result.user_id !== sessionUser) throw new Error(`user config of user ${reply.result.user_id}, session is ${sessionUser}`);
      setUserConfig(reply.result);
      setUserConfigStatus('loaded');
      return reply.result;
    } catch (err) {
      log.error('user config load failed', err);
      setUserConfigStatus('error');
      throw err;
    }
  }

  async function loadAccounts(): Promise<AccountsState> {
    const reply = await api.request({ service: 'web', path: SessionPaths.accounts, auth: true, cache: 'no-store', schema: AccountsResponseSchema });
    setAccounts(reply.data);
    return reply.data;
  }

  async function loadUserData(): Promise<void> {
    const [, accounts] = await Promise.allSettled([loadUserConfig(), loadAccounts()]);
    if (accounts.status === 'rejected') log.error('accounts load failed', accounts.reason);
  }

  function setUser(userId: number | null): void {
    setSettingsUserId(userId);
    setSessionUser(userId);
  }

  function clearLocal(reason: 'logout' | 'expired'): void {
    tokens.reset();
    for (const name of PER_USER_COOKIES) deleteCookie(name, '/', deps.cookies);
    try {
      for (const name of parseCookies(String(deps.cookies?.cookie ?? '')).keys()) if (name.startsWith(GRANT_COOKIE_PREFIX)) deleteCookie(name, '/', deps.cookies);
    } catch (err) {
      log.warn('could not list cookies', err);
    }
    removeStored(deps.storage, ONE_CLICK_COUPON_KEY);
    setUserConfig(null); // ban level back to 0 through the derived stores
    setUserConfigStatus('idle');
    setAccounts(null);
    setAccountBusy(null);
    setGlobalSetting('isUserTermsChanged', false);
    setUser(null);
    deps.emit({ userId: null, reason });
  }

  return {
    loadUserConfig,
    loadAccounts,
    async adopt(userId) {
      setUser(userId);
      await loadUserData();
    },
    async signIn(userId, reason) {
      tokens.reset(); // a guest's (null) token or another user's must not be reused
      setUser(userId);
      await loadUserData();
      deps.reloadSiteConfig($language.get()).catch((err: unknown) => log.error('site config reload after login failed', err));
      deps.emit({ userId, reason });
    },
    clearLocal,
    expire() {
      if ($session.get().userId === null) return;
      clearLocal('expired');
    },
  };
}

