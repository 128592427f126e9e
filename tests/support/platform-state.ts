/**
 * One reset for every platform store, so each test starts from the state a fresh page has. Node and
 * browser tests share it (browser tests call it inside React's `act`).
 *
 * The platform keeps its writable atoms private and exports read-only stores; the resets below use
 * the platform-internal writers of each store's file, so the production bundle carries no test
 * code. The table is typed against the public surface: a new `$store` in platform/src/index.ts
 * does not compile here until it has a reset (or is listed as derived).
 */
import type { ReadableAtom } from 'nanostores';
import type * as platform from '../../platform/src/index';
import { DEFAULT_LANGUAGE } from '../../platform/src/routing/language';
import { NOT_BANNED } from '../../platform/src/identity/derived';
import {
  $accountBusy, $accounts, $authGroup, $ban, $captchaRequest, $isVerified, $loginAttempts, $protectionStatus, $userConfig, $userConfigStatus,
  setAccountBusy, setAccounts, setAuthGroup, setBan, setCaptchaRequest, setLoginAttempts, setUserConfig, setUserConfigStatus,
} from '../../platform/src/identity/stores';
import { $appStates, clearAppStates } from '../../platform/src/stores/app-states';
import { $couponOddIds, setCouponOddIds } from '../../platform/src/stores/coupon';
import { $globalSettings, resetGlobalSettings } from '../../platform/src/stores/global-settings';
import { $language, setLanguage } from '../../platform/src/stores/language';
import { $maintenance, $now, setMaintenance, setNow } from '../../platform/src/stores/maintenance';
import { $modalStack, closeAllModals } from '../../platform/src/stores/modal';
import { $navigationBlocked, releaseAllNavigationBlocks } from '../../platform/src/stores/navigation-block';
import { $paymentsConsultant, forgetQueryFlags } from '../../platform/src/stores/query-flags';
import { $notifications, clearNotifications } from '../../platform/src/stores/notifications';
import { $route, setRoute } from '../../platform/src/stores/route';
import { $session, setSessionUser } from '../../platform/src/stores/session';
import { $siteConfig, $siteConfigStatus, resetSiteConfig } from '../../platform/src/stores/site-config';

/** Stores computed from others: they are back at their start when their sources are. */
export const DERIVED_STORES = ['$isAuthorized', '$activeAccount', '$maintenanceActive', '$visibleNotifications', '$requiredProfileFields'] as const;

type PublicStoreName = Extract<keyof typeof platform, `$${string}`>;
type ResettableStoreName = Exclude<PublicStoreName, (typeof DERIVED_STORES)[number]>;

interface ResettableStore {
  store: ReadableAtom<unknown>;
  reset: () => void;
}

/**
 * Every writable platform store with its reset: the public ones (checked against index.ts) and the
 * internal ones behind them. Not here: `$textLanguage` (i18n follows `$language` on its own) and the
 * per-odd atoms of the feed registries (tests make their own registries).
 */
export const PLATFORM_STORES: Record<ResettableStoreName, ResettableStore> & Record<string, ResettableStore> = {
  $language: { store: $language, reset: () => setLanguage(DEFAULT_LANGUAGE) },
  $route: { store: $route, reset: () => setRoute(null) },
  $session: { store: $session, reset: () => setSessionUser(null) },
  $siteConfig: { store: $siteConfig, reset: resetSiteConfig },
  $siteConfigStatus: { store: $siteConfigStatus, reset: resetSiteConfig },
  $maintenance: { store: $maintenance, reset: () => setMaintenance(null) },
  $now: { store: $now, reset: () => setNow(Date.now()) },
  $globalSettings: { store: $globalSettings, reset: resetGlobalSettings },
  $appStates: { store: $appStates, reset: clearAppStates },
  $couponOddIds: { store: $couponOddIds, reset: () => setCouponOddIds([]) },
  $modalStack: { store: $modalStack, reset: closeAllModals },
  $navigationBlocked: { store: $navigationBlocked, reset: releaseAllNavigationBlocks },
  $paymentsConsultant: { store: $paymentsConsultant, reset: forgetQueryFlags },
  $notifications: { store: $notifications, reset: clearNotifications },
  $loginAttempts: { store: $loginAttempts, reset: () => setLoginAttempts(0) },
  $captchaRequest: { store: $captchaRequest, reset: () => setCaptchaRequest(null) },
  // Also resets the ban state, verification and protection status derived from it.
  $userConfig: { store: $userConfig, reset: () => setUserConfig(null) },
  $userConfigStatus: { store: $userConfigStatus, reset: () => setUserConfigStatus('idle') },
  $accounts: { store: $accounts, reset: () => setAccounts(null) },
  $accountBusy: { store: $accountBusy, reset: () => setAccountBusy(null) },
  // After $userConfig: a preloaded ban is set without a user config.
  $ban: { store: $ban, reset: () => setBan(NOT_BANNED) },
  // Written only from $userConfig (reset above): listed so the reset test checks their values too.
  $isVerified: { store: $isVerified, reset: () => undefined },
  $protectionStatus: { store: $protectionStatus, reset: () => undefined },
  $authGroup: { store: $authGroup, reset: () => setAuthGroup(null) },
};

/** Puts every platform store back to its initial value. */
export function resetPlatformState(): void {
  for (const { reset } of Object.values(PLATFORM_STORES)) reset();
}
