/** The `lang` query parameter: two letters (a region suffix such as `en-GB` is dropped), lower-cased. */
const LANG = /^([A-Za-z]{2})(?:[-_][A-Za-z0-9]{1,8})*$/;

export type LangParse = { ok: true; lang: string | undefined } | { ok: false };

export function parseLang(raw: unknown): LangParse {
  if (raw === undefined || raw === '') return { ok: true, lang: undefined };
  if (typeof raw !== 'string') return { ok: false };
  const match = LANG.exec(raw.trim());
  return match?.[1] ? { ok: true, lang: match[1].toLowerCase() } : { ok: false };
}
