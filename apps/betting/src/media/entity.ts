/**
 * The media entity (account spec §3 "Media entity"): a video stream or a match-tracker zone of one game, shown in a
 * target (the board above the markets, full screen, the overview, or the side column). It needs a videoId or a
 * zoneId: without either it is refused with the spec's message. Its id is built from the type, the game and the
 * video or zone id, so opening the same stream twice is one entity.
 */
import { checkedSchema } from '../lib/checked-schema';

export const MEDIA_TARGETS = ['board', 'fullscreen', 'overview', 'side'] as const;
export type MediaTarget = (typeof MEDIA_TARGETS)[number];
export const isMediaTarget = (x: unknown): x is MediaTarget => (MEDIA_TARGETS as readonly unknown[]).includes(x);
/** A stored target (local storage), checked by hand: ../lib/checked-schema.ts says why. */
export const MediaTargetSchema = checkedSchema(isMediaTarget, 'not a media target');

export type MediaType = 'video' | 'zone';

export interface MediaEntity {
  id: string;
  type: MediaType;
  target: MediaTarget;
  gameId: number;
  sportId: number;
  videoId: string | null;
  zoneId: string | null;
  title: string;
  gameLink: string;
  autoClearable: boolean;
  isFloating: boolean;
  videoSourceType: 'LIVE' | 'RECORD';
  isRecommended: boolean;
}

export type MediaEntityInput = Pick<MediaEntity, 'type' | 'target' | 'gameId' | 'sportId' | 'title' | 'gameLink'> &
  Partial<Pick<MediaEntity, 'videoId' | 'zoneId' | 'autoClearable' | 'isFloating' | 'videoSourceType' | 'isRecommended'>>;

/** The spec's words for an entity with neither id. */
export const MISSING_MEDIA_ID = 'one of the parameters of the MediaEntity constructor is required: videoId or zoneId';

export class MediaEntityError extends Error {}

export function createMediaEntity(input: MediaEntityInput): MediaEntity {
  const videoId = input.videoId ?? null;
  const zoneId = input.zoneId ?? null;
  if (!videoId && !zoneId) throw new MediaEntityError(MISSING_MEDIA_ID);
  return {
    id: `${input.type}-${input.gameId}-${videoId ?? zoneId}`,
    type: input.type,
    target: input.target,
    gameId: input.gameId,
    sportId: input.sportId,
    videoId,
    zoneId,
    title: input.title,
    gameLink: input.gameLink,
    autoClearable: input.autoClearable ?? true,
    isFloating: input.isFloating ?? false,
    videoSourceType: input.videoSourceType ?? 'LIVE',
    isRecommended: input.isRecommended ?? false,
  };
}
