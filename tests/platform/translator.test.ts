/**
 * The text lookup (platform/src/i18n/translator.ts): what it answers on its own, and the same answers
 * i18next (configured as the platform configured it before) gives for every key of every bundle of the
 * project, with and without counts and placeholder values.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { createTranslator, interpolate, splitKey, type TextOptions } from '../../platform/src/i18n/translator';

test('ns:key, the default namespace, and unknown keys come back without their namespace', () => {
  const tr = createTranslator('ru');
  tr.addBundle('ru', 'common', { a: 'А' });
  tr.addBundle('ru', 'betting', { b: 'Б' });
  assert.equal(tr.t('a'), 'А');
  assert.equal(tr.t('common:a'), 'А');
  assert.equal(tr.t('betting:b'), 'Б');
  assert.equal(tr.t('betting:missing'), 'missing');
  assert.equal(tr.t('nowhere:x'), 'x');
  assert.deepEqual(splitKey('auth:a:b', 'common'), { ns: 'auth', key: 'a:b' });
});

test('a bundle added again extends the namespace; lng reads another loaded language', () => {
  const tr = createTranslator('ru');
  tr.addBundle('ru', 'common', { a: 'А' });
  tr.addBundle('ru', 'common', { b: 'Б' });
  tr.addBundle('en', 'common', { a: 'A' });
  assert.equal(tr.t('a') + tr.t('b'), 'АБ');
  assert.equal(tr.t('a', { lng: 'en' }), 'A');
  assert.equal(tr.t('b', { lng: 'en' }), 'b');
  tr.setLanguage('en');
  assert.equal(tr.language(), 'en');
  assert.equal(tr.t('a'), 'A');
});

test('plural forms follow the language rules, with the plain key and defaultValue as fallbacks', () => {
  const tr = createTranslator('ru');
  tr.addBundle('ru', 'common', { bets_one: '{{count}} ставка', bets_few: '{{count}} ставки', bets_many: '{{count}} ставок', bets_other: '{{count}} ставки', plain: 'всего {{count}}', none_zero: 'ничего' });
  tr.addBundle('en', 'common', { bets_one: '{{count}} bet', bets_other: '{{count}} bets' });
  assert.deepEqual([1, 3, 5, 21, 1.5].map((count) => tr.t('bets', { count })), ['1 ставка', '3 ставки', '5 ставок', '21 ставка', '1.5 ставки']);
  assert.equal(tr.t('bets', { count: 2, lng: 'en' }), '2 bets');
  assert.equal(tr.t('plain', { count: 7 }), 'всего 7');
  assert.equal(tr.t('none', { count: 0 }), 'ничего');
  assert.equal(tr.t('absent', { count: 2, defaultValue: '{{count}} x' }), '2 x');
});

test('placeholders: values as text, null as nothing, a missing value left as written', () => {
  assert.equal(interpolate('{{a}} {{ b }} {{c}} {{d}}', { a: 1, b: 'два', c: null }), '1 два  {{d}}');
  assert.equal(interpolate('no placeholders', {}), 'no placeholders');
});

// Equivalence with i18next over the project's bundles ---------------------------------------------

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['platform', 'platform-wallet', 'root-config', 'shell-parcels', 'coupon-parcel', 'office-parcel', 'apps', 'embeds'];
function textFolders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.name === 'ru.ts') && entries.some((e) => e.name === 'en.ts') ? [dir] : [];
  return [...here, ...entries.filter((e) => e.isDirectory() && e.name !== 'node_modules').flatMap((e) => textFolders(path.join(dir, e.name)))];
}

test('every key of every bundle reads as i18next read it', async () => {
  const reference = i18next.createInstance();
  await reference.init({
    lng: 'ru',
    fallbackLng: false,
    supportedLngs: ['ru', 'en'],
    ns: ['common'],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const ours = createTranslator('ru');
  const keys: string[] = [];
  for (const [i, dir] of SOURCE_ROOTS.flatMap((r) => textFolders(path.join(ROOT, r))).entries()) {
    const ns = `ns${i}`;
    for (const lang of ['ru', 'en']) {
      const texts = ((await import(path.join(dir, `${lang}.ts`))) as { default: Record<string, string> }).default;
      reference.addResourceBundle(lang, ns, texts, true, true);
      ours.addBundle(lang, ns, texts);
      if (lang === 'ru') for (const key of Object.keys(texts)) keys.push(`${ns}:${key}`, `${ns}:${key.replace(/_(zero|one|few|many|other)$/, '')}`);
    }
  }
  assert.ok(keys.length > 1000, `the bundles were read (${keys.length} keys)`);
  const values = { amount: '10 ₽', name: 'Имя', min: 1, max: 9, date: '01.01', id: 7, title: null };
  const variants: TextOptions[] = [{}, values, { ...values, count: 0 }, { ...values, count: 1 }, { ...values, count: 3 }, { ...values, count: 5 }, { ...values, count: 21 }, { count: 2, lng: 'en' }, { defaultValue: 'd {{name}}', name: 'x' }];
  let compared = 0;
  for (const key of new Set([...keys, 'ns0:absent', 'absent'])) {
    for (const options of variants) {
      assert.equal(ours.t(key, options), String(reference.t(key, options as Record<string, unknown>)), `${key} ${JSON.stringify(options)}`);
      compared++;
    }
  }
  assert.ok(compared > 9000);
});
