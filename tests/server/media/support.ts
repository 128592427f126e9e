/** Media test helpers: the identity test server with a clip in its dist/, the games to watch, the media call. */
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse as Response } from 'fastify';
import * as v from 'valibot';
import { VideoTokenResponseSchema } from '../../../platform/src/schemas/auth';
import type { FixtureOptions } from '../support/helpers';
import { DEMO, startIdentity, type Browser, type IdentityServer } from '../identity/support';

/** A stand-in for the built clip: the EBML magic, then bytes whose value says where they are. */
export const FAKE_CLIP = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from(Array.from({ length: 40_000 }, (_, i) => (i * 7) % 251))]);

export interface MediaServer extends IdentityServer {
  /** The demo player's bearer token. */
  token: string;
  player: Browser;
  /** A new video token of the signed-in player (asserts 200). */
  videoToken(): Promise<string>;
  /** GET /web-api/media/video/:gameId with the video token (none when undefined). */
  video(gameId: number | string, videoToken: string | undefined): Promise<Response>;
  /** A game of the feed: with video and not finished, without video, or finished. */
  game(kind: 'video' | 'noVideo' | 'finished'): number;
  /** Writes the clip the build would write (dist/demo-video/match.webm). */
  writeClip(bytes?: Buffer): Promise<void>;
}

const GAME_SQL = {
  video: 'SELECT id FROM feed_games WHERE has_video = 1 AND is_finished = 0 ORDER BY id LIMIT 1',
  noVideo: 'SELECT id FROM feed_games WHERE has_video = 0 AND is_finished = 0 ORDER BY id LIMIT 1',
  finished: 'SELECT id FROM feed_games WHERE is_finished = 1 ORDER BY has_video DESC, id LIMIT 1',
} as const;

export async function startMedia(t: TestContext, options: FixtureOptions = {}): Promise<MediaServer> {
  const server = await startIdentity(t, options);
  const player = server.browser;
  const token = await player.signIn(DEMO.demo.email);
  return {
    ...server,
    token,
    player,
    async videoToken() {
      const res = await player.post('user/updatetoken', undefined, { token });
      assert.equal(res.statusCode, 200, res.body);
      return v.parse(VideoTokenResponseSchema, res.json()).token;
    },
    video(gameId, videoToken) {
      return player.get(`media/video/${gameId}`, videoToken === undefined ? {} : { headers: { 'x-video-token': videoToken } });
    },
    game(kind) {
      const row = server.db().prepare<[], { id: number }>(GAME_SQL[kind]).get();
      assert.ok(row, `the seeded feed has a game: ${kind}`);
      return row.id;
    },
    async writeClip(bytes = FAKE_CLIP) {
      await mkdir(join(server.distDir, 'demo-video'), { recursive: true });
      await writeFile(join(server.distDir, 'demo-video', 'match.webm'), bytes);
    },
  };
}
