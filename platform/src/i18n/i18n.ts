/**
 * Texts in `ru` and `en`, one bundle per namespace and language in i18next's format, loaded on demand: a
 * page downloads the texts of its own language only, so another language costs nothing on a first visit.
 * They are read by `TextLookup` (./lookup.ts), which answers as i18next does for the format's parts Kickoff
 * uses, without i18next's 13.7 KB on the first visit; `t` takes i18next's options (`TOptions`).
 *
 * - Modules register loaders with `addTranslations(ns, { ru: () => import('./i18n/ru'), … })`. A namespace
 *   may come in parts (each registration of other loaders adds one; their texts merge), so a module's
 *   first view can load only its own texts and the code that loads on use adds the rest.
 * - `whenTextsReady()` loads every registered namespace in the current language and switches i18next
 *   to it; `reactLifecycles` awaits it in bootstrap, so no module ever renders untranslated keys.
 * - A language change (`$language`) loads the new bundles first; `$textLanguage` (what `useT`
 *   follows) changes only when they are in, so the page never flashes keys in between.
 * - A bundle that fails to load is forgotten, so the next call tries again.
 */
import type { TOptions } from 'i18next';
import { atom } from 'nanostores';
import * as v from 'valibot';
import { $language } from '../stores/language';
import { notify } from '../stores/notifications';
import { TextLookup } from './lookup';

const SUPPORTED_LANGUAGES = ['ru', 'en'] as const;
type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

type Translations = Readonly<Record<string, string>>;
/** A lazy text bundle: usually `() => import('./i18n/ru')`. */
export type TranslationLoader = () => Promise<{ default: Translations }>;
type TranslationLoaders = Readonly<Record<SupportedLanguage, TranslationLoader>>;

/** A bundle is a flat map of strings; anything else is a broken build and is refused. */
const BundleSchema = v.object({ default: v.record(v.string(), v.string()) });

const texts = new TextLookup('common');

/** The language whose texts are loaded and active. Components re-render when it changes. */
export const $textLanguage = atom<string>($language.get());

/** Namespace → its parts (each a set of loaders; the same loaders registered again add nothing). */
const registry = new Map<string, Set<TranslationLoaders>>();
/** One download per part and language, kept once it succeeded. */
const bundles = new Map<TranslationLoaders, Map<SupportedLanguage, Promise<void>>>();

const isSupported = (lang: string): lang is SupportedLanguage => (SUPPORTED_LANGUAGES as readonly string[]).includes(lang);
/** Unknown languages read English texts (the route layer only lets supported ones through). */
const textLanguageOf = (lang: string): SupportedLanguage => (isSupported(lang) ? lang : 'en');
/** The language `t` reads (ru or en): the text language, switched only once its bundles are in. */
let activeLanguage: SupportedLanguage = textLanguageOf($language.get());

function loadBundle(lang: SupportedLanguage, ns: string, loaders: TranslationLoaders): Promise<void> {
  const loaded = bundles.get(loaders) ?? new Map<SupportedLanguage, Promise<void>>();
  bundles.set(loaders, loaded);
  let pending = loaded.get(lang);
  if (!pending) {
    pending = loaders[lang]().then((mod) => {
      const bundle = v.parse(BundleSchema, mod);
      // Parts of one namespace merge (without overwriting: a key belongs to one part).
      texts.add(lang, ns, bundle.default);
    });
    pending.catch(() => loaded.delete(lang));
    loaded.set(lang, pending);
  }
  return pending;
}

/** Registers the text bundles of a namespace (or of one more part of it); they load with the next `whenTextsReady()`. */
export function addTranslations(ns: string, loaders: TranslationLoaders): void {
  const parts = registry.get(ns) ?? new Set<TranslationLoaders>();
  parts.add(loaders);
  registry.set(ns, parts);
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
  await Promise.all([...registry].flatMap(([ns, parts]) => [...parts].map((loaders) => loadBundle(textLang, ns, loaders))));
  if ($language.get() !== lang) return;
  activeLanguage = textLang;
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

/** The language of a server render in progress (`withTextLanguage`); null in the browser. */
let renderLanguage: SupportedLanguage | null = null;

/** Translate a key (`ns:key` or a common key); an unknown key comes back without its namespace, as i18next does. */
export function t(key: string, options?: TOptions): string {
  const asked = options?.lng;
  const lang = renderLanguage ?? (typeof asked === 'string' && isSupported(asked) ? asked : activeLanguage);
  return texts.translate(lang, key, options);
}

/** Runs one synchronous server render with texts in `lang` (its bundles loaded: `whenTextsReady(lang)`). */
export function withTextLanguage<T>(lang: string, render: () => T): T {
  renderLanguage = textLanguageOf(lang);
  try {
    return render();
  } finally {
    renderLanguage = null;
  }
}

addTranslations('common', { ru: () => import('./common/ru'), en: () => import('./common/en') });
