/**
 * Display preferences kept across reloads (account spec §3 "Global settings", §5, §9; docs/architecture.md
 * "Display preferences"). Pure: the sources are passed in.
 *
 * - Cookies with the spec's names keep the side panels (`hide_left`, `hide_right`: 0/1), the app view type
 *   (`app_view_type`), the time zone (`tzo`), the 12-hour clock (`is12h`) and grouping by country
 *   (`isChampsGroupedByCountry`); writing them needs functional cookie consent (platform cookies.ts).
 * - localStorage `kickoff.displaySettings` keeps the rest of the list: the coefficient view, theme, font
 *   size and the 0/1 flags.
 * - Loading is per value: a stored null or object is ignored (account spec §5), so is any value its
 *   schema refuses, and broken storage is ignored as a whole.
 * - Only what differs from the defaults is kept, so a site-config default (coefficient view by language or
 *   geo country, default app view type; used only when an allowed value) still applies to a player who never
 *   chose otherwise.
 */
import * as v from 'valibot';
import { allowedCoefViews, CookieNames, DEFAULT_GLOBAL_SETTINGS, type SiteConfig } from '@kickoff/platform';

export type GlobalSettings = typeof DEFAULT_GLOBAL_SETTINGS;

export const DISPLAY_SETTINGS_KEY = 'kickoff.displaySettings';

const Flag = v.picklist([0, 1]);
const CookieFlag = v.pipe(v.union([v.picklist([0, 1]), v.picklist(['0', '1']), v.boolean()]), v.transform((x) => x === 1 || x === '1' || x === true));
const AppViewType = v.pipe(v.union([v.picklist([0, 1]), v.picklist(['0', '1'])]), v.transform((x) => (Number(x) === 1 ? 1 : 0) as 0 | 1));
const AllCoefViews = [...allowedCoefViews(0), ...allowedCoefViews(1)];
const CoefView = v.pipe(v.number(), v.check((x) => (AllCoefViews as readonly number[]).includes(x)), v.transform((x) => x as GlobalSettings['coefViewId']));

/** Settings kept in cookies: setting → cookie name and the schema of a cookie value. */
export const COOKIE_SETTINGS = {
  hideLeft: { cookie: CookieNames.hideLeft, schema: CookieFlag },
  hideRight: { cookie: CookieNames.hideRight, schema: CookieFlag },
  appViewType: { cookie: CookieNames.appViewType, schema: AppViewType },
  is12h: { cookie: CookieNames.is12h, schema: CookieFlag },
  timeZone: { cookie: CookieNames.tzo, schema: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,2}(?:\.\d+)?$/), v.transform(Number))]), v.number(), v.minValue(-12), v.maxValue(14)) },
  isGroupByCountry: { cookie: CookieNames.isChampsGroupedByCountry, schema: CookieFlag },
} as const;
type CookieSetting = keyof typeof COOKIE_SETTINGS;

/** Settings kept in localStorage, with their schemas. */
export const STORED_SETTINGS = {
  coefViewId: CoefView,
  appTheme: Flag,
  appFontSize: v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(24)),
  isAccumulatorOfTheDay: Flag,
  isLiveAccumulatorOfTheDay: Flag,
  isAppCompactView: Flag,
  isAppLightVersion: Flag,
  isBestMatchesOnTop: Flag,
  isBetGenerator: Flag,
  isDetailedScore: Flag,
  isDisplayStatsInNewWindow: Flag,
  isMoveVideoOnScroll: Flag,
  isShowGameId: Flag,
  isShowSportsOnly: Flag,
  isTeamLogosInCoupon: Flag,
} as const;
type StoredSetting = keyof typeof STORED_SETTINGS;

export type KeptSetting = CookieSetting | StoredSetting;
export type KeptSettings = Partial<Pick<GlobalSettings, KeptSetting>>;
export const KEPT_SETTINGS = [...Object.keys(COOKIE_SETTINGS), ...Object.keys(STORED_SETTINGS)] as KeptSetting[];

/** A stored value the spec says to ignore (account spec §5), before its schema is asked. */
const ignored = (value: unknown): boolean => value === null || value === undefined || typeof value === 'object';

function accept<S extends v.GenericSchema>(value: unknown, schema: S): v.InferOutput<S> | undefined {
  if (ignored(value)) return undefined;
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}

/** The localStorage part from its raw text (null: nothing stored); broken JSON or a non-object gives {}. */
export function readStoredSettings(raw: string | null): KeptSettings {
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const record = parsed as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(STORED_SETTINGS)) {
    const value = accept(record[key], schema);
    if (value !== undefined) out[key] = value;
  }
  return out as KeptSettings;
}

/** The cookie part: `read(name)` answers a cookie's raw text or undefined. JSON-looking text is parsed first. */
export function readCookieSettings(read: (cookieName: string) => string | undefined): KeptSettings {
  const out: Record<string, unknown> = {};
  for (const [key, { cookie, schema }] of Object.entries(COOKIE_SETTINGS)) {
    const raw = read(cookie);
    if (raw === undefined) continue;
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      /* plain text */
    }
    const accepted = accept(value, schema);
    if (accepted !== undefined) out[key] = accepted;
  }
  return out as KeptSettings;
}

/**
 * The defaults the site config gives (account spec §5: only allowed values; §9: the coefficient view from
 * the geo country, else the language): the app view type, and the coefficient view when the resulting app
 * view type allows it.
 */
export function configDefaults(
  config: Pick<SiteConfig, 'coefViewDefaults' | 'defaultAppViewType' | 'geoCountryId'>,
  lang: string,
): KeptSettings {
  const out: KeptSettings = {};
  if (config.defaultAppViewType === 0 || config.defaultAppViewType === 1) out.appViewType = config.defaultAppViewType;
  const allowed: readonly number[] = allowedCoefViews(out.appViewType ?? DEFAULT_GLOBAL_SETTINGS.appViewType);
  const candidates = [config.coefViewDefaults[String(config.geoCountryId)], config.coefViewDefaults[lang]];
  const view = candidates.find((c): c is number => typeof c === 'number' && allowed.includes(c));
  if (view !== undefined) out.coefViewId = view as GlobalSettings['coefViewId'];
  return out;
}

/** The settings to start from: the defaults, the site config's defaults over them, what was kept over both. */
export function startingSettings(defaults: KeptSettings, kept: KeptSettings): KeptSettings {
  return { ...defaults, ...kept };
}

/** What to keep: the kept settings that differ from the (config-resolved) defaults. */
export function settingsToKeep(settings: GlobalSettings, defaults: KeptSettings): KeptSettings {
  const out: Record<string, unknown> = {};
  for (const key of KEPT_SETTINGS) {
    const base = defaults[key] ?? DEFAULT_GLOBAL_SETTINGS[key];
    if (settings[key] !== base) out[key] = settings[key];
  }
  return out as KeptSettings;
}

/** The kept settings split by where they live; cookie values as written (0/1 for flags). */
export function splitForStorage(kept: KeptSettings): { stored: Record<string, unknown>; cookies: Record<string, string | number> } {
  const stored: Record<string, unknown> = {};
  const cookies: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(kept)) {
    if (key in COOKIE_SETTINGS) cookies[COOKIE_SETTINGS[key as CookieSetting].cookie] = typeof value === 'boolean' ? (value ? 1 : 0) : (value as number);
    else stored[key] = value;
  }
  return { stored, cookies };
}
