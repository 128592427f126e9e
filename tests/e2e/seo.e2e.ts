/**
 * Search engines (issue 28): a crawler without JavaScript gets an event page's own title, canonical,
 * hreflang alternates and a valid SportsEvent JSON-LD in the server's HTML; the sitemap lists a live event
 * and drops a finished one; a visitor sees the page's own SEO text, drawn by the server without a hydration
 * warning, and the next page's text after a navigation.
 */
import { expect, test, type Page } from '@playwright/test';
import { AGE_CONFIRMED_STATE } from './playwright.config';
import { resetServer } from './support';

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const EVENT = /^\/ru\/(live|line)\/[a-z0-9-]+\/[a-z0-9-]+\/(\d+)-[a-z0-9-]+$/;

test.beforeEach(async ({ request }) => resetServer(request));

test('an event page sent to a crawler carries its title, canonical, hreflang and SportsEvent JSON-LD', async ({ request }) => {
  const sitemap = await request.get('/sitemaps/events.xml');
  expect(sitemap.ok()).toBe(true);
  const path = locs(await sitemap.text()).map((l) => new URL(l).pathname).find((p) => EVENT.test(p));
  expect(path, 'an event in the sitemap').toBeTruthy();
  const page = await request.get(path ?? '/', { headers: { accept: 'text/html' } });
  expect(page.status()).toBe(200);
  const html = await page.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
  const event = blocks.find((b) => b['@type'] === 'SportsEvent');
  expect(event, 'a SportsEvent').toBeTruthy();
  expect(event?.['@context']).toBe('https://schema.org');
  expect(Number.isNaN(Date.parse(String(event?.['startDate'])))).toBe(false);
  const home = (event?.['homeTeam'] as { name: string }).name;
  const away = (event?.['awayTeam'] as { name: string }).name;
  expect(event?.['competitor']).toEqual([{ '@type': 'SportsTeam', name: home }, { '@type': 'SportsTeam', name: away }]);
  expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
  const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '';
  expect(title).toContain(home.replace(/&/g, '&amp;'));
  expect(title).toContain(away.replace(/&/g, '&amp;'));
  // Without a configured public origin, the request's own (docs/api.md "SEO").
  const origin = new URL(page.url()).origin;
  expect(html).toContain(`<link rel="canonical" href="${origin}${path}" />`);
  for (const lang of ['ru', 'en', 'x-default']) expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="`);
  expect(html).toContain(`hreflang="en" href="${origin}/en${path?.slice(3)}"`);
  expect(html).toMatch(/<meta name="robots" content="index,follow" \/>/);
});

test('the events sitemap lists a live event and drops a finished one', async ({ request }) => {
  const listed = async () => locs(await (await request.get('/sitemaps/events.xml')).text()).map((l) => new URL(l).pathname);
  const before = await listed();
  const live = before.find((p) => p.startsWith('/ru/live/') && EVENT.test(p));
  expect(live, 'a live event').toBeTruthy();
  const gameId = Number(EVENT.exec(live ?? '')?.[2]);
  const finish = await request.post('/__test/feed/finish', { data: { gameId, score1: 1, score2: 0 } });
  expect(finish.ok(), await finish.text()).toBe(true);
  const after = await listed();
  expect(after.some((p) => p.includes(`/${gameId}-`))).toBe(false);
  expect(after.length).toBeGreaterThan(0);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(locs(index).map((l) => new URL(l).pathname)).toContain('/sitemaps/events.xml');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /*/office');
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

async function guest(page: Page): Promise<string[]> {
  await page.context().addCookies(AGE_CONFIRMED_STATE.cookies.map((c) => ({ ...c })));
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

test('a visitor sees the page own SEO text from the first bytes, and the next page text after a navigation', async ({ page }) => {
  const problems = await guest(page);
  const response = await page.goto('/en/live');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="kickoff-seo"');
  const seo = page.locator('[data-slot="seo"] .kk-seo');
  await expect(seo).toContainText('Kickoff live betting');
  await expect(page.locator('[data-server-view]')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(problems, 'hydrated without a warning').toEqual([]);
  // A client-side navigation to the casino: the block and the head follow.
  await page.evaluate(() => {
    history.pushState(null, '', '/en/slots');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(seo).toContainText('The Kickoff casino');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/slots$/);
  expect(problems).toEqual([]);
});
