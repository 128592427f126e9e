/**
 * The mails of the reference server and their links. There is no mail provider: a mail is a row of
 * `mail_log` (read through the test API) and a log line without the links. Every mail that is not a
 * password reset carries a signed unsubscribe link (user/stopnewsletter); the welcome mail of a new
 * player carries the activation link (user/activatefast), the confirmation mail the confirm link
 * (user/accountverify), the forgot-password mail the reset link (user/passwordreset).
 */
import type { FastifyRequest } from 'fastify';
import type { MailingList } from '@kickoff/office-contracts/settings';
import { ACTIVATION_LINK_TTL_MS, newLinkToken, signUnsubscribe, UNSUBSCRIBE_TTL_MS } from './links';
import type { PreferencesStore } from './store/preferences';

type Lang = 'ru' | 'en';

/** The player's language for the links: `lng` of the call, else the language of the page it came from, else ru. */
export function mailLanguage(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.lng === 'en' || query?.lng === 'ru') return query.lng;
  const referer = request.headers.referer ?? '';
  return /^https?:\/\/[^/]+\/en([/?#]|$)/.test(referer) ? 'en' : 'ru';
}

/** `http://host/ru/<path>?token=...` on the host the call came to. */
function link(request: FastifyRequest, lang: Lang, path: string, token: string): string {
  return `${request.protocol}://${request.host}/${lang}/${path}?token=${encodeURIComponent(token)}`;
}

export interface Mailer {
  welcome(request: FastifyRequest, userId: number, email: string): void;
  confirmEmail(request: FastifyRequest, userId: number, email: string): void;
  resetLink(request: FastifyRequest, userId: number, email: string, resetToken: string): void;
  /** A newsletter of `list`; false (nothing sent) when the player switched that mailing off. */
  newsletter(request: FastifyRequest, userId: number, email: string, list: MailingList, enabled: boolean): boolean;
}

const TEXTS = {
  ru: {
    welcome: 'Добро пожаловать в Kickoff',
    activate: 'Активируйте аккаунт по ссылке:',
    confirm: 'Подтверждение e-mail',
    confirmText: 'Подтвердите e-mail по ссылке:',
    reset: 'Восстановление пароля',
    resetText: 'Задайте новый пароль по ссылке (действует 60 минут):',
    news: 'Новости Kickoff',
    newsText: 'Новые турниры и акции недели.',
    unsubscribe: 'Отписаться от рассылки:',
  },
  en: {
    welcome: 'Welcome to Kickoff',
    activate: 'Activate your account:',
    confirm: 'Confirm your e-mail',
    confirmText: 'Confirm your e-mail address:',
    reset: 'Password reset',
    resetText: 'Set a new password (the link works for 60 minutes):',
    news: 'Kickoff news',
    newsText: 'New tournaments and offers of the week.',
    unsubscribe: 'Unsubscribe from these mails:',
  },
} as const;

export function createMailer(store: PreferencesStore, now: () => number): Mailer {
  const unsubscribeLine = (request: FastifyRequest, lang: Lang, userId: number, list: MailingList): string => {
    const token = signUnsubscribe(store.linkSecret(), { userId, list, expiresAt: now() + UNSUBSCRIBE_TTL_MS });
    return `${TEXTS[lang].unsubscribe} ${link(request, lang, 'user/stopnewsletter', token)}`;
  };
  const oneUseLink = (purpose: 'verify' | 'activate', userId: number, email: string): string => {
    const { token, hash } = newLinkToken();
    const at = now();
    store.insertLink({ token_hash: hash, purpose, user_id: userId, email, created_at: at, expires_at: at + ACTIVATION_LINK_TTL_MS, used_at: null });
    return token;
  };
  const send = (request: FastifyRequest, userId: number, to: string, kind: string, subject: string, lines: readonly string[]): void => {
    store.logMail({ user_id: userId, recipient: to.toLowerCase(), kind, subject, body: lines.join('\n'), created_at: now() });
    request.log.info({ userId, kind }, 'mail sent (mail log)');
  };
  /** A mail with a one-use link (welcome: activate; confirm_email: verify) and the news unsubscribe link. */
  const linkMail = (request: FastifyRequest, userId: number, email: string, kind: 'welcome' | 'confirm_email', purpose: 'verify' | 'activate', page: string): void => {
    const lang = mailLanguage(request);
    const texts = TEXTS[lang];
    const [subject, lead] = kind === 'welcome' ? [texts.welcome, texts.activate] : [texts.confirm, texts.confirmText];
    const token = oneUseLink(purpose, userId, email);
    send(request, userId, email, kind, subject, [`${lead} ${link(request, lang, page, token)}`, unsubscribeLine(request, lang, userId, 'news')]);
  };
  return {
    welcome(request, userId, email) {
      linkMail(request, userId, email, 'welcome', 'activate', 'user/activatefast');
    },
    confirmEmail(request, userId, email) {
      linkMail(request, userId, email, 'confirm_email', 'verify', 'user/accountverify');
    },
    resetLink(request, userId, email, resetToken) {
      const lang = mailLanguage(request);
      send(request, userId, email, 'password_reset', TEXTS[lang].reset, [`${TEXTS[lang].resetText} ${link(request, lang, 'user/passwordreset', resetToken)}`]);
    },
    newsletter(request, userId, email, list, enabled) {
      if (!enabled) return false;
      const lang = mailLanguage(request);
      send(request, userId, email, `newsletter_${list}`, TEXTS[lang].news, [TEXTS[lang].newsText, unsubscribeLine(request, lang, userId, list)]);
      return true;
    },
  };
}
