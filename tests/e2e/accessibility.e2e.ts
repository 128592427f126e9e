/**
 * The accessibility stage: every page route of the route table (accessibility/cases.ts), as a guest or
 * as the demo player where the route needs a login, at zero serious and critical axe-core findings
 * (WCAG 2.0, 2.1 and 2.2, A and AA). A route added to the table without a case fails the first test.
 * The open states that cover pages (dialogs, banners, the coupon with bets, a game, the deposit form,
 * the provider's card page) are checked in accessibility-states.e2e.ts.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import * as v from 'valibot';
import { createMatcher } from '../../platform/src/routing/matcher';
import { API_BASES } from '../../platform/src/schemas/config';
import { FeedPaths, GamesResponseSchema } from '../../platform/src/schemas/feed';
import { slugify } from '../../server/feed/simulator/catalog';
import { NOT_FOUND, ROUTES } from '../../platform/src/routing/route-table';
import { A11Y_CASES, type A11yCase, type Visitor } from './accessibility/cases';
import { seriousViolations, settle } from './accessibility/axe';
import { AGE_CONFIRMED_STATE } from './playwright.config';
import { DEMO_PASSWORD, logInFromHeader, MAINTENANCE_OFF, resetServer, startMaintenance } from './support';

const LANG = 'en';
const matcher = createMatcher(ROUTES);
const routeOf = (href: string): string => matcher.match(new URL(href, 'http://x').pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/').route.name;

/** The routes that draw a page: every row with an app, and the 404. Redirect-only rows draw the page they lead to. */
const PAGE_ROUTES = [...ROUTES.filter((r) => r.app !== null).map((r) => r.name), NOT_FOUND.name];

test('every page route of the route table has an accessibility case, and no case names a route that is gone', () => {
  const cases = Object.keys(A11Y_CASES);
  expect(PAGE_ROUTES.filter((name) => !cases.includes(name)), 'routes without a case (tests/e2e/accessibility/cases.ts)').toEqual([]);
  expect(cases.filter((name) => !PAGE_ROUTES.includes(name)), 'cases of no route').toEqual([]);
  // A direct case opens its own route (a followed one opens a list that links to it).
  const wrong = Object.entries(A11Y_CASES)
    .filter(([name, c]) => !c.follow && c.setup === undefined && name !== 'not-found' && routeOf(`/${LANG}${c.path.replace(':team', 'any')}`) !== name)
    .map(([name, c]) => `${name}: ${c.path} is ${routeOf(`/${LANG}${c.path}`)}`);
  expect(wrong).toEqual([]);
});

const LOGINS: Record<Exclude<Visitor, 'guest'>, string> = { player: 'demo@kickoff.test', banned: 'banned@kickoff.test' };

async function pageAs(browser: Browser, visitor: Visitor): Promise<Page> {
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, storageState: AGE_CONFIRMED_STATE, locale: 'en-GB', serviceWorkers: 'block' });
  const page = await context.newPage();
  if (visitor !== 'guest') {
    await page.goto(`/${LANG}`);
    await logInFromHeader(page, LOGINS[visitor], DEMO_PASSWORD);
  }
  return page;
}

/** The first link on the page that the route table sends to `name` (lists load their links from the server). */
async function linkTo(page: Page, name: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        found = hrefs.find((h) => h.startsWith(`/${LANG}/`) && routeOf(h) === name);
        return found !== undefined;
      },
      { message: `a link to ${name} on ${page.url()}`, timeout: 10_000 },
    )
    .toBe(true);
  return found ?? '';
}

/** The slug of a team that has a line game now, from the feed the page itself reads. */
async function teamWithLineGame(page: Page): Promise<string> {
  const reply = await page.request.get(`${API_BASES.web}/${FeedPaths.games}?section=line&cyber=0&lng=${LANG}`);
  expect(reply.ok()).toBe(true);
  const { games } = v.parse(GamesResponseSchema, await reply.json());
  const team = games[0]?.team1;
  expect(team, 'a line game in the feed').toBeDefined();
  return slugify(team ?? '');
}

async function open(page: Page, name: string, c: A11yCase): Promise<string> {
  const path = c.path.includes(':team') ? c.path.replace(':team', await teamWithLineGame(page)) : c.path;
  await page.goto(`/${LANG}${path}`);
  if (c.follow) await page.goto(await linkTo(page, name));
  await expect(page.locator('html')).toHaveAttribute('data-page', name);
  await settle(page);
  return page.url();
}

async function checkCases(page: Page, cases: ReadonlyArray<[string, A11yCase]>): Promise<void> {
  for (const [name, c] of cases) {
    await test.step(name, async () => {
      const url = await open(page, name, c);
      expect.soft(await seriousViolations(page), `${name} (${url})`).toEqual([]);
    });
  }
}

test.describe('every page at zero serious and critical axe findings', () => {
  test.beforeAll(async ({ request }) => resetServer(request));

  const CHUNK = 16;
  const byVisitor = new Map<Visitor, Array<[string, A11yCase]>>();
  for (const entry of Object.entries(A11Y_CASES)) {
    if (entry[1].setup) continue;
    const visitor = entry[1].as ?? 'guest';
    byVisitor.set(visitor, [...(byVisitor.get(visitor) ?? []), entry]);
  }
  for (const [visitor, cases] of byVisitor) {
    for (let from = 0; from < cases.length; from += CHUNK) {
      const chunk = cases.slice(from, from + CHUNK);
      test(`${visitor}: ${chunk[0]?.[0]} … ${chunk.at(-1)?.[0]}`, async ({ browser }) => {
        test.setTimeout(60_000 + chunk.length * 15_000);
        const page = await pageAs(browser, visitor);
        try {
          await checkCases(page, chunk);
        } finally {
          await page.context().close();
        }
      });
    }
  }

  test('the maintenance page, during a maintenance window', async ({ browser, request }) => {
    await startMaintenance(request);
    const page = await pageAs(browser, 'guest');
    try {
      const entries = Object.entries(A11Y_CASES).filter(([, c]) => c.setup === 'maintenance');
      expect(entries.map(([name]) => name)).toEqual(['maintenance']);
      await checkCases(page, entries);
    } finally {
      await page.context().close();
      expect((await request.put('/__test/groups/maintenance', { data: MAINTENANCE_OFF })).ok()).toBe(true);
    }
  });
});
