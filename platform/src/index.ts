/**
 * @kickoff/platform — the only module other Kickoff modules import, and this file is all they see.
 *
 * Every name is listed on purpose: a name other modules do not use stays inside the platform
 * (tests import it from its own file), and platform/contract.json records the list with a digest of each
 * name's signature and the contract's version (`npm run contract`; the build refuses a surface it does not
 * record), so growing or changing the contract is a visible, versioned decision. Stores are exported read-only: a store one module
 * owns is written through a writer it claims once (`claim…`), shared state through commands.
 */

// Config and environment --------------------------------------------------------------------------
export { embedFrom, getEnv, isProductionBuild, siteUrl } from './env/env';
export { blockPageFor, checkBlock, checkRedirect, loadConfigGroups, loadGateConfig, loadSiteConfig } from './services/config';
export type { SiteConfig } from './schemas/config';

// Stores (read-only) and the commands that change shared ones -----------------------------------
export { $language } from './stores/language';
export { $route } from './stores/route';
export type { CurrentRoute } from './stores/route';
export { $isAuthorized, $session } from './stores/session';
export { $siteConfig } from './stores/site-config';
export { $maintenance, $maintenanceActive } from './stores/maintenance';
export { $globalSettings, DEFAULT_GLOBAL_SETTINGS, setGlobalSetting } from './stores/global-settings';
export type { CoefViewId } from './stores/global-settings';
export { $appStates } from './stores/app-states';
export { $couponOddIds } from './stores/coupon';
export { $modalStack, closeModal, openModal } from './stores/modal';
export type { ModalId, ModalRequest } from './stores/modal';
export { $visibleNotifications, dismissNotification, notify } from './stores/notifications';
export type { KickoffNotification } from './stores/notifications';
export { $navigationBlocked, blockNavigation, whileNavigationBlocked } from './stores/navigation-block';
export { $paymentsConsultant, PAYMENTS_CONSULTANT_PARAM, rememberQueryFlags } from './stores/query-flags';

// Writers of stores with one owner (claimed once; a second claim throws) -------------------------
export { claimRootConfigWriters } from './stores/root-config-writers';
export { claimCouponSelectionWriter } from './stores/coupon';

// Events --------------------------------------------------------------------------------------------
export { emit, handle, listen } from './events/bus';

// API client ----------------------------------------------------------------------------------------
export { api } from './api/shared-client';
export { errorText } from './api/errors';

// Texts (i18n) --------------------------------------------------------------------------------------
export { addInlineTexts, addTranslations, t, whenTextsReady } from './i18n/i18n';
export { messageText } from './i18n/message-text';
export { formatMoney } from './i18n/money';

// Storage -------------------------------------------------------------------------------------------
export { consentAllows, CookieNames, readCookie, readLanguageCookie, writeCookie } from './storage/cookies';
export type { ConsentPurpose } from './storage/cookies';
export { acceptStored } from './storage/stored-value';
export { getWebStorage, readStored, removeStored, writeStored } from './storage/web-storage';

// Loading modules, applications and parcels -----------------------------------------------------
export { AppLoadState } from './loading/app-load-state';
export { createRemoteAppLoader } from './loading/remote-app-loader';
export { loadModuleLifecycles, mountModuleParcel } from './loading/module-parcel';
export type { ModuleParcel } from './loading/module-parcel';
export { reloadForChunkError } from './loading/chunk-reload-guard';
/** Imports a Kickoff module by its import-map name (a module with no lifecycles, such as `@kickoff/embeds`). */
export { importModule } from './loading/import-module';
export { PLATFORM_VERSION } from './contract/compatibility';

// Routing and navigation ----------------------------------------------------------------------------
export { NOT_FOUND } from './routing/route-table';
export { resolve } from './routing/resolve';
export type { ResolveContext } from './routing/resolve';
export { href, pathWithLanguage } from './routing/links';
export { splitLanguage } from './routing/language';
export type { AppName, LayoutName, Resolution } from './routing/types';
export { navigate, safeReturnPath } from './navigation';
export { systemClock } from './timers/clock';
export { afterLoad, afterLoadAndDelay } from './timers/after-load';
export type { Clock } from './timers/clock';
export { applyViewMode, decideViewMode, isIpadLike, PLATFORM_TYPE_PARAM } from './routing/view-mode';
export type { ViewMode, ViewModeDecision, ViewModeInput } from './routing/view-mode';

// Styles --------------------------------------------------------------------------------------------
export { allStyleSheets, onStyleSheetsChange, registerStyles, whenStylesReady, type StyleLoader } from './styles/adopt';

// React helpers -------------------------------------------------------------------------------------
export { reactLifecycles } from './react/lifecycles';
export { useStore } from '@nanostores/react';
export { useHref, useRoute, useT } from './react/hooks';
export { lazyComponent, lazyParcel } from './react/lazy';
export { screen, screenLookup } from './react/screen-table';
export { useResource } from './react/use-resource';
export type { Resource } from './react/use-resource';
export type { ScreenLoader, ScreenTable } from './react/screen-table';
export { ShellParcel } from './react/ShellParcel';
export { Icon } from './react/Icon';
export { ICON_NAMES, isIconName } from './ui/icons';
export type { IconName } from './ui/icons';
export { NotFoundPage } from './react/NotFoundPage';
export { RouteParamList } from './react/RouteParamList';

// Module contracts (layout slots, parcels each module exports) ------------------------------------
export { LAYOUT_SLOTS } from './contracts';
// Server-rendered first views (issue 25) ------------------------------------------------------------
export { PARCEL_MARK, SERVER_VIEW_ATTR, SKELETON_IDS, SLOT_SPECS, AFTER_FRAME_SLOTS, slotClass } from './layout-skeleton';
export { SERVER_STYLE_MODULE_ATTR } from './styles/server-style-attr';
export { useHydrated, useStoreAsDrawn } from './react/use-hydrated';
export { dropFirstViewData, firstViewFeed, firstViewReply, isServerPass, SERVER_LOAD_MS, wantForFirstView } from './first-view/first-view';
export type { ShellPageParcelName, ShellParcelName, SlotName } from './contracts';

// Identity: stores, actions, start-up ---------------------------------------------------------------
export { $accountBusy, $accounts, $activeAccount, $authGroup, $ban, $captchaRequest, $isVerified, $loginAttempts, $protectionStatus, $requiredProfileFields, $userConfig } from './identity/stores';
export {
  addCurrency,
  applyBalances,
  cancelCaptcha,
  completeSocialRegistration,
  confirmTerms,
  forgotPasswordCall,
  forgotPasswordCode,
  forgotPasswordSave,
  loadAuthGroup,
  loadCountries,
  loadCurrencies,
  loadSocialRegistration,
  login,
  logout,
  refreshCaptcha,
  register,
  reloadAccounts,
  reloadUserConfig,
  removeCurrency,
  sendLoginSms,
  sendRegistrationSms,
  socialSignIn,
  submitCaptcha,
  switchAccount,
} from './identity/facade';
export { startIdentity } from './identity/startup';
// Form rules (personal data, phone masks): a lazy chunk, loaded by the forms that use it.
export { loadFormRules } from './forms/load';
export type { FormRules } from './forms/load';
export type { DocumentType, PersonalData, PersonalDataField, PersonalDataProblem } from './forms/personal-data';
export type { PhoneMaskRecord, PhoneProblem } from './forms/phone-mask';
export type { PhoneMasking } from './forms/phone-masking';
export { adoptPreloadedSession } from './identity/preloaded-session';
export type { ActionResult, LoginInput, RegistrationInput, SocialRegistrationDetails, SocialStartOptions } from './identity/contract';
export { AuthErrorCodes } from './schemas/auth-core';
export type { Account, AccountsState, AuthFormMode, AuthGroup, Country, Currency, RegistrationType, SocialNetwork } from './schemas/auth';
export { withBalancesMeta } from './schemas/balances';
export type { AccountBalance, BalancesMeta } from './schemas/balances';

// Sportsbook schemas (replies the apps validate, and their types) ------------------------------
export { BetSchema } from './schemas/bet';
export type { Bet } from './schemas/bet';
export { ChampsResponseSchema, FeedPollMs, SportsResponseSchema, StandingSchema, StandingsResponseSchema, TimeFilters } from './schemas/feed';
export type { Champ, GamesQuery, GamesResponse, LottoDraw, Result, Section, Sport, TimeFilter, TotoDraw } from './schemas/feed';
export { GamesPreviewResponseSchema } from './schemas/games';
export { RegistrationReminderGroupSchema, SupportGroupSchema } from './schemas/groups';
export type { RegistrationReminderGroup, SupportGroup } from './schemas/groups';

// Odds ----------------------------------------------------------------------------------------------
export { allowedCoefViews, effectiveCoefView, formatCoef, roundCoef } from './odds/format';
export { parseCoef } from './odds/parse';

// Sportsbook feed -----------------------------------------------------------------------------------
export { createFeedStore, timerSeconds } from './feed/store';
export type { FeedStore, GameHeader, GameTimer, MarketShape } from './feed/store';
export { createFeedPoller } from './feed/poller';
export type { FeedPoller, FeedPollerStatus } from './feed/poller';
export { sharedOddRegistry } from './feed/odds-registry';
export type { OddView } from './feed/odds-registry';
export type { GameOrder } from './feed/merge';
export {
  adaptiveFeedInterval,
  feedPollInterval,
  fetchChamps,
  fetchGame,
  fetchGames,
  fetchLottoDraw,
  fetchLottoDraws,
  fetchResults,
  fetchSports,
  fetchStandings,
  fetchTotoDraws,
  isNotFound,
} from './feed/api';
export type { ChampsQuery, SportsQuery } from './feed/api';
export { buildBet, findOdd, formatStartDateTime } from './feed/bet';
