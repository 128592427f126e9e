/**
 * The game frame's entry (bundled as an IIFE into dist/casino-frame/frame.js): it runs in an iframe
 * sandboxed without `allow-same-origin`, reads the parent page's origin from `?origin=`, injects its
 * styles and mounts the game UI on the postMessage port. Without a valid origin it shows an error and
 * talks to no one.
 */
import { mountGame } from './app';
import { h } from './dom';
import { guessLang, textsFor } from './i18n';
import { createWindowPort, parentOrigin } from './port';
import { FRAME_STYLES } from './styles';

export { mountGame, type FramePort } from './app';

function boot(): void {
  const style = document.createElement('style');
  style.textContent = FRAME_STYLES;
  document.head.append(style);
  const root = document.getElementById('game') ?? document.body;
  root.classList.add('kk-frame-root');
  const t = textsFor(guessLang(location.search, navigator.language));
  const origin = parentOrigin(location.search);
  if (origin === null || window.parent === window) {
    root.replaceChildren(h('p', { role: 'alert', class: 'alert' }, t.badOrigin));
    return;
  }
  const port = createWindowPort({ listenOn: window, parent: window.parent, origin });
  mountGame(root, port, t);
}

boot();
