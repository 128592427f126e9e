/**
 * Display preferences (shell-parcels/src/display/preferences.ts; account spec §3, §5, §9): robust loading
 * (null and objects ignored, broken storage ignored), the site config's defaults only when allowed, what is
 * kept, and the screen classes' thresholds.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  configDefaults, readCookieSettings, readStoredSettings, settingsToKeep, splitForStorage, startingSettings,
} from '../../../shell-parcels/src/display/preferences';
import { SCREEN_CLASSES } from '../../../shell-parcels/src/display/screen-classes';
import { DEFAULT_GLOBAL_SETTINGS } from '../../../platform/src/stores/global-settings';

const config = (patch: Partial<Parameters<typeof configDefaults>[0]> = {}) => ({
  coefViewDefaults: {}, defaultAppViewType: 0, geoCountryId: 1, ...patch,
});

test('stored settings: valid values kept, null, objects and refused values ignored one by one', () => {
  const raw = JSON.stringify({ coefViewId: 2, appTheme: null, isShowGameId: { on: 1 }, isDetailedScore: 1, appFontSize: 99, isBetGenerator: '1', unknown: 1 });
  assert.deepEqual(readStoredSettings(raw), { coefViewId: 2, isDetailedScore: 1 });
  assert.deepEqual(readStoredSettings(JSON.stringify({ coefViewId: 3 })), {}, 'not a coefficient view');
});

test('broken or foreign storage is ignored as a whole', () => {
  assert.deepEqual(readStoredSettings(null), {});
  assert.deepEqual(readStoredSettings('{not json'), {});
  assert.deepEqual(readStoredSettings('null'), {});
  assert.deepEqual(readStoredSettings('[1,2]'), {});
  assert.deepEqual(readStoredSettings('7'), {});
});

test('cookies with the spec names: flags, view type, time zone; null and objects ignored', () => {
  const jar: Record<string, string> = { hide_left: '1', hide_right: '0', app_view_type: '1', tzo: '-5', is12h: 'true', isChampsGroupedByCountry: 'null' };
  assert.deepEqual(readCookieSettings((name) => jar[name]), { hideLeft: true, hideRight: false, appViewType: 1, timeZone: -5, is12h: true });
  assert.deepEqual(readCookieSettings((name) => ({ hide_left: '{"a":1}', app_view_type: '7', tzo: 'x' })[name]), {});
});

test('site-config defaults only when allowed; geo country over language; constrained by the app view type', () => {
  assert.deepEqual(configDefaults(config({ coefViewDefaults: { en: 1 } }), 'en'), { appViewType: 0, coefViewId: 1 });
  assert.deepEqual(configDefaults(config({ coefViewDefaults: { en: 1 } }), 'ru'), { appViewType: 0 });
  assert.deepEqual(configDefaults(config({ coefViewDefaults: { en: 1, 1: 2 } }), 'en'), { appViewType: 0, coefViewId: 2 }, 'geo country 1 wins');
  assert.deepEqual(configDefaults(config({ coefViewDefaults: { en: 1, 1: 2 }, geoCountryId: 6 }), 'en'), { appViewType: 0, coefViewId: 1 }, 'another geo country');
  assert.deepEqual(configDefaults(config({ coefViewDefaults: { 1: 4, ru: 1 } }), 'ru'), { appViewType: 0, coefViewId: 1 }, 'an Asian view under the European type falls to the language');
  assert.deepEqual(configDefaults(config({ defaultAppViewType: 1, coefViewDefaults: { ru: 5 } }), 'ru'), { appViewType: 1, coefViewId: 5 });
  assert.deepEqual(configDefaults(config({ defaultAppViewType: 3, coefViewDefaults: { ru: 99 } }), 'ru'), {}, 'values that are not allowed are ignored');
});

test('what is kept: only what differs from the resolved defaults; kept values win over defaults', () => {
  const defaults = { coefViewId: 1 as const };
  assert.deepEqual(startingSettings(defaults, { coefViewId: 0 }), { coefViewId: 0 });
  assert.deepEqual(settingsToKeep({ ...DEFAULT_GLOBAL_SETTINGS, coefViewId: 1 }, defaults), {}, 'the default of the language is not kept');
  assert.deepEqual(settingsToKeep({ ...DEFAULT_GLOBAL_SETTINGS, coefViewId: 0, hideLeft: true }, defaults), { coefViewId: 0, hideLeft: true });
  assert.deepEqual(settingsToKeep({ ...DEFAULT_GLOBAL_SETTINGS, userId: 5, isUserTermsChanged: true }, {}), {}, 'not display preferences');
  assert.deepEqual(splitForStorage({ coefViewId: 2, hideLeft: true, appViewType: 1, timeZone: 5, isDetailedScore: 1 }), {
    stored: { coefViewId: 2, isDetailedScore: 1 },
    cookies: { hide_left: 1, app_view_type: 1, tzo: 5 },
  });
});

test('screen classes: below full-HD, low, tablet and small, narrowest last', () => {
  assert.deepEqual(Object.keys(SCREEN_CLASSES), ['below-fullhd', 'low', 'tablet', 'small']);
  const widths = Object.values(SCREEN_CLASSES);
  assert.deepEqual([...widths].sort((a, b) => b - a), widths);
  assert.ok(widths.every((w) => w <= 1920));
});
