/**
 * The current language: set by the root config from the URL's language segment (through its
 * claimed writers), kept in the `lng` cookie for the next visit.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { DEFAULT_LANGUAGE } from '../routing/language';
import { CookieNames, writeCookie } from '../storage/cookies';

const language = atom<string>(DEFAULT_LANGUAGE);

export const $language: ReadableAtom<string> = language;

/**
 * Platform-internal: the root config gets it through `claimRootConfigWriters`. `remember: false` (the
 * elements on another site's page) keeps it out of the `lng` cookie: the host page's cookies are not ours.
 */
export function setLanguage(lang: string, remember = true): void {
  if (language.get() === lang) return;
  language.set(lang);
  if (remember) writeCookie(CookieNames.lng, lang, { maxAgeSeconds: 365 * 86400 });
}
