/**
 * A page's metadata from its URL (pure over `SeoSources`): the route of the shared route table, then the
 * title and description from the page's own data (the feed for sports, championship and event pages, the
 * casino catalogue, promotions, the content pages) in the page's language, the canonical URL, the hreflang
 * alternates, Open Graph and Twitter tags, schema.org JSON-LD (SportsEvent, BreadcrumbList, WebSite) and the
 * SEO block's text of the page's kind.
 */
import { createMatcher, NOT_FOUND, ROUTES, splitLanguage } from '@kickoff/contracts';
import { breadcrumbList, sportsEvent, webSite, type Crumb } from './json-ld';
import { pageKindOf } from './page-kind';
import { CASINO_SECTION_NAMES, SECTION_NAMES, TEXTS, fill } from './texts';
import { seoLangOf, type Alternate, type PageGame, type PageSeo, type SeoLang, type SeoSources } from './types';

const matcher = createMatcher(ROUTES);

/** Query parameters that change what a page shows and so stay in its canonical URL; every other one is dropped. */
export const CANONICAL_QUERY = ['page'] as const;

/** Routes never indexed: sign-in and account screens, prints, searches, debugging, special layouts. */
const NOINDEX_ROUTES = new Set(['login', 'auth-app', 'forgotpassword', 'registration', 'casino-search', 'debugger', 'internal-vpn', 'statisticpopup', 'coupon', 'multi']);

export function isIndexable(route: { name: string; layout: string; auth?: boolean; app: string | null; redirect?: unknown }): boolean {
  if (route.name === NOT_FOUND.name || route.auth || route.redirect || route.app === null) return false;
  if (route.layout !== 'main' && route.layout !== 'headless') return false;
  if (route.app === 'office' || route.name.startsWith('user-')) return false;
  return !NOINDEX_ROUTES.has(route.name);
}

/** `/ru` + `/line/football` (no trailing slash; home is `/ru`). */
export function pagePath(lang: string, rest: string): string {
  const clean = rest.replace(/\/+$/, '');
  return `/${lang}${clean === '' ? '' : clean}`;
}

/** The kept query of a canonical URL (`?page=2`), or ''. */
export function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_QUERY) {
    const value = params.get(name);
    // `page=1` is the page itself.
    if (value !== null && /^[1-9]\d{0,5}$/.test(value) && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** One URL per language the site has, plus `x-default` (the default language's). */
export function alternatesOf(origin: string, rest: string, query: string, languages: { list: readonly string[]; defaultLanguage: string }): Alternate[] {
  const out: Alternate[] = languages.list.map((lang) => ({ hreflang: lang, href: `${origin}${pagePath(lang, rest)}${query}` }));
  const fallback = languages.list.includes(languages.defaultLanguage) ? languages.defaultLanguage : languages.list[0];
  if (fallback) out.push({ hreflang: 'x-default', href: `${origin}${pagePath(fallback, rest)}${query}` });
  return out;
}

export const gameSegment = (game: Pick<PageGame, 'id' | 'slug'>): string => `${game.id}-${game.slug}`;
/** The event page's path (without language) of a feed game: `/{section}/{sport}/{champ}/{id}-{slug}`. */
export const eventPath = (game: PageGame): string => `/${game.section}/${game.champ.sport.slug}/${game.champ.slug}/${gameSegment(game)}`;

/** Leading digits of `{id}-{slug}` (untrusted URL input). */
const idOf = (raw: string | undefined): number | null => {
  const m = raw ? /^(\d{1,12})(?:-[a-z0-9-]*)?$/.exec(raw) : null;
  const n = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

const formatDate = (ms: number, lang: SeoLang): string =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(ms) + ' UTC';

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

interface Described {
  title: string;
  description: string;
  /** The canonical path without language when it differs from the URL's (an event's own segments). */
  canonicalRest?: string;
  crumbs: Crumb[];
  ld: Array<Record<string, unknown>>;
  type: 'website' | 'article';
}

/**
 * The page's metadata. `url`: the request's path and query (`/ru/line/football?x=1`); `origin`: the public
 * origin (`https://kickoff.example`).
 */
export function describePage(url: string, origin: string, sources: SeoSources): PageSeo {
  const [rawPath = '/', search = ''] = url.split('?');
  const split = splitLanguage(rawPath || '/');
  const languages = sources.languages();
  const lang = split.lang && languages.list.includes(split.lang) ? split.lang : languages.defaultLanguage;
  const rest = split.lang ? split.rest : rawPath || '/';
  const { route, params } = matcher.match(rest);
  const seoLang = seoLangOf(lang);
  const t = TEXTS[seoLang];
  const site = sources.siteName(lang);
  const home: Crumb = { name: site, url: `${origin}${pagePath(lang, '/')}` };
  const at = (path: string): string => `${origin}${pagePath(lang, path)}`;

  const described = ((): Described => {
    const base = (title: string, description: string, crumbs: Crumb[] = [home]): Described => ({ title, description, crumbs, ld: [], type: 'website' });
    if (route === NOT_FOUND) return base(fill(t.notFound, { site }), fill(t.notFoundDescription, { site }));
    if (route.name === 'home') {
      const d = base(fill(t.home, { site }), fill(t.homeDescription, { site }));
      d.ld.push(webSite(site, home.url, seoLang));
      return d;
    }
    if (route.name === 'sports' || route.name === 'sports-game') {
      const section = params['section'] === 'live' ? 'live' : 'line';
      const sectionName = SECTION_NAMES[section][seoLang];
      const crumbs: Crumb[] = [home, { name: sectionName, url: at(`/${section}`) }];
      const game = route.name === 'sports-game' ? sources.feed.game(idOf(params['game']) ?? 0) : null;
      if (route.name === 'sports-game' && game) {
        const sportName = seoLang === 'ru' ? game.champ.sport.name : game.champ.sport.nameEn;
        const champName = seoLang === 'ru' ? game.champ.name : game.champ.nameEn;
        const teams = `${game.team1} — ${game.team2}`;
        const canonicalRest = eventPath(game);
        crumbs.splice(1, 1, { name: SECTION_NAMES[game.section][seoLang], url: at(`/${game.section}`) });
        crumbs.push({ name: sportName, url: at(`/${game.section}/${game.champ.sport.slug}`) });
        crumbs.push({ name: champName, url: at(`/${game.section}/${game.champ.sport.slug}/${game.champ.slug}`) });
        crumbs.push({ name: teams, url: at(canonicalRest) });
        const values = { teams, champ: champName, sport: sportName, date: formatDate(game.startAt, seoLang), site };
        const title = fill(game.finished ? t.eventFinished : t.event, values);
        const description = fill(game.finished ? t.eventFinishedDescription : t.eventDescription, values);
        const country = seoLang === 'ru' ? game.champ.countryName : game.champ.countryNameEn;
        return {
          title,
          description,
          canonicalRest,
          crumbs,
          type: 'article',
          ld: [sportsEvent({ name: teams, sport: sportName, startAt: game.startAt, status: game.status, home: game.team1, away: game.team2, location: country, url: at(canonicalRest), description, champ: champName })],
        };
      }
      const sport = params['sport'] ? sources.feed.sport(params['sport']) : null;
      const champ = params['champ'] ? sources.feed.champ(params['champ']) : null;
      if (sport) crumbs.push({ name: seoLang === 'ru' ? sport.name : sport.nameEn, url: at(`/${section}/${sport.slug}`) });
      if (sport && champ && champ.sport.slug === sport.slug) {
        const champName = seoLang === 'ru' ? champ.name : champ.nameEn;
        crumbs.push({ name: champName, url: at(`/${section}/${sport.slug}/${champ.slug}`) });
        const values = { champ: champName, sport: seoLang === 'ru' ? sport.name : sport.nameEn, section: sectionName, site };
        return base(fill(t.champ, values), fill(t.champDescription, values), crumbs);
      }
      if (sport) {
        const values = { sport: seoLang === 'ru' ? sport.name : sport.nameEn, section: sectionName, site };
        return base(fill(t.sport, values), fill(t.sportDescription, values), crumbs);
      }
      return base(fill(section === 'live' ? t.live : t.line, { site }), fill(section === 'live' ? t.liveDescription : t.lineDescription, { site }), crumbs);
    }
    if (route.name === 'slots-game' || route.name === 'live-casino-game') {
      const game = sources.casinoGame(idOf(params['gameId']) ?? 0);
      const sectionPath = route.name === 'slots-game' ? '/slots' : '/live-casino';
      const sectionName = CASINO_SECTION_NAMES[route.name === 'slots-game' ? 'slots' : 'live-casino']?.[seoLang] ?? t.casinoSection;
      const crumbs: Crumb[] = [home, { name: sectionName, url: at(sectionPath) }];
      if (game) {
        const canonicalRest = `${game.live ? '/live-casino' : '/slots'}/game/${game.id}/${game.slug}`;
        crumbs.push({ name: game.name, url: at(canonicalRest) });
        const values = { game: game.name, provider: game.provider, site };
        return { ...base(fill(t.casinoGame, values), clip(game.description[seoLang] || fill(t.casinoGameDescription, values), 300), crumbs), canonicalRest };
      }
      return base(fill(t.casinoSectionTitle, { section: sectionName, site }), fill(t.casinoDescription, { site }), crumbs);
    }
    if (route.app === 'casino') {
      const key = route.name === 'slots' || route.name === 'live-casino' ? route.name : route.path.split('/')[0] ?? route.name;
      const sectionName = CASINO_SECTION_NAMES[key]?.[seoLang] ?? CASINO_SECTION_NAMES[route.name]?.[seoLang] ?? t.casinoSection;
      const crumbs: Crumb[] = [home, { name: sectionName, url: at(`/${route.path.split('/')[0] ?? ''}`) }];
      return base(fill(t.casinoSectionTitle, { section: sectionName, site }), fill(t.casinoDescription, { site }), crumbs);
    }
    if (route.name === 'promotion') {
      const promo = sources.promotion(params['promotionId'] ?? '');
      const crumbs: Crumb[] = [home, { name: t.promotionsName, url: at('/promotions') }];
      if (promo) {
        crumbs.push({ name: promo.title[seoLang], url: at(`/promotions/${promo.slug}`) });
        return { ...base(fill(t.promotion, { promo: promo.title[seoLang], site }), clip(promo.summary[seoLang], 300), crumbs), type: 'article' };
      }
      return base(fill(t.promotions, { site }), fill(t.promotionsDescription, { site }), crumbs);
    }
    if (route.app === 'promotions') return base(fill(t.promotions, { site }), fill(t.promotionsDescription, { site }), [home, { name: t.promotionsName, url: at('/promotions') }]);
    if (route.name === 'news' && params['slug']) {
      const news = sources.contentTitle('news', params['slug'], seoLang);
      if (news) {
        const crumbs = [home, { name: t.newsName, url: at('/news') }, { name: news.title, url: at(`/news/${params['slug']}`) }];
        return { ...base(fill(t.page, { page: news.title, site }), clip(news.summary ?? news.title, 300), crumbs), type: 'article' };
      }
    }
    if (route.name === 'information-rules') {
      const chapter = sources.contentTitle('rules', `${params['ruleGroup'] ?? ''}/${params['chapter'] ?? '1'}`, seoLang);
      if (chapter) return base(fill(t.page, { page: chapter.title, site }), fill(t.pageDescription, { page: chapter.title, site }), [home, { name: chapter.title, url: at(rest) }]);
    }
    if (route.app === 'information') {
      const slug = route.name.startsWith('information-') ? route.name.slice('information-'.length) : route.name;
      const page = sources.contentTitle('page', slug, seoLang);
      if (page) return base(fill(t.page, { page: page.title, site }), fill(t.pageDescription, { page: page.title, site }), [home, { name: page.title, url: at(rest) }]);
      return base(fill(t.information, { site }), fill(t.informationDescription, { site }));
    }
    return base(fill(t.default, { site }), fill(t.homeDescription, { site }));
  })();

  const canonicalRest = described.canonicalRest ?? rest;
  const query = canonicalQuery(search);
  const canonical = `${origin}${pagePath(lang, canonicalRest)}${query}`;
  const title = clip(described.title, 120);
  const description = clip(described.description, 300);
  const jsonLd = [...described.ld];
  if (described.crumbs.length > 1) jsonLd.push(breadcrumbList(described.crumbs));
  const kind = pageKindOf(route, params);
  return {
    lang,
    path: rest,
    route: route.name,
    title,
    description,
    canonical,
    robots: isIndexable(route) ? 'index,follow' : 'noindex,follow',
    alternates: alternatesOf(origin, canonicalRest, query, languages),
    openGraph: { type: described.type, title, description, url: canonical, siteName: site, locale: seoLang === 'ru' ? 'ru_RU' : 'en_GB' },
    twitter: { card: 'summary', title, description },
    jsonLd,
    seoContent: sources.seoText(kind, seoLang) ?? sources.seoText('default', seoLang),
  };
}
