/**
 * The media entity (account spec §3: videoId or zoneId required, with the spec's message; defaults; the id from
 * type, game and video or zone) and the video token's schedule (shell spec §6: every 10 minutes while a signed-in
 * player has a video open; a failure retries after a minute; closing drops the token), on an injected clock.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMediaEntity, MediaEntityError, MISSING_MEDIA_ID } from '../../apps/betting/src/media/entity';
import { createVideoTokenRefresher, VIDEO_TOKEN_REFRESH_MS, VIDEO_TOKEN_RETRY_MS } from '../../apps/betting/src/media/video-token';

const BASE = { type: 'video' as const, target: 'board' as const, gameId: 42, sportId: 1, title: 'A — B', gameLink: '/ru/live/football/x/42' };

test('a media entity needs a videoId or a zoneId; its id and defaults follow the spec', () => {
  assert.throws(() => createMediaEntity(BASE), (error: unknown) => error instanceof MediaEntityError && error.message === MISSING_MEDIA_ID);
  assert.throws(() => createMediaEntity({ ...BASE, videoId: '', zoneId: null }), MediaEntityError);
  const video = createMediaEntity({ ...BASE, videoId: '42' });
  assert.equal(video.id, 'video-42-42');
  assert.deepEqual(
    { autoClearable: video.autoClearable, isFloating: video.isFloating, videoSourceType: video.videoSourceType, isRecommended: video.isRecommended, zoneId: video.zoneId },
    { autoClearable: true, isFloating: false, videoSourceType: 'LIVE', isRecommended: false, zoneId: null },
  );
  assert.equal(createMediaEntity({ ...BASE, type: 'zone', zoneId: 'z1', target: 'side' }).id, 'zone-42-z1');
});

/** A clock whose timers run when the test moves time on. */
function manualClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout: (fn: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id: unknown) => void timers.delete(id as number),
    pending: () => [...timers.values()].map((t) => t.at - now),
    async advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers].sort(([, a], [, b]) => a.at - b.at)) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.fn();
      }
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

test('the video token is fetched on open, every 10 minutes while active, retried after a minute, dropped on close', async () => {
  const clock = manualClock();
  const tokens: Array<string | null> = [];
  let calls = 0;
  let fail = false;
  const refresher = createVideoTokenRefresher({
    clock,
    fetchToken: async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return `token-${calls}`;
    },
    onToken: (token) => tokens.push(token),
    onError: () => undefined,
  });
  await clock.advance(VIDEO_TOKEN_REFRESH_MS);
  assert.equal(calls, 0, 'nothing while no video is open');

  refresher.setActive(true);
  await clock.advance(0);
  assert.deepEqual(tokens, ['token-1'], 'at once when a video opens');
  assert.deepEqual(clock.pending(), [VIDEO_TOKEN_REFRESH_MS]);
  await clock.advance(VIDEO_TOKEN_REFRESH_MS - 1);
  assert.equal(calls, 1, 'not before ten minutes');
  await clock.advance(1);
  assert.deepEqual(tokens, ['token-1', 'token-2'], 'again after ten minutes');

  fail = true;
  await clock.advance(VIDEO_TOKEN_REFRESH_MS);
  assert.equal(calls, 3);
  assert.deepEqual(tokens, ['token-1', 'token-2'], 'a failed refresh keeps the last token');
  assert.deepEqual(clock.pending(), [VIDEO_TOKEN_RETRY_MS], 'and tries again after a minute');
  fail = false;
  await clock.advance(VIDEO_TOKEN_RETRY_MS);
  assert.equal(tokens.at(-1), 'token-4');

  refresher.setActive(false);
  assert.equal(tokens.at(-1), null, 'closing the last video drops the token');
  assert.deepEqual(clock.pending(), [], 'and stops the schedule');
  await clock.advance(VIDEO_TOKEN_REFRESH_MS * 3);
  assert.equal(calls, 4);
});

test('a token that arrives after the video closed is not kept', async () => {
  const clock = manualClock();
  const tokens: Array<string | null> = [];
  let release: (token: string) => void = () => undefined;
  const refresher = createVideoTokenRefresher({ clock, fetchToken: () => new Promise((resolve) => (release = resolve)), onToken: (token) => tokens.push(token) });
  refresher.setActive(true);
  refresher.setActive(false);
  release('late');
  await clock.advance(0);
  assert.deepEqual(tokens, [null]);
  assert.deepEqual(clock.pending(), []);
});

test("the stream link's schema takes a path of this site or an https URL, a date and a known type; nothing else", async () => {
  const v = await import('valibot');
  const { VideoLinkSchema } = await import('../../apps/betting/src/media/video-link');
  const link = { gameId: 42, url: '/media/demo-stream/42.webm?exp=1&sig=x', expiresAt: 1_893_456_000_000, provider: 'demo', type: 'video/webm' };
  assert.deepEqual(v.parse(VideoLinkSchema, { data: link }), { data: link });
  assert.ok(v.is(VideoLinkSchema, { data: { ...link, url: 'https://cdn.example/42.webm' } }));
  for (const bad of [
    { ...link, url: '//evil.example/x.webm' },
    { ...link, url: 'http://cdn.example/x.webm' },
    { ...link, url: 'javascript:alert(1)' },
    { ...link, type: 'text/html' },
    { ...link, expiresAt: '2030-01-01T00:00:00.000Z' },
    { ...link, gameId: 0 },
    { ...link, gameId: '42' },
  ]) assert.equal(v.is(VideoLinkSchema, { data: bad }), false, JSON.stringify(bad));
  assert.equal(v.is(VideoLinkSchema, link), false, 'the link is under data');
});
