/**
 * Mobile or desktop view (account spec §2 guards): "A query parameter platform_type forces the mobile
 * view and stops redirection. iPad-like touch devices are redirected to the mobile view."
 *
 * Kickoff is one responsive site on one host, so there is no separate mobile site to redirect to
 * (documented in docs/architecture.md "View mode"): the mobile view is the single-column layout the
 * narrow screens get, forced on any width by `<html data-view="mobile">`. `platform_type` picks the
 * view for the browser session and wins over device detection (`platform_type=desktop` keeps the
 * desktop view on a tablet); without it, iPad-like touch devices (an iPad, or an iPad that reports a
 * Mac user agent with touch points) get the mobile view; everything else follows the screen width.
 */
import * as v from 'valibot';
import { getWebStorage, readStored, writeStored } from '../storage/web-storage';

export type ViewMode = 'mobile' | 'desktop' | 'auto';

export const PLATFORM_TYPE_PARAM = 'platform_type';

export interface ViewModeInput {
  /** The page's query string. */
  search: string;
  /** The view a `platform_type` chose earlier in this session. */
  stored: 'mobile' | 'desktop' | undefined;
  userAgent: string;
  maxTouchPoints: number;
}

export interface ViewModeDecision {
  mode: ViewMode;
  /** A view `platform_type` chose now, to keep for the session. */
  remember: 'mobile' | 'desktop' | null;
}

/** iPad-like: an iPad user agent, or a "Macintosh" one on a touch screen (iPadOS 13+ desktop mode). */
export function isIpadLike(userAgent: string, maxTouchPoints: number): boolean {
  return /\biPad\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

export function decideViewMode(input: ViewModeInput): ViewModeDecision {
  const raw = new URLSearchParams(input.search).get(PLATFORM_TYPE_PARAM);
  if (raw !== null && raw.trim() !== '') {
    const mode = raw.trim().toLowerCase() === 'desktop' ? 'desktop' : 'mobile';
    return { mode, remember: mode };
  }
  if (input.stored) return { mode: input.stored, remember: null };
  return { mode: isIpadLike(input.userAgent, input.maxTouchPoints) ? 'mobile' : 'auto', remember: null };
}

const STORAGE_KEY = 'kk.viewMode';
const StoredViewSchema = v.picklist(['mobile', 'desktop']);

/**
 * Applies the page's view mode: `<html data-view="mobile|desktop">`, or no attribute when the layout
 * follows the screen width. A `platform_type` choice is kept in sessionStorage for the rest of the
 * browser session (a broken stored value counts as none). The root config calls it for every page.
 */
export function applyViewMode(search: string, doc: Document = document, storage: Storage | null = getWebStorage('session')): void {
  const decision = decideViewMode({
    search,
    stored: readStored(storage, STORAGE_KEY, StoredViewSchema),
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  });
  if (decision.remember) writeStored(storage, STORAGE_KEY, decision.remember);
  if (decision.mode === 'auto') delete doc.documentElement.dataset['view'];
  else doc.documentElement.dataset['view'] = decision.mode;
}
