/**
 * Cookie consent (shell spec §1, §4 "Cookie consent", account spec §5, §9; issue 12): drawn by the
 * server into the shell page, so it works before any JavaScript and adds nothing to the first visit.
 *
 * - A visitor without a valid `cookies_agree_type` gets a banner with the main view (accept all,
 *   reject all, side by side and alike) and the customise view (a `<details>` with the per-option
 *   checkboxes: necessary, always on; functionality; marketing). Its forms post to `POST /cookie-consent`.
 * - The type stored (`cookies_agree_type`) is `all`, the single type chosen (`functionality`,
 *   `marketing`) or `disable`; `cookies_agree_time` keeps when (ms). Both last 180 days (**Choice**:
 *   the spec gives only the 86 400 s default of other cookies, a banner every day would be a nuisance).
 *   The page sends both to the server once a player is signed in (`user/cookie-agreement`) and then
 *   removes the time cookie, as the spec says of the stored time.
 * - No marketing cookie before consent: the referral cookies of an arrival (account spec §9) are set
 *   only with marketing consent; before the choice the arrival's tags ride along in the banner's forms
 *   and are set when marketing is accepted. Withdrawing consent removes the cookies of what was withdrawn.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { FORM_CONTENT_TYPE } from '../http/form-body';
import { sendError } from '../http/errors';
import { clearCookie, readCookie, setCookie } from '../identity/http/cookies';
import { safeReturnPath } from './age-gate';
import { escapeHtml } from './html';
import { REFERRAL_TAG_PARAMETERS, referralCookies, REFERRAL_COOKIE_NAMES } from './referral-cookies';

export const CONSENT_PATH = '/cookie-consent';
export const CONSENT_TYPE_COOKIE = 'cookies_agree_type';
export const CONSENT_TIME_COOKIE = 'cookies_agree_time';
export const CONSENT_SECONDS = 180 * 86_400;
export const CONSENT_TYPES = ['all', 'functionality', 'marketing', 'disable'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** Functional cookies (account spec §9 cookie names): display preferences, removed when functionality is withdrawn. */
export const FUNCTIONAL_COOKIES = ['hide_left', 'hide_right', 'markets_name_type', 'app_view_type', 'isChampsGroupedByCountry', 'tzo', 'is12h'] as const;

/** The stored consent, or null when there is none (or it is not one of the types). */
export function consentOf(cookies: Readonly<Record<string, string | undefined>>): ConsentType | null {
  const value = cookies[CONSENT_TYPE_COOKIE];
  return (CONSENT_TYPES as readonly string[]).includes(value ?? '') ? (value as ConsentType) : null;
}

export const allowsMarketing = (type: ConsentType | null): boolean => type === 'all' || type === 'marketing';
export const allowsFunctionality = (type: ConsentType | null): boolean => type === 'all' || type === 'functionality';

/** The type a choice stores (spec: all, the single type chosen, or disable when nothing optional is checked). */
export function consentType(choice: 'all' | 'disable' | 'selection', functionality: boolean, marketing: boolean): ConsentType {
  if (choice !== 'selection') return choice;
  if (functionality && marketing) return 'all';
  if (functionality) return 'functionality';
  if (marketing) return 'marketing';
  return 'disable';
}

/** The referral tags of a query string, as a query object (only the tag parameters; at most 2 KB). */
export function referralTagsOf(search: string): Record<string, string> {
  const tags: Record<string, string> = {};
  if (search.length > 2048) return tags;
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of REFERRAL_TAG_PARAMETERS) {
    const value = params.get(name);
    if (value) tags[name] = value;
  }
  return tags;
}

const TEXTS = {
  ru: {
    label: 'Настройки cookie',
    text: 'Мы используем cookie: необходимые — для работы сайта, остальные — только с вашего согласия. Выбор можно изменить в любой момент по ссылке «Настройки cookie» внизу страницы.',
    all: 'Принять все',
    reject: 'Отклонить все',
    customize: 'Настроить',
    necessary: 'Необходимые (всегда включены): вход, язык, подтверждение возраста',
    functionality: 'Функциональные: настройки отображения',
    marketing: 'Маркетинговые: откуда вы пришли, для партнёров',
    save: 'Сохранить выбор',
    policy: 'Политика cookie',
    privacy: 'Политика конфиденциальности',
  },
  en: {
    label: 'Cookie settings',
    text: 'We use cookies: necessary ones to run the site, the others only with your consent. You can change your choice at any time with “Cookie settings” at the bottom of the page.',
    all: 'Accept all',
    reject: 'Reject all',
    customize: 'Customise',
    necessary: 'Necessary (always on): sign-in, language, age confirmation',
    functionality: 'Functional: display settings',
    marketing: 'Marketing: where you came from, for our partners',
    save: 'Save my choice',
    policy: 'Cookie policy',
    privacy: 'Privacy policy',
  },
} as const;

const STYLE = `<style>
.kk-consent{position:fixed;left:0;right:0;bottom:0;z-index:2147482000;padding:12px;font:15px/1.45 system-ui,sans-serif}
.kk-consent__box{max-width:980px;margin:0 auto;display:grid;gap:10px;padding:16px 18px;border-radius:12px;background:#fff;color:#14213d;box-shadow:0 -4px 30px rgba(0,0,0,.3)}
.kk-consent__box p{margin:0}
.kk-consent__actions{display:flex;flex-wrap:wrap;gap:10px}
.kk-consent__actions button{flex:1 1 180px;min-height:44px;padding:8px 14px;border-radius:8px;border:2px solid #1f4fd1;background:#1f4fd1;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.kk-consent details{border-top:1px solid #d6dbe6;padding-top:8px}
.kk-consent summary{cursor:pointer;font-weight:600;min-height:32px}
.kk-consent fieldset{border:0;margin:8px 0;padding:0;display:grid;gap:6px}
.kk-consent__save{min-height:40px;padding:6px 14px;border-radius:8px;border:2px solid #1f4fd1;background:#fff;color:#1f4fd1;font:inherit;font-weight:700;cursor:pointer}
.kk-consent a{color:#1f4fd1}
.kk-consent button:focus-visible,.kk-consent input:focus-visible,.kk-consent summary:focus-visible,.kk-consent a:focus-visible{outline:3px solid #f5a300;outline-offset:2px}
@media (prefers-color-scheme:dark){.kk-consent__box{background:#1b2438;color:#eef2fb}.kk-consent__save{background:#1b2438;color:#9db6ff;border-color:#9db6ff}.kk-consent a{color:#9db6ff}}
</style>`;

export interface ConsentView {
  lang: string;
  /** This page (the forms send the visitor back to it). */
  returnTo: string;
  /** The arrival's referral tags, kept until the choice. */
  tags: Readonly<Record<string, string>>;
}

/** The banner's markup (inserted before `</body>`); every text escaped. */
export function renderConsentBanner(view: ConsentView): string {
  const texts = view.lang === 'ru' ? TEXTS.ru : TEXTS.en;
  const hidden =
    `<input type="hidden" name="return" value="${escapeHtml(view.returnTo)}">` +
    `<input type="hidden" name="lng" value="${escapeHtml(view.lang)}">` +
    (Object.keys(view.tags).length ? `<input type="hidden" name="tags" value="${escapeHtml(new URLSearchParams(view.tags).toString())}">` : '');
  const policy = `/${view.lang === 'en' ? 'en' : 'ru'}/information/cookies`;
  const privacy = `/${view.lang === 'en' ? 'en' : 'ru'}/information/privacypolicy`;
  return (
    `<section class="kk-consent" aria-labelledby="kk-consent-title" data-cookie-consent="ask">${STYLE}<div class="kk-consent__box">` +
    `<h2 id="kk-consent-title" style="margin:0;font-size:18px">${escapeHtml(texts.label)}</h2>` +
    `<p>${escapeHtml(texts.text)} <a href="${policy}">${escapeHtml(texts.policy)}</a> · <a href="${privacy}">${escapeHtml(texts.privacy)}</a></p>` +
    `<form method="post" action="${CONSENT_PATH}" class="kk-consent__actions">${hidden}` +
    `<button type="submit" name="choice" value="all">${escapeHtml(texts.all)}</button>` +
    `<button type="submit" name="choice" value="disable">${escapeHtml(texts.reject)}</button></form>` +
    `<details><summary>${escapeHtml(texts.customize)}</summary>` +
    `<form method="post" action="${CONSENT_PATH}">${hidden}<input type="hidden" name="choice" value="selection">` +
    `<fieldset><legend class="kk-visually-hidden">${escapeHtml(texts.customize)}</legend>` +
    `<label><input type="checkbox" checked disabled> ${escapeHtml(texts.necessary)}</label>` +
    `<label><input type="checkbox" name="functionality" value="1"> ${escapeHtml(texts.functionality)}</label>` +
    `<label><input type="checkbox" name="marketing" value="1"> ${escapeHtml(texts.marketing)}</label></fieldset>` +
    `<button type="submit" class="kk-consent__save">${escapeHtml(texts.save)}</button></form></details>` +
    `</div></section>`
  );
}

/** The page with the banner as the last thing in `<body>`. */
export function withConsentBanner(html: string, banner: string): string {
  const body = html.lastIndexOf('</body>');
  return body < 0 ? html : `${html.slice(0, body)}${banner}${html.slice(body)}`;
}

const ChoiceSchema = v.object({
  choice: v.picklist(['all', 'disable', 'selection']),
  functionality: v.optional(v.literal('1')),
  marketing: v.optional(v.literal('1')),
  tags: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  return: v.optional(v.string()),
  lng: v.optional(v.string()),
});


/** `POST /cookie-consent` (an HTML form, also sent by the footer's cookie settings). */
export function registerConsentRoute(app: FastifyInstance, now: () => number): void {
  app.post(CONSENT_PATH, { config: { contentTypes: [FORM_CONTENT_TYPE] } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = v.safeParse(ChoiceSchema, request.body);
    if (!parsed.success) return sendError(reply, 400, 'invalid_body', 'choice must be "all", "disable" or "selection"');
    const body = parsed.output;
    const type = consentType(body.choice, body.functionality === '1', body.marketing === '1');
    const at = now();
    setCookie(request, reply, CONSENT_TYPE_COOKIE, type, { httpOnly: false, maxAge: CONSENT_SECONDS });
    setCookie(request, reply, CONSENT_TIME_COOKIE, String(at), { httpOnly: false, maxAge: CONSENT_SECONDS });
    if (allowsMarketing(type)) {
      // The arrival's tags, held until now (account spec §9 referral cookies).
      for (const cookie of referralCookies(referralTagsOf(body.tags ?? ''))) {
        setCookie(request, reply, cookie.name, cookie.value, { httpOnly: cookie.httpOnly, maxAge: cookie.maxAgeSeconds });
      }
    } else {
      for (const name of REFERRAL_COOKIE_NAMES) if (readCookie(request, name)) clearCookie(request, reply, name, name !== 'refererid');
    }
    if (!allowsFunctionality(type)) {
      for (const name of FUNCTIONAL_COOKIES) if (readCookie(request, name)) clearCookie(request, reply, name, false);
    }
    request.log.info({ type }, 'cookie consent chosen');
    const lang = body.lng === 'en' ? 'en' : 'ru';
    return reply.header('cache-control', 'no-store').redirect(safeReturnPath(body.return, lang), 303);
  });
}
