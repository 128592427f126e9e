/**
 * The renderer's pure rules (no DOM): the spec's defaults (account spec §9 "Remote-view defaults"),
 * the retry schedule, the view's address, and which origins a view, a stylesheet or a script may come
 * from. Tested directly (tests/remote-view/policy.test.ts).
 */
import type { RemoteScript, RemoteViewConfig } from './contracts/reply';

/** Timeout 1000 ms per attempt, 3 retries, the delay doubled each retry from 1000 ms; reload at most once per 1000 ms. */
export const REMOTE_VIEW_DEFAULTS = { timeoutMs: 1000, retries: 3, firstDelayMs: 1000, reloadThrottleMs: 1000 } as const;

/** The waits before each retry: `retries` delays, the first `firstDelayMs`, each next one doubled (1000, 2000, 4000). */
export function retryDelays(retries: number = REMOTE_VIEW_DEFAULTS.retries, firstDelayMs: number = REMOTE_VIEW_DEFAULTS.firstDelayMs): number[] {
  return Array.from({ length: Math.max(0, Math.floor(retries)) }, (_, i) => firstDelayMs * 2 ** i);
}

/** Whether a reload asked at `now` is accepted after the last accepted one at `last` (null: none yet). */
export const reloadAccepted = (last: number | null, now: number, throttleMs: number = REMOTE_VIEW_DEFAULTS.reloadThrottleMs): boolean =>
  last === null || now - last >= throttleMs;

/** `<remote url><current path>`: the view's URL without a trailing slash, then the page's path (and its query). */
export function viewAddress(remoteUrl: string, currentPath: string, pageOrigin: string): URL | null {
  const base = parseUrl(remoteUrl, pageOrigin);
  if (!base || base.search || base.hash) return null;
  const path = currentPath.startsWith('/') ? currentPath : `/${currentPath}`;
  return parseUrl(`${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`, pageOrigin);
}

/** An http(s) URL, resolved against the page's origin; anything else (javascript:, data:, blob:) is null. */
export function parseUrl(text: string, pageOrigin: string): URL | null {
  try {
    const url = new URL(text, pageOrigin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether `url` comes from the page's own origin or one of `origins`. */
export const fromAllowedOrigin = (url: URL, origins: readonly string[], pageOrigin: string): boolean =>
  url.origin === pageOrigin || origins.includes(url.origin);

/** The URL of a view or a stylesheet when its origin is allowed, else null. */
export function allowedViewUrl(text: string, config: RemoteViewConfig, pageOrigin: string): URL | null {
  const url = parseUrl(text, pageOrigin);
  return url && fromAllowedOrigin(url, config.viewOrigins, pageOrigin) ? url : null;
}

export type ScriptVerdict = { ok: true; src: string; integrity: string } | { ok: false; reason: string };

/** A script loads only from an allowed origin and only with an integrity hash (SRI); the reason names what is missing. */
export function scriptVerdict(script: RemoteScript, config: RemoteViewConfig, pageOrigin: string): ScriptVerdict {
  const url = parseUrl(script.src, pageOrigin);
  if (!url) return { ok: false, reason: `not an http(s) URL: ${script.src}` };
  if (!fromAllowedOrigin(url, config.scriptOrigins, pageOrigin)) return { ok: false, reason: `origin ${url.origin} is not allowed for scripts` };
  if (!script.integrity) return { ok: false, reason: `no integrity for ${url.href}` };
  return { ok: true, src: url.href, integrity: script.integrity };
}

/** Kickoff's own elements are the only custom elements a view may hold. */
export const isKickoffElementName = (name: string): boolean => /^kickoff-[a-z0-9-]+$/.test(name);

/** Attributes of Kickoff elements: plain lower-case names, never an event handler (`on…`). */
export const isSafeAttributeName = (name: string): boolean => /^[a-z][a-z0-9-]*$/.test(name) && !name.startsWith('on');
