/** The `lang` query parameter: two letters (a region suffix such as `en-GB` is dropped), lower-cased. */
const LANG = /^([A-Za-z]{2})(?:[-_][A-Za-z0-9]{1,8})*$/;

export type LangParse = { ok: true; lang: string | undefined } | { ok: false };

export function parseLang(raw: unknown): LangParse {
  if (raw === undefined || raw === '') return { ok: true, lang: undefined };
  if (typeof raw !== 'string') return { ok: false };
  const match = LANG.exec(raw.trim());
  return match?.[1] ? { ok: true, lang: match[1].toLowerCase() } : { ok: false };
}

/** The languages the reference server's own texts come in. */
export type ReplyLanguage = 'ru' | 'en';

/**
 * The language of a reply's texts: the `lng` query (the page's language, chosen by the caller), else
 * the request's `Accept-Language` (its first tag); Russian, the site's default, when neither names a
 * language; any other language gets English.
 */
export function replyLanguage(request: { headers: Record<string, string | string[] | undefined>; query?: unknown }): ReplyLanguage {
  const header = request.headers['accept-language'];
  const first = typeof header === 'string' ? header.split(',')[0]?.split(';')[0] : undefined;
  const query = typeof request.query === 'object' && request.query !== null ? (request.query as Record<string, unknown>)['lng'] : undefined;
  for (const raw of [query, first]) {
    const parsed = parseLang(raw);
    if (parsed.ok && parsed.lang) return parsed.lang === 'ru' ? 'ru' : 'en';
  }
  return 'ru';
}
