/**
 * Identity stores (the facade's state). Ban, verification and protection status are writable atoms
 * kept in step with `$userConfig` (so UI tests may also set them directly).
 */
import { atom, computed } from 'nanostores';
import type { AuthGroup, UserConfig } from '../schemas/auth';
import type { AccountBusyKind, AccountsState, BanState, CaptchaRequestState, ProtectionStatus } from './contract';
import { banStateOf, countRequiredProfileFields, isVerifiedConfig, NOT_BANNED, protectionStatusOf, type RequiredFieldsCount } from './derived';

export type UserConfigStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** Login attempt counter: grows on each submit, back to 0 on success (account spec §4). */
export const $loginAttempts = atom(0);
export const $captchaRequest = atom<CaptchaRequestState | null>(null);
export const $userConfig = atom<UserConfig | null>(null);
/** 'error' when the last load failed (config marked not loaded, account spec §8). */
export const $userConfigStatus = atom<UserConfigStatus>('idle');
export const $accounts = atom<AccountsState | null>(null);
export const $accountBusy = atom<AccountBusyKind | null>(null);
export const $activeAccount = computed($accounts, (s) => s?.accounts.find((a) => a.id === s.activeAccount) ?? null);
export const $ban = atom<BanState>(NOT_BANNED);
export const $isVerified = atom(false);
export const $protectionStatus = atom<ProtectionStatus>(null);
export const $requiredProfileFields = computed($userConfig, countRequiredProfileFields);
export const $authGroup = atom<AuthGroup | null>(null);

$userConfig.subscribe((config) => {
  $ban.set(banStateOf(config));
  $isVerified.set(isVerifiedConfig(config));
  $protectionStatus.set(protectionStatusOf(config?.protection_level));
});

export type { RequiredFieldsCount };
