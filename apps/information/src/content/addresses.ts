/**
 * What the content pages read from their URL, as pure functions: the rules' group and chapter, the
 * news page, the betting alphabet's topic, letter and term, the cash-terminal search text and the
 * content page of a route. Odd values never throw: they give null (the page shows "not found") or
 * the default.
 */
import * as v from 'valibot';
import { GlossaryBlockSchema, TerminalQuerySchema, type GlossaryBlock } from '../contracts/content';

/** `ruleGroup` and `chapter` of the URL as numbers; null when either is not a positive whole number. */
export function ruleAddress(params: Readonly<Record<string, string | undefined>>): { group: number; chapter: number } | null {
  const number = (raw: string | undefined, fallback: number | null): number | null => {
    if (raw === undefined || raw === '') return fallback;
    return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
  };
  const group = number(params['ruleGroup'], null);
  const chapter = number(params['chapter'], 1);
  return group === null || chapter === null ? null : { group, chapter };
}

/** The `page` query parameter as a page number (1 when missing or malformed). */
export const newsPageOf = (search: string): number => {
  const raw = new URLSearchParams(search).get('page') ?? '';
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
};

export interface AlphabetAddress {
  block: GlossaryBlock | null;
  letter: string | null;
  slug: string | null;
}

/** The betting alphabet's parameters, or null when the topic is not one of the alphabet's. */
export function alphabetAddress(params: Readonly<Record<string, string | undefined>>): AlphabetAddress | null {
  const rawBlock = params['block'];
  if (!rawBlock) return { block: null, letter: null, slug: null };
  const block = v.safeParse(GlossaryBlockSchema, rawBlock);
  if (!block.success) return null;
  return { block: block.output, letter: params['category']?.toLocaleLowerCase() || null, slug: params['slug'] || null };
}

/** The letters the entries start with, in the alphabetical order of the page's language. */
export const lettersOf = (entries: ReadonlyArray<{ letter: string }>, lang: string): string[] =>
  [...new Set(entries.map((e) => e.letter))].sort((a, b) => a.localeCompare(b, lang));

/** The URL's cash-terminal query as search text: trimmed, at most 80 characters (longer text is cut, not refused). */
export const terminalQueryOf = (raw: string | undefined): string => {
  const parsed = v.safeParse(TerminalQuerySchema, (raw ?? '').slice(0, 200).trim().slice(0, 80));
  return parsed.success ? parsed.output : '';
};

/** The content page of a route: `information-about` → `about`, `mobile` → `mobile`. */
export const pageSlugOf = (routeName: string): string => routeName.replace(/^information-/, '');
