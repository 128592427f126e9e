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

/**
 * A content call as a screen's resource (`useResource(r.load, r.firstView)`): its load in the page's
 * language, and the key (path and query) and schema its reply has in a server-drawn first view.
 */
function resource<S extends v.GenericSchema>(path: string, schema: S, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return {
    load: (lang: string, signal: AbortSignal): Promise<v.InferOutput<S>> =>
      api.request({ service: 'web', path: contentCallPath(path), query: { lng: lang, ...query }, schema, signal }),
    firstView: { key: `${contentCallPath(path)}${search ? `?${search}` : ''}`, schema },
  };
}

export const contentResources = {
  page: (slug: string) => resource(ContentPaths.page(encodeURIComponent(slug)), ContentPageSchema),
  ruleGroups: () => resource(ContentPaths.ruleGroups, RuleGroupsResponseSchema),
  ruleChapter: (group: number, chapter: number) => resource(ContentPaths.ruleChapter(group, chapter), RuleChapterSchema),
  news: (page: number) => resource(ContentPaths.news, NewsListResponseSchema, { page: String(page) }),
  newsArticle: (slug: string) => resource(ContentPaths.newsArticle(encodeURIComponent(slug)), NewsArticleSchema),
  glossary: (block: GlossaryBlock | null) => resource(ContentPaths.glossary, GlossaryResponseSchema, block ? { block } : {}),
  partners: (section: PartnerSection | null) => resource(ContentPaths.partners, PartnersResponseSchema, section ? { section } : {}),
  terminals: (q: string) => resource(ContentPaths.terminals, TerminalsResponseSchema, q ? { q } : {}),
};

/** A reply the content service gave as "not found" (an unknown page, chapter or article). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof Error && 'status' in error && (error as { status: unknown }).status === 404;
