/**
 * The player site's text lookup: i18next's resource format (JSON v4), read the way i18next reads it, in
 * about 1 KB instead of i18next's 13.7 KB on every first visit (issue 25's 150 KB budget). Pure; no React.
 *
 * What it honours, exactly as i18next 25 does (a property test compares the two on every bundle):
 * - keys `ns:key` (the namespace split only for object-path-like keys, as i18next decides) or a key of
 *   the default namespace, `options.ns` (a name or a list searched in order);
 * - plurals: with a numeric `count`, `key_zero` (count 0), then `key_<Intl.PluralRules category>`, then `key`;
 * - `defaultValue` (and `defaultValue_<category>`, `defaultValue_zero`) when the key is missing, else the key;
 * - interpolation `{{name}}` and `{{- name}}` from the options (or `options.replace`), never escaped;
 *   a placeholder with no value stays as written, an option present but undefined or null gives '';
 * - an empty text is a text ('' is returned, not the key).
 * Not supported (the bundle test refuses texts that would need them): nesting `$t(…)`, formats `{{x, f}}`,
 * context, ordinal plurals, nested objects.
 */

/** A flat text bundle: key → text. */
export type TextBundle = Readonly<Record<string, string>>;

/** The options a lookup reads (any other option is ignored). */
export interface LookupOptions {
  readonly [name: string]: unknown;
  readonly count?: unknown;
  readonly defaultValue?: unknown;
  readonly ns?: unknown;
  readonly replace?: unknown;
}

const NATURAL_LANGUAGE = /[ ,?!;]/;
const UNESCAPED = /\{\{-(.+?)\}\}/g;
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const own = (obj: object, key: string): boolean => Object.prototype.hasOwnProperty.call(obj, key);

/** i18next splits `ns:key` only when the key reads like an object path, not like a sentence. */
function looksLikePath(key: string): boolean {
  if (!NATURAL_LANGUAGE.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot));
}

/** A value from the options by a placeholder's name (`a.b` walks own properties); undefined when absent. */
function valueOf(data: object, name: string): { found: boolean; value?: unknown } {
  let current: unknown = data;
  for (const part of name.split('.')) {
    if (current === null || typeof current !== 'object' || !own(current, part)) return { found: false };
    current = (current as Record<string, unknown>)[part];
  }
  return { found: true, value: current };
}

function interpolate(text: string, data: object, options: object): string {
  const fill = (match: string, inner: string): string => {
    const name = inner.split(',')[0]!.trim();
    const { found, value } = valueOf(data, name);
    if (!found || value === undefined) return own(options, inner.trim()) ? '' : match;
    return value === null ? '' : String(value);
  };
  return text.replace(UNESCAPED, fill).replace(PLACEHOLDER, fill);
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: string, count: unknown): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang.replace(/_/g, '-'));
    pluralRules.set(lang, rules);
  }
  return rules.select(count as number);
}

/** Texts per language and namespace, with i18next's lookup over them. */
export class TextLookup {
  private readonly bundles = new Map<string, Map<string, Record<string, string>>>();

  constructor(private readonly defaultNs: string) {}

  /** Adds a bundle's texts to a namespace; a key already present keeps its text (parts of a namespace merge). */
  add(lang: string, ns: string, bundle: TextBundle): void {
    const byNs = this.bundles.get(lang) ?? new Map<string, Record<string, string>>();
    this.bundles.set(lang, byNs);
    const texts = byNs.get(ns) ?? Object.create(null) as Record<string, string>;
    byNs.set(ns, texts);
    for (const [key, text] of Object.entries(bundle)) if (!(key in texts)) texts[key] = text;
  }

  /** True when `lang` has texts in `ns`. */
  has(lang: string, ns: string): boolean {
    return this.bundles.get(lang)?.has(ns) ?? false;
  }

  /** The text of `key` in `lang`, as i18next's `t` answers it (see the module's comment). */
  translate(lang: string, fullKey: string, options: LookupOptions = {}): string {
    let key = fullKey;
    let namespaces: readonly unknown[] = Array.isArray(options.ns) ? options.ns : [options.ns ?? this.defaultNs];
    if (key.includes(':') && looksLikePath(key)) {
      const parts = key.split(':');
      namespaces = [parts.shift()];
      key = parts.join('.');
    }
    const plural = options.count !== undefined && typeof options.count !== 'string';
    const category = plural ? `_${pluralCategory(lang, options.count)}` : '';
    const candidates = plural ? (options.count === 0 ? [`${key}_zero`, key + category, key] : [key + category, key]) : [key];
    let text: string | undefined;
    for (const ns of namespaces) {
      const texts = this.bundles.get(lang)?.get(String(ns));
      const hit = texts && candidates.find((candidate) => own(texts, candidate));
      if (texts && hit !== undefined) {
        text = texts[hit];
        break;
      }
    }
    if (text === undefined) text = defaultText(options, category) ?? key;
    const data = options.replace && typeof options.replace === 'object' ? options.replace : options;
    return interpolate(text, data, options);
  }
}

/** i18next's default value for a missing key: the plural's own default first, then `defaultValue`. */
function defaultText(options: LookupOptions, category: string): string | undefined {
  const picked = (options.count === 0 && options.defaultValue_zero) || options[`defaultValue${category}`] || options.defaultValue;
  return typeof picked === 'string' ? picked : undefined;
}
