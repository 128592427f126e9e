/**
 * The media store (account spec §3 "Media entity": it also holds mediaTargetScreen and userVideoToken), owned by
 * the betting application: the open media entities, the player's chosen target (remembered in local storage as a
 * display setting), and the video token, refreshed every 10 minutes while a signed-in player has a video open
 * (./video-token.ts).
 */
import { atom, computed, map, type ReadableAtom } from 'nanostores';
import { $isAuthorized, getWebStorage, readStored, writeStored } from '@kickoff/platform';
import { MediaTargetSchema, type MediaEntity, type MediaTarget } from './entity';
import { createVideoTokenRefresher, type TimerClock, type VideoTokenRefresher } from './video-token';
import { fetchVideoToken } from './video-link';

const TARGET_KEY = 'kickoff.media.target';

const openEntities = map<Record<string, MediaEntity>>({});
const target = atom<MediaTarget>(readStored(getWebStorage('local'), TARGET_KEY, MediaTargetSchema) ?? 'board');
const videoToken = atom<string | null>(null);

export const $openMedia: ReadableAtom<Readonly<Record<string, MediaEntity>>> = openEntities;
export const $mediaTarget: ReadableAtom<MediaTarget> = target;
export const $videoToken: ReadableAtom<string | null> = videoToken;
const $videoOpen = computed(openEntities, (open) => Object.values(open).some((e) => e.type === 'video'));

let refresher: VideoTokenRefresher | null = null;
let stopWatching: (() => void) | null = null;

/** Starts the token refresher once (tests pass a clock and a token call). */
export function watchVideoToken(deps: { clock?: TimerClock; fetchToken?: () => Promise<string> } = {}): void {
  if (refresher) return;
  refresher = createVideoTokenRefresher({
    clock: deps.clock ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
    fetchToken: deps.fetchToken ?? fetchVideoToken,
    onToken: (token) => videoToken.set(token),
    onError: (error) => console.warn('video token refresh failed', error),
  });
  const update = () => refresher?.setActive($isAuthorized.get() && $videoOpen.get());
  const offAuth = $isAuthorized.subscribe(update);
  const offOpen = $videoOpen.subscribe(update);
  stopWatching = () => {
    offAuth();
    offOpen();
  };
}

export function openMedia(entity: MediaEntity): void {
  watchVideoToken();
  openEntities.setKey(entity.id, entity);
}

export function closeMedia(id: string): void {
  const { [id]: _closed, ...rest } = openEntities.get();
  openEntities.set(rest);
}

/** The player's choice of target, remembered for the next visit. */
export function setMediaTarget(next: MediaTarget): void {
  target.set(next);
  writeStored(getWebStorage('local'), TARGET_KEY, next);
}

/** Tests: forget everything. */
export function resetMediaStore(): void {
  stopWatching?.();
  refresher?.stop();
  refresher = null;
  stopWatching = null;
  openEntities.set({});
  videoToken.set(null);
}
