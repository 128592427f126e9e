/**
 * i18next with `ru` and `en`. The shared `common` namespace lives here; each module adds its own
 * namespace with `addTranslations`. The active language follows the `$language` store.
 */
import i18next, { type TOptions } from 'i18next';
import { $language } from '../stores/language';
import { common } from './common';

export const SUPPORTED_LANGUAGES = ['ru', 'en'] as const;

export const i18n = i18next.createInstance();
void i18n.init({
  lng: $language.get(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { ru: { common: common.ru }, en: { common: common.en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

$language.subscribe((lang) => {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
});

export type Translations = Record<string, string>;

export function addTranslations(ns: string, resources: { ru: Translations; en: Translations }): void {
  i18n.addResourceBundle('ru', ns, resources.ru, true, true);
  i18n.addResourceBundle('en', ns, resources.en, true, true);
}

/** Translate a key (`ns:key` or a common key); unknown keys come back as written. */
export function t(key: string, options?: TOptions): string {
  return String(i18n.t(key, (options ?? {}) as Record<string, unknown>));
}
