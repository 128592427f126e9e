/**
 * Language choice (shell spec §4, account spec §2): the URL, then the `lng` cookie, then the browser
 * language, then the default (`ru`). The first source that names a language wins; when that language
 * is not available, English is the fallback (the default when English itself is unavailable).
 */
export const DEFAULT_LANGUAGE = 'ru';
export const FALLBACK_LANGUAGE = 'en';
const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

export interface LanguageSources {
  /** Language named by the URL: the path segment or a `lng` query parameter. */
  url?: string | null;
  cookie?: string | null;
  /** navigator.languages, e.g. ['en-GB', 'en']. */
  browser?: readonly string[];
}

interface LanguageOptions {
  available: readonly string[];
  defaultLanguage?: string;
}

const normalise = (lang: string | null | undefined): string | null => {
  if (!lang) return null;
  const primary = lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return LANGUAGE_SEGMENT.test(primary) ? primary : null;
};

/** The language to use when a language is requested but may be unavailable. */
export function availableOrFallback(lang: string, opts: LanguageOptions): string {
  if (opts.available.includes(lang)) return lang;
  if (opts.available.includes(FALLBACK_LANGUAGE)) return FALLBACK_LANGUAGE;
  return opts.defaultLanguage ?? DEFAULT_LANGUAGE;
}

export function detectLanguage(sources: LanguageSources, opts: LanguageOptions): string {
  const candidates = [sources.url, sources.cookie, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    const lang = normalise(candidate);
    if (lang) return availableOrFallback(lang, opts);
  }
  return availableOrFallback(opts.defaultLanguage ?? DEFAULT_LANGUAGE, opts);
}

/**
 * Splits `/ru/line/football` into the language segment (if any, lower-cased) and the rest;
 * `canonical` is false when the segment was not written in lower case (`/RU/...`).
 */
export function splitLanguage(pathname: string): { lang: string | null; rest: string; canonical: boolean } {
  const match = /^\/([A-Za-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { lang: null, rest: pathname || '/', canonical: true };
  const raw = match[1] ?? '';
  return { lang: raw.toLowerCase(), rest: match[2] || '/', canonical: raw === raw.toLowerCase() };
}
