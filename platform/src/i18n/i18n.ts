/**
 * Texts in `ru` and `en` (the lookup is `translator.ts`), one bundle per namespace and language, loaded on demand: a page
 * downloads the texts of its own language only, so another language costs nothing on a first visit.
 *
 * - Modules register loaders with `addTranslations(ns, { ru: () => import('./i18n/ru'), … })`.
 * - `whenTextsReady()` loads every registered namespace in the current language and switches the
 *   lookup to it; `reactLifecycles` awaits it in bootstrap, so no module ever renders untranslated keys.
 * - A language change (`$language`) loads the new bundles first; `$textLanguage` (what `useT`
 *   follows) changes only when they are in, so the page never flashes keys in between.
 * - A bundle that fails to load is forgotten, so the next call tries again.
 */
import { atom } from 'nanostores';
import * as v from 'valibot';
import { $language } from '../stores/language';
import { notify } from '../stores/notifications';
import { createTranslator, type TextOptions } from './translator';

export type { TextOptions } from './translator';

const SUPPORTED_LANGUAGES = ['ru', 'en'] as const;
type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

type Translations = Readonly<Record<string, string>>;
/** A lazy text bundle: usually `() => import('./i18n/ru')`. */
export type TranslationLoader = () => Promise<{ default: Translations }>;
type TranslationLoaders = Readonly<Record<SupportedLanguage, TranslationLoader>>;

/** A bundle is a flat map of strings; anything else is a broken build and is refused. */
const BundleSchema = v.object({ default: v.record(v.string(), v.string()) });

const translator = createTranslator($language.get());

/** The language whose texts are loaded and active. Components re-render when it changes. */
export const $textLanguage = atom<string>($language.get());

const registry = new Map<string, TranslationLoaders>();
const bundles = new Map<string, Promise<void>>();

const isSupported = (lang: string): lang is SupportedLanguage => (SUPPORTED_LANGUAGES as readonly string[]).includes(lang);
/** Unknown languages read English texts (the route layer only lets supported ones through). */
const textLanguageOf = (lang: string): SupportedLanguage => (isSupported(lang) ? lang : 'en');

function loadBundle(lang: SupportedLanguage, ns: string, loaders: TranslationLoaders): Promise<void> {
  const key = `${lang}/${ns}`;
  let pending = bundles.get(key);
  if (!pending) {
    pending = loaders[lang]().then((mod) => {
      const bundle = v.parse(BundleSchema, mod);
      translator.addBundle(lang, ns, bundle.default);
    });
    pending.catch(() => bundles.delete(key));
    bundles.set(key, pending);
  }
  return pending;
}

/** Registers the text bundles of a namespace; they load with the next `whenTextsReady()`. */
export function addTranslations(ns: string, loaders: TranslationLoaders): void {
  registry.set(ns, loaders);
}

/**
 * Registers a namespace whose few texts ship inside the module that shows them (no download of their
 * own), and answers the function that names a key as a notification or `t` takes it (`ns:key`).
 */
export function addInlineTexts<K extends string>(ns: string, texts: Readonly<Record<SupportedLanguage, Readonly<Record<K, string>>>>): (key: K) => string {
  addTranslations(ns, { ru: () => Promise.resolve({ default: texts.ru }), en: () => Promise.resolve({ default: texts.en }) });
  return (key) => `${ns}:${key}`;
}

/**
 * Loads every registered namespace in `lang` (default: the current language) and, when `lang` is
 * still the current language, makes it the active text language.
 */
export async function whenTextsReady(lang: string = $language.get()): Promise<void> {
  const textLang = textLanguageOf(lang);
  await Promise.all([...registry].map(([ns, loaders]) => loadBundle(textLang, ns, loaders)));
  if ($language.get() !== lang) return;
  translator.setLanguage(textLang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  $textLanguage.set(lang);
}

// A language change: the page keeps the current texts until the new ones are in; when they cannot
// be loaded, the player is told in the language still shown.
$language.listen((lang) => {
  whenTextsReady(lang).catch((err: unknown) => {
    console.warn(`texts for ${lang} failed to load`, err);
    notify({ severity: 'error', text: 'main_texts_load_error', group: 'texts' });
  });
});

/** Translate a key (`ns:key` or a common key); unknown keys come back as written. */
export function t(key: string, options?: TextOptions): string {
  return translator.t(key, options);
}

addTranslations('common', { ru: () => import('./common/ru'), en: () => import('./common/en') });
