/**
 * Text bundles per language, loaded on demand (platform/src/i18n/i18n.ts): only the current
 * language is fetched, the texts switch when the new bundles are in, a failed bundle is tried
 * again, a malformed one is refused, and every module's English bundle has the Russian keys.
 */
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { $textLanguage, addInlineTexts, addTranslations, t, whenTextsReady, type TranslationLoader } from '../../platform/src/i18n/i18n';
import { setLanguage } from '../../platform/src/stores/language';
import { $notifications } from '../../platform/src/stores/notifications';
import { resetPlatformState } from '../support/platform-state';
import { TEXT_FOLDERS, loadBundle } from '../support/text-bundles';

beforeEach(resetPlatformState);

// First: later tests register malformed bundles on purpose, which every later whenTextsReady meets.
test('inline texts: the module\'s own few strings, registered per language, named ns:key', async () => {
  const text = addInlineTexts('inline-test', { ru: { hello: 'Привет' }, en: { hello: 'Hello' } });
  assert.equal(text('hello'), 'inline-test:hello');
  setLanguage('en');
  await whenTextsReady('en');
  assert.equal(t(text('hello')), 'Hello');
  setLanguage('ru');
  await whenTextsReady('ru');
  assert.equal(t(text('hello')), 'Привет');
});

function loader(texts: Record<string, string>) {
  const calls = { count: 0 };
  let gate: Promise<void> = Promise.resolve();
  const fn: TranslationLoader = async () => {
    calls.count++;
    await gate;
    return { default: texts };
  };
  return { fn, calls, hold: () => { let open!: () => void; gate = new Promise<void>((r) => (open = r)); return () => open(); } };
}

test('only the current language is loaded, once, and t() reads it', async () => {
  setLanguage('ru');
  const ru = loader({ hello: 'Привет' });
  const en = loader({ hello: 'Hello' });
  addTranslations('t1', { ru: ru.fn, en: en.fn });
  await whenTextsReady();
  await whenTextsReady();
  assert.equal(ru.calls.count, 1);
  assert.equal(en.calls.count, 0, 'English is not downloaded on a Russian page');
  assert.equal(t('t1:hello'), 'Привет');
  assert.equal(t('main_close'), 'Закрыть', 'the common namespace is registered by the platform');
  assert.equal($textLanguage.get(), 'ru');
});

test('a namespace in parts: a part registered later loads with the next whenTextsReady, once, and the texts merge', async () => {
  setLanguage('ru');
  const first = loader({ home: 'Главная' });
  const rest = loader({ sports: 'Спорт' });
  addTranslations('parts', { ru: first.fn, en: first.fn });
  await whenTextsReady();
  assert.equal(t('parts:home'), 'Главная');
  assert.equal(t('parts:sports'), 'sports', 'the second part is not downloaded before it is registered');
  const restLoaders = { ru: rest.fn, en: rest.fn };
  addTranslations('parts', restLoaders);
  addTranslations('parts', restLoaders);
  await whenTextsReady();
  await whenTextsReady();
  assert.equal(t('parts:home') + ' ' + t('parts:sports'), 'Главная Спорт');
  assert.deepEqual([first.calls.count, rest.calls.count], [1, 1], 'each part loads once, however often it is registered');
});

test('a language change keeps the old texts until the new bundles are in', async () => {
  setLanguage('ru');
  const ru = loader({ bye: 'Пока' });
  const en = loader({ bye: 'Bye' });
  addTranslations('t2', { ru: ru.fn, en: en.fn });
  await whenTextsReady();
  const open = en.hold();
  setLanguage('en'); // the platform starts loading English
  await new Promise((r) => setTimeout(r, 5));
  assert.equal($textLanguage.get(), 'ru');
  assert.equal(t('t2:bye'), 'Пока', 'still Russian while English loads');
  open();
  await whenTextsReady('en');
  assert.equal($textLanguage.get(), 'en');
  assert.equal(t('t2:bye'), 'Bye');
  assert.equal(t('main_close'), 'Close');
});

test('a superseded language never becomes the text language', async () => {
  setLanguage('en');
  await whenTextsReady();
  const ru = loader({ x: 'икс' });
  const en = loader({ x: 'ex' });
  addTranslations('t3', { ru: ru.fn, en: en.fn });
  const open = ru.hold();
  setLanguage('ru');
  const ruReady = whenTextsReady('ru');
  setLanguage('en');
  await whenTextsReady('en');
  open();
  await ruReady;
  assert.equal($textLanguage.get(), 'en');
  assert.equal(t('t3:x'), 'ex');
});

test('a failed bundle is tried again and a malformed one is refused, with a notification on a switch', async () => {
  setLanguage('en');
  await whenTextsReady();
  let fail = true;
  const flaky: TranslationLoader = async () => {
    if (fail) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: { a: 'A' } };
  };
  addTranslations('t4', { ru: flaky, en: flaky });
  await assert.rejects(whenTextsReady('en'), /Failed to fetch/);
  fail = false;
  await whenTextsReady('en');
  assert.equal(t('t4:a'), 'A');

  const broken = (async () => ({ default: { n: 5 } })) as unknown as TranslationLoader;
  addTranslations('t5', { ru: broken, en: async () => ({ default: {} }) });
  setLanguage('ru');
  await new Promise((r) => setTimeout(r, 10));
  assert.equal($textLanguage.get(), 'en', 'the page stays in the language it shows');
  assert.deepEqual($notifications.get().map((n) => n.text), ['main_texts_load_error']);
  await assert.rejects(whenTextsReady('ru'));
});

const MODULES = TEXT_FOLDERS;
test('the text folders are found', () => {
  for (const known of ['platform/src/i18n/common', 'shell-parcels/src/i18n', 'office-parcel/src/i18n', 'office-parcel/src/frame/i18n']) assert.ok(MODULES.includes(known), known);
});
for (const dir of MODULES) {
  test(`${dir}: Russian and English have the same keys and no empty English text`, async () => {
    const [ru, en] = await Promise.all([loadBundle(dir, 'ru'), loadBundle(dir, 'en')]);
    assert.deepEqual(Object.keys(en).sort(), Object.keys(ru).sort());
    for (const [key, text] of Object.entries(en)) if (ru[key] !== '') assert.notEqual(text, '', key);
  });
}

