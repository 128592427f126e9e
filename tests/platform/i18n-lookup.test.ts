/**
 * The player site's text lookup (platform/src/i18n/lookup.ts) answers as i18next does, which stays the
 * reference (a development dependency, and the console's own text library):
 * - every text of every bundle, in both languages, with its placeholders filled and plural counts;
 * - random keys, bundles and options (fast-check) within the format's parts Kickoff uses;
 * - the bundles use only those parts (no nesting, no formats), so the lookup can read all of them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import i18next, { type i18n as I18n } from 'i18next';
import { TextLookup, type LookupOptions } from '../../platform/src/i18n/lookup';
import { TEXT_FOLDERS, loadBundle, type Bundle } from '../support/text-bundles';

const LANGS = ['ru', 'en'] as const;

/** i18next configured as the platform configured it before the lookup replaced it. */
function reference(namespaces: readonly string[]): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'ru',
    fallbackLng: false,
    supportedLngs: [...LANGS],
    ns: ['common', ...namespaces],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return i18n;
}

function both(bundles: ReadonlyArray<{ lang: string; ns: string; texts: Bundle }>) {
  const lookup = new TextLookup('common');
  const i18n = reference([...new Set(bundles.map((b) => b.ns))]);
  for (const { lang, ns, texts } of bundles) {
    lookup.add(lang, ns, texts);
    i18n.addResourceBundle(lang, ns, texts, true, false);
  }
  const expected = (lang: string, key: string, options: LookupOptions) => String(i18n.t(key, { ...options, lng: lang }));
  return { lookup, expected };
}

const PLACEHOLDER = /\{\{-?\s*([^}]+?)\s*\}\}/g;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PLURAL = /_(zero|one|two|few|many|other)$/;

const allBundles = await Promise.all(
  TEXT_FOLDERS.flatMap((folder) => LANGS.map(async (lang) => ({ lang, ns: folder, texts: await loadBundle(folder, lang) }))),
);

test('every bundle uses only the parts of the format the lookup reads: plain placeholders, no nesting', () => {
  assert.ok(allBundles.length >= 20, `${allBundles.length} bundles found`);
  for (const { ns, lang, texts } of allBundles) {
    for (const [key, text] of Object.entries(texts)) {
      assert.ok(!text.includes('$t('), `${ns}/${lang} ${key}: nesting is not supported`);
      for (const [, name] of text.matchAll(PLACEHOLDER)) assert.match(name!, IDENTIFIER, `${ns}/${lang} ${key}: {{${name}}} is a plain name`);
      assert.ok(key !== '' && !key.includes(':'), `${ns}/${lang} "${key}": a key is not empty and has no namespace separator`);
    }
  }
});

test('every text of every bundle reads the same as i18next, filled and counted', () => {
  const { lookup, expected } = both(allBundles);
  let compared = 0;
  for (const { lang, ns, texts } of allBundles) {
    for (const [key, text] of Object.entries(texts)) {
      const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((n, i) => [n, i % 2 ? `«${n} $& $1»` : i * 7]));
      const base = key.replace(PLURAL, '');
      const fullKey = `${ns}:${base}`;
      const variants: LookupOptions[] = [{}, values, ...[0, 1, 2, 3, 5, 11, 21, 1.5].map((count) => ({ ...values, count }))];
      for (const options of variants) {
        assert.equal(lookup.translate(lang, fullKey, options), expected(lang, fullKey, options), `${lang} ${fullKey} ${JSON.stringify(options)}`);
        compared++;
      }
    }
  }
  assert.ok(compared > 1000, `${compared} texts compared`);
});

test('common keys read without a namespace, and a missing key comes back without its namespace, as in i18next', () => {
  const { lookup, expected } = both(allBundles);
  for (const key of ['main_close', 'no_such_key', 'shell:no_such_key', 'a.b:c', 'Ошибка: сервер недоступен', 'Error: bad, very bad']) {
    for (const lang of LANGS) assert.equal(lookup.translate(lang, key), expected(lang, key, {}), `${lang} "${key}"`);
  }
});

// Random keys, bundles and options: the two agree on everything the format's used parts can express.
const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
const keyPart = fc.oneof(word, fc.constantFrom('x', 'x_one', 'x_few', 'x_many', 'x_other', 'x_zero', 'a.b', 'a'));
const textArb = fc
  .array(fc.oneof(fc.string({ maxLength: 6 }).filter((s) => !/[{}]|\$t\(/.test(s)), word.map((w) => `{{${w}}}`), word.map((w) => `{{- ${w}}}`), fc.constant('{{count}}')), { maxLength: 5 })
  .map((parts) => parts.join(''));
const bundleArb = fc.dictionary(keyPart, textArb, { maxKeys: 8 });
const nsArb = fc.constantFrom('common', 'shell', 'office');
const valueArb = fc.oneof(
  fc.string({ maxLength: 6 }).filter((s) => !/\{\{|\}\}|\$t\(/.test(s)),
  fc.integer({ min: -3, max: 1000 }),
  fc.double({ noNaN: true, min: -5, max: 5 }),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
);
const optionsArb = fc.record(
  {
    count: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constantFrom(1.5, 0.5, -1, '3')),
    defaultValue: textArb,
    defaultValue_one: textArb,
    defaultValue_other: textArb,
    ns: fc.oneof(nsArb, fc.array(nsArb, { minLength: 1, maxLength: 3 })),
    x: valueArb,
    count2: valueArb,
    a: valueArb,
  },
  { requiredKeys: [] },
);
const lookupKeyArb = fc.oneof(
  keyPart,
  fc.tuple(nsArb, keyPart).map(([ns, k]) => `${ns}:${k}`),
  fc.tuple(nsArb, keyPart, keyPart).map(([ns, a, b]) => `${ns}:${a}:${b}`),
  fc.constantFrom('a b: c', 'Error: x.y', 'x, y:z', 'a.b c:d', 'x?:y'),
);

test('random keys, bundles and options: the lookup answers as i18next does', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ lang: fc.constantFrom(...LANGS), ns: nsArb, texts: bundleArb }), { maxLength: 4 }),
      fc.constantFrom(...LANGS),
      lookupKeyArb,
      optionsArb,
      (bundles, lang, key, options) => {
        const { lookup, expected } = both(bundles);
        assert.equal(lookup.translate(lang, key, options), expected(lang, key, options));
      },
    ),
    { numRuns: 3000 },
  );
});

test('parts of a namespace merge and a key keeps the text of the part that brought it first', () => {
  const lookup = new TextLookup('common');
  lookup.add('en', 'shell', { a: 'first' });
  lookup.add('en', 'shell', { a: 'second', b: 'B' });
  assert.equal(lookup.translate('en', 'shell:a'), 'first');
  assert.equal(lookup.translate('en', 'shell:b'), 'B');
  assert.equal(lookup.has('en', 'shell'), true);
  assert.equal(lookup.has('ru', 'shell'), false);
});
