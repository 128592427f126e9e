/** Texts of the update notice (namespace `app-update`), loaded with its chunk. */
import { addTranslations } from '@kickoff/platform';

export const NS = 'app-update';

const ru = {
  title: 'Доступна новая версия сайта',
  text: 'Мы обновили сайт. Обновите страницу, чтобы продолжить в новой версии: купон и вход сохранятся.',
  reload: 'Обновить страницу',
};

const en: Record<keyof typeof ru, string> = {
  title: 'A new version of the site is available',
  text: 'We have updated the site. Reload the page to go on with the new version: your bet slip and sign-in are kept.',
  reload: 'Reload the page',
};

/** A key of this namespace as a notification carries it. */
export const text = (key: keyof typeof ru): string => `${NS}:${key}`;

addTranslations(NS, { ru: () => Promise.resolve({ default: ru }), en: () => Promise.resolve({ default: en }) });
