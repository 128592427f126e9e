/** The content service's calls (contract ../contracts/content), validated, in the page's language. */
import * as v from 'valibot';
import { api } from '@kickoff/platform';
import {
  ContentPageSchema,
  ContentPaths,
  GlossaryResponseSchema,
  NewsArticleSchema,
  NewsListResponseSchema,
  PartnersResponseSchema,
  RuleChapterSchema,
  RuleGroupsResponseSchema,
  TerminalsResponseSchema,
  contentCallPath,
  type GlossaryBlock,
  type PartnerSection,
} from '../contracts/content';

const get = <S extends v.GenericSchema>(path: string, schema: S, lang: string, signal: AbortSignal, query: Record<string, string> = {}): Promise<v.InferOutput<S>> =>
  api.request({ service: 'web', path: contentCallPath(path), query: { lng: lang, ...query }, schema, signal });

export const contentCalls = {
  page: (slug: string, lang: string, signal: AbortSignal) => get(ContentPaths.page(encodeURIComponent(slug)), ContentPageSchema, lang, signal),
  ruleGroups: (lang: string, signal: AbortSignal) => get(ContentPaths.ruleGroups, RuleGroupsResponseSchema, lang, signal),
  ruleChapter: (group: number, chapter: number, lang: string, signal: AbortSignal) => get(ContentPaths.ruleChapter(group, chapter), RuleChapterSchema, lang, signal),
  news: (page: number, lang: string, signal: AbortSignal) => get(ContentPaths.news, NewsListResponseSchema, lang, signal, { page: String(page) }),
  newsArticle: (slug: string, lang: string, signal: AbortSignal) => get(ContentPaths.newsArticle(encodeURIComponent(slug)), NewsArticleSchema, lang, signal),
  glossary: (block: GlossaryBlock | null, lang: string, signal: AbortSignal) => get(ContentPaths.glossary, GlossaryResponseSchema, lang, signal, block ? { block } : {}),
  partners: (section: PartnerSection | null, lang: string, signal: AbortSignal) => get(ContentPaths.partners, PartnersResponseSchema, lang, signal, section ? { section } : {}),
  terminals: (q: string, lang: string, signal: AbortSignal) => get(ContentPaths.terminals, TerminalsResponseSchema, lang, signal, q ? { q } : {}),
};

/** A reply the content service gave as "not found" (an unknown page, chapter or article). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof Error && 'status' in error && (error as { status: unknown }).status === 404;
