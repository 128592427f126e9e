/** Auth-state refresh (60 s, paused while hidden), terms watcher and session bootstrap, on a fake clock. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startAuthRefresher, startSessionBootstrap, startTermsWatcher } from '../../../platform/src/identity/timers';
import { $session } from '../../../platform/src/stores/session';
import { $globalSettings } from '../../../platform/src/stores/global-settings';
import { $notifications } from '../../../platform/src/stores/notifications';
import { resetPlatformState } from '../../support/platform-state';
import { createFakeClock, createFakeVisibility, createHarness, flush, json, serveUser, setRoute, tokenFor } from './helpers';

const silent = { error: () => undefined, warn: () => undefined };

test('auth state is checked every 60 s while visible, paused while hidden and checked again on return', async () => {
  resetPlatformState(); // a guest
  const clock = createFakeClock();
  const visibility = createFakeVisibility(true);
  const checks: number[] = [];
  const changes: Array<number | null> = [];
  let serverUser: number | null = null;
  const refresher = startAuthRefresher({
    clock,
    visibility,
    check: async () => {
      checks.push(clock.now());
      return serverUser;
    },
    currentUserId: () => $session.get().userId,
    onUserChange: (id) => void changes.push(id),
    log: silent,
  });
  const t0 = clock.now();
  await clock.tick(59_999);
  assert.equal(checks.length, 0);
  await clock.tick(1);
  await clock.tick(60_000);
  assert.deepEqual(checks.map((t) => t - t0), [60_000, 120_000]);

  visibility.set(false);
  await clock.tick(600_000);
  assert.equal(checks.length, 2, 'no checks while hidden');
  assert.equal(clock.pendingTimers, 0);

  serverUser = 7; // logged in elsewhere while hidden
  visibility.set(true);
  await flush();
  assert.equal(checks.length, 3, 'checked on return');
  assert.deepEqual(changes, [7]);
  await clock.tick(60_000);
  assert.equal(checks.length, 4, 'and every minute again');
  refresher.stop();
  await clock.tick(600_000);
  assert.equal(checks.length, 4);
});

test('a changed user id from the refresh updates the session and emits refresh or expired', async () => {
  const h = createHarness();
  serveUser(h.server, 8);
  let serverUser: number | null = 8;
  h.server.on('GET /web-api/auth/session-check', () => json(200, { user_id: serverUser }));
  const running = h.identity.start();
  await running.bootstrap.ready;
  assert.equal($session.get().userId, 8, 'bootstrap from the session check');
  assert.deepEqual(h.events, [], 'start-up is not a login change');

  serverUser = null;
  await h.clock.tick(60_000);
  assert.equal($session.get().userId, null);
  assert.deepEqual(h.events, [{ userId: null, reason: 'expired' }]);

  serverUser = 8;
  await h.clock.tick(60_000);
  assert.equal($session.get().userId, 8);
  assert.deepEqual(h.events.at(-1), { userId: 8, reason: 'refresh' });
  running.stop();
});

test('the session check retries 2 times at 1500 ms', async () => {
  const h = createHarness();
  const times: number[] = [];
  h.server.on('GET /web-api/auth/session-check', () => {
    times.push(h.clock.now());
    return json(503, { message: 'busy' });
  });
  const running = h.identity.start();
  await h.clock.tick(5_000);
  await running.bootstrap.ready;
  assert.deepEqual(times.map((t) => t - times[0]!), [0, 1500, 3000]);
  assert.ok(h.logs.error.some(([m]) => String(m).includes('session load failed')));
  running.stop();
});

test('bootstrap: a valid user_token cookie sets the session without asking; GET session only when not preloaded', async () => {
  const h = createHarness();
  serveUser(h.server, 7);
  h.cookies.cookie = `user_token=${tokenFor(7, h.clock.now())}; path=/`;
  h.server.on('GET /web-api/session', () => new Response(null, { status: 204 }));
  const running = h.identity.start();
  await running.bootstrap.ready;
  assert.equal($session.get().userId, 7);
  assert.equal(h.server.count('GET /web-api/auth/session-check'), 0);
  await h.clock.tick(8_000);
  assert.equal(h.server.count('GET /web-api/session'), 0, 'session preloaded from the token');
  running.stop();

  const h2 = createHarness();
  h2.cookies.cookie = `user_token=${tokenFor(7, h2.clock.now() - 7_200_000)}; path=/`; // expired
  h2.server.on('GET /web-api/auth/session-check', () => json(200, { user_id: null }));
  h2.server.on('GET /web-api/session', () => new Response(null, { status: 204 }));
  const running2 = h2.identity.start();
  await running2.bootstrap.ready;
  assert.equal($session.get().userId, null);
  assert.equal(h2.server.count('GET /web-api/auth/session-check'), 1);
  await h2.clock.tick(7_999);
  assert.equal(h2.server.count('GET /web-api/session'), 0);
  await h2.clock.tick(1);
  assert.equal(h2.server.count('GET /web-api/session'), 1, 'once, 8 s after ready');
  assert.equal(h2.server.count('POST /web-api/fingerprint'), 1, 'fingerprint starts with it');
  await h2.clock.tick(60_000);
  assert.equal(h2.server.count('GET /web-api/session'), 1);
  running2.stop();
});

test('the bootstrap waits for ready before the 8 s delay', async () => {
  const clock = createFakeClock();
  let markReady: () => void = () => undefined;
  let sessions = 0;
  const boot = startSessionBootstrap({
    clock,
    userFromToken: () => null,
    checkSession: async () => null,
    adopt: async () => undefined,
    whenReady: () => new Promise<void>((resolve) => (markReady = resolve)),
    loadSession: async () => void (sessions += 1),
    warmFingerprint: async () => null,
    log: silent,
  });
  await clock.tick(20_000);
  assert.equal(sessions, 0);
  markReady();
  await clock.tick(8_000);
  assert.equal(sessions, 1);
  boot.stop();
});

test('terms watcher: every 60 s when active; a failed status counts as not changed and is logged', async () => {
  const clock = createFakeClock();
  let active = false;
  let reply: boolean | Error = false;
  let fetches = 0;
  let changed = 0;
  const warnings: unknown[] = [];
  const watcher = startTermsWatcher({
    clock,
    isActive: () => active,
    fetchChanged: async () => {
      fetches += 1;
      if (reply instanceof Error) throw reply;
      return reply;
    },
    onChanged: () => void (changed += 1),
    log: { error: () => undefined, warn: (...a) => void warnings.push(a) },
  });
  await clock.tick(180_000);
  assert.equal(fetches, 0, 'guests and disabled feature: no calls');
  active = true;
  await clock.tick(60_000);
  assert.equal(fetches, 1);
  reply = new Error('down');
  await clock.tick(60_000);
  assert.equal(changed, 0);
  assert.equal(warnings.length, 1);
  reply = true;
  await clock.tick(60_000);
  assert.equal(changed, 1);
  watcher.stop();
  await clock.tick(600_000);
  assert.equal(fetches, 3);
});

test('terms watcher: checkNow checks at once and restarts the 60 s period', async () => {
  const clock = createFakeClock();
  let fetches = 0;
  let changed = 0;
  const watcher = startTermsWatcher({
    clock,
    isActive: () => true,
    fetchChanged: async () => {
      fetches += 1;
      return fetches === 1;
    },
    onChanged: () => void (changed += 1),
    log: { error: () => undefined, warn: () => undefined },
  });
  await clock.tick(30_000);
  watcher.checkNow();
  await clock.tick(0);
  assert.equal(fetches, 1, 'checked without waiting for the period');
  assert.equal(changed, 1);
  await clock.tick(59_000);
  assert.equal(fetches, 1, 'the period restarted at the immediate check');
  await clock.tick(1_000);
  assert.equal(fetches, 2);
  watcher.stop();
  watcher.checkNow();
  await clock.tick(120_000);
  assert.equal(fetches, 2, 'a stopped watcher never checks');
});

test('changed terms: flag set, confirm page opened, and a notice offering logout or return', async () => {
  const h = createHarness();
  serveUser(h.server, 7);
  h.cookies.cookie = `user_token=${tokenFor(7, h.clock.now())}; path=/`;
  h.server.on('GET /web-api/api-v3/v2/user/agreement-rules/status', () => json(200, { result: true, updatedAt: '2026-01-01T00:00:00Z' }));
  h.server.on('GET /web-api/session', () => new Response(null, { status: 204 }));
  h.location.pathname = '/ru/live';
  setRoute('sports', 'live');
  const running = h.identity.start();
  await running.bootstrap.ready;
  await h.clock.tick(60_000);
  assert.equal($globalSettings.get().isUserTermsChanged, true);
  assert.deepEqual(h.navigations, ['/ru/confirm']);
  const notice = $notifications.get().find((n) => n.text === 'auth_terms_changed');
  assert.ok(notice);
  assert.deepEqual(notice.actions.map((a) => a.labelKey), ['main_logout', 'auth_terms_return']);
  const back = notice.actions[1];
  assert.ok(back && 'run' in back, 'the return is a button');
  back.run();
  assert.equal(h.navigations.at(-1), '/ru/live', 'return goes back to the page');
  await h.clock.tick(60_000);
  assert.equal($notifications.get().filter((n) => n.text === 'auth_terms_changed').length, 1, 'one notice per change');
  running.stop();
});
