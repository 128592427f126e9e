/**
 * The current language: set by the root config from the URL's language segment, kept in the
 * `lng` cookie for the next visit.
 */
import { atom } from 'nanostores';
import { DEFAULT_LANGUAGE } from '../routing/language';
import { CookieNames, writeCookie } from '../storage/cookies';

export const $language = atom<string>(DEFAULT_LANGUAGE);

export function setLanguage(lang: string): void {
  if ($language.get() === lang) return;
  $language.set(lang);
  writeCookie(CookieNames.lng, lang, { maxAgeSeconds: 365 * 86400 });
}
