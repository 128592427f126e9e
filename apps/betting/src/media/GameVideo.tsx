/**
 * A live game's video (issue 27): the player presses "Watch the live video"; a guest is asked to sign in (the login
 * modal, back to this page); a signed-in player gets the stream of the media service with the video token, in the
 * target he chose (above the markets, large, in the corner: remembered; full screen on request), refreshed with
 * each token without losing the playing position. No video for the game, or none available, says so.
 */
import { useEffect, useRef, useState } from 'react';
import { $isAuthorized, openModal, registerStyles, useStore, useT } from '@kickoff/platform';
import css from './media.css';
import { createMediaEntity, type MediaTarget } from './entity';
import { $mediaTarget, $videoToken, closeMedia, openMedia, setMediaTarget } from './store';
import { fetchVideoLink, videoProblemOf, type VideoLink, type VideoProblem } from './video-link';

registerStyles('betting-media', css);

export interface GameVideoProps {
  gameId: number;
  sportId: number;
  title: string;
  gameLink: string;
  /** Stream mode (`/{lang}/stream/...`): the video opens with the page. */
  autoOpen?: boolean;
}

type LinkState = { phase: 'waiting' } | { phase: 'ready'; link: VideoLink } | { phase: 'problem'; problem: VideoProblem };

const SHOWN_TARGETS: readonly Exclude<MediaTarget, 'fullscreen'>[] = ['board', 'overview', 'side'];

export function GameVideo({ gameId, sportId, title, gameLink, autoOpen = false }: GameVideoProps) {
  const t = useT();
  const bt = (key: string, options?: Record<string, unknown>) => t(`betting:${key}`, options);
  const authorized = useStore($isAuthorized);
  const token = useStore($videoToken);
  const stored = useStore($mediaTarget);
  const target = stored === 'fullscreen' ? 'board' : stored;
  const [open, setOpen] = useState(autoOpen);
  const [state, setState] = useState<LinkState>({ phase: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const entity = createMediaEntity({ type: 'video', target, gameId, sportId, videoId: String(gameId), title, gameLink });
    openMedia(entity);
    return () => closeMedia(entity.id);
  }, [open, target, gameId, sportId, title, gameLink]);

  // A new token (every 10 minutes) brings a new link: the stream's URL expires.
  useEffect(() => {
    if (!open || !authorized || token === null) {
      setState({ phase: 'waiting' });
      return undefined;
    }
    const controller = new AbortController();
    fetchVideoLink(gameId, token, controller.signal).then(
      (link) => setState({ phase: 'ready', link }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: 'problem', problem: videoProblemOf(error) });
      },
    );
    return () => controller.abort();
  }, [open, authorized, token, gameId, attempt]);

  // The element keeps playing across a link refresh: the same position in the new URL.
  const url = state.phase === 'ready' ? state.link.url : null;
  useEffect(() => {
    const element = video.current;
    if (!element || url === null || element.getAttribute('src') === url) return;
    const position = element.currentTime;
    element.src = url;
    if (position > 0) element.addEventListener('loadedmetadata', () => (element.currentTime = position), { once: true });
    void element.play().catch(() => undefined); // autoplay may wait for a gesture: the controls are there
  }, [url]);

  const fullScreen = () => void frame.current?.requestFullscreen?.().catch(() => undefined);

  if (!open) {
    return (
      <section className="kk-video" aria-label={bt('video_title')}>
        <button type="button" className="kk-button" onClick={() => setOpen(true)}>
          {bt('video_watch')}
        </button>
      </section>
    );
  }

  let body: React.ReactNode;
  if (!authorized) {
    body = (
      <p className="kk-video__message" role="status">
        {bt('video_sign_in')}{' '}
        <button type="button" className="kk-button" onClick={() => openModal('login', { returnUrl: `${location.pathname}${location.search}` })}>
          {bt('video_sign_in_button')}
        </button>
      </p>
    );
  } else if (state.phase === 'problem') {
    body = (
      <p className="kk-video__message" role="alert">
        {bt(`video_${state.problem.replace('-', '_')}`)}{' '}
        {state.problem !== 'not-available' && (
          <button type="button" className="kk-button" onClick={() => setAttempt((n) => n + 1)}>
            {bt('video_retry')}
          </button>
        )}
      </p>
    );
  } else {
    body = (
      <div className="kk-video__frame" ref={frame}>
        {state.phase === 'waiting' && (
          <p className="kk-video__message" role="status">
            {bt('video_loading')}
          </p>
        )}
        <video ref={video} aria-label={bt('video_player', { title })} controls muted autoPlay playsInline loop hidden={state.phase !== 'ready'} />
      </div>
    );
  }

  return (
    <section className={`kk-video kk-video--${target}`} aria-label={bt('video_title')}>
      <div className="kk-video__bar">
        <fieldset className="kk-video__targets">
          <legend className="kk-visually-hidden">{bt('video_target')}</legend>
          {SHOWN_TARGETS.map((option) => (
            <button key={option} type="button" className="kk-button kk-button--ghost" aria-pressed={target === option} onClick={() => setMediaTarget(option)}>
              {bt(`video_target_${option}`)}
            </button>
          ))}
          <button type="button" className="kk-button kk-button--ghost" onClick={fullScreen} disabled={state.phase !== 'ready'}>
            {bt('video_target_fullscreen')}
          </button>
        </fieldset>
        <button type="button" className="kk-button kk-button--ghost" onClick={() => setOpen(false)}>
          {bt('video_close')}
        </button>
      </div>
      {body}
    </section>
  );
}
