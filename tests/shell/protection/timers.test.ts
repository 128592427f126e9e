/**
 * The protection runtime's timers with a fake clock (issue 12 item 4): the reality check in chunks of
 * at most 5 minutes with one deadline shared by every tab; the session ping every 30 s until the limit
 * is reached; the inactivity warning a minute before the logoff, activity throttled to 100 ms, media
 * counting as activity, and activity in another tab keeping this one signed in.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMemoryStorage } from '../../../platform/src/storage/web-storage';
import { startRealityCheck, REALITY_CHUNK_MS, REALITY_DEADLINE_KEY } from '../../../shell-parcels/src/protection/reality-check';
import { startInactivity, LAST_ACTIVE_KEY } from '../../../shell-parcels/src/protection/inactivity';
import { startSessionPing } from '../../../shell-parcels/src/protection/session-ping';
import type { PingResponse } from '../../../platform-wallet/src/schemas/limits';
import { createFakeClock } from '../../support/fake-clock';

const MIN = 60_000;

test('reality check: 12 minutes are armed as 5 + 5 + 2 minute chunks and fire once; continue starts a new period', async () => {
  const clock = createFakeClock(1_000_000);
  const storage = createMemoryStorage();
  let due = 0;
  const check = startRealityCheck({ clock, storage, userId: 7, minutes: 12, onDue: () => void due++ });
  assert.deepEqual(JSON.parse(storage.getItem(REALITY_DEADLINE_KEY) ?? ''), { userId: 7, deadline: 1_000_000 + 12 * MIN });
  await clock.tick(12 * MIN - 1);
  assert.equal(due, 0);
  await clock.tick(1);
  assert.equal(due, 1);
  assert.deepEqual(clock.delays, [REALITY_CHUNK_MS, REALITY_CHUNK_MS, 2 * MIN]);
  await clock.tick(60 * MIN);
  assert.equal(due, 1, 'nothing more until the player answers');
  check.restart();
  await clock.tick(12 * MIN);
  assert.equal(due, 2);
  check.stop();
});

test('reality check: a second tab keeps the first tab\'s deadline; another tab pushing it back delays this one; broken storage counts as none', async () => {
  const clock = createFakeClock(0);
  const storage = createMemoryStorage();
  let dueA = 0;
  let dueB = 0;
  startRealityCheck({ clock, storage, userId: 7, minutes: 10, onDue: () => void dueA++ });
  await clock.tick(4 * MIN);
  startRealityCheck({ clock, storage, userId: 7, minutes: 10, onDue: () => void dueB++ });
  // Another tab's "continue" at minute 8 moves the shared deadline to minute 18.
  await clock.tick(4 * MIN);
  storage.setItem(REALITY_DEADLINE_KEY, JSON.stringify({ userId: 7, deadline: 18 * MIN }));
  await clock.tick(2 * MIN);
  assert.deepEqual([dueA, dueB], [0, 0], 'the pushed deadline holds in both tabs');
  await clock.tick(8 * MIN);
  assert.deepEqual([dueA, dueB], [1, 1]);

  const broken = createMemoryStorage();
  broken.setItem(REALITY_DEADLINE_KEY, '{not json');
  let due = 0;
  startRealityCheck({ clock, storage: broken, userId: 7, minutes: 5, onDue: () => void due++ });
  assert.equal(JSON.parse(broken.getItem(REALITY_DEADLINE_KEY) ?? '').userId, 7, 'replaced by a fresh deadline');
  await clock.tick(5 * MIN);
  assert.equal(due, 1);
});

test('session ping: every 30 s until the server says the limit is reached, then the end once', async () => {
  const clock = createFakeClock(0);
  const replies: Array<PingResponse['status']> = ['OK', 'OK', 'SESSION_LIMIT_REACHED'];
  let pings = 0;
  let ended = 0;
  startSessionPing({
    clock,
    ping: async () => ({ status: replies[pings++] ?? 'OK', sessionEndsAt: 100, sessionStartedAt: 0, netResult: 0, currency: 'RUB' }),
    onEnded: () => void ended++,
    log: () => undefined,
  });
  await clock.tick(0);
  assert.equal(pings, 1);
  await clock.tick(29_999);
  assert.equal(pings, 1);
  await clock.tick(1);
  assert.equal(pings, 2);
  await clock.tick(30_000);
  assert.deepEqual([pings, ended], [3, 1]);
  await clock.tick(120_000);
  assert.equal(pings, 3, 'no ping after the end');
});

test('inactivity: a warning a minute before, staying resets it; the logoff at the limit', async () => {
  const clock = createFakeClock(0);
  const events: string[] = [];
  const idle = startInactivity({ clock, storage: createMemoryStorage(), minutes: 30, mediaPlaying: () => false, onWarn: () => events.push(`warn@${clock.now() / MIN}`), onLogoff: () => events.push(`logoff@${clock.now() / MIN}`) });
  await clock.tick(29 * MIN);
  assert.deepEqual(events, ['warn@29']);
  idle.activity();
  await clock.tick(29 * MIN - 1);
  assert.deepEqual(events, ['warn@29'], 'staying restarts the 30 minutes');
  await clock.tick(1);
  await clock.tick(MIN);
  assert.deepEqual(events, ['warn@29', 'warn@58', 'logoff@59']);
});

test('inactivity: activity throttled to 100 ms, playing media and another tab\'s activity count', async () => {
  const clock = createFakeClock(0);
  const storage = createMemoryStorage();
  let playing = false;
  const events: string[] = [];
  const idle = startInactivity({ clock, storage, minutes: 2, mediaPlaying: () => playing, onWarn: () => events.push('warn'), onLogoff: () => events.push('logoff') });
  await clock.tick(50);
  idle.activity();
  assert.equal(storage.getItem(LAST_ACTIVE_KEY), '50');
  await clock.tick(50);
  idle.activity();
  assert.equal(storage.getItem(LAST_ACTIVE_KEY), '50', 'within 100 ms: ignored');
  playing = true;
  await clock.tick(10 * MIN);
  assert.deepEqual(events, [], 'a playing video keeps the player signed in');
  playing = false;
  // Another tab records activity half a minute later: this tab sees it through the shared key.
  await clock.tick(30_000);
  storage.setItem(LAST_ACTIVE_KEY, String(clock.now()));
  await clock.tick(59_999);
  assert.deepEqual(events, [], 'the other tab\'s activity moved the warning');
  await clock.tick(1);
  assert.deepEqual(events, ['warn']);
  await clock.tick(60_000);
  assert.deepEqual(events, ['warn', 'logoff']);
});
