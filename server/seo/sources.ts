/**
 * The SEO service's data, read through the owning services' stores (read only: each table keeps its one
 * writer): the feed (`feed/store/pages.ts`), the casino catalogue, promotions, the content pages and SEO
 * texts, the site config (site name, languages). Stored JSON is checked with valibot before use.
 */
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_CONFIG } from '@kickoff/contracts';
import type { Clock } from '../clock';
import { createCasinoStore } from '../casino/store';
import { createContentStore } from '../content/store';
import type { Db } from '../db/open';
import { createFeedPages } from '../feed/store/pages';
import { createPromotionsStore } from '../promotions/store';
import { seoLangOf, type CasinoGameInfo, type PromotionInfo, type SeoSources, type SeoText } from './types';

const Both = v.object({ ru: v.string(), en: v.string() });
const PromotionTextsSchema = v.object({ title: Both, summary: Both });
const SeoTextSchema = v.object({ style: v.picklist(['text', 'columns']), content: v.pipe(v.string(), v.minLength(1)) });
const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,80}$/));

/** The casino catalogue is read whole (a few hundred rows): kept for CATALOGUE_MS. */
const CATALOGUE_MS = 60_000;

export function createSeoSources(app: FastifyInstance, db: Db, clock: Clock): SeoSources {
  const feed = createFeedPages(db);
  const casino = createCasinoStore(db);
  const content = createContentStore(db);
  const promotions = createPromotionsStore(db);
  let catalogue: { at: number; games: CasinoGameInfo[]; byId: Map<number, CasinoGameInfo> } | undefined;
  const games = () => {
    const now = Date.now();
    if (!catalogue || now - catalogue.at > CATALOGUE_MS) {
      const list = casino.games().map((r): CasinoGameInfo => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        live: r.live === 1,
        provider: r.provider_name,
        description: { ru: r.description_ru, en: r.description_en },
      }));
      catalogue = { at: now, games: list, byId: new Map(list.map((g) => [g.id, g])) };
    }
    return catalogue;
  };
  const promotionOf = (row: { slug: string; texts: string }): PromotionInfo | null => {
    let raw: unknown;
    try {
      raw = JSON.parse(row.texts);
    } catch {
      return null;
    }
    const texts = v.safeParse(PromotionTextsSchema, raw);
    return texts.success ? { slug: row.slug, title: texts.output.title, summary: texts.output.summary } : null;
  };
  const config = (lang: string) => app.site.configFor(lang, undefined);

  return {
    siteName(lang) {
      const c = config(lang);
      return c.ok ? c.value.companyName : DEFAULT_SITE_CONFIG.companyName;
    },
    languages() {
      const c = config(DEFAULT_SITE_CONFIG.defaultLanguage);
      const value = c.ok ? c.value : DEFAULT_SITE_CONFIG;
      const list = value.languages.filter((l) => !l.authOnly).map((l) => l.code);
      return { list: list.length > 0 ? list : [value.defaultLanguage], defaultLanguage: value.defaultLanguage };
    },
    feed,
    casinoGame: (id) => games().byId.get(id) ?? null,
    casinoGames: () => games().games,
    promotion(slug) {
      if (!v.is(SlugSchema, slug)) return null;
      const row = promotions.promotion(slug);
      return row ? promotionOf(row) : null;
    },
    promotions: () =>
      promotions
        .promotions()
        .filter((row) => row.ends_at > clock.now())
        .map(promotionOf)
        .filter((p): p is PromotionInfo => p !== null),
    contentTitle(kind, key, lang) {
      if (kind === 'page') {
        if (!v.is(SlugSchema, key)) return null;
        const page = content.page(key, lang);
        return page ? { title: page.title } : null;
      }
      if (kind === 'news') {
        if (!v.is(SlugSchema, key)) return null;
        const article = content.newsArticle(key, lang);
        return article ? { title: article.title, summary: article.summary } : null;
      }
      const [group, chapter] = key.split('/').map(Number);
      if (!Number.isSafeInteger(group) || !Number.isSafeInteger(chapter)) return null;
      const found = content.ruleChapter(group ?? 0, chapter ?? 0, lang);
      return found ? { title: `${found.groupTitle}: ${found.title}` } : null;
    },
    seoText(kind, lang): SeoText | null {
      const row = content.seoText(kind, seoLangOf(lang));
      const parsed = v.safeParse(SeoTextSchema, row);
      return parsed.success ? parsed.output : null;
    },
    contentPaths() {
      const pages = content.pageSlugs().flatMap((slug) => [`/information/${slug}`, `/${slug}`]);
      const news = content.newsPage('ru', 0, 500).map((n) => `/news/${n.slug}`);
      // The sitemap keeps only the paths the route table shows as indexable pages.
      return [...pages, '/news', ...news];
    },
  };
}
