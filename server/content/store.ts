/**
 * The content tables (migration 800). Rows hold one language's texts; block lists are stored as JSON
 * and validated against the contract when a route serves them.
 */
import type { ContentBlock, ContentLang } from '@kickoff/information-contracts/content';
import type { Db } from '../db/open';
import type { TerminalSeed } from './seed/terminals';

export interface PageRow { slug: string; lang: ContentLang; title: string; blocks: readonly ContentBlock[]; updatedAt: number }
export interface RuleSectionRow { title: string; blocks: readonly ContentBlock[]; tags: readonly string[] }
export interface RuleChapterRow { group: number; chapter: number; lang: ContentLang; groupTitle: string; title: string; sections: readonly RuleSectionRow[]; updatedAt: number }
export interface NewsRow { slug: string; lang: ContentLang; title: string; summary: string; blocks: readonly ContentBlock[]; publishedAt: number }
export interface GlossaryRow { block: string; letter: string; slug: string; lang: ContentLang; term: string; definition: string }
export interface PartnerRow { id: number; lang: ContentLang; section: string; name: string; description: string; since: number }
export interface TerminalRow { id: number; city: string; address: string; hours: string; payouts: boolean }
/** The SEO block's text of a page kind (plain text, paragraphs split by a blank line). */
export interface SeoTextRow { kind: string; lang: ContentLang; style: 'text' | 'columns'; content: string }

/** Stored JSON read back: the routes validate it against the contract before it leaves the server. */
const json = (text: string): unknown => JSON.parse(text);

export interface ContentStore {
  insertPage(row: PageRow): void;
  insertRuleChapter(row: RuleChapterRow): void;
  insertNews(row: NewsRow): void;
  insertGlossary(row: GlossaryRow): void;
  insertPartner(row: PartnerRow): void;
  insertTerminal(seed: TerminalSeed): void;
  insertSeoText(row: SeoTextRow): void;
  /** The SEO text of a page kind in a language (read by the SEO service, server/seo/). */
  seoText(kind: string, lang: ContentLang): { style: string; content: string } | undefined;
  /** The slugs of the information pages (the SEO service's sitemap). */
  pageSlugs(): string[];
  page(slug: string, lang: ContentLang): { slug: string; title: string; blocks: unknown; updatedAt: number } | undefined;
  ruleChapters(lang: ContentLang): Array<{ group: number; chapter: number; groupTitle: string; title: string }>;
  ruleChapter(group: number, chapter: number, lang: ContentLang): { group: number; chapter: number; groupTitle: string; title: string; sections: unknown; updatedAt: number } | undefined;
  newsPage(lang: ContentLang, offset: number, limit: number): Array<{ slug: string; title: string; summary: string; publishedAt: number }>;
  newsCount(lang: ContentLang): number;
  newsArticle(slug: string, lang: ContentLang): { slug: string; title: string; summary: string; blocks: unknown; publishedAt: number } | undefined;
  glossary(lang: ContentLang): GlossaryRow[];
  partners(lang: ContentLang): Array<Omit<PartnerRow, 'lang'>>;
  terminals(lang: ContentLang): TerminalRow[];
  clear(): void;
}

export function createContentStore(db: Db): ContentStore {
  const insertPage = db.prepare<[string, string, string, string, number]>('INSERT OR IGNORE INTO content_pages (slug, lang, title, blocks, updated_at) VALUES (?, ?, ?, ?, ?)');
  const insertRule = db.prepare<[number, number, string, string, string, string, number]>(
    'INSERT OR IGNORE INTO content_rules (group_id, chapter, lang, group_title, title, sections, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertNews = db.prepare<[string, string, string, string, string, number]>(
    'INSERT OR IGNORE INTO content_news (slug, lang, title, summary, blocks, published_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertGlossary = db.prepare<[string, string, string, string, string, string]>(
    'INSERT OR IGNORE INTO content_glossary (block, letter, slug, lang, term, definition) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertPartner = db.prepare<[number, string, string, string, string, number]>(
    'INSERT OR IGNORE INTO content_partners (id, lang, section, name, description, since) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertTerminal = db.prepare<[number, string, string, string, string, string, number]>(
    'INSERT OR IGNORE INTO cash_terminals (id, city_ru, city_en, address_ru, address_en, hours, payouts) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const selectPage = db.prepare<[string, string], { slug: string; title: string; blocks: string; updated_at: number }>(
    'SELECT slug, title, blocks, updated_at FROM content_pages WHERE slug = ? AND lang = ?',
  );
  const selectChapters = db.prepare<[string], { group_id: number; chapter: number; group_title: string; title: string }>(
    'SELECT group_id, chapter, group_title, title FROM content_rules WHERE lang = ? ORDER BY group_id, chapter',
  );
  const selectChapter = db.prepare<[number, number, string], { group_id: number; chapter: number; group_title: string; title: string; sections: string; updated_at: number }>(
    'SELECT group_id, chapter, group_title, title, sections, updated_at FROM content_rules WHERE group_id = ? AND chapter = ? AND lang = ?',
  );
  const selectNews = db.prepare<[string, number, number], { slug: string; title: string; summary: string; published_at: number }>(
    'SELECT slug, title, summary, published_at FROM content_news WHERE lang = ? ORDER BY published_at DESC, slug LIMIT ? OFFSET ?',
  );
  const countNews = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM content_news WHERE lang = ?');
  const selectArticle = db.prepare<[string, string], { slug: string; title: string; summary: string; blocks: string; published_at: number }>(
    'SELECT slug, title, summary, blocks, published_at FROM content_news WHERE slug = ? AND lang = ?',
  );
  const selectGlossary = db.prepare<[string], GlossaryRow>('SELECT block, letter, slug, lang, term, definition FROM content_glossary WHERE lang = ? ORDER BY block, term');
  const selectPartners = db.prepare<[string], Omit<PartnerRow, 'lang'>>('SELECT id, section, name, description, since FROM content_partners WHERE lang = ? ORDER BY section, since, id');
  const selectTerminals = db.prepare<[], { id: number; city_ru: string; city_en: string; address_ru: string; address_en: string; hours: string; payouts: number }>(
    'SELECT id, city_ru, city_en, address_ru, address_en, hours, payouts FROM cash_terminals ORDER BY id',
  );
  const insertSeoText = db.prepare<[string, string, string, string]>('INSERT OR IGNORE INTO content_seo_texts (kind, lang, style, content) VALUES (?, ?, ?, ?)');
  const selectSeoText = db.prepare<[string, string], { style: string; content: string }>('SELECT style, content FROM content_seo_texts WHERE kind = ? AND lang = ?');
  const selectPageSlugs = db.prepare<[], { slug: string }>('SELECT DISTINCT slug FROM content_pages ORDER BY slug');
  const deletes = ['content_seo_texts', 'content_pages', 'content_rules', 'content_news', 'content_glossary', 'content_partners', 'cash_terminals'].map((table) => db.prepare(`DELETE FROM ${table}`));

  return {
    insertPage: (r) => void insertPage.run(r.slug, r.lang, r.title, JSON.stringify(r.blocks), r.updatedAt),
    insertRuleChapter: (r) => void insertRule.run(r.group, r.chapter, r.lang, r.groupTitle, r.title, JSON.stringify(r.sections), r.updatedAt),
    insertNews: (r) => void insertNews.run(r.slug, r.lang, r.title, r.summary, JSON.stringify(r.blocks), r.publishedAt),
    insertGlossary: (r) => void insertGlossary.run(r.block, r.letter, r.slug, r.lang, r.term, r.definition),
    insertPartner: (r) => void insertPartner.run(r.id, r.lang, r.section, r.name, r.description, r.since),
    insertTerminal: (s) => void insertTerminal.run(s.id, s.city.ru, s.city.en, s.address.ru, s.address.en, s.hours, s.payouts ? 1 : 0),
    insertSeoText: (r) => void insertSeoText.run(r.kind, r.lang, r.style, r.content),
    seoText: (kind, lang) => selectSeoText.get(kind, lang),
    pageSlugs: () => selectPageSlugs.all().map((r) => r.slug),
    page(slug, lang) {
      const row = selectPage.get(slug, lang);
      return row && { slug: row.slug, title: row.title, blocks: json(row.blocks), updatedAt: row.updated_at };
    },
    ruleChapters: (lang) => selectChapters.all(lang).map((r) => ({ group: r.group_id, chapter: r.chapter, groupTitle: r.group_title, title: r.title })),
    ruleChapter(group, chapter, lang) {
      const row = selectChapter.get(group, chapter, lang);
      return row && { group: row.group_id, chapter: row.chapter, groupTitle: row.group_title, title: row.title, sections: json(row.sections), updatedAt: row.updated_at };
    },
    newsPage: (lang, offset, limit) => selectNews.all(lang, limit, offset).map((r) => ({ slug: r.slug, title: r.title, summary: r.summary, publishedAt: r.published_at })),
    newsCount: (lang) => countNews.get(lang)?.n ?? 0,
    newsArticle(slug, lang) {
      const row = selectArticle.get(slug, lang);
      return row && { slug: row.slug, title: row.title, summary: row.summary, blocks: json(row.blocks), publishedAt: row.published_at };
    },
    glossary: (lang) => selectGlossary.all(lang),
    partners: (lang) => selectPartners.all(lang),
    terminals: (lang) =>
      selectTerminals.all().map((r) => ({
        id: r.id,
        city: lang === 'en' ? r.city_en : r.city_ru,
        address: lang === 'en' ? r.address_en : r.address_ru,
        hours: r.hours,
        payouts: r.payouts === 1,
      })),
    clear() {
      for (const remove of deletes) remove.run();
    },
  };
}
