/**
 * Schemas of the configuration services (shell spec §3 and §7):
 * site config, config groups, maintenance, blocking reasons, redirect and block services.
 * Shared by the browser (validating replies) and the reference server (shaping replies).
 */
import * as v from 'valibot';

export const ScrollToTopTypeSchema = v.picklist(['angle', 'arrow']);
export const FirstDepositBonusModalTypeSchema = v.picklist(['choice', 'single']);

/** Every site-config key of shell spec §3, plus the keys Kickoff adds (documented in docs/api.md). */
export const SiteConfigSchema = v.object({
  isRegistrationAllowed: v.boolean(),
  isVipDomain: v.boolean(),
  isAvailableCustomRegistration: v.boolean(),
  isShowRegistrationWidget: v.boolean(),
  isRegistrationButtonDisabled: v.boolean(),
  isAutoLogoffEnable: v.boolean(),
  autoLogoffInactiveMinutes: v.pipe(v.number(), v.minValue(1)),
  showVipBet: v.boolean(),
  show_one_click: v.boolean(),
  isAvailableCouponBonusBet: v.boolean(),
  couponTypesWithMinAmount: v.array(v.number()),
  couponTypesWithMaxAmount: v.array(v.number()),
  isShowPaymentPageOnlyAuth: v.boolean(),
  availableRoutes: v.array(v.string()),
  isShowIdentification: v.boolean(),
  ref_id: v.number(),
  isMaintenanceDate: v.boolean(),
  maintenanceText: v.string(),
  geoCountryId: v.number(),
  geoCurrency: v.string(),
  isOneTapAuthEnabled: v.boolean(),
  minAge: v.number(),
  companyName: v.string(),
  isThirdPartyAllowed: v.boolean(),
  scrollToTopType: ScrollToTopTypeSchema,
  // Kickoff additions (spec: "not shown"):
  /** Languages offered; `authOnly` languages are hidden from guests. */
  languages: v.array(v.object({ code: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)), name: v.string(), authOnly: v.boolean() })),
  defaultLanguage: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
  /** Account-area mode (account spec §2 guards): guests go to authApp first. */
  isAccountAreaMode: v.boolean(),
  /** Confirm-terms feature flag (451 handling, terms check). */
  isConfirmTermsEnabled: v.boolean(),
  /** Update notice feature flag. */
  isUpdateNotifyEnabled: v.boolean(),
  /** Tags allowed for rules filtering (account spec §2, §5): a tagged terms change is shown only for these. */
  rulesFilterTags: v.array(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/))),
  // The welcome journey (shell spec §1, §4; docs/architecture.md "Welcome journey"):
  /** The welcome modal, once per browser. */
  isWelcomeModalEnabled: v.boolean(),
  /** The first-deposit-bonus modal on the home page, once per browser, for guests and players without a deposit. */
  isFirstDepositBonusModalEnabled: v.boolean(),
  /** Its variant: `choice` offers the sport or the casino bonus (bonus choice 1/2), `single` one offer with a deposit button. */
  firstDepositBonusModalType: FirstDepositBonusModalTypeSchema,
  /** The phone-country modal for a visitor the site cannot place (geoCountryId not a listed country). */
  isPhoneCountryModalEnabled: v.boolean(),
  // Display defaults (account spec §5, §9 "Default coefficient view comes from the language or geo format"); a value
  // that is not an allowed one is ignored by the browser (docs/architecture.md "Display preferences").
  /** Default coefficient view by geo country id ('1') or language code ('en'); the geo country's wins. */
  coefViewDefaults: v.record(v.string(), v.number()),
  /** Default app view type (0 European, 1 Asian). */
  defaultAppViewType: v.number(),
});
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;

/** Maintenance config (shell spec §3). Times are ISO-8601 strings. */
export const MaintenanceConfigSchema = v.object({
  started_at: v.nullable(v.string()),
  ended_at: v.nullable(v.string()),
  notify_started_at: v.nullable(v.string()),
  notify_ended_at: v.nullable(v.string()),
  isActive: v.boolean(),
  web_state: v.number(),
});
export type MaintenanceConfig = v.InferOutput<typeof MaintenanceConfigSchema>;

/** A blocking reason id and the special page it leads to (shell spec §4). */
export const BlockingReasonSchema = v.object({
  reason: v.number(),
  page: v.picklist(['site-updates', 'suspension', 'block', 'block-ua', 'block-ie', 'coming-soon']),
});
export type BlockingReason = v.InferOutput<typeof BlockingReasonSchema>;

/** GET /bff-api/config/group/get?groups=a,b&lang=xx → { groups: { a: ..., b: ... } } */
export const ConfigGroupsResponseSchema = v.object({
  groups: v.record(v.string(), v.unknown()),
});
export const MaintenanceGroupSchema = MaintenanceConfigSchema;
export const BlockingReasonsGroupSchema = v.array(BlockingReasonSchema);

/** POST /redirects-api/api/v1/redirect-light */
export const RedirectRequestSchema = v.object({ url: v.pipe(v.string(), v.maxLength(2048)) });
export const RedirectResponseSchema = v.object({
  redirect: v.boolean(),
  code: v.number(),
  url: v.nullable(v.string()),
  reasons: v.array(v.string()),
  breadcrumbs: v.array(v.string()),
});
export type RedirectResponse = v.InferOutput<typeof RedirectResponseSchema>;

/** POST /blocks-api/api/v2/block — displayTypeId is the blocking reason id (0: not blocked). */
export const BlockRequestSchema = v.object({ auth: v.boolean(), url: v.pipe(v.string(), v.maxLength(2048)) });
export const BlockResponseSchema = v.object({
  data: v.object({ displayTypeId: v.number(), templateTypeId: v.number() }),
});
export type BlockResponse = v.InferOutput<typeof BlockResponseSchema>;

/** Bootstrap environment the server writes into the shell page (`<script type="application/json" id="kickoff-env">`). */
export const EnvSchema = v.object({
  production: v.boolean(),
  appVersion: v.string(),
  /**
   * The service worker switch (root-config/src/service-worker/register.ts); absent means on. false is the
   * kill switch: the browser unregisters the worker (server env `KICKOFF_SERVICE_WORKER=off`).
   */
  serviceWorker: v.optional(v.boolean()),
  api: v.object({
    bff: v.string(),
    web: v.string(),
    redirects: v.string(),
    blocks: v.string(),
    limits: v.string(),
    social: v.string(),
  }),
});
export type Env = v.InferOutput<typeof EnvSchema>;

/** Base paths of the API services on the same origin: what the server mounts and writes into `kickoff-env`. */
export const API_BASES = {
  bff: '/bff-api',
  web: '/web-api',
  redirects: '/redirects-api',
  blocks: '/blocks-api',
  limits: '/limit-service-api',
  social: '/social-api',
} as const satisfies Env['api'];

/**
 * Data the server preloads into the shell page (`<script type="application/json" id="kickoff-preload">`)
 * so start-up needs no round trip (shell spec §7: config is fetched, with retries, only "if not
 * preloaded"). Every part is optional; a part that fails its schema is fetched as usual.
 */
/** The signed-in user behind the session cookie (the browser cannot read the HttpOnly cookie). */
export const PreloadedSessionSchema = v.object({ userId: v.pipe(v.number(), v.integer(), v.minValue(1)), banLevel: v.number(), banVersion: v.number() });
export type PreloadedSession = v.InferOutput<typeof PreloadedSessionSchema>;

export const PreloadSchema = v.object({
  lang: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
  /** null: a guest; absent: unknown (the browser asks the session check). */
  session: v.optional(v.unknown()),
  siteConfig: v.optional(v.unknown()),
  groups: v.optional(v.record(v.string(), v.unknown())),
  block: v.optional(v.unknown()),
  /**
   * What each module of the page's import map was built for (issue 26), by entry URL: the `requires` of its
   * manifest. The platform checks a module against it before running it, without reading the manifest again.
   */
  modules: v.optional(v.record(v.string(), v.record(v.string(), v.pipe(v.string(), v.maxLength(64))))),
});
export type Preload = v.InferOutput<typeof PreloadSchema>;
