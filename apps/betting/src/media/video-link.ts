/**
 * The media service's calls (docs/api.md "Media"): the video token (`POST user/updatetoken`, signed-in players) and
 * a game's stream link (`GET media/video/{gameId}` with the token in `X-Video-Token`): a URL that expires, which the
 * player refreshes with each token. Replies are validated; a refusal is told apart by its status.
 */
import { api } from '@kickoff/platform';
import { checkedSchema, isObject } from '../lib/checked-schema';

export interface VideoLink {
  gameId: number;
  /** A path of this site or an https URL. */
  url: string;
  /** When the link stops working, ms since the epoch. */
  expiresAt: number;
  provider: string;
  type: 'video/webm' | 'video/mp4' | 'application/vnd.apple.mpegurl';
}

const TYPES: readonly unknown[] = ['video/webm', 'video/mp4', 'application/vnd.apple.mpegurl'];

// Checked by hand, not with valibot's functions: ../lib/checked-schema.ts says why.
export function isVideoLink(x: unknown): x is VideoLink {
  return (
    isObject(x) &&
    typeof x['gameId'] === 'number' &&
    Number.isInteger(x['gameId']) &&
    x['gameId'] >= 1 &&
    typeof x['url'] === 'string' &&
    /^(?:\/(?!\/)|https:\/\/)\S{0,2047}$/.test(x['url']) &&
    typeof x['expiresAt'] === 'number' &&
    Number.isInteger(x['expiresAt']) &&
    x['expiresAt'] > 0 &&
    typeof x['provider'] === 'string' &&
    TYPES.includes(x['type'])
  );
}

const isVideoToken = (x: unknown): x is { token: string } => isObject(x) && typeof x['token'] === 'string' && /^[\w.-]{16,512}$/.test(x['token']);
const isVideoLinkReply = (x: unknown): x is { data: VideoLink } => isObject(x) && isVideoLink(x['data']);

const VideoTokenSchema = checkedSchema(isVideoToken, 'not a video token');
export const VideoLinkSchema = checkedSchema(isVideoLinkReply, 'not a video link');

export const fetchVideoToken = async (): Promise<string> =>
  (await api.request({ service: 'web', path: 'user/updatetoken', method: 'POST', auth: true, schema: VideoTokenSchema })).token;

export const fetchVideoLink = (gameId: number, token: string, signal?: AbortSignal): Promise<VideoLink> =>
  api.request({ service: 'web', path: `media/video/${gameId}`, headers: { 'x-video-token': token }, schema: VideoLinkSchema, ...(signal ? { signal } : {}) }).then((r) => r.data);

/** Why a stream cannot be shown, from a refused call. */
export type VideoProblem = 'sign-in' | 'not-available' | 'unavailable' | 'failed';

export function videoProblemOf(error: unknown): VideoProblem {
  const status = error instanceof Error && 'status' in error ? (error as { status: unknown }).status : undefined;
  if (status === 401) return 'sign-in';
  if (status === 404 || status === 403) return 'not-available';
  if (status === 503) return 'unavailable';
  return 'failed';
}
