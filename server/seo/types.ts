/** What the SEO service answers for a page (docs/api.md "SEO"), and the data it builds it from. */
import type { FeedPages, PageChamp, PageGame, PageSport } from '../feed/store/pages';

/** The texts' languages: the site's languages are written in ru or en (any other reads English). */
export type SeoLang = 'ru' | 'en';
export const seoLangOf = (lang: string): SeoLang => (lang === 'ru' ? 'ru' : 'en');

export interface SeoText {
  style: 'text' | 'columns';
  /** Plain text; paragraphs split by a blank line. */
  content: string;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface PageSeo {
  /** The page's language (the URL's segment, or the site's default). */
  lang: string;
  /** Path without the language segment ('/' for home), as the route table matched it. */
  path: string;
  /** Route name of the route table (`not-found` for the catch-all). */
  route: string;
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  robots: string;
  alternates: Alternate[];
  openGraph: { type: 'website' | 'article'; title: string; description: string; url: string; siteName: string; locale: string };
  twitter: { card: 'summary'; title: string; description: string };
  /** schema.org objects, each a JSON-LD document. */
  jsonLd: Array<Record<string, unknown>>;
  seoContent: SeoText | null;
}

export interface CasinoGameInfo {
  id: number;
  name: string;
  slug: string;
  live: boolean;
  provider: string;
  description: Record<SeoLang, string>;
}

export interface PromotionInfo {
  slug: string;
  title: Record<SeoLang, string>;
  summary: Record<SeoLang, string>;
}

/** Everything the page description reads; the service wires it to the stores (./sources.ts), tests to fixtures. */
export interface SeoSources {
  siteName(lang: string): string;
  /** The site's languages a guest sees (the site config's `languages` without the auth-only ones), default first. */
  languages(): { list: string[]; defaultLanguage: string };
  feed: Pick<FeedPages, 'sport' | 'champ' | 'game' | 'activeSports' | 'activeChamps' | 'upcomingGames' | 'now'>;
  casinoGame(id: number): CasinoGameInfo | null;
  casinoGames(): CasinoGameInfo[];
  promotion(slug: string): PromotionInfo | null;
  promotions(): PromotionInfo[];
  contentTitle(kind: 'page' | 'news' | 'rules', key: string, lang: SeoLang): { title: string; summary?: string } | null;
  seoText(kind: string, lang: SeoLang): SeoText | null;
  /** Paths (without language) of the information pages and news articles. */
  contentPaths(): string[];
}

export type { PageChamp, PageGame, PageSport };
