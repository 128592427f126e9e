/**
 * Texts of the domain checker (namespace `domain-check`), in the module itself: three short strings
 * per language are not worth a download of their own. `{{host}}` is the page's address, `{{address}}`
 * the primary official one.
 */
import { addInlineTexts } from '@kickoff/platform';

export const NS = 'domain-check';

const ru = {
  unofficial_title: 'Неофициальный адрес сайта',
  unofficial_text:
    'Вы открыли сайт по адресу {{host}} — это не официальный адрес Kickoff. Не вводите здесь пароль, коды и платёжные данные. Официальный сайт: {{address}}',
  go_official: 'Перейти на официальный сайт',
};

const en: Record<keyof typeof ru, string> = {
  unofficial_title: 'Unofficial site address',
  unofficial_text:
    'You opened the site at {{host}}, which is not an official Kickoff address. Do not enter your password, codes or payment details here. The official site is {{address}}',
  go_official: 'Go to the official site',
};

/** A key of this namespace as the notification carries it (`domain-check:go_official`). */
export const text = addInlineTexts(NS, { ru, en });
