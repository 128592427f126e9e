/**
 * Site config store (shell spec §3). Starts from safe defaults so the shell can render before the
 * config arrives; `loadSiteConfig` fetches `/bff-api/config/all.json`, retried 5 times at 1 s
 * (shell spec §9). A failure after the retries reports 'no site config' and keeps the defaults.
 */
import { atom } from 'nanostores';
import type { SiteConfig } from '../schemas/config';

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  isRegistrationAllowed: true,
  isVipDomain: false,
  isAvailableCustomRegistration: false,
  isShowRegistrationWidget: false,
  isRegistrationButtonDisabled: false,
  isAutoLogoffEnable: true,
  autoLogoffInactiveMinutes: 30,
  showVipBet: true,
  show_one_click: true,
  isAvailableCouponBonusBet: true,
  couponTypesWithMinAmount: [0, 1, 2],
  couponTypesWithMaxAmount: [0, 1, 2],
  isShowPaymentPageOnlyAuth: false,
  availableRoutes: ['payment'],
  isShowIdentification: true,
  ref_id: 1,
  isMaintenanceDate: false,
  maintenanceText: '',
  geoCountryId: 1,
  geoCurrency: 'RUB',
  isOneTapAuthEnabled: false,
  minAge: 18,
  companyName: 'Kickoff',
  isThirdPartyAllowed: false,
  scrollToTopType: 'arrow',
  languages: [
    { code: 'ru', name: 'Русский', authOnly: false },
    { code: 'en', name: 'English', authOnly: false },
  ],
  defaultLanguage: 'ru',
  isAccountAreaMode: false,
  isConfirmTermsEnabled: true,
  isUpdateNotifyEnabled: true,
};

export type SiteConfigStatus = 'idle' | 'loading' | 'ready' | 'error';

export const $siteConfig = atom<SiteConfig>(DEFAULT_SITE_CONFIG);
export const $siteConfigStatus = atom<SiteConfigStatus>('idle');
/** The error text shown when the config cannot be loaded (shell spec §8). */
export const NO_SITE_CONFIG = 'no site config';

export function setSiteConfig(config: SiteConfig): void {
  $siteConfig.set(config);
  $siteConfigStatus.set('ready');
}
