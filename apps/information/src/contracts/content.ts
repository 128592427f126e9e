/**
 * The content service's wire contract (information pages, rules, news, the betting alphabet, partners,
 * cash terminals): valibot schemas and paths. The information app's screens import it relatively; the
 * reference server as `@kickoff/information-contracts/content`. Texts come as blocks (headings,
 * paragraphs, lists, same-site links), never as HTML, so nothing the server sends can run in the page.
 */
import * as v from 'valibot';

/** Base of every content call: `/web-api/content/...`. */
export const CONTENT_API_BASE = '/web-api/content';
/** A content path as the server registers it. */
export const contentPath = (path: string): string => `${CONTENT_API_BASE}/${path}`;
/** The same path as the browser's API client takes it (relative to the `web` service base `/web-api`). */
export const contentCallPath = (path: string): string => `content/${path}`;

export const ContentLangSchema = v.picklist(['ru', 'en']);
export type ContentLang = v.InferOutput<typeof ContentLangSchema>;

export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/));
const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(4000));

/** A same-site link: a path of this site (checked again where it renders). */
export const SitePathSchema = v.pipe(v.string(), v.regex(/^\/(?!\/)[^\s\\]*$/), v.maxLength(300));

export const ContentBlockSchema = v.variant('type', [
  v.object({ type: v.literal('h2'), text: Text }),
  v.object({ type: v.literal('p'), text: Text }),
  v.object({ type: v.literal('ul'), items: v.pipe(v.array(Text), v.minLength(1), v.maxLength(50)) }),
  /** A link to another page of the site, without the language segment (`/office/recharge`). */
  v.object({ type: v.literal('link'), text: Text, path: SitePathSchema }),
]);
export type ContentBlock = v.InferOutput<typeof ContentBlockSchema>;
export const BlocksSchema = v.pipe(v.array(ContentBlockSchema), v.maxLength(200));

// Pages ------------------------------------------------------------------------------------------

export const ContentPageSchema = v.object({
  slug: SlugSchema,
  title: Text,
  blocks: BlocksSchema,
  /** When the page last changed (ms since the epoch). */
  updatedAt: v.pipe(v.number(), v.integer()),
});
export type ContentPage = v.InferOutput<typeof ContentPageSchema>;

// Rules ------------------------------------------------------------------------------------------

export const RuleChapterRefSchema = v.object({ chapter: v.pipe(v.number(), v.integer(), v.minValue(1)), title: Text });
export const RuleGroupSchema = v.object({
  group: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: Text,
  chapters: v.array(RuleChapterRefSchema),
});
export type RuleGroup = v.InferOutput<typeof RuleGroupSchema>;
export const RuleGroupsResponseSchema = v.object({ groups: v.array(RuleGroupSchema) });

export const RuleSectionSchema = v.object({
  title: Text,
  blocks: BlocksSchema,
  /** The products a section concerns (sport, casino, cyber, toto); empty for general rules. */
  tags: v.array(SlugSchema),
});
export const RuleChapterSchema = v.object({
  group: v.pipe(v.number(), v.integer(), v.minValue(1)),
  groupTitle: Text,
  chapter: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: Text,
  sections: v.array(RuleSectionSchema),
  updatedAt: v.pipe(v.number(), v.integer()),
});
export type RuleChapter = v.InferOutput<typeof RuleChapterSchema>;

// News -------------------------------------------------------------------------------------------

export const NewsItemSchema = v.object({
  slug: SlugSchema,
  title: Text,
  summary: Text,
  publishedAt: v.pipe(v.number(), v.integer()),
});
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;
export const NewsListResponseSchema = v.object({
  items: v.array(NewsItemSchema),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pages: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type NewsListResponse = v.InferOutput<typeof NewsListResponseSchema>;
export const NewsArticleSchema = v.object({ ...NewsItemSchema.entries, blocks: BlocksSchema });
export type NewsArticle = v.InferOutput<typeof NewsArticleSchema>;
export const NEWS_PAGE_SIZE = 6;

// The betting alphabet -----------------------------------------------------------------------------

/** `betting-alphabet/{block?}/{category?}/{slug?}`: block = a topic, category = a letter, slug = a term. */
export const GLOSSARY_BLOCKS = ['terms', 'bet-types', 'strategies'] as const;
export const GlossaryBlockSchema = v.picklist(GLOSSARY_BLOCKS);
export type GlossaryBlock = v.InferOutput<typeof GlossaryBlockSchema>;
export const GlossaryLetterSchema = v.pipe(v.string(), v.regex(/^[a-zа-яё0-9]$/u));
export const GlossaryEntrySchema = v.object({
  block: GlossaryBlockSchema,
  letter: GlossaryLetterSchema,
  slug: SlugSchema,
  term: Text,
  definition: Text,
});
export type GlossaryEntry = v.InferOutput<typeof GlossaryEntrySchema>;
export const GlossaryResponseSchema = v.object({ entries: v.array(GlossaryEntrySchema) });

// Partners ---------------------------------------------------------------------------------------

export const PARTNER_SECTIONS = ['clubs', 'leagues', 'media', 'charity'] as const;
export const PartnerSectionSchema = v.picklist(PARTNER_SECTIONS);
export type PartnerSection = v.InferOutput<typeof PartnerSectionSchema>;
export const PartnerSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  section: PartnerSectionSchema,
  name: Text,
  description: Text,
  since: v.pipe(v.number(), v.integer(), v.minValue(1990), v.maxValue(2100)),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;
export const PartnersResponseSchema = v.object({ partners: v.array(PartnerSchema) });

// Cash terminals ---------------------------------------------------------------------------------

export const TerminalSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  city: Text,
  address: Text,
  hours: Text,
  /** Whether the terminal also pays out winnings. */
  payouts: v.boolean(),
});
export type Terminal = v.InferOutput<typeof TerminalSchema>;
export const TerminalsResponseSchema = v.object({ terminals: v.array(TerminalSchema), total: v.pipe(v.number(), v.integer(), v.minValue(0)) });
/** The free-text search of `information/cash_terminals/{query?}` (account spec: free text). */
export const TerminalQuerySchema = v.pipe(v.string(), v.trim(), v.maxLength(80));

export const ContentPaths = {
  page: (slug: string) => `pages/${slug}`,
  ruleGroups: 'rules',
  ruleChapter: (group: number, chapter: number) => `rules/${group}/${chapter}`,
  news: 'news',
  newsArticle: (slug: string) => `news/${slug}`,
  glossary: 'betting-alphabet',
  partners: 'partners',
  terminals: 'cash-terminals',
} as const;

export const ContentErrorCodes = { notFound: 'content_not_found', badQuery: 'content_bad_query' } as const;
