/**
 * The one set of site-config defaults (shell spec §3): the browser store starts from it before the
 * config arrives, and the reference server seeds its `site_config` table from it.
 */
import type { SiteConfig } from './config';

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
  // Every coupon type has a minimum and a maximum stake (server/wallet/limits.ts): the coupon shows them all.
  couponTypesWithMinAmount: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  couponTypesWithMaxAmount: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  isShowPaymentPageOnlyAuth: false,
  availableRoutes: ['payment'],
  isShowIdentification: true,
  ref_id: 1,
  isMaintenanceDate: false,
  /** Empty: the client shows its own localized default text; a server stores its texts per language. */
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
  rulesFilterTags: ['sport', 'casino', 'cyber', 'toto'],
  isUpdateNotifyEnabled: true,
  // Off by default: a site turns them on (the journeys of tests/e2e/welcome.e2e.ts do through the test API).
  isWelcomeModalEnabled: false,
  isFirstDepositBonusModalEnabled: false,
  firstDepositBonusModalType: 'choice',
  isPhoneCountryModalEnabled: false,
  coefViewDefaults: {},
  defaultAppViewType: 0,
};
