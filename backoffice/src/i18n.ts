/**
 * The console's texts: its own i18next instance (the console is its own page), English. Each screen
 * adds its namespace with `addTexts(ns, texts)` when its module loads; `useT(ns)` translates in it.
 */
import i18next, { type TOptions } from 'i18next';
import { common } from './texts';

export const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'console',
  ns: ['console'],
  resources: { en: { console: common } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function addTexts(ns: string, texts: Readonly<Record<string, string>>): void {
  i18n.addResourceBundle('en', ns, texts, true, true);
}

export type Translate = (key: string, options?: TOptions) => string;

/** A translator bound to `ns` (keys of other namespaces with `ns:key`). */
export function translator(ns = 'console'): Translate {
  return (key, options) => String(i18n.t(key, { ns, ...options } as Record<string, unknown>));
}

export const useT = (ns = 'console'): Translate => translator(ns);
