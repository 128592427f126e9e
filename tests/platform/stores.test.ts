import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isMaintenanceActive } from '../../platform/src/stores/maintenance';
import { makeNotification, visibleNotifications, AUTO_CLOSE_MS } from '../../platform/src/stores/notifications';
import { $globalSettings, DEFAULT_GLOBAL_SETTINGS, setGlobalSetting, setSettingsUserId } from '../../platform/src/stores/global-settings';
import { resetPlatformState } from '../support/platform-state';
import { safeReturnPath } from '../../platform/src/navigation';

const base = { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: true, web_state: 1 };
const t = (iso: string) => Date.parse(iso);

test('maintenance is active between notify start and notify end, only when the flag is on', () => {
  const cfg = { ...base, notify_started_at: '2026-11-23T10:00:00Z', notify_ended_at: '2026-11-23T12:00:00Z' };
  assert.equal(isMaintenanceActive(cfg, t('2026-11-23T09:59:59Z')), false);
  assert.equal(isMaintenanceActive(cfg, t('2026-11-23T10:00:00Z')), true);
  assert.equal(isMaintenanceActive(cfg, t('2026-11-23T11:59:59Z')), true);
  assert.equal(isMaintenanceActive(cfg, t('2026-11-23T12:00:00Z')), false);
  assert.equal(isMaintenanceActive({ ...cfg, isActive: false }, t('2026-11-23T11:00:00Z')), false);
  assert.equal(isMaintenanceActive(base, 0), true, 'no bounds: active while the flag is on');
  assert.equal(isMaintenanceActive(null, 0), false);
  assert.equal(isMaintenanceActive({ ...base, notify_started_at: 'garbage' }, 0), true, 'an unreadable bound is open');
});

test('notifications: default titles, auto-close 10 s in the default group only, group limits', () => {
  const err = makeNotification({ text: 'x', severity: 'error' }, 1);
  assert.equal(err.title, 'main_error');
  assert.equal(err.autoCloseMs, AUTO_CLOSE_MS);
  assert.equal(makeNotification({ text: 'x', severity: 'success' }, 1).title, 'main_done');
  const other = makeNotification({ text: 'x', group: 'maintenance' }, 1);
  assert.equal(other.autoCloseMs, null);
  const list = [1, 2, 3, 4].map((i) => makeNotification({ text: `d${i}` }, i)).concat([5, 6].map((i) => makeNotification({ text: `m${i}`, group: 'm' }, i)));
  assert.deepEqual(visibleNotifications(list).map((n) => n.text), ['d2', 'd3', 'd4', 'm6']);
});

test('settings user id is set only when it differs, and resets the profile ids', () => {
  resetPlatformState();
  setGlobalSetting('lineProfileId', 5);
  setGlobalSetting('liveProfileId', 6);
  setGlobalSetting('profileIdTimestamp', 7);
  const before = $globalSettings.get();
  setSettingsUserId(null);
  assert.equal($globalSettings.get(), before, 'same id: untouched');
  setSettingsUserId(42);
  assert.equal($globalSettings.get().userId, 42);
  assert.equal($globalSettings.get().lineProfileId, null);
  assert.equal($globalSettings.get().profileIdTimestamp, null);
  assert.equal(DEFAULT_GLOBAL_SETTINGS.timeZone, 3);
  assert.equal(DEFAULT_GLOBAL_SETTINGS.isDisplayStatsInNewWindow, 1);
});

test('return URLs stay on the same origin', () => {
  const o = 'https://kickoff.test';
  assert.equal(safeReturnPath('/ru/office/account?x=1', o), '/ru/office/account?x=1');
  for (const bad of ['//evil.com', '/\\evil.com', 'javascript:alert(1)', 'https://evil.com/ru', '', null, 'ru/x']) {
    assert.equal(safeReturnPath(bad, o), null, String(bad));
  }
});
