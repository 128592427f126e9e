/**
 * The page Telegram returns to (`GET /social-api/oauth/callback/telegram?state=&lng=`): Telegram puts
 * the signed user data in the URL's fragment (`#tgAuthResult=<base64 JSON>`), which never reaches a
 * server, so this page's one script (a file of this origin, `…/telegram/return.js`, allowed by its CSP
 * as `'self'`; no inline script) copies the state and the fragment into the page's form, drops both
 * from the address bar and posts the form to `POST /social-api/oauth/callback/telegram`, which verifies
 * and answers with the same redirects as the OpenID Connect callback. Russian or English by `lng`.
 */
import { API_BASES, SocialProviderPaths } from '@kickoff/contracts';

export const TELEGRAM_RETURN_PATH = `${API_BASES.social}/${SocialProviderPaths.callback}/telegram`;
export const TELEGRAM_RETURN_SCRIPT_PATH = `${TELEGRAM_RETURN_PATH}/return.js`;

/** Same-origin script and form only; same-origin referrers, so the form post carries our Origin. */
export const RETURN_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** The return page's script (served as a file of this origin). */
export const RETURN_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('tg-return');
  if (!form) return;
  var state = new URLSearchParams(window.location.search).get('state') || '';
  var match = /(?:^#|&)tgAuthResult=([^&]*)/.exec(window.location.hash);
  var result = '';
  if (match) {
    try { result = decodeURIComponent(match[1]); } catch (e) { result = match[1]; }
  }
  form.elements.namedItem('state').value = state;
  form.elements.namedItem('tgAuthResult').value = result;
  // The signed data and the state leave the address bar and the history.
  window.history.replaceState(null, '', window.location.pathname);
  form.submit();
})();
`;

const TEXTS = {
  ru: { title: 'Вход через Telegram', wait: 'Входим через Telegram…', noScript: 'Для входа через Telegram включите JavaScript.', back: 'Вернуться ко входу', submit: 'Продолжить' },
  en: { title: 'Sign-in with Telegram', wait: 'Signing you in with Telegram…', noScript: 'Turn on JavaScript to sign in with Telegram.', back: 'Back to sign-in', submit: 'Continue' },
} as const;

export function returnPage(lng: 'ru' | 'en'): string {
  const t = TEXTS[lng];
  return `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="same-origin"><meta name="robots" content="noindex"><title>${t.title}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef3ee;color:#1b2330}main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px}
button{padding:.6rem 1rem;font:inherit}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}</style></head><body><main>
<h1>${t.title}</h1><p role="status">${t.wait}</p>
<noscript><p>${t.noScript}</p><p><a href="/${lng}/login">${t.back}</a></p></noscript>
<form id="tg-return" method="post" action="${TELEGRAM_RETURN_PATH}" hidden><input type="hidden" name="state"><input type="hidden" name="tgAuthResult">
<button type="submit">${t.submit}</button></form>
<script src="${TELEGRAM_RETURN_SCRIPT_PATH}"></script></main></body></html>`;
}
