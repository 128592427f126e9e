/**
 * The page the service worker answers a navigation with when the network fails (./strategy.ts,
 * `network-first-offline`). Pure: the HTML text for the URL the player tried to open. It says the
 * connection is lost and links back to the same address ("Try again" reloads through the network).
 * No script (the site CSP and this page's own CSP forbid inline scripts), an inline style only;
 * the language is the path's first segment (`/en/...`), Russian otherwise, as on the site.
 */

export type OfflineLanguage = 'ru' | 'en';

const TEXTS: Readonly<Record<OfflineLanguage, { title: string; heading: string; text: string; retry: string }>> = {
  ru: {
    title: 'Нет соединения — Kickoff',
    heading: 'Нет соединения с интернетом',
    text: 'Проверьте подключение к сети и попробуйте ещё раз. Ставки и баланс обновятся, как только связь восстановится.',
    retry: 'Попробовать ещё раз',
  },
  en: {
    title: 'No connection — Kickoff',
    heading: 'You are offline',
    text: 'The connection to the internet is lost. Check your network and try again: odds and your balance update as soon as you are back online.',
    retry: 'Try again',
  },
};

/** The Content-Security-Policy the worker sends with the page: nothing but its inline style. */
export const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,sans-serif;' +
  'background:#0f1720;color:#e8edf2}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}' +
  'p{margin:0 0 1.5rem;color:#b8c4cf}a{display:inline-block;padding:.75rem 1.5rem;border-radius:.5rem;background:#2f9e44;' +
  'color:#fff;font-weight:600;text-decoration:none}a:focus-visible{outline:3px solid #fff;outline-offset:2px}';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** `ru` or `en` from the path's first segment (`/EN/line` too); `ru` for anything else. */
export function offlineLanguage(url: string): OfflineLanguage {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://offline.invalid').pathname;
  } catch {
    return 'ru';
  }
  const first = pathname.split('/')[1]?.toLowerCase();
  return first === 'en' ? 'en' : 'ru';
}

/**
 * The same address as a same-origin link: path and query only, so no other scheme or host can get in.
 * A path starting with `//` would read as another host (`//evil.example/x`): `/.` before it keeps the
 * exact path on this origin (the browser drops the `.` segment).
 */
function retryHref(url: string): string {
  try {
    const { pathname, search } = new URL(url, 'http://offline.invalid');
    return `${pathname.startsWith('//') ? `/.${pathname}` : pathname}${search}`;
  } catch {
    return '/';
  }
}

/** The offline page for a navigation to `url` (absolute or a path). */
export function offlinePage(url: string): string {
  const lang = offlineLanguage(url);
  const t = TEXTS[lang];
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>` +
    `<body><main id="kickoff-offline"><h1>${escapeHtml(t.heading)}</h1><p>${escapeHtml(t.text)}</p>` +
    `<a href="${escapeHtml(retryHref(url))}" data-offline-retry>${escapeHtml(t.retry)}</a></main></body></html>`
  );
}
