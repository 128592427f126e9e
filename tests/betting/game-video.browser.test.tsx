/**
 * A live game's video against a stubbed media service: a guest is asked to sign in (the login modal); a signed-in
 * player gets the stream link with the video token in X-Video-Token and the <video> plays it; a game without video
 * says so without a retry, an unavailable service offers one; the chosen target is remembered.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { $modalStack, addTranslations, whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { GameVideo } from '../../apps/betting/src/media/GameVideo';
import { resetMediaStore } from '../../apps/betting/src/media/store';
import { equal, ok } from '../support/assert';
import { actUntil as until, mountRoot, unmountRoot } from '../support/react';
import { json, jsonApiError, stubFetch } from '../support/fetch-stub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOKEN = 'video-token-0123456789abcdef';
const link = (gameId: number, url: string) => ({ data: { gameId, url, expiresAt: 1_893_456_000_000, provider: 'demo', type: 'video/webm' } });
const button = (host: ParentNode, name: string): HTMLButtonElement => {
  const found = [...host.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe('the game video', () => {
  let mounted: { host: HTMLElement; root: Root };
  let restore: () => void = () => undefined;
  const seen: Array<{ path: string; token: string | null }> = [];
  let reply: (path: string) => Response = () => jsonApiError(500, 'x', 'x');

  beforeEach(async () => {
    resetPlatformState();
    resetMediaStore();
    localStorage.removeItem('kickoff.media.target');
    seen.length = 0;
    setLanguage('en');
    addTranslations('betting', { ru: () => import('../../apps/betting/src/i18n/media/ru'), en: () => import('../../apps/betting/src/i18n/media/en') });
    await whenTextsReady();
    restore = stubFetch((url, init) => {
      const headers = new Headers(init?.headers);
      seen.push({ path: url.pathname, token: headers.get('x-video-token') });
      if (url.pathname.endsWith('/user/updatetoken')) return json({ token: TOKEN });
      return reply(url.pathname);
    });
    mounted = mountRoot();
  });

  afterEach(() => {
    unmountRoot(mounted);
    restore();
    resetMediaStore();
  });

  const render = () => act(() => mounted.root.render(<GameVideo gameId={42} sportId={1} title="Arsenal — Chelsea" gameLink="/en/live/football/epl/42" />));

  it('asks a guest to sign in, with the login modal back to this page; no token is asked for', async () => {
    render();
    act(() => button(mounted.host, 'Watch the live video').click());
    await until(() => mounted.host.textContent?.includes('Sign in to watch the live video.') === true, 'the sign-in prompt');
    act(() => button(mounted.host, 'Sign in').click());
    equal($modalStack.get().at(-1)?.id, 'login');
    equal($modalStack.get().at(-1)?.props['returnUrl'], `${location.pathname}${location.search}`, 'back to this page');
    equal(seen.length, 0, 'no call for a guest');
  });

  it('plays the stream link of a signed-in player, asked with the video token', async () => {
    reply = (path) => (path.endsWith('/media/video/42') ? json(link(42, '/media/demo-stream/42.webm?exp=1&sig=x')) : jsonApiError(404, 'nope', 'nope'));
    act(() => setSessionUser(7));
    render();
    act(() => button(mounted.host, 'Watch the live video').click());
    await until(() => mounted.host.querySelector('video')?.getAttribute('src') === '/media/demo-stream/42.webm?exp=1&sig=x', 'the stream in the video element');
    const asked = seen.find((c) => c.path.endsWith('/media/video/42'));
    equal(asked?.token, TOKEN, 'the link is asked with the video token');
    const video = mounted.host.querySelector('video');
    ok(video && !video.hidden && video.getAttribute('aria-label') === 'Live video: Arsenal — Chelsea', 'a named, visible player');
  });

  it('says when a game has no video (no retry) and offers a retry when the service is down', async () => {
    let status = 404;
    reply = () => (status === 404 ? jsonApiError(404, 'video_not_available', 'no video') : status === 503 ? jsonApiError(503, 'video_provider_unavailable', 'down') : json(link(42, '/s.webm')));
    act(() => setSessionUser(7));
    render();
    act(() => button(mounted.host, 'Watch the live video').click());
    await until(() => mounted.host.querySelector('[role="alert"]')?.textContent === 'There is no live video of this game. ', 'not available');
    ok(![...mounted.host.querySelectorAll('button')].some((b) => b.textContent === 'Try again'), 'nothing to retry');

    status = 503;
    act(() => button(mounted.host, 'Close the video').click());
    act(() => button(mounted.host, 'Watch the live video').click());
    await until(() => mounted.host.querySelector('[role="alert"]')?.textContent?.startsWith('Live video is not available right now.') === true, 'unavailable');
    status = 200;
    act(() => button(mounted.host, 'Try again').click());
    await until(() => mounted.host.querySelector('video')?.getAttribute('src') === '/s.webm', 'played after the retry');
  });

  it('remembers the chosen target', async () => {
    act(() => setSessionUser(7));
    reply = () => json(link(42, '/s.webm'));
    render();
    act(() => button(mounted.host, 'Watch the live video').click());
    const corner = button(mounted.host, 'In the corner');
    act(() => corner.click());
    await until(() => corner.getAttribute('aria-pressed') === 'true', 'pressed');
    ok(mounted.host.querySelector('section.kk-video--side'), 'shown in the corner');
    equal(localStorage.getItem('kickoff.media.target'), '"side"');
  });
});
