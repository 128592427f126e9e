/**
 * `mountGame`: the frame's UI on a port. It listens first, then tells the page it is `ready`; each
 * `init` (re)draws the game it names, and the other messages go to the game on screen (before any
 * `init` they are dropped). Tests drive it with a fake port; main.ts with the postMessage one.
 */
import { FRAME_PROTOCOL } from '../../src/contracts/frame-protocol';
import { h } from './dom';
import type { FramePort } from './port';
import { mountShell, type Shell } from './shell';
import type { Texts } from './i18n';

export type { FramePort } from './port';

/** Mounts the frame UI into `root`; returns the unmount. */
export function mountGame(root: HTMLElement, port: FramePort, t?: Texts): () => void {
  let shell: Shell | null = null;
  root.replaceChildren(h('p', { class: 'loading' }, t?.loading ?? ''));
  const unsubscribe = port.onMessage((msg) => {
    if (msg.kind === 'init') {
      shell?.dispose();
      shell = mountShell(root, msg, (out) => port.send(out));
      return;
    }
    if (!shell) {
      console.warn(`[casino-frame] dropped a ${msg.kind} message before init`);
      return;
    }
    shell.handle(msg);
  });
  port.send({ protocol: FRAME_PROTOCOL, kind: 'ready' });
  return () => {
    unsubscribe();
    shell?.dispose();
    shell = null;
    root.replaceChildren();
  };
}
