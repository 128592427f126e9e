/**
 * The content calls (`/web-api/content/...`, contract @kickoff/information-contracts/content): public,
 * cached for five minutes, in the language of `lng` (else `Accept-Language`). Stored JSON is checked
 * against the contract before it is served, so a broken row is a 500 rather than a broken page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  ContentErrorCodes,
  ContentPageSchema,
  ContentPaths,
  GlossaryBlockSchema,
  GlossaryLetterSchema,
  GlossaryResponseSchema,
  NEWS_PAGE_SIZE,
  NewsArticleSchema,
  NewsListResponseSchema,
  PartnerSectionSchema,
  PartnersResponseSchema,
  RuleChapterSchema,
  RuleGroupsResponseSchema,
  SlugSchema,
  TerminalQuerySchema,
  TerminalsResponseSchema,
  contentPath,
  type ContentLang,
  type RuleGroup,
} from '@kickoff/information-contracts/content';
import { sendError } from '../http/errors';
import { replyLanguage } from '../http/lang';
import { validate } from '../http/validate';
import type { ContentStore } from './store';

const CACHE = 'public, max-age=300';
const PositiveInt = v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number));

const SlugParams = v.object({ slug: SlugSchema });
const ChapterParams = v.object({ group: PositiveInt, chapter: PositiveInt });
const NewsQuery = v.object({ page: v.optional(PositiveInt, '1') });
const GlossaryQuery = v.object({ block: v.optional(GlossaryBlockSchema), letter: v.optional(GlossaryLetterSchema) });
const PartnersQuery = v.object({ section: v.optional(PartnerSectionSchema) });
const TerminalsQuery = v.object({ q: v.optional(TerminalQuerySchema, '') });

const langOf = (request: FastifyRequest): ContentLang => replyLanguage(request);

function badQuery(reply: FastifyReply, detail: string): FastifyReply {
  return sendError(reply, 400, ContentErrorCodes.badQuery, detail);
}
function notFound(reply: FastifyReply, what: string): FastifyReply {
  return sendError(reply, 404, ContentErrorCodes.notFound, `${what} not found`);
}

/** Case- and accent-insensitive containment for the free-text terminal search. */
const fold = (text: string): string => text.toLocaleLowerCase('ru').normalize('NFKD').replace(/\p{M}/gu, '').replace(/ё/g, 'е');

export function registerContentRoutes(app: FastifyInstance, store: ContentStore): void {
  app.get(contentPath(ContentPaths.page(':slug')), async (request, reply) => {
    const params = validate(SlugParams, request.params);
    if (!params.ok) return notFound(reply, 'Page');
    const page = store.page(params.value.slug, langOf(request));
    if (!page) return notFound(reply, 'Page');
    return reply.header('cache-control', CACHE).send(v.parse(ContentPageSchema, page));
  });

  app.get(contentPath(ContentPaths.ruleGroups), async (request, reply) => {
    const groups = new Map<number, RuleGroup>();
    for (const row of store.ruleChapters(langOf(request))) {
      const group = groups.get(row.group) ?? { group: row.group, title: row.groupTitle, chapters: [] };
      group.chapters.push({ chapter: row.chapter, title: row.title });
      groups.set(row.group, group);
    }
    return reply.header('cache-control', CACHE).send(v.parse(RuleGroupsResponseSchema, { groups: [...groups.values()] }));
  });

  app.get(contentPath('rules/:group/:chapter'), async (request, reply) => {
    const params = validate(ChapterParams, request.params);
    if (!params.ok) return notFound(reply, 'Rule chapter');
    const chapter = store.ruleChapter(params.value.group, params.value.chapter, langOf(request));
    if (!chapter) return notFound(reply, 'Rule chapter');
    return reply.header('cache-control', CACHE).send(v.parse(RuleChapterSchema, chapter));
  });

  app.get(contentPath(ContentPaths.news), async (request, reply) => {
    const query = validate(NewsQuery, request.query);
    if (!query.ok) return badQuery(reply, query.detail);
    const lang = langOf(request);
    const total = store.newsCount(lang);
    const pages = Math.ceil(total / NEWS_PAGE_SIZE);
    const page = query.value.page;
    const items = store.newsPage(lang, (page - 1) * NEWS_PAGE_SIZE, NEWS_PAGE_SIZE);
    return reply.header('cache-control', CACHE).send(v.parse(NewsListResponseSchema, { items, page, pages }));
  });

  app.get(contentPath(ContentPaths.newsArticle(':slug')), async (request, reply) => {
    const params = validate(SlugParams, request.params);
    if (!params.ok) return notFound(reply, 'News article');
    const article = store.newsArticle(params.value.slug, langOf(request));
    if (!article) return notFound(reply, 'News article');
    return reply.header('cache-control', CACHE).send(v.parse(NewsArticleSchema, article));
  });

  app.get(contentPath(ContentPaths.glossary), async (request, reply) => {
    const query = validate(GlossaryQuery, request.query);
    if (!query.ok) return badQuery(reply, query.detail);
    const { block, letter } = query.value;
    const entries = store.glossary(langOf(request)).filter((e) => (!block || e.block === block) && (!letter || e.letter === letter));
    return reply.header('cache-control', CACHE).send(v.parse(GlossaryResponseSchema, { entries }));
  });

  app.get(contentPath(ContentPaths.partners), async (request, reply) => {
    const query = validate(PartnersQuery, request.query);
    if (!query.ok) return badQuery(reply, query.detail);
    const { section } = query.value;
    const partners = store.partners(langOf(request)).filter((partner) => !section || partner.section === section);
    return reply.header('cache-control', CACHE).send(v.parse(PartnersResponseSchema, { partners }));
  });

  app.get(contentPath(ContentPaths.terminals), async (request, reply) => {
    const query = validate(TerminalsQuery, request.query);
    if (!query.ok) return badQuery(reply, query.detail);
    const needle = fold(query.value.q);
    const all = store.terminals(langOf(request));
    // Both languages' names match, so "Москва" finds the Moscow terminals on the English page too.
    const other = store.terminals(langOf(request) === 'en' ? 'ru' : 'en');
    const terminals = all.filter((terminal, i) => {
      if (!needle) return true;
      const twin = other[i];
      return [terminal.city, terminal.address, twin?.city ?? '', twin?.address ?? ''].some((text) => fold(text).includes(needle));
    });
    return reply.header('cache-control', CACHE).send(v.parse(TerminalsResponseSchema, { terminals, total: all.length }));
  });
}
