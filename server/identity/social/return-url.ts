/**
 * Where a social sign-in sends the player: only a path of this site (`/…`, not `//host` or `/\host`,
 * no control characters, no scheme); anything else means the home page of the language. The language
 * is the path's first segment when it is one of the site's, else the default (Russian).
 */
export type SiteLng = 'ru' | 'en';

export function lngOfPath(path: string): SiteLng {
  return /^\/en(?:[/?#]|$)/.test(path) ? 'en' : 'ru';
}

/** The same-origin path of a return URL, or null when it is not one. */
export function sameOriginPath(raw: string | undefined): string | null {
  if (raw === undefined || raw === '' || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  try {
    // Resolved against a placeholder origin, the path must stay on it.
    const url = new URL(raw, 'http://kickoff.invalid');
    if (url.origin !== 'http://kickoff.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The shell's login or registration page of a language (route table: `login`, `registration/:type?`). */
function authPage(lng: SiteLng, mode: 'login' | 'register'): string {
  return `/${lng}/${mode === 'register' ? 'registration' : 'login'}`;
}

/** The page a failed sign-in returns to: the login or registration page with `?social_error=<code>`. */
export function errorPage(lng: SiteLng, mode: 'login' | 'register', param: string, code: string): string {
  return `${authPage(lng, mode)}?${param}=${encodeURIComponent(code)}`;
}

/** The page a new social player confirms the minimum age on: the registration page with `?social_confirm=<token>`. */
export function confirmPage(lng: SiteLng, param: string, token: string): string {
  return `${authPage(lng, 'register')}?${param}=${encodeURIComponent(token)}`;
}
