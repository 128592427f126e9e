/**
 * Issue 27: the video token of user/updatetoken, the media call that turns it into a signed stream link
 * (token, player, game and provider checks), the demo provider's stream (ranges, expiry, signature) and
 * production, which has no provider.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { checkVideoToken, signVideoToken, videoKeys, VIDEO_TOKEN_TTL_SECONDS } from '../../../server/media/video-token';
import { DEMO, expectError } from '../identity/support';
import { FAKE_CLIP, startMedia, type MediaServer } from './support';

const VideoReplySchema = v.strictObject({
  data: v.strictObject({
    gameId: v.number(),
    url: v.pipe(v.string(), v.regex(/^\/media\/demo-stream\/\d+\.webm\?exp=\d+&sig=[\w-]{43}$/)),
    expiresAt: v.number(),
    provider: v.literal('demo'),
    type: v.literal('video/webm'),
  }),
});

const MINUTE = 60_000;

/** The keys the server derives from its token secret (the identity's `identity_secrets`). */
function serverKeys(server: MediaServer) {
  const row = server.db().prepare<[], { value: string }>("SELECT value FROM identity_secrets WHERE name = 'token_secret'").get();
  assert.ok(row);
  return videoKeys(row.value);
}

async function streamLink(server: MediaServer, gameId: number): Promise<v.InferOutput<typeof VideoReplySchema>['data']> {
  const res = await server.video(gameId, await server.videoToken());
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  return v.parse(VideoReplySchema, res.json()).data;
}

test('the video token is signed for the player, expires after 15 minutes, and a new one is issued on every call', () => {
  const keys = videoKeys('a token secret of the identity service');
  const now = Date.UTC(2026, 0, 1);
  const { token, expiresAt } = signVideoToken(keys.token, DEMO.demo.id, now);
  assert.equal(expiresAt, now / 1000 + VIDEO_TOKEN_TTL_SECONDS);
  assert.deepEqual(checkVideoToken(keys.token, token, now), { ok: true, playerId: DEMO.demo.id, exp: expiresAt });
  assert.deepEqual(checkVideoToken(keys.token, token, now + VIDEO_TOKEN_TTL_SECONDS * 1000 - 1), { ok: true, playerId: DEMO.demo.id, exp: expiresAt });
  assert.deepEqual(checkVideoToken(keys.token, token, now + VIDEO_TOKEN_TTL_SECONDS * 1000), { ok: false, reason: 'expired' });
  assert.notEqual(signVideoToken(keys.token, DEMO.demo.id, now).token, token);
  // One key per purpose: the stream key does not check a video token, another secret's keys neither.
  assert.deepEqual(checkVideoToken(keys.stream, token, now), { ok: false, reason: 'signature' });
  assert.deepEqual(checkVideoToken(videoKeys('another secret').token, token, now), { ok: false, reason: 'signature' });
  const [id, exp, nonce, sig] = token.split('.');
  assert.deepEqual(checkVideoToken(keys.token, `${DEMO.banned.id}.${exp}.${nonce}.${sig}`, now), { ok: false, reason: 'signature' }, 'another player id');
  assert.deepEqual(checkVideoToken(keys.token, `${id}.${Number(exp) + 3600}.${nonce}.${sig}`, now), { ok: false, reason: 'signature' }, 'a later expiry');
  assert.deepEqual(checkVideoToken(keys.token, undefined, now), { ok: false, reason: 'malformed' });
  assert.deepEqual(checkVideoToken(keys.token, 'abc', now), { ok: false, reason: 'malformed' });
});

test('updatetoken → media call → a signed link to the stream; the token expires with the server clock', async (t) => {
  const server = await startMedia(t);
  await server.writeClip();
  const gameId = server.game('video');
  const videoToken = await server.videoToken();
  const before = Date.now();
  const res = await server.video(gameId, videoToken);
  assert.equal(res.statusCode, 200, res.body);
  const { data } = v.parse(VideoReplySchema, res.json());
  assert.equal(data.gameId, gameId);
  assert.ok(data.url.startsWith(`/media/demo-stream/${gameId}.webm?`));
  assert.ok(data.expiresAt >= before + 14 * MINUTE && data.expiresAt <= Date.now() + 15 * MINUTE + 1000, `${data.expiresAt}`);

  await server.advance(14 * MINUTE);
  assert.equal((await server.video(gameId, videoToken)).statusCode, 200, 'still valid after 14 minutes');
  await server.advance(MINUTE + 1000);
  expectError(await server.video(gameId, videoToken), 401, 'video_token_invalid');
});

test('a guest, a tampered or foreign token: 401 video_token_invalid', async (t) => {
  const server = await startMedia(t);
  await server.writeClip();
  const gameId = server.game('video');
  expectError(await server.video(gameId, undefined), 401, 'video_token_invalid');
  expectError(await server.video(gameId, ''), 401, 'video_token_invalid');
  const token = await server.videoToken();
  const [id, exp, nonce, sig = ''] = token.split('.');
  const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
  expectError(await server.video(gameId, `${id}.${exp}.${nonce}.${flipped}`), 401, 'video_token_invalid');
  expectError(await server.video(gameId, `${DEMO.twostep.id}.${exp}.${nonce}.${sig}`), 401, 'video_token_invalid');
  // A token signed with another key (another server's secret) is refused too.
  expectError(await server.video(gameId, signVideoToken(videoKeys('not this server').token, DEMO.demo.id, Date.now()).token), 401, 'video_token_invalid');
  // A guest cannot get a token at all.
  expectError(await server.player.post('user/updatetoken'), 401, 'unauthorized');
});

test('the player must still be there and may watch: unknown 401, banned 403', async (t) => {
  const server = await startMedia(t);
  await server.writeClip();
  const gameId = server.game('video');
  const keys = serverKeys(server);
  // Tokens issued earlier (a player who was banned or removed since): the media call checks the player again.
  expectError(await server.video(gameId, signVideoToken(keys.token, 99_999_999, Date.now()).token), 401, 'video_token_invalid');
  expectError(await server.video(gameId, signVideoToken(keys.token, DEMO.banned.id, Date.now()).token), 403, 'banned');
  // And a banned player gets no token.
  const banned = await server.newBrowser();
  expectError(await banned.post('user/updatetoken', undefined, { token: await banned.signIn(DEMO.banned.email) }), 403, 'banned');
});

test('a game without video, a finished game, an unknown game: 404 video_not_available', async (t) => {
  const server = await startMedia(t);
  await server.writeClip();
  const token = await server.videoToken();
  expectError(await server.video(server.game('noVideo'), token), 404, 'video_not_available');
  const finished = expectError(await server.video(server.game('finished'), token), 404, 'video_not_available');
  assert.match(finished.detail, /finished|no video/);
  expectError(await server.video(987_654_321, token), 404, 'video_not_available');
  expectError(await server.video('abc', token), 404, 'video_not_available');
});

test('a finished game that had video: 404 with its reason', async (t) => {
  const server = await startMedia(t);
  await server.writeClip();
  const row = server.db().prepare<[], { id: number }>('SELECT id FROM feed_games WHERE is_finished = 1 AND has_video = 1 LIMIT 1').get();
  if (!row) return t.skip('the seeded feed has no finished game with video');
  const error = expectError(await server.video(row.id, await server.videoToken()), 404, 'video_not_available');
  assert.match(error.detail, /finished/);
});

test('the signed stream: 200 whole, 206 for a Range with the right bytes, private no-store', async (t) => {
  const server = await startMedia(t);
  await server.writeClip();
  const { url } = await streamLink(server, server.game('video'));
  const whole = await server.app.inject({ method: 'GET', url });
  assert.equal(whole.statusCode, 200, whole.body);
  assert.equal(whole.headers['content-type'], 'video/webm');
  assert.equal(whole.headers['cache-control'], 'private, no-store');
  assert.equal(whole.headers['accept-ranges'], 'bytes');
  assert.deepEqual(whole.rawPayload, FAKE_CLIP);

  const part = await server.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
  assert.equal(part.statusCode, 206, part.body);
  assert.equal(part.headers['content-range'], `bytes 1000-1999/${FAKE_CLIP.length}`);
  assert.equal(part.headers['content-type'], 'video/webm');
  assert.deepEqual(part.rawPayload, FAKE_CLIP.subarray(1000, 2000));
  const start = await server.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
  assert.equal(start.statusCode, 206);
  assert.deepEqual([...start.rawPayload], [0x1a, 0x45, 0xdf, 0xa3], 'the EBML magic');
});

test('an expired or tampered stream link: 403 stream_link_expired; the clip is not a /dist file', async (t) => {
  const server = await startMedia(t);
  await server.writeClip();
  const gameId = server.game('video');
  const { url } = await streamLink(server, gameId);
  const link = new URL(url, 'http://kickoff.test');
  const sig = link.searchParams.get('sig') ?? '';
  const exp = Number(link.searchParams.get('exp'));
  const get = (path: string) => server.app.inject({ method: 'GET', url: path });
  expectError(await get(`/media/demo-stream/${gameId + 1}.webm?exp=${exp}&sig=${sig}`), 403, 'stream_link_expired');
  expectError(await get(`/media/demo-stream/${gameId}.webm?exp=${exp + 600}&sig=${sig}`), 403, 'stream_link_expired');
  expectError(await get(`/media/demo-stream/${gameId}.webm?exp=${exp}&sig=${sig.slice(1)}x`), 403, 'stream_link_expired');
  expectError(await get(`/media/demo-stream/${gameId}.webm?exp=${exp}`), 403, 'stream_link_expired');
  expectError(await get(`/media/demo-stream/${gameId}.webm`), 403, 'stream_link_expired');
  for (const path of ['/dist/demo-video/match.webm', '/dist/demo%2Dvideo/match.webm', '/dist//demo-video/match.webm']) {
    assert.equal((await get(path)).statusCode, 404, path);
  }

  await server.advance(15 * MINUTE - 5000);
  assert.equal((await get(url)).statusCode, 200, 'valid for 15 minutes');
  await server.advance(6000);
  const expired = expectError(await get(url), 403, 'stream_link_expired');
  assert.match(expired.detail, /expired/);
});

test('the demo clip not built: the media call answers 503 video_provider_unavailable', async (t) => {
  const server = await startMedia(t);
  const error = expectError(await server.video(server.game('video'), await server.videoToken()), 503, 'video_provider_unavailable');
  assert.match(error.detail, /npm run build/);
});

test('production: no demo stream route, every video call answers 503', async (t) => {
  const server = await startMedia(t, { production: true, withDemoPlayers: true, testApi: false });
  await server.writeClip();
  const gameId = server.game('video');
  const token = await server.videoToken();
  assert.ok(checkVideoToken(serverKeys(server).token, token, Date.now()).ok, 'production still issues video tokens');
  expectError(await server.video(gameId, token), 503, 'video_provider_unavailable');
  // The token and game checks come first: they say the same as in development.
  expectError(await server.video(gameId, undefined), 401, 'video_token_invalid');
  expectError(await server.video(server.game('noVideo'), token), 404, 'video_not_available');
  const keys = serverKeys(server);
  const exp = Math.floor(Date.now() / 1000) + 600;
  const { createHmac } = await import('node:crypto');
  const sig = createHmac('sha256', keys.stream).update(`${gameId}.${exp}`).digest('base64url');
  const stream = await server.app.inject({ method: 'GET', url: `/media/demo-stream/${gameId}.webm?exp=${exp}&sig=${sig}` });
  assert.notEqual(stream.statusCode, 200);
  assert.notEqual(stream.headers['content-type'], 'video/webm');
});
