/**
 * `GET /web-api/media/video/:gameId` with `X-Video-Token: <token of user/updatetoken>`: a signed link to
 * the game's stream. The guard (a preHandler) checks the token (signature, expiry: 401
 * `video_token_invalid`) and the player (still there, not banned: 403 `banned`; not self-excluded or
 * timed out: 403 `self_excluded`); the handler the game (exists, flagged with video, not finished: 404
 * `video_not_available`) and the provider (none configured, or it cannot stream now: 503
 * `video_provider_unavailable`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASES } from '@kickoff/contracts';
import type { Clock } from '../clock';
import { sendError } from '../http/errors';
import type { VideoProvider } from './provider';
import { checkVideoToken } from './video-token';

export const VIDEO_TOKEN_HEADER = 'x-video-token';
export const MediaErrors = {
  tokenInvalid: 'video_token_invalid',
  notAvailable: 'video_not_available',
  providerUnavailable: 'video_provider_unavailable',
} as const;

/** The game facts the media call needs (the feed's game store). */
export interface VideoGame {
  hasVideo: boolean;
  finished: boolean;
}

export interface MediaRouteDeps {
  clock: Clock;
  /** Checks the video tokens (./video-token.ts `videoKeys(...).token`). */
  tokenKey: Buffer;
  game(id: number): VideoGame | null;
  /** Null: no provider is configured (production until a real one is plugged in). */
  provider: VideoProvider | null;
}

export interface VideoReply {
  data: { gameId: number; url: string; expiresAt: number; provider: VideoProvider['name']; type: VideoProvider['type'] };
}

interface VideoRequest {
  Params: { gameId: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The player of a valid video token (set by the media guard). */
    videoViewer: number | null;
  }
}

const TOKEN_DETAIL = {
  malformed: 'Sign in to watch: the video token is missing or malformed',
  signature: 'The video token is not valid: ask for a new one (user/updatetoken)',
  expired: 'The video token has expired: ask for a new one (user/updatetoken)',
} as const;

export function registerMediaRoutes(app: FastifyInstance, deps: MediaRouteDeps): void {
  app.decorateRequest('videoViewer', null);

  const viewer = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const header = request.headers[VIDEO_TOKEN_HEADER];
    const now = deps.clock.now();
    const check = checkVideoToken(deps.tokenKey, typeof header === 'string' ? header : undefined, now);
    if (!check.ok) return sendError(reply, 401, MediaErrors.tokenInvalid, TOKEN_DETAIL[check.reason]);
    const standing = app.identityStanding(check.playerId);
    if (!standing) return sendError(reply, 401, MediaErrors.tokenInvalid, 'The video token is not valid: sign in again');
    if (standing.banned) return sendError(reply, 403, 'banned', 'Your account is restricted: video is not available');
    if (app.identityChecks.restriction(check.playerId, now)) return sendError(reply, 403, 'self_excluded', 'Video is not available during self-exclusion or a time-out');
    request.videoViewer = check.playerId;
    return undefined;
  };

  app.get<VideoRequest>(`${API_BASES.web}/media/video/:gameId`, { preHandler: viewer }, async (request, reply) => {
    const gameId = /^\d{1,15}$/.test(request.params.gameId) ? Number(request.params.gameId) : null;
    const game = gameId === null ? null : deps.game(gameId);
    if (gameId === null || !game) return sendError(reply, 404, MediaErrors.notAvailable, 'No such game');
    if (!game.hasVideo) return sendError(reply, 404, MediaErrors.notAvailable, 'This game has no video');
    if (game.finished) return sendError(reply, 404, MediaErrors.notAvailable, 'The game has finished: its stream has ended');
    const unavailable = deps.provider === null ? 'No video provider is configured' : deps.provider.unavailable();
    if (deps.provider === null || unavailable !== null) return sendError(reply, 503, MediaErrors.providerUnavailable, unavailable ?? 'Video is not available');
    const link = deps.provider.streamLink(gameId, deps.clock.now());
    const body: VideoReply = { data: { gameId, url: link.url, expiresAt: link.expiresAt, provider: deps.provider.name, type: deps.provider.type } };
    return reply.header('cache-control', 'no-store').send(body);
  });
}
