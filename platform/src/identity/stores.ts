/**
 * Identity stores (the facade's state). Other modules read them; only the identity layer (actions,
 * session flow, captcha, the preloaded session) writes them, through the setters below, which are
 * platform-internal (tests call them directly to arrange a state).
 * Ban, verification and protection status follow `$userConfig`; the ban state can also be set on
 * its own (the server preloads it into the page before the user config is loaded).
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { AuthGroup, UserConfig } from '../schemas/auth';
import type { AccountBusyKind, AccountsState, BanState, CaptchaRequestState, ProtectionStatus } from './contract';
import { banStateOf, countRequiredProfileFields, isVerifiedConfig, NOT_BANNED, protectionStatusOf } from './derived';

type UserConfigStatus = 'idle' | 'loading' | 'loaded' | 'error';

const loginAttempts = atom(0);
const captchaRequest = atom<CaptchaRequestState | null>(null);
const userConfig = atom<UserConfig | null>(null);
const userConfigStatus = atom<UserConfigStatus>('idle');
const accounts = atom<AccountsState | null>(null);
const accountBusy = atom<AccountBusyKind | null>(null);
const ban = atom<BanState>(NOT_BANNED);
const isVerified = atom(false);
const protectionStatus = atom<ProtectionStatus>(null);
const authGroup = atom<AuthGroup | null>(null);

/** Login attempt counter: grows on each submit, back to 0 on success (account spec §4). */
export const $loginAttempts: ReadableAtom<number> = loginAttempts;
export const $captchaRequest: ReadableAtom<CaptchaRequestState | null> = captchaRequest;
export const $userConfig: ReadableAtom<UserConfig | null> = userConfig;
/** 'error' when the last load failed (config marked not loaded, account spec §8). */
export const $userConfigStatus: ReadableAtom<UserConfigStatus> = userConfigStatus;
export const $accounts: ReadableAtom<AccountsState | null> = accounts;
export const $accountBusy: ReadableAtom<AccountBusyKind | null> = accountBusy;
export const $activeAccount = computed(accounts, (s) => s?.accounts.find((a) => a.id === s.activeAccount) ?? null);
export const $ban: ReadableAtom<BanState> = ban;
export const $isVerified: ReadableAtom<boolean> = isVerified;
export const $protectionStatus: ReadableAtom<ProtectionStatus> = protectionStatus;
export const $requiredProfileFields = computed(userConfig, countRequiredProfileFields);
export const $authGroup: ReadableAtom<AuthGroup | null> = authGroup;

export const setLoginAttempts = (count: number): void => loginAttempts.set(count);
export const setCaptchaRequest = (state: CaptchaRequestState | null): void => captchaRequest.set(state);
/** Also derives the ban state, verification and protection status. */
export const setUserConfig = (config: UserConfig | null): void => userConfig.set(config);
export const setUserConfigStatus = (status: UserConfigStatus): void => userConfigStatus.set(status);
export const setAccounts = (state: AccountsState | null): void => accounts.set(state);
export const setAccountBusy = (kind: AccountBusyKind | null): void => accountBusy.set(kind);
export const setBan = (state: BanState): void => ban.set(state);
export const setAuthGroup = (group: AuthGroup | null): void => authGroup.set(group);

userConfig.subscribe((config) => {
  ban.set(banStateOf(config));
  isVerified.set(isVerifiedConfig(config));
  protectionStatus.set(protectionStatusOf(config?.protection_level));
});
