/**
 * The display preferences' runtime (shell-parcels/src/display/runtime.ts) and the screen classes: kept
 * settings restored (a stored null ignored, broken storage ignored), changes kept in localStorage and the
 * spec's cookies (with functional consent), the hidden panels mirrored on <html>, the site config's default
 * view applied without being kept; screen classes updated at most every 100 ms.
 */
import { $globalSettings, setGlobalSetting, type SiteConfig } from '@kickoff/platform';
import { resetGlobalSettings } from '../../../platform/src/stores/global-settings';
import { DEFAULT_SITE_CONFIG } from '../../../platform/src/schemas/site-config-defaults';
import { setSiteConfig } from '../../../platform/src/stores/site-config';
import { setLanguage } from '../../../platform/src/stores/language';
import { $marketsNameType, startDisplayPreferences } from '../../../shell-parcels/src/display/runtime';
import { json } from '../../support/fetch-stub';
import { DISPLAY_SETTINGS_KEY } from '../../../shell-parcels/src/display/preferences';
import { watchScreenClasses } from '../../../shell-parcels/src/display/screen-classes';
import { resetPlatformState } from '../../support/platform-state';
import { equal, ok } from '../../support/assert';

const COOKIES = ['hide_left', 'hide_right', 'app_view_type', 'tzo', 'is12h', 'isChampsGroupedByCountry', 'cookies_agree_type', 'markets_name_type'];
const clearCookies = () => {
  for (const name of COOKIES) document.cookie = `${name}=; max-age=0; path=/`;
};
const config = (patch: Partial<SiteConfig>) => setSiteConfig({ ...DEFAULT_SITE_CONFIG, ...patch });

describe('display preferences', () => {
  let stop: (() => void) | null = null;
  beforeEach(() => {
    resetPlatformState();
    resetGlobalSettings();
    setLanguage('en');
    localStorage.clear();
    clearCookies();
    document.documentElement.classList.remove('kk-hide-left', 'kk-hide-right');
  });
  afterEach(() => {
    stop?.();
    stop = null;
    localStorage.clear();
    clearCookies();
    document.documentElement.classList.remove('kk-hide-left', 'kk-hide-right');
  });

  it('restores what was kept; a stored null is ignored; the hidden panel is mirrored on <html>', () => {
    localStorage.setItem(DISPLAY_SETTINGS_KEY, JSON.stringify({ coefViewId: 2, isDetailedScore: null, isShowGameId: 1 }));
    document.cookie = 'hide_left=1; path=/';
    document.cookie = 'app_view_type=null; path=/';
    stop = startDisplayPreferences();
    const s = $globalSettings.get();
    equal(s.coefViewId, 2);
    equal(s.isShowGameId, 1);
    equal(s.isDetailedScore, 0, 'null ignored: the default stays');
    equal(s.hideLeft, true);
    equal(s.appViewType, 0);
    ok(document.documentElement.classList.contains('kk-hide-left'));
  });

  it('the market-name type: the display group\'s allowed default for a player who never chose, else the cookie', async () => {
    const realFetch = window.fetch;
    const asked: string[] = [];
    let group: unknown = { defaultMarketsNameType: 1 };
    window.fetch = ((input: RequestInfo | URL) => {
      asked.push(String(input));
      return Promise.resolve(json({ groups: { display: group } }));
    }) as typeof fetch;
    const until = async (check: () => boolean, what: string) => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
      ok(check(), what);
    };
    try {
      stop = startDisplayPreferences();
      await until(() => document.documentElement.dataset['marketsNameType'] === '1', 'the site default applied');
      equal($marketsNameType.get(), 1);
      ok(asked.some((url) => url.includes('config/group/get') && url.includes('display')), asked.join());
      stop();
      localStorage.clear();

      group = { defaultMarketsNameType: 5 };
      stop = startDisplayPreferences();
      await until(() => asked.length === 2, 'the group asked again');
      await new Promise((r) => setTimeout(r, 20));
      equal(document.documentElement.dataset['marketsNameType'], '0', 'a value that is not allowed is ignored');
      stop();
      localStorage.clear();

      group = { defaultMarketsNameType: 1 };
      document.cookie = 'markets_name_type=0; path=/';
      stop = startDisplayPreferences();
      await new Promise((r) => setTimeout(r, 30));
      equal(document.documentElement.dataset['marketsNameType'], '0', 'the player\'s choice');
      equal(asked.length, 2, 'the group is not read for a player who chose');
    } finally {
      window.fetch = realFetch;
      delete document.documentElement.dataset['marketsNameType'];
    }
  });

  it('a change made before the runtime came is kept when it starts', () => {
    setGlobalSetting('coefViewId', 2);
    stop = startDisplayPreferences();
    equal($globalSettings.get().coefViewId, 2);
    equal(localStorage.getItem(DISPLAY_SETTINGS_KEY), '{"coefViewId":2}');
  });

  it('broken storage is ignored', () => {
    localStorage.setItem(DISPLAY_SETTINGS_KEY, '{broken');
    stop = startDisplayPreferences();
    equal($globalSettings.get().coefViewId, 0);
  });

  it('keeps changes: localStorage always, the cookies with functional consent only', () => {
    stop = startDisplayPreferences();
    setGlobalSetting('coefViewId', 1);
    equal(localStorage.getItem(DISPLAY_SETTINGS_KEY), '{"coefViewId":1}');
    setGlobalSetting('hideRight', true);
    ok(!document.cookie.includes('hide_right='), 'no consent yet: no preference cookie');
    ok(document.documentElement.classList.contains('kk-hide-right'));
    document.cookie = 'cookies_agree_type=all; path=/';
    setGlobalSetting('hideLeft', true);
    ok(document.cookie.includes('hide_left=1'), document.cookie);
    ok(document.cookie.includes('hide_right=1'), document.cookie);
    setGlobalSetting('hideLeft', false);
    ok(!document.cookie.includes('hide_left='), 'back to the default: the cookie goes');
    setGlobalSetting('coefViewId', 0);
    equal(localStorage.getItem(DISPLAY_SETTINGS_KEY), '{}', 'only a cookie kept: the entry stays as the marker');
    setGlobalSetting('hideRight', false);
    equal(localStorage.getItem(DISPLAY_SETTINGS_KEY), null, 'back to the defaults: nothing stored');
    ok(!document.cookie.includes('hide_right='));
  });

  it("the site config's default view for the language applies and is not kept; a player's choice wins", () => {
    config({ coefViewDefaults: { en: 1 } });
    stop = startDisplayPreferences();
    equal($globalSettings.get().coefViewId, 1);
    equal(localStorage.getItem(DISPLAY_SETTINGS_KEY), null);
    setGlobalSetting('coefViewId', 2);
    equal(localStorage.getItem(DISPLAY_SETTINGS_KEY), '{"coefViewId":2}');
    stop();
    resetGlobalSettings();
    stop = startDisplayPreferences();
    equal($globalSettings.get().coefViewId, 2, 'the kept choice over the default');
  });

  it('a default that is not allowed is ignored', () => {
    config({ coefViewDefaults: { en: 4 }, defaultAppViewType: 7 });
    stop = startDisplayPreferences();
    equal($globalSettings.get().coefViewId, 0);
    equal($globalSettings.get().appViewType, 0);
  });
});

describe('screen classes', () => {
  it('classes by width, updated at most every 100 ms on resize', async () => {
    const classes = new Set<string>();
    const listeners: Array<() => void> = [];
    const fake = {
      innerWidth: 1000,
      document: { documentElement: { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) } } },
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    };
    watchScreenClasses(fake as unknown as Window);
    equal([...classes].sort().join(' '), 'kk-screen-below-fullhd kk-screen-low kk-screen-tablet');
    fake.innerWidth = 1920;
    for (let i = 0; i < 5; i++) listeners.forEach((fn) => fn());
    equal(classes.size, 3, 'not at once');
    await new Promise((r) => setTimeout(r, 130));
    equal(classes.size, 0, 'full HD: no class');
    fake.innerWidth = 500;
    listeners.forEach((fn) => fn());
    await new Promise((r) => setTimeout(r, 130));
    equal([...classes].sort().join(' '), 'kk-screen-below-fullhd kk-screen-low kk-screen-small kk-screen-tablet');
  });
});
