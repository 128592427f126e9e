/**
 * Server-rendered first views (issue 25): the server draws the route application's first view with
 * the feed's current odds and embeds the data; the browser hydrates it in place. Checked on every
 * route the server draws: no hydration warning (any console error or warning fails), no second fetch
 * of the data the page came with, the same accessibility tree before and after hydration, and a
 * hydrated page that works (an odds click lands in the coupon).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AGE_CONFIRMED_STATE } from './playwright.config';
import { resetServer } from './support';

/** The routes whose application has a server view, with a page each. */
const DRAWN = [
  { route: 'home', path: '/ru' },
  { route: 'home', path: '/en' },
];

test.beforeAll(async ({ request }) => resetServer(request));

async function visitor(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, storageState: AGE_CONFIRMED_STATE, serviceWorkers: 'block', javaScriptEnabled });
  return context.newPage();
}

/** The app element's accessibility tree, with numbers (odds, clocks, counts that move) masked. */
async function appTree(page: Page): Promise<string> {
  return (await page.locator('#kickoff-app').ariaSnapshot()).replace(/\d+([.,:/]\d+)*/g, '#');
}

for (const { route, path } of DRAWN) {
  test(`${path} (${route}): drawn by the server, hydrated without a warning or a second fetch`, async ({ browser }) => {
    const page = await visitor(browser);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const fullFeeds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/feed/games') && !new URL(r.url()).searchParams.has('since')) fullFeeds.push(r.url());
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, 'the server drew the view').toContain(`data-server-view="@kickoff/betting"`);
    expect(html).toContain('id="kickoff-first-view"');
    // Hydrated: the mark is used, the app's adopted sheet replaced the server's <style>, the page is the route's.
    await expect(page.locator('html')).toHaveAttribute('data-page', route);
    await expect(page.locator('[data-server-view]')).toHaveCount(0);
    await expect(page.locator('style[data-kickoff-styles]')).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(problems).toEqual([]);
    expect(fullFeeds, 'the lists were drawn from the embedded replies').toEqual([]);
    await page.context().close();
  });
}

test('the server view and the hydrated view give the same accessibility tree', async ({ browser }) => {
  const still = await visitor(browser, false);
  await still.goto('/en');
  const drawn = await appTree(still);
  expect(drawn).toContain('heading "Starting soon"');
  await still.context().close();

  const live = await visitor(browser);
  await live.goto('/en');
  await expect(live.locator('[data-server-view]')).toHaveCount(0);
  expect(await appTree(live)).toEqual(drawn);
  await live.context().close();
});

test('a hydrated first view works: an odds click lands in the coupon', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/en');
  await expect(page.locator('[data-server-view]')).toHaveCount(0);
  const odd = page.locator('section[data-section="line"] button.kk-odd:not([aria-disabled="true"])').first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: /^Bet slip/ }).getByRole('listitem')).toHaveCount(1);
  await page.context().close();
});
