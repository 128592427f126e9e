/**
 * Media service (issue 27): the video of the games flagged with video. `GET /web-api/media/video/:gameId`
 * (./routes.ts) checks the player's video token (issued by identity's `user/updatetoken`, ./video-token.ts)
 * and the game, and answers a signed, expiring link to the stream of the configured provider
 * (./provider.ts). Outside production that is the demo provider (./demo-provider.ts), which streams the
 * clip the build draws; production has no provider, so every video call answers 503 and nothing else
 * changes. No tables of its own (migration range 880-899 reserved); it reads the identity's token secret
 * (to derive its keys) and the feed's games. README.md beside this file; docs/api.md "Media".
 */
import { createSecretStore } from '../identity/store/secrets';
import { createGameStore } from '../feed/store/games';
import { defineService, type Service } from '../service';
import { registerDemoVideoProvider } from './demo-provider';
import type { VideoProvider } from './provider';
import { registerMediaRoutes } from './routes';
import { videoKeys } from './video-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a video provider streams the games flagged with video (the feed's only-with-video filter asks). */
    videoAvailable: () => boolean;
  }
}

export interface MediaOptions {
  /** The build output, where the demo clip lives (`<distDir>/demo-video/match.webm`). */
  distDir: string;
}

export function createMediaService(options: MediaOptions): Service {
  return defineService({
    name: 'media',
    dependencies: ['identity', 'feed'],
    migrations: { from: 880, to: 899, list: [] },
    async register(app, ctx) {
      const keys = videoKeys(createSecretStore(ctx.db).tokenSecret());
      const games = createGameStore(ctx.db);
      // The demo provider is a development tool, like the demo payment provider: never in production.
      const provider: VideoProvider | null = ctx.demo ? await registerDemoVideoProvider(app, { distDir: options.distDir, clock: ctx.clock, key: keys.stream }) : null;
      // Whether games flagged with video have a stream: a provider is configured (the demo one outside production).
      // A demo clip not built yet is a broken development set-up, answered 503 by the video call.
      app.decorate('videoAvailable', () => provider !== null);
      if (!provider) app.log.warn('video is switched off: no video provider is configured (server/media/README.md "Going live")');
      registerMediaRoutes(app, {
        clock: ctx.clock,
        tokenKey: keys.token,
        provider,
        game(id) {
          const game = games.loadGame(id);
          return game ? { hasVideo: game.hasVideo, finished: game.finishedAt !== null || game.state.status === 4 } : null;
        },
      });
    },
  });
}
