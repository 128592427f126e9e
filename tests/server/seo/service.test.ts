/**
 * The SEO service in the app: the shell page's head carries the page's own metadata from the real data,
 * the page call answers it with the content service's SEO text, robots.txt, and the sitemaps follow the
 * feed (a finished event leaves the events sitemap at once).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { SEO_TEXT_SEED } from '../../../server/content/seed/seo-texts';
import { startApp } from '../support/helpers';

const HTML = { accept: 'text/html' };
const ORIGIN = 'https://kickoff.example';

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const EventLd = v.object({
  '@type': v.literal('SportsEvent'),
  name: v.string(),
  startDate: v.pipe(v.string(), v.isoTimestamp()),
  homeTeam: v.object({ '@type': v.literal('SportsTeam'), name: v.string() }),
  awayTeam: v.object({ '@type': v.literal('SportsTeam'), name: v.string() }),
  competitor: v.pipe(v.array(v.object({ '@type': v.literal('SportsTeam'), name: v.string() })), v.length(2)),
  eventStatus: v.string(),
});

test('an event page sent by the server carries its own title, canonical, hreflang and SportsEvent JSON-LD; the CSP stands', async (t) => {
  const { app } = await startApp(t, { security: { allowedOrigins: [ORIGIN] } });
  const sitemap = await app.inject({ method: 'GET', url: '/sitemaps/events.xml' });
  assert.equal(sitemap.statusCode, 200);
  assert.match(String(sitemap.headers['content-type']), /^application\/xml/);
  const ru = locs(sitemap.body).find((l) => l.startsWith(`${ORIGIN}/ru/`));
  assert.ok(ru, 'the events sitemap lists games under the configured origin');
  const path = new URL(ru).pathname;
  const page = await app.inject({ method: 'GET', url: `${path}?utm_source=mail`, headers: HTML });
  assert.equal(page.statusCode, 200);
  const html = page.body;
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
  const event = v.parse(EventLd, ld.find((d) => d['@type'] === 'SportsEvent'));
  assert.ok(ld.some((d) => d['@type'] === 'BreadcrumbList'));
  const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '';
  assert.ok(title.includes(event.homeTeam.name.replace(/&/g, '&amp;')) && title.includes(event.awayTeam.name.replace(/&/g, '&amp;')), title);
  assert.doesNotMatch(html, /Kickoff — sports betting and casino<\/title>|<title>Kickoff<\/title>/);
  assert.match(html, new RegExp(`<link rel="canonical" href="${ORIGIN}${path}" />`), 'canonical without the tracking query');
  for (const lang of ['ru', 'en']) assert.match(html, new RegExp(`<link rel="alternate" hreflang="${lang}" href="${ORIGIN}/${lang}${path.slice(3)}" />`));
  assert.match(html, new RegExp(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}" />`));
  assert.match(html, /<meta property="og:title" content="[^"]+" \/>/);
  assert.match(html, /<html lang="ru"/);
  assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
  const english = await app.inject({ method: 'GET', url: `/en${path.slice(3)}`, headers: HTML });
  assert.match(english.body, /<html lang="en"/);
  assert.match(english.body, /<meta property="og:locale" content="en_GB" \/>/);
});

test('a 404 page gets a noindex title; the page call answers the metadata with the SEO text of the content service', async (t) => {
  const { app } = await startApp(t);
  const missing = await app.inject({ method: 'GET', url: '/en/no-such-page/at-all', headers: HTML });
  assert.equal(missing.statusCode, 404);
  assert.match(missing.body, /<title>Page not found — Kickoff<\/title>/);
  assert.match(missing.body, /<meta name="robots" content="noindex,follow" \/>/);

  const reply = await app.inject({ method: 'POST', url: '/seo-api/api/v1/page', payload: { url: '/ru/slots', auth: false } });
  assert.equal(reply.statusCode, 200, reply.body);
  const body = reply.json<{ title: string; canonical: string; seoContent: unknown; robots: string }>();
  assert.match(body.title, /^Слоты — казино Kickoff/);
  assert.equal(body.canonical, 'http://localhost:80/ru/slots', 'without a configured origin, the request host');
  const casino = SEO_TEXT_SEED.find((s) => s.kind === 'casino');
  assert.deepEqual(body.seoContent, { style: casino?.style, content: casino?.content.ru });
  for (const bad of [{}, { url: '//evil.example/x' }, { url: 'ru/slots' }, { url: `/${'a'.repeat(3000)}` }]) {
    const refused = await app.inject({ method: 'POST', url: '/seo-api/api/v1/page', payload: bad });
    assert.equal(refused.statusCode, 400, JSON.stringify(bad).slice(0, 40));
  }
});

test('robots.txt and the sitemap index', async (t) => {
  const { app } = await startApp(t, { security: { allowedOrigins: [ORIGIN] } });
  const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
  assert.equal(robots.statusCode, 200);
  assert.match(String(robots.headers['content-type']), /^text\/plain/);
  assert.ok(robots.body.split('\n').includes(`Sitemap: ${ORIGIN}/sitemap.xml`));
  assert.ok(robots.body.split('\n').includes('Disallow: /*/office'));
  const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  assert.equal(index.statusCode, 200);
  assert.deepEqual(locs(index.body), ['sports', 'championships', 'events', 'casino', 'promotions', 'information'].map((s) => `${ORIGIN}/sitemaps/${s}.xml`));
  for (const url of locs(index.body)) {
    const section = await app.inject({ method: 'GET', url: new URL(url).pathname });
    assert.equal(section.statusCode, 200, url);
    assert.ok(locs(section.body).length > 0, `${url} lists pages`);
    assert.match(section.body, /<xhtml:link rel="alternate" hreflang="en"/);
  }
  assert.equal((await app.inject({ method: 'GET', url: '/sitemaps/nothing.xml' })).statusCode, 404);
});

test('a finished event drops out of the events sitemap at once', async (t) => {
  const { app } = await startApp(t);
  const before = locs((await app.inject({ method: 'GET', url: '/sitemaps/events.xml' })).body);
  const line = before.map((l) => new URL(l).pathname).find((p) => /^\/ru\/line\/[^/]+\/[^/]+\/\d+-/.test(p));
  assert.ok(line, 'a line game is listed');
  const gameId = Number(/\/(\d+)-[^/]*$/.exec(line)?.[1]);
  const finish = await app.inject({ method: 'POST', url: '/__test/feed/finish', payload: { gameId, score1: 2, score2: 1 } });
  assert.equal(finish.statusCode, 200, finish.body);
  const after = locs((await app.inject({ method: 'GET', url: '/sitemaps/events.xml' })).body).map((l) => new URL(l).pathname);
  assert.ok(!after.some((p) => p.includes(`/${gameId}-`)), 'the finished game is gone');
  assert.ok(after.length > 0, 'the others stay');
  const page = await app.inject({ method: 'POST', url: '/seo-api/api/v1/page', payload: { url: line } });
  assert.match(page.json<{ title: string }>().title, /матч завершён/);
});
