/**
 * Navigation for every module: links are plain <a href> (the root config intercepts same-origin
 * clicks); code navigates with `navigate`, which goes through single-spa's router.
 */
import { navigateToUrl } from 'single-spa';

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) {
    window.history.replaceState(window.history.state, '', to);
    return;
  }
  navigateToUrl(to);
}

/** Same-origin path check for return URLs: `//host`, `/\host`, `javascript:` and other hosts are refused. */
export function safeReturnPath(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate) return null;
  const value = candidate.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
