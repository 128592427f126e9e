/** Texts of the update notice (namespace `app-update`), inside its chunk. */
import { addInlineTexts } from '@kickoff/platform';

const ru = {
  title: 'Доступна новая версия сайта',
  text: 'Мы обновили сайт. Обновите страницу, чтобы продолжить в новой версии: купон и вход сохранятся.',
  reload: 'Обновить страницу',
};

export const text = addInlineTexts('app-update', {
  ru,
  en: {
    title: 'A new version of the site is available',
    text: 'We have updated the site. Reload the page to go on with the new version: your bet slip and sign-in are kept.',
    reload: 'Reload the page',
  } satisfies Record<keyof typeof ru, string>,
});
