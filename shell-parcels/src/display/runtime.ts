/**
 * The display preferences' runtime (loaded by ./start.ts): applies the site config's defaults and what was
 * kept (./preferences.ts); then keeps the settings (only what differs from the defaults, including a change
 * made before this chunk came) in localStorage and the spec's cookies, and mirrors the hidden side panels
 * as <html> classes (kk-hide-left, kk-hide-right). The localStorage entry is there whenever something is
 * kept (`{}` when only cookies are): ./start.ts loads this chunk at once when it finds it. A language or
 * site-config change moves the settings the player never chose to the new defaults. The market-name type
 * (./markets-name-type.ts) is the player's `markets_name_type` cookie, else the `display` config group's allowed
 * default (loaded only for a player who never chose), else full names: `$marketsNameType` and
 * `<html data-markets-name-type>`.
 */
import {
  $globalSettings, $language, $siteConfig, CookieNames, DEFAULT_GLOBAL_SETTINGS, getWebStorage, loadConfigGroups, readCookie, removeStored,
  setGlobalSetting, writeCookie,
} from '@kickoff/platform';
import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { registerStyles } from '@kickoff/platform';
import panelsCss from './panels.css';
import {
  COOKIE_SETTINGS, configDefaults, DISPLAY_SETTINGS_KEY, KEPT_SETTINGS, readCookieSettings, readStoredSettings, settingsToKeep,
  splitForStorage, type GlobalSettings, type KeptSettings,
} from './preferences';
import {
  configMarketsNameType, DEFAULT_MARKETS_NAME_TYPE, DISPLAY_GROUP, keptMarketsNameType, resolveMarketsNameType, type MarketsNameType,
} from './markets-name-type';

/** Display-preference cookies live a year (the spec's 86400 s is the default for other cookies). */
export const PREFERENCE_COOKIE_MAX_AGE = 365 * 86_400;

const RawCookie = v.string();

function applySettings(values: KeptSettings): void {
  const current = $globalSettings.get();
  for (const key of KEPT_SETTINGS) {
    const value = values[key];
    if (value !== undefined && current[key] !== value) setGlobalSetting(key, value as never);
  }
}

function mirrorPanels(settings: GlobalSettings): void {
  const root = document.documentElement.classList;
  root.toggle('kk-hide-left', settings.hideLeft);
  root.toggle('kk-hide-right', settings.hideRight);
}

registerStyles('shell-display', panelsCss);

const marketsNameType = atom<MarketsNameType>(DEFAULT_MARKETS_NAME_TYPE);
/** The market-name type in effect (0 full, 1 short market names). */
export const $marketsNameType: ReadableAtom<MarketsNameType> = marketsNameType;

function applyMarketsNameType(type: MarketsNameType): void {
  marketsNameType.set(type);
  document.documentElement.dataset['marketsNameType'] = String(type);
}

/** The player's choice, else (once the `display` group is there) the site's allowed default; answers the stop function. */
function startMarketsNameType(): () => void {
  let live = true;
  const kept = keptMarketsNameType(readCookie(CookieNames.marketsNameType, RawCookie));
  applyMarketsNameType(resolveMarketsNameType(kept, undefined));
  if (kept === undefined) {
    loadConfigGroups([DISPLAY_GROUP], $language.get()).then(
      (groups) => live && applyMarketsNameType(resolveMarketsNameType(undefined, configMarketsNameType(groups[DISPLAY_GROUP]))),
      () => undefined, // no group: full names
    );
  }
  return () => {
    live = false;
  };
}

export function startDisplayPreferences(): () => void {
  const storage = getWebStorage('local');
  let defaults = configDefaults($siteConfig.get(), $language.get());

  // The config's defaults for what still has the built-in default; then what was kept.
  const initial: KeptSettings = {};
  const now = $globalSettings.get();
  for (const [key, value] of Object.entries(defaults) as Array<[keyof KeptSettings, unknown]>) {
    if (now[key] === defaultOf(key)) (initial as Record<string, unknown>)[key] = value;
  }
  let raw: string | null = null;
  try {
    raw = storage?.getItem(DISPLAY_SETTINGS_KEY) ?? null;
  } catch {
    raw = null;
  }
  const kept = { ...readCookieSettings((name) => readCookie(name, RawCookie)), ...readStoredSettings(raw) };
  applySettings({ ...initial, ...kept });
  mirrorPanels($globalSettings.get());

  let written = '';
  const keep = (settings: GlobalSettings) => {
    mirrorPanels(settings);
    const toKeep = settingsToKeep(settings, defaults);
    const signature = JSON.stringify(toKeep);
    if (signature === written) return;
    written = signature;
    const { stored, cookies } = splitForStorage(toKeep);
    if (Object.keys(toKeep).length === 0) removeStored(storage, DISPLAY_SETTINGS_KEY);
    else {
      try {
        storage?.setItem(DISPLAY_SETTINGS_KEY, JSON.stringify(stored));
      } catch {
        /* quota or privacy mode: the preference lasts for this page */
      }
    }
    for (const { cookie } of Object.values(COOKIE_SETTINGS)) {
      const value = cookies[cookie];
      if (value === undefined) writeCookie(cookie, '', { maxAgeSeconds: 0 });
      else writeCookie(cookie, value, { maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE, sameSite: 'Lax' });
    }
  };
  keep($globalSettings.get());

  const offSettings = $globalSettings.listen(keep);
  const redefault = () => {
    const next = configDefaults($siteConfig.get(), $language.get());
    const settings = $globalSettings.get();
    const moved: KeptSettings = {};
    for (const key of ['coefViewId', 'appViewType'] as const) {
      const before = defaults[key] ?? defaultOf(key);
      const after = next[key] ?? defaultOf(key);
      if (settings[key] === before && before !== after) (moved as Record<string, unknown>)[key] = after;
    }
    defaults = next;
    applySettings(moved);
  };
  const offConfig = $siteConfig.listen(redefault);
  const offLanguage = $language.listen(redefault);
  const offMarketsNameType = startMarketsNameType();
  return () => {
    offMarketsNameType();
    offSettings();
    offConfig();
    offLanguage();
  };
}

function defaultOf<K extends keyof GlobalSettings>(key: K): GlobalSettings[K] {
  return DEFAULT_GLOBAL_SETTINGS[key];
}
