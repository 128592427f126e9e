/**
 * The demo video provider (development only, like the demo payment provider): every game flagged with
 * video streams the same looping clip, `dist/demo-video/match.webm`, drawn and encoded at build time
 * (scripts/build/demo-video.mjs). The stream is served under a signed link that expires,
 * `GET /media/demo-stream/:gameId.webm?exp=<unix s>&sig=<hmac>` (./video-token.ts): through
 * @fastify/static's `sendFile`, so `Range` requests get 206 replies as a `<video>` needs;
 * `cache-control: private, no-store`; an expired link or a wrong signature answers 403 `stream_link_expired`.
 * The clip itself is not reachable under `/dist/` (the media service refuses `/dist/demo-video/*`).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { sendError } from '../http/errors';
import type { VideoProvider } from './provider';
import { checkStreamLink, signStreamLink } from './video-token';

/** Where the build writes the clip, relative to the build output. */
export const DEMO_CLIP = { folder: 'demo-video', file: 'match.webm' } as const;
export const DEMO_STREAM_BASE = '/media/demo-stream';
export const STREAM_LINK_EXPIRED = 'stream_link_expired';

const SEND_OPTIONS = { cacheControl: false, etag: false, lastModified: false, contentType: false, acceptRanges: true } as const;

interface StreamRequest {
  Params: { gameId: string };
  Querystring: { exp?: string; sig?: string };
}

export interface DemoProviderOptions {
  distDir: string;
  clock: Clock;
  /** Signs and checks the stream links (./video-token.ts `videoKeys(...).stream`). */
  key: Buffer;
}

export async function registerDemoVideoProvider(app: FastifyInstance, opts: DemoProviderOptions): Promise<VideoProvider> {
  const clipDir = resolve(opts.distDir, DEMO_CLIP.folder); // @fastify/static takes only absolute roots
  const clip = join(clipDir, DEMO_CLIP.file);

  const validLink = async (request: FastifyRequest<StreamRequest>, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const gameId = Number(request.params.gameId);
    const { exp, sig } = request.query;
    const check = /^\d{1,12}$/.test(request.params.gameId) ? checkStreamLink(opts.key, gameId, exp, sig, opts.clock.now()) : 'signature';
    if (check === 'ok') return undefined;
    return sendError(reply, 403, STREAM_LINK_EXPIRED, check === 'expired' ? 'The stream link has expired: ask for a new one' : 'The stream link is not valid: ask for a new one');
  };

  // In its own context: @fastify/static decorates the reply, and the web service registers it at the top for /dist.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: clipDir, serve: false });
    scope.get<StreamRequest>(`${DEMO_STREAM_BASE}/:gameId.webm`, { preHandler: validLink }, async (_request, reply) => {
      if (!existsSync(clip)) return sendError(reply, 404, 'not_found', 'The demo clip is not built (npm run build)');
      return reply.header('cache-control', 'private, no-store').type('video/webm').sendFile(DEMO_CLIP.file, clipDir, SEND_OPTIONS);
    });
  });

  // The clip is only served under a signed link, not as a build file.
  const clipPrefix = `/dist/${DEMO_CLIP.folder}/`;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/dist/')) return undefined;
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
    } catch {
      return undefined; // the static route refuses it
    }
    return path.startsWith(clipPrefix) ? sendError(reply, 404, 'not_found', 'File not found') : undefined;
  });

  return {
    name: 'demo',
    type: 'video/webm',
    unavailable: () => (existsSync(clip) ? null : 'The demo stream is not built yet (npm run build)'),
    streamLink(gameId, nowMs) {
      const { exp, sig } = signStreamLink(opts.key, gameId, nowMs);
      return { url: `${DEMO_STREAM_BASE}/${gameId}.webm?exp=${exp}&sig=${sig}`, expiresAt: exp * 1000 };
    },
  };
}
