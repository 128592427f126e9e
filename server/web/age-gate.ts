/**
 * The age gate (shell spec §4 "Age restriction", §8 "Age check"; issue 12): a visitor who is not
 * signed in and has not confirmed his age gets, on every page of the main and headless layouts, an
 * alert dialog drawn by the server into the shell page — before any gambling content, and without
 * JavaScript: the page behind it is `inert` and `aria-hidden` (no focus, hidden from assistive technology), the dialog
 * has no close button and nothing outside it dismisses it. Its form posts to `POST /age-gate`, which
 * remembers the answer in a cookie and sends the visitor back to the page:
 * - "I am 18 or older" with "Remember me for 3 days" (checked by default): `age_confirmed=1` for
 *   259 200 s (3 days); without it, a session cookie;
 * - "I am under 18": `age_declined=1` for the session; the dialog then says the site is for adults
 *   only and the content stays closed (a visitor who clicked wrongly can still confirm).
 * Signed-in players confirmed their age when they registered (the 18+ box) and never see it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { createMatcher, NOT_FOUND, ROUTES, splitLanguage } from '@kickoff/contracts';
import { FORM_CONTENT_TYPE } from '../http/form-body';
import { sendError } from '../http/errors';
import { clearCookie, readCookie, setCookie } from '../identity/http/cookies';
import { escapeHtml } from './html';

export const AGE_CONFIRMED_COOKIE = 'age_confirmed';
export const AGE_DECLINED_COOKIE = 'age_declined';
/** Shell spec §4: confirmation is remembered for 3 days (259 200 000 ms) or for the session. */
export const AGE_REMEMBER_SECONDS = 259_200;
export const AGE_GATE_PATH = '/age-gate';

const GATED_LAYOUTS: ReadonlySet<string> = new Set(['main', 'headless']);
const matcher = createMatcher(ROUTES);

export type AgeGateState = 'none' | 'ask' | 'declined';

/** Whether this shell page request gets the gate, and in which state. */
export function ageGateState(url: string, cookies: Readonly<Record<string, string | undefined>>, signedIn: boolean): AgeGateState {
  if (signedIn || cookies[AGE_CONFIRMED_COOKIE] === '1') return 'none';
  const pathname = url.split('?')[0] ?? '/';
  const { rest } = splitLanguage(pathname);
  const { route } = matcher.match(rest);
  if (route !== NOT_FOUND && !GATED_LAYOUTS.has(route.layout)) return 'none';
  return cookies[AGE_DECLINED_COOKIE] === '1' ? 'declined' : 'ask';
}

const TEXTS = {
  ru: {
    title: 'Вам есть {age} лет?',
    text: '{company} — сайт ставок на спорт и азартных игр. Он открыт только для совершеннолетних: подтвердите, что вам исполнилось {age} лет.',
    declined: 'Сайт доступен только лицам старше {age} лет. Азартные игры могут вызывать зависимость: если вам нужна помощь, обратитесь к специалисту.',
    remember: 'Запомнить на 3 дня',
    yes: 'Да, мне есть {age}',
    no: 'Нет, мне меньше {age}',
  },
  en: {
    title: 'Are you {age} or older?',
    text: '{company} is a sports betting and gambling site. It is open to adults only: confirm that you are {age} or older.',
    declined: 'This site is only for people aged {age} and over. Gambling can be addictive: if you need help, talk to a specialist.',
    remember: 'Remember me for 3 days',
    yes: 'Yes, I am {age} or older',
    no: 'No, I am under {age}',
  },
} as const;


const STYLE = `<style>
.kk-age-gate{position:fixed;inset:0;z-index:2147483000;display:grid;place-items:center;padding:16px;background:rgba(8,14,28,.92);font:16px/1.45 system-ui,sans-serif}
.kk-age-gate__box{max-width:440px;width:100%;box-sizing:border-box;display:grid;gap:14px;padding:24px;border-radius:12px;background:#fff;color:#14213d;box-shadow:0 12px 40px rgba(0,0,0,.4)}
.kk-age-gate__box h1{margin:0;font-size:22px}
.kk-age-gate__box p{margin:0}
.kk-age-gate__declined{padding:10px 12px;border-radius:8px;background:#fde8e8;color:#8a1c1c}
.kk-age-gate__actions{display:flex;flex-wrap:wrap;gap:10px}
.kk-age-gate__actions button{flex:1 1 160px;min-height:44px;padding:8px 14px;border-radius:8px;border:2px solid #1f4fd1;font:inherit;font-weight:700;cursor:pointer}
.kk-age-gate__yes{background:#1f4fd1;color:#fff}
.kk-age-gate__no{background:#fff;color:#1f4fd1}
.kk-age-gate__actions button:focus-visible,.kk-age-gate__box input:focus-visible{outline:3px solid #f5a300;outline-offset:2px}
@media (prefers-color-scheme:dark){.kk-age-gate__box{background:#1b2438;color:#eef2fb}.kk-age-gate__no{background:#1b2438;color:#9db6ff;border-color:#9db6ff}.kk-age-gate__declined{background:#4a1d1d;color:#ffd7d7}}
</style>`;

export interface AgeGateView {
  lang: string;
  state: Exclude<AgeGateState, 'none'>;
  minAge: number;
  company: string;
  /** Where the form sends the visitor back to (this page). */
  returnTo: string;
}

/** The dialog's markup (inserted right after `<body>`); every text escaped. */
export function renderAgeGate(view: AgeGateView): string {
  const texts = view.lang === 'ru' ? TEXTS.ru : TEXTS.en;
  const fill = (s: string) => escapeHtml(s.replace(/\{age\}/g, String(view.minAge)).replace(/\{company\}/g, view.company));
  const declined = view.state === 'declined' ? `<p class="kk-age-gate__declined" role="alert">${fill(texts.declined)}</p>` : '';
  return (
    `<div class="kk-age-gate" role="alertdialog" aria-modal="true" aria-labelledby="kk-age-gate-title" aria-describedby="kk-age-gate-text" data-age-gate="${view.state}">${STYLE}` +
    `<form class="kk-age-gate__box" method="post" action="${AGE_GATE_PATH}">` +
    `<h1 id="kk-age-gate-title">${fill(texts.title)}</h1>` +
    `<p id="kk-age-gate-text">${fill(texts.text)}</p>${declined}` +
    `<input type="hidden" name="return" value="${escapeHtml(view.returnTo)}">` +
    `<input type="hidden" name="lng" value="${escapeHtml(view.lang)}">` +
    `<label><input type="checkbox" name="remember" value="3d" checked> ${fill(texts.remember)}</label>` +
    `<div class="kk-age-gate__actions">` +
    `<button class="kk-age-gate__yes" type="submit" name="answer" value="yes" autofocus>${fill(texts.yes)}</button>` +
    `<button class="kk-age-gate__no" type="submit" name="answer" value="no">${fill(texts.no)}</button>` +
    `</div></form></div>`
  );
}

/** The page with the gate: the dialog first in `<body>`, the app's root made `inert`. */
export function withAgeGate(html: string, gate: string): string {
  const body = html.search(/<body[^>]*>/i);
  if (body < 0) return html;
  const end = html.indexOf('>', body) + 1;
  const page = `${html.slice(0, end)}${gate}${html.slice(end)}`;
  return page.replace('<div id="kickoff-root"', '<div id="kickoff-root" inert aria-hidden="true"');
}

/** A path of this site to send the visitor back to: same-site, absolute path only (no `//host`). */
export function safeReturnPath(value: string | undefined, lang: string): string {
  if (value && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 2048) return value;
  return `/${lang === 'en' ? 'en' : 'ru'}/`;
}

const AnswerSchema = v.object({
  answer: v.picklist(['yes', 'no']),
  remember: v.optional(v.literal('3d')),
  return: v.optional(v.string()),
  lng: v.optional(v.string()),
});

/** `POST /age-gate` (an HTML form; the write guard allows only this route the form type). */
export function registerAgeGateRoute(app: FastifyInstance): void {
  app.post(AGE_GATE_PATH, { config: { contentTypes: [FORM_CONTENT_TYPE] } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = v.safeParse(AnswerSchema, request.body);
    if (!parsed.success) return sendError(reply, 400, 'invalid_body', 'answer must be "yes" or "no"');
    const { answer, remember } = parsed.output;
    const lang = parsed.output.lng === 'en' ? 'en' : 'ru';
    if (answer === 'yes') {
      setCookie(request, reply, AGE_CONFIRMED_COOKIE, '1', remember ? { httpOnly: true, maxAge: AGE_REMEMBER_SECONDS } : { httpOnly: true });
      if (readCookie(request, AGE_DECLINED_COOKIE)) clearCookie(request, reply, AGE_DECLINED_COOKIE, true);
    } else {
      setCookie(request, reply, AGE_DECLINED_COOKIE, '1', { httpOnly: true });
    }
    request.log.info({ answer, remember: remember === '3d' }, 'age gate answered');
    return reply.header('cache-control', 'no-store').redirect(safeReturnPath(parsed.output.return, lang), 303);
  });
}
