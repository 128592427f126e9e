/**
 * The security settings of the server in one typed object: allowed origins, body limits, login-failure
 * thresholds, rate limits and the official addresses of the site. Defaults below; `buildApp({ security })`
 * and the environment (`KICKOFF_ALLOWED_ORIGINS`, `KICKOFF_LIMITS`, `KICKOFF_OFFICIAL_DOMAINS`) override
 * them. docs/security.md lists every value.
 */
import * as v from 'valibot';
import { isHostAddress } from '@kickoff/domain-check-contracts/domains';

/** At most `max` events per `windowSeconds` (a fixed window that starts with the first event). */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

export interface SecurityConfig {
  /**
   * Origins (`scheme://host[:port]`) that may send state-changing requests. Empty: only the request's
   * own origin, and only when its host is a loopback name (a development server); a public deployment
   * must list its origins.
   */
  allowedOrigins: readonly string[];
  /**
   * Origins of pages that embed Kickoff elements (CMS landings): they may read the import map, the
   * module files and the public API's GET calls across origins (CORS, no credentials). Outside
   * production any loopback origin may too (the demo CMS page); in production only these, never `*`.
   */
  embedOrigins: readonly string[];
  /** Largest request body in bytes: the public APIs, and the test API (site config, groups). */
  bodyLimits: { api: number; testApi: number };
  /** Failed password logins within the window after which a login needs a captcha. */
  loginFailures: { windowSeconds: number; perAccount: number; perFingerprint: number; perAddress: number };
  /** Code requests (SMS, password reset, two-step) and wrong code answers. */
  codes: {
    /** Per account or phone: one code, then wait (the cool-down the player is told about). */
    cooldown: RateRule;
    /** Per account or phone. */
    perTarget: RateRule;
    perFingerprint: RateRule;
    perAddress: RateRule;
    /** Wrong answers to any code of one account or phone. */
    wrongAnswersPerTarget: RateRule;
  };
  /** Anonymous writes (fingerprints, captcha challenges, registrations) per client address. */
  anonymousWrites: RateRule;
  /** Promo-code checks (coupon, office bonuses, office settings together), per player and per client address. */
  promoChecks: RateRule;
  /**
   * The site's official addresses (`host[:port]`, the first one the primary) that the domain checker
   * compares the page's address with (GET /web-api/site/domains). Empty: not configured; the request's
   * own host is answered (outside production with its loopback variants).
   */
  officialDomains: readonly string[];
}

export const DEFAULT_SECURITY_CONFIG: SecurityConfig = {
  allowedOrigins: [],
  embedOrigins: [],
  bodyLimits: { api: 16 * 1024, testApi: 256 * 1024 },
  loginFailures: { windowSeconds: 15 * 60, perAccount: 3, perFingerprint: 3, perAddress: 10 },
  codes: {
    cooldown: { max: 1, windowSeconds: 60 },
    perTarget: { max: 5, windowSeconds: 3600 },
    perFingerprint: { max: 10, windowSeconds: 3600 },
    perAddress: { max: 30, windowSeconds: 3600 },
    wrongAnswersPerTarget: { max: 10, windowSeconds: 3600 },
  },
  anonymousWrites: { max: 100, windowSeconds: 600 },
  promoChecks: { max: 10, windowSeconds: 60 },
  officialDomains: [],
};

/** Overrides: any subset of the settings, nested objects merged key by key. */
export type SecurityOverrides = {
  allowedOrigins?: readonly string[];
  embedOrigins?: readonly string[];
  bodyLimits?: Partial<SecurityConfig['bodyLimits']>;
  loginFailures?: Partial<SecurityConfig['loginFailures']>;
  codes?: { [K in keyof SecurityConfig['codes']]?: Partial<RateRule> };
  anonymousWrites?: Partial<RateRule>;
  promoChecks?: Partial<RateRule>;
  officialDomains?: readonly string[];
};

const Count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000));
const Seconds = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7 * 24 * 3600));
const Bytes = v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(16 * 1024 * 1024));
const Rule = v.strictObject({ max: v.optional(Count), windowSeconds: v.optional(Seconds) });
/** `scheme://host[:port]`, nothing after it. */
const OriginSchema = v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/, 'an origin is scheme://host[:port]'), v.toLowerCase());
/** `host[:port]` (`kickoff.example`, `127.0.0.1:5189`), lower-cased, a trailing dot of the name dropped; the message names the entry. */
const OfficialDomainSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.transform((host) => host.replace(/\.(?=:\d+$|$)/, '')),
  v.check(isHostAddress, (issue) => `"${String(issue.input)}" is not an address: a host name or IP address with an optional port, no scheme, no path`),
);
/** Official addresses in order, each once (the first stays the primary). */
const OfficialDomainsSchema = v.pipe(v.array(OfficialDomainSchema), v.transform((hosts) => [...new Set(hosts)]));

const OverridesSchema = v.strictObject({
  allowedOrigins: v.optional(v.array(OriginSchema)),
  embedOrigins: v.optional(v.array(OriginSchema)),
  bodyLimits: v.optional(v.strictObject({ api: v.optional(Bytes), testApi: v.optional(Bytes) })),
  loginFailures: v.optional(
    v.strictObject({ windowSeconds: v.optional(Seconds), perAccount: v.optional(Count), perFingerprint: v.optional(Count), perAddress: v.optional(Count) }),
  ),
  codes: v.optional(
    v.strictObject({
      cooldown: v.optional(Rule),
      perTarget: v.optional(Rule),
      perFingerprint: v.optional(Rule),
      perAddress: v.optional(Rule),
      wrongAnswersPerTarget: v.optional(Rule),
    }),
  ),
  anonymousWrites: v.optional(Rule),
  promoChecks: v.optional(Rule),
  officialDomains: v.optional(OfficialDomainsSchema),
});

function merged<T extends object>(base: T, patch: Partial<T> | undefined): T {
  const out = { ...base };
  for (const [key, value] of Object.entries(patch ?? {})) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}

/** The defaults with the overrides applied; the overrides are validated (a bad value throws). */
export function resolveSecurityConfig(...layers: ReadonlyArray<SecurityOverrides | undefined>): SecurityConfig {
  let config = DEFAULT_SECURITY_CONFIG;
  for (const layer of layers) {
    if (!layer) continue;
    const patch = v.parse(OverridesSchema, layer);
    const codes = { ...config.codes };
    for (const key of Object.keys(codes) as Array<keyof SecurityConfig['codes']>) codes[key] = merged(codes[key], patch.codes?.[key]);
    config = {
      allowedOrigins: patch.allowedOrigins ?? config.allowedOrigins,
      embedOrigins: patch.embedOrigins ?? config.embedOrigins,
      bodyLimits: merged(config.bodyLimits, patch.bodyLimits),
      loginFailures: merged(config.loginFailures, patch.loginFailures),
      codes,
      anonymousWrites: merged(config.anonymousWrites, patch.anonymousWrites),
      promoChecks: merged(config.promoChecks, patch.promoChecks),
      officialDomains: patch.officialDomains ?? config.officialDomains,
    };
  }
  return config;
}

/**
 * KICKOFF_ALLOWED_ORIGINS and KICKOFF_EMBED_ORIGINS (comma-separated origins), KICKOFF_OFFICIAL_DOMAINS
 * (comma-separated `host[:port]`, the primary first) and KICKOFF_LIMITS (JSON with any subset of the
 * other settings, e.g. `{"codes":{"cooldown":{"windowSeconds":30}}}`); unset ones are left out.
 */
export function securityOverridesFromEnv(env: Record<string, string | undefined>): SecurityOverrides {
  let overrides: SecurityOverrides = {};
  const limits = env.KICKOFF_LIMITS?.trim();
  if (limits) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(limits);
    } catch {
      throw new Error('KICKOFF_LIMITS must be JSON');
    }
    overrides = v.parse(OverridesSchema, parsed);
  }
  const origins = env.KICKOFF_ALLOWED_ORIGINS?.trim();
  if (origins) overrides = { ...overrides, allowedOrigins: v.parse(v.array(OriginSchema), origins.split(',').filter((o) => o.trim() !== '')) };
  // A wildcard is not an origin: the schema refuses `*`, so an allow-list is always explicit.
  const embeds = env.KICKOFF_EMBED_ORIGINS?.trim();
  if (embeds) overrides = { ...overrides, embedOrigins: v.parse(v.array(OriginSchema), embeds.split(',').filter((o) => o.trim() !== '')) };
  const domains = env.KICKOFF_OFFICIAL_DOMAINS?.trim();
  if (domains) {
    const parsed = v.safeParse(OfficialDomainsSchema, domains.split(',').filter((d) => d.trim() !== ''));
    if (!parsed.success) throw new Error(`KICKOFF_OFFICIAL_DOMAINS: ${parsed.issues[0].message}`);
    overrides = { ...overrides, officialDomains: parsed.output };
  }
  return overrides;
}
