/**
 * The wire contracts the reference server shares with the browser (`@kickoff/contracts`): request and
 * reply schemas, their types, paths, error codes, the site-config defaults and the route table the
 * shell page status comes from. Re-exported by name, so the server's view of the platform is explicit.
 */
export {
  API_BASES,
  BlockingReasonsGroupSchema,
  BlockRequestSchema,
  BlockResponseSchema,
  ConfigGroupsResponseSchema,
  EnvSchema,
  MaintenanceGroupSchema,
  PreloadedSessionSchema,
  PreloadSchema,
  RedirectRequestSchema,
  RedirectResponseSchema,
  SiteConfigSchema,
} from '../schemas/config';
export type {
  BlockingReason,
  Env,
  MaintenanceConfig,
  Preload,
  PreloadedSession,
  RedirectResponse,
  SiteConfig,
} from '../schemas/config';
export { DEFAULT_SITE_CONFIG } from '../schemas/site-config-defaults';
export { RegistrationReminderGroupSchema, SupportGroupSchema } from '../schemas/groups';
export type { RegistrationReminderGroup, SupportGroup } from '../schemas/groups';
export { DisplayGroupSchema, type DisplayGroup } from '../schemas/display-group';
export { GamesPreviewQuerySchema, GamesPreviewResponseSchema } from '../schemas/games';
export type { GamePreview } from '../schemas/games';
export {
  AccountsResponseSchema,
  AccountsStateSchema,
  AuthErrorCodes,
  AuthHeaders,
  AuthPaths,
  CaptchaChallengeSchema,
  CaptchaTimeResponseSchema,
  CaptchaValidateRequestSchema,
  CaptchaValidateResponseSchema,
  CookieAgreementRequestSchema,
  CountriesResponseSchema,
  CurrenciesResponseSchema,
  CurrencyChangeRequestSchema,
  CurrencyChangeResponseSchema,
  FingerprintRecordSchema,
  FingerprintRequestSchema,
  ForgotCallRequestSchema,
  ForgotCallResponseSchema,
  ForgotCodeRequestSchema,
  ForgotCodeResponseSchema,
  ForgotSaveRequestSchema,
  ForgotSaveResponseSchema,
  LoginEmailRequestSchema,
  LoginPhoneRequestSchema,
  LoginResponseSchema,
  LoginSmsRequestSchema,
  LoginSocialRequestSchema,
  LoginTokenRequestSchema,
  PhoneMasksResponseSchema,
  ReferencePaths,
  RegistrationRequestSchema,
  RegistrationResponseSchema,
  RightsResponseSchema,
  SendSmsRequestSchema,
  SendSmsResponseSchema,
  SessionCheckResponseSchema,
  SessionPaths,
  SocialPaths,
  SocialTwoStepRequestSchema,
  SwitchAccountRequestSchema,
  TermsStatusResponseSchema,
  TokenClaimsSchema,
  TokenResponseSchema,
  TwoStepRequestSchema,
  UserConfigResponseSchema,
  UserConfigSchema,
  VERIFICATION_SUCCESS_GROUP_CODE,
  VideoTokenResponseSchema,
} from '../schemas/auth';
export type {
  AccountsState,
  Country,
  Currency,
  FingerprintRecord,
  LoginResponse,
  RegistrationRequest,
  RegistrationResponse,
  TokenClaims,
  UserConfig,
} from '../schemas/auth';
export {
  SOCIAL_CONFIRM_PARAM,
  SOCIAL_ERROR_PARAM,
  SocialErrorCodes,
  SocialOneTapClientIdResponseSchema,
  SocialOneTapFormSchema,
  SocialProviderPaths,
  SocialProvidersResponseSchema,
  SocialRegistrationDetailsSchema,
  SocialRegistrationDoneSchema,
  SocialRegistrationQuerySchema,
  SocialRegistrationRequestSchema,
  SocialStartRequestSchema,
} from '../schemas/social';
export type { SocialErrorCode, SocialProvidersResponse, SocialRegistrationDetails, SocialRegistrationRequest, SocialStartRequest } from '../schemas/social';
export { AccountBalanceSchema, BalancesMetaSchema } from '../schemas/balances';
export type { AccountBalance, BalancesMeta } from '../schemas/balances';
export {
  ChampsQuerySchema,
  ChampsResponseSchema,
  DrawQuerySchema,
  FeedPaths,
  GameQuerySchema,
  GameResponseSchema,
  GamesQuerySchema,
  GamesResponseSchema,
  LottoDrawResponseSchema,
  LottoDrawsQuerySchema,
  LottoDrawsResponseSchema,
  MarketKinds,
  ResultsQuerySchema,
  ResultsResponseSchema,
  SportsQuerySchema,
  SportsResponseSchema,
  StandingSchema,
  StandingsQuerySchema,
  StandingsResponseSchema,
  TotoDrawResponseSchema,
  TotoDrawsResponseSchema,
} from '../schemas/feed';
export type {
  Champ,
  Game,
  GamesQuery,
  GamesResponse,
  LottoDraw,
  Market,
  MarketKind,
  Odd,
  Section,
  Sport,
  TimeFilter,
  TotoDraw,
} from '../schemas/feed';
export { createMatcher } from '../routing/matcher';
export { BAN_PAGE, NOT_FOUND, ROUTES } from '../routing/route-table';
export { LAYOUT_SLOTS } from '../contracts';
export { isMaintenanceActive } from '../stores/maintenance-window';
export { SERVER_VIEW_ATTR, skeletonHtml } from '../layout-skeleton';
export { FIRST_VIEW_BLOCK_ID, ServerViewReplySchema } from '../first-view/data';
export { SERVER_STYLE_ATTR, SERVER_STYLE_MODULE_ATTR } from '../styles/server-style-attr';
export type { FirstViewData } from '../first-view/data';
export type { RenderServerView, ServerViewReply, ServerViewRequest } from '../first-view/server-view';
export { banRedirect } from '../routing/resolve';
export { DEFAULT_LANGUAGE, splitLanguage } from '../routing/language';

export { activationTypeAfterPhoneBinding, banStateOf, isVerifiedConfig, protectionStatusOf } from '../identity/derived';
// The platform contract's versions and module manifests (issue 26): the deploy service refuses a misfit too.
export { describeIncompatibility, incompatibilities, ModuleManifestSchema } from '../contract/manifest';
export type { VersionProblem } from '../contract/manifest';
export { satisfies, parseVersion } from '../contract/versions';
// The in-house analytics collector under /fatman-api/ (issue 28; docs/api.md "Analytics").
export {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_PATHS,
  AnalyticsBatchReplySchema,
  AnalyticsBatchSchema,
  AnalyticsCountersQuerySchema,
  AnalyticsCountersReplySchema,
  AnalyticsErrorCodes,
  AnalyticsEventSchema,
} from '../schemas/analytics';
export type { AnalyticsBatch, AnalyticsCounter, AnalyticsEvent } from '../schemas/analytics';
// The personal-data and phone-mask rules the browser's forms check with (loadFormRules), for the server's own checks.
export * as PersonalDataRules from '../forms/personal-data';
export type { DocumentType, PersonalData, PersonalDataField, PersonalDataProblem } from '../forms/personal-data';
export * as PhoneMaskRules from '../forms/phone-mask';
export type { PhoneMaskRecord, PhoneProblem } from '../forms/phone-mask';
