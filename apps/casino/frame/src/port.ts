/**
 * The frame's side of the `kickoff-game/1` channel: the page's origin from the frame URL, and a port
 * that posts to the parent window with that exact target origin and accepts only messages from the
 * parent window, from that origin, that fit the protocol. Anything else is dropped (and counted, with a
 * console warning). Games talk to a `FramePort`, so tests drive them with a fake one.
 */
import * as v from 'valibot';
import { PageToFrameSchema, type FrameToPage, type PageToFrame } from '../../src/contracts/frame-protocol';

export interface FramePort {
  send(msg: FrameToPage): void;
  /** Calls `listener` with each accepted message; returns the unsubscribe. */
  onMessage(listener: (msg: PageToFrame) => void): () => void;
}

/**
 * The parent page's origin from the frame URL's `?origin=` (an http(s) origin and nothing more:
 * no path, query or credentials), or null.
 */
export function parentOrigin(search: string): string | null {
  const raw = new URLSearchParams(search).get('origin');
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  if (raw.replace(/\/$/, '') !== url.origin) return null;
  return url.origin;
}

export interface WindowPortOptions {
  /** Where messages arrive (the frame's own window). */
  listenOn: EventTarget;
  /** The parent page's window: the only sender accepted, and where `send` posts. */
  parent: Window;
  /** The parent page's origin: the target of every post and the only origin accepted. */
  origin: string;
  /** Told about each dropped message (default: console.warn). */
  warn?: (reason: string) => void;
}

export interface WindowPort extends FramePort {
  /** How many messages were dropped so far. */
  dropped(): number;
  /** Stops listening. */
  dispose(): void;
}

/** The real port over postMessage. */
export function createWindowPort(options: WindowPortOptions): WindowPort {
  const { listenOn, parent, origin } = options;
  const warn = options.warn ?? ((reason: string) => console.warn(`[casino-frame] dropped a message: ${reason}`));
  const listeners = new Set<(msg: PageToFrame) => void>();
  let dropped = 0;
  const drop = (reason: string): void => {
    dropped += 1;
    warn(reason);
  };
  const onEvent = (event: Event): void => {
    if (!(event instanceof MessageEvent)) return;
    if (event.source !== parent) return drop('not from the parent window');
    if (event.origin !== origin) return drop(`from origin ${event.origin}`);
    const parsed = v.safeParse(PageToFrameSchema, event.data);
    if (!parsed.success) return drop('does not fit the protocol');
    for (const listener of [...listeners]) listener(parsed.output);
  };
  listenOn.addEventListener('message', onEvent);
  return {
    send(msg) {
      parent.postMessage(msg, origin);
    },
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dropped: () => dropped,
    dispose() {
      listenOn.removeEventListener('message', onEvent);
      listeners.clear();
    },
  };
}
