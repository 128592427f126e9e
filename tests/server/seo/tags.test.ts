/**
 * The SEO service's pure parts: the page description over fixture data (titles from the data, canonical,
 * hreflang, JSON-LD), the head tags and their escaping, robots.txt and the sitemap XML.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alternatesOf, canonicalQuery, describePage, pagePath } from '../../../server/seo/describe';
import { headTags, jsonForScript, titleTag } from '../../../server/seo/head';
import { breadcrumbList, sportsEvent } from '../../../server/seo/json-ld';
import { robotsTxt } from '../../../server/seo/robots';
import { sectionPaths, sitemapIndex, SITEMAP_SECTIONS, urlSet } from '../../../server/seo/sitemap';
import type { PageGame, SeoSources } from '../../../server/seo/types';
import { withSeoHead } from '../../../server/web/seo-head';

const ORIGIN = 'https://kickoff.example';
const football = { slug: 'football', name: 'Футбол', nameEn: 'Football', cyber: false };
const epl = { slug: 'premier-league', name: 'Премьер-лига', nameEn: 'Premier League', countryName: 'Англия', countryNameEn: 'England', sport: football };
const game = (over: Partial<PageGame> = {}): PageGame => ({
  id: 42,
  slug: 'arsenal-chelsea',
  team1: 'Arsenal',
  team2: 'Chelsea',
  startAt: Date.parse('2026-12-01T18:30:00Z'),
  section: 'line',
  status: 1,
  finished: false,
  champ: epl,
  ...over,
});

function fixture(games: PageGame[] = [game()]): SeoSources {
  return {
    siteName: () => 'Kickoff',
    languages: () => ({ list: ['ru', 'en'], defaultLanguage: 'ru' }),
    feed: {
      sport: (slug) => (slug === 'football' ? football : null),
      champ: (slug) => (slug === epl.slug ? epl : null),
      game: (id) => games.find((g) => g.id === id) ?? null,
      activeSports: () => [football],
      activeChamps: () => [epl],
      upcomingGames: () => games.filter((g) => !g.finished),
      now: () => Date.parse('2026-12-01T12:00:00Z'),
    },
    casinoGame: (id) => (id === 7 ? { id: 7, name: 'Book of <Gold>', slug: 'book-of-gold', live: false, provider: 'Demo Studio', description: { ru: 'Слот про золото.', en: 'A slot about gold.' } } : null),
    casinoGames: () => [{ id: 7, name: 'Book of <Gold>', slug: 'book-of-gold', live: false, provider: 'Demo Studio', description: { ru: '', en: '' } }],
    promotion: (slug) => (slug === 'welcome' ? { slug, title: { ru: 'Приветственный бонус', en: 'Welcome bonus' }, summary: { ru: 'До 100%.', en: 'Up to 100%.' } } : null),
    promotions: () => [{ slug: 'welcome', title: { ru: 'П', en: 'W' }, summary: { ru: '', en: '' } }],
    contentTitle: (kind, key, lang) => (kind === 'page' && key === 'about' ? { title: lang === 'ru' ? 'О компании' : 'About us' } : null),
    seoText: (kind, lang) => ({ style: 'text', content: `${kind}:${lang}` }),
    contentPaths: () => ['/information/about', '/about', '/news'],
  };
}

const ldOf = (seo: ReturnType<typeof describePage>, type: string) => seo.jsonLd.find((d) => d['@type'] === type);

test('an event page: teams, championship and start in the title and description, its canonical, hreflang and SportsEvent', () => {
  const seo = describePage('/en/line/football/premier-league/42-old-slug?utm_source=x&page=1', ORIGIN, fixture());
  assert.equal(seo.lang, 'en');
  assert.match(seo.title, /^Arsenal — Chelsea: betting odds, Premier League/);
  assert.match(seo.description, /Football/);
  assert.match(seo.description, /1 December/);
  // The game's own segments, the query dropped (page=1 is the page itself).
  assert.equal(seo.canonical, `${ORIGIN}/en/line/football/premier-league/42-arsenal-chelsea`);
  assert.deepEqual(
    seo.alternates.map((a) => [a.hreflang, a.href]),
    [
      ['ru', `${ORIGIN}/ru/line/football/premier-league/42-arsenal-chelsea`],
      ['en', `${ORIGIN}/en/line/football/premier-league/42-arsenal-chelsea`],
      ['x-default', `${ORIGIN}/ru/line/football/premier-league/42-arsenal-chelsea`],
    ],
  );
  assert.equal(seo.robots, 'index,follow');
  const event = ldOf(seo, 'SportsEvent');
  assert.ok(event, 'SportsEvent');
  assert.equal(event['startDate'], '2026-12-01T18:30:00.000Z');
  assert.deepEqual(event['homeTeam'], { '@type': 'SportsTeam', name: 'Arsenal' });
  assert.deepEqual(event['awayTeam'], { '@type': 'SportsTeam', name: 'Chelsea' });
  assert.equal((event['competitor'] as unknown[]).length, 2);
  assert.deepEqual(event['location'], { '@type': 'Place', name: 'England', address: 'England' });
  assert.equal(event['eventStatus'], 'https://schema.org/EventScheduled');
  const crumbs = ldOf(seo, 'BreadcrumbList')?.['itemListElement'] as Array<{ position: number; name: string; item: string }>;
  assert.deepEqual(crumbs.map((c) => c.name), ['Kickoff', 'Line', 'Football', 'Premier League', 'Arsenal — Chelsea']);
  assert.deepEqual(crumbs.map((c) => c.position), [1, 2, 3, 4, 5]);
  assert.equal(seo.openGraph.url, seo.canonical);
  assert.equal(seo.openGraph.locale, 'en_GB');
  assert.deepEqual(seo.seoContent, { style: 'text', content: 'event:en' });
});

test('a finished event says so; an unknown game falls back to its championship', () => {
  const finished = describePage('/ru/line/football/premier-league/42-arsenal-chelsea', ORIGIN, fixture([game({ status: 4, finished: true })]));
  assert.match(finished.title, /матч завершён/);
  const unknown = describePage('/ru/line/football/premier-league/999-x', ORIGIN, fixture());
  assert.match(unknown.title, /^Премьер-лига \(Футбол\): ставки/);
  assert.equal(ldOf(unknown, 'SportsEvent'), undefined);
});

test('sport and championship pages take their names from the feed in the page language', () => {
  const sport = describePage('/ru/live/football', ORIGIN, fixture());
  assert.match(sport.title, /^Футбол: ставки, Лайв/);
  assert.deepEqual(sport.seoContent, { style: 'text', content: 'sport:ru' });
  const champ = describePage('/en/line/football/premier-league', ORIGIN, fixture());
  assert.match(champ.title, /^Premier League \(Football\)/);
  assert.deepEqual(champ.seoContent, { style: 'text', content: 'championship:en' });
});

test('casino, promotion and content pages take their titles from their data', () => {
  assert.match(describePage('/en/slots/game/7/book-of-gold', ORIGIN, fixture()).title, /^Book of <Gold> \(Demo Studio\): play online/);
  assert.equal(describePage('/ru/slots/game/7/old', ORIGIN, fixture()).canonical, `${ORIGIN}/ru/slots/game/7/book-of-gold`);
  const promo = describePage('/ru/promotions/welcome', ORIGIN, fixture());
  assert.match(promo.title, /^Приветственный бонус/);
  assert.equal(promo.description, 'До 100%.');
  assert.match(describePage('/en/information/about', ORIGIN, fixture()).title, /^About us — Kickoff/);
});

test('home has WebSite data and no breadcrumbs; a path without language gets the default language; 404 and office pages are noindex', () => {
  const home = describePage('/ru', ORIGIN, fixture());
  assert.equal(home.canonical, `${ORIGIN}/ru`);
  assert.ok(ldOf(home, 'WebSite'));
  assert.equal(ldOf(home, 'BreadcrumbList'), undefined);
  assert.equal(describePage('/', ORIGIN, fixture()).canonical, `${ORIGIN}/ru`);
  const missing = describePage('/en/no/such/page', ORIGIN, fixture());
  assert.equal(missing.route, 'not-found');
  assert.equal(missing.robots, 'noindex,follow');
  assert.match(missing.title, /^Page not found/);
  assert.equal(describePage('/ru/office/account', ORIGIN, fixture()).robots, 'noindex,follow');
  assert.equal(describePage('/ru/login', ORIGIN, fixture()).robots, 'noindex,follow');
});

test('canonical query keeps only the meaningful parameters; paths lose their trailing slash', () => {
  assert.equal(canonicalQuery('utm_source=a&page=3&sort=x'), '?page=3');
  assert.equal(canonicalQuery('page=1'), '');
  assert.equal(canonicalQuery('page=abc'), '');
  assert.equal(pagePath('en', '/'), '/en');
  assert.equal(pagePath('en', '/news/'), '/en/news');
  assert.deepEqual(
    alternatesOf(ORIGIN, '/news', '?page=2', { list: ['ru', 'en', 'de'], defaultLanguage: 'en' }).map((a) => a.hreflang),
    ['ru', 'en', 'de', 'x-default'],
  );
});

test('head tags escape every value; JSON-LD cannot close its element and parses back', () => {
  const seo = describePage('/en/slots/game/7/book-of-gold', ORIGIN, fixture());
  const evil = { ...seo, title: 'A "quoted" <script>alert(1)</script>', jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>\u2028' }] };
  assert.equal(titleTag(evil), '<title>A &quot;quoted&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
  const tags = headTags(evil);
  assert.doesNotMatch(tags, /<\/script><script>/);
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(tags)?.[1];
  assert.ok(ld);
  assert.deepEqual(JSON.parse(ld), evil.jsonLd[0]);
  assert.equal(jsonForScript('<\u2029'), '"\\u003c\\u2029"');
  assert.match(tags, /<meta property="og:title" content="Book of &lt;Gold&gt;/);
  assert.match(tags, /<meta name="twitter:card" content="summary" \/>/);
  assert.match(tags, /<link rel="alternate" hreflang="x-default" href="https:\/\/kickoff.example\/ru\/slots\/game\/7\/book-of-gold" \/>/);
});

test('the shell page head: the static title and description replaced, the language set, the SEO text block added', () => {
  const html = '<!doctype html>\n<html lang="ru" data-layout="main"><head><title>Kickoff</title>\n<meta name="description" content="static" />\n<!--env--></head><body></body></html>';
  const out = withSeoHead(html, describePage('/en/information/about', ORIGIN, fixture()));
  assert.match(out, /<html lang="en" data-layout="main">|<html data-layout="main" lang="en">/);
  assert.equal(out.match(/<title>/g)?.length, 1);
  assert.match(out, /<title>About us — Kickoff<\/title>/);
  assert.doesNotMatch(out, /content="static"/);
  assert.equal(out.match(/<meta name="description"/g)?.length, 1);
  const block = /<script type="application\/json" id="kickoff-seo">(.*?)<\/script>/.exec(out)?.[1];
  assert.deepEqual(JSON.parse(block ?? 'null'), { page: 'en/information/about', seoContent: { style: 'text', content: 'information:en' } });
  assert.equal(withSeoHead('<html><head></head></html>', describePage('/en', ORIGIN, fixture())), '<html><head></head></html>', 'a page without a title is left alone');
});

test('JSON-LD builders', () => {
  const ld = sportsEvent({ name: 'A — B', sport: 'Football', champ: 'Cup', startAt: 0, status: 2, home: 'A', away: 'B', location: null, url: 'u', description: 'd' });
  assert.equal(ld['@type'], 'SportsEvent');
  assert.equal(ld['location'], undefined, 'no location when it is not known');
  assert.deepEqual(breadcrumbList([{ name: 'x', url: 'y' }]), {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ '@type': 'ListItem', position: 1, name: 'x', item: 'y' }],
  });
});

test('robots.txt keeps crawlers out of the office, the APIs and prints, and names the sitemap', () => {
  const robots = robotsTxt(ORIGIN);
  for (const line of ['Disallow: /*/office', 'Disallow: /web-api/', 'Disallow: /seo-api/', 'Disallow: /*/print-coupon', 'Disallow: /staff-api/', `Sitemap: ${ORIGIN}/sitemap.xml`]) {
    assert.ok(robots.split('\n').includes(line), line);
  }
  assert.ok(!robots.split('\n').includes('Disallow: /'), 'the site itself is open');
});

test('sitemaps: the index names every section; a section lists each page per language with its alternates; only indexable pages', () => {
  const index = sitemapIndex(ORIGIN, '2026-12-01T12:00:00.000Z');
  for (const s of SITEMAP_SECTIONS) assert.match(index, new RegExp(`<loc>${ORIGIN}/sitemaps/${s}\\.xml</loc>`));
  const sources = fixture([game(), game({ id: 43, slug: 'done', finished: true, status: 4 })]);
  const events = sectionPaths('events', sources);
  assert.deepEqual(events, ['/line/football/premier-league/42-arsenal-chelsea']);
  const xml = urlSet(ORIGIN, events, sources.languages());
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  assert.equal(xml.match(/<url>/g)?.length, 2, 'one entry per language');
  assert.equal(xml.match(/<xhtml:link rel="alternate" hreflang="x-default"/g)?.length, 2);
  assert.match(xml, /<loc>https:\/\/kickoff.example\/en\/line\/football\/premier-league\/42-arsenal-chelsea<\/loc>/);
  // `/about` is no page of the route table (the catch-all), so it is left out.
  assert.deepEqual(sectionPaths('information', sources), ['/information', '/information/about', '/news']);
  assert.deepEqual(sectionPaths('promotions', sources), ['/promotions', '/promotions/welcome']);
  assert.ok(sectionPaths('casino', sources).includes('/slots/game/7/book-of-gold'));
  assert.deepEqual(sectionPaths('championships', sources), ['/line/football/premier-league']);
});
