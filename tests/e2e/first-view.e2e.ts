/**
 * Server-rendered first views (issue 25): the server draws the route application's first view with
 * the feed's current odds and embeds the data; the browser hydrates it in place. Checked on every
 * route the server draws: no hydration warning (any console error or warning fails), no second fetch
 * of the data the page came with, the same accessibility tree before and after hydration (the home
 * page and a casino section), and a hydrated page that works (an odds click lands in the coupon).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AGE_CONFIRMED_STATE } from './playwright.config';
import { couponBets, loginDialog, logInFromHeader, resetServer } from './support';

/** The routes whose application has a server view, with a page each (`game`: the first game of that list). */
const DRAWN: ReadonlyArray<{ route: string; path: string; app: 'betting' | 'casino' | 'information' | 'promotions'; game?: boolean }> = [
  { route: 'home', path: '/ru', app: 'betting' },
  { route: 'home', path: '/en', app: 'betting' },
  { route: 'sports', path: '/en/line/football', app: 'betting' },
  { route: 'sports', path: '/ru/live', app: 'betting' },
  { route: 'epl', path: '/en/epl', app: 'betting' },
  { route: 'sports-game', path: '/en/line/football', app: 'betting', game: true },
  { route: 'epl-game', path: '/en/epl', app: 'betting', game: true },
  { route: 'casino-lobby', path: '/en/casino-lobby', app: 'casino' },
  { route: 'slots', path: '/en/slots', app: 'casino' },
  { route: 'live-casino', path: '/ru/live-casino/roulette', app: 'casino' },
  { route: 'crash-games', path: '/en/crash-games?sort=new', app: 'casino' },
  { route: 'provider', path: '/en/providers/bluefin', app: 'casino' },
  ...[
    { route: 'information', path: '/en/information' },
    { route: 'information-rules', path: '/en/information/rules/1' },
    { route: 'information-about', path: '/en/information/about' },
    { route: 'information-contacts', path: '/ru/information/contacts' },
    { route: 'information-cash-terminals', path: '/en/information/cash_terminals' },
    { route: 'news', path: '/en/news' },
    { route: 'betting-alphabet', path: '/en/betting-alphabet/terms' },
    { route: 'ourpartners', path: '/en/ourpartners' },
    { route: 'mobile', path: '/en/mobile' },
  ].map((page) => ({ ...page, app: 'information' as const })),
  ...[
    { route: 'promotions', path: '/en/promotions' },
    { route: 'promotion', path: '/en/promotions/casino-welcome' },
    { route: 'promo', path: '/ru/promo' },
    { route: 'bonus', path: '/en/bonus' },
    { route: 'bonus-section', path: '/en/bonus/rules' },
    { route: 'offers-partner', path: '/en/offers/partners/1' },
    { route: 'bonus-casino', path: '/en/bonus/casino' },
    { route: 'bonus-casino-tournaments', path: '/en/bonus/casino/tournaments' },
    { route: 'bonus-casino-tournament', path: '/en/bonus/casino/tournaments/slots-sprint' },
  ].map((page) => ({ ...page, app: 'promotions' as const })),
];

/**
 * The calls whose replies a drawn page embeds: a full feed reply (an update, `?since=`, is not one),
 * the casino catalogue's reads (sections, lobby, a game list, providers), the content service's and the
 * promotions service's public reads.
 */
const embeddedCall = (url: URL): boolean =>
  (/\/feed\/(games|game\/\d+|sports|champs|standings)$/.test(url.pathname) && !url.searchParams.has('since')) ||
  /\/web-api\/casino\/(sections|lobby|games|providers)$/.test(url.pathname) ||
  /\/(content\/.+|promotions\/(list|tournaments)(\/[\w-]+)?)$/.test(url.pathname);

/** The page's console errors and warnings from now on (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  return problems;
}

test.beforeAll(async ({ request }) => resetServer(request));

async function visitor(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, storageState: AGE_CONFIRMED_STATE, serviceWorkers: 'block', javaScriptEnabled });
  return context.newPage();
}

/** The parts the server draws for a guest: the route's application and the header, coupon, SEO and footer parcels. */
const PARTS = ['#kickoff-app', '[data-slot="header"]', '[data-slot="coupon"]', '[data-slot="seo"]', '[data-slot="footer"]'];

/** The drawn parts' accessibility trees, with numbers (odds, clocks, counts that move) masked. */
async function drawnTrees(page: Page): Promise<string[]> {
  return Promise.all(PARTS.map(async (part) => `${part}\n${(await page.locator(part).ariaSnapshot()).replace(/\d+([.,:/]\d+)*/g, '#')}`));
}

/** The path of the first game the list at `path` links to (read from the server's page, no script run). */
async function firstGameOf(browser: Browser, path: string): Promise<string> {
  const page = await visitor(browser, false);
  await page.goto(path);
  const href = await page.locator('#kickoff-app .kk-game a[href*="/"]').first().getAttribute('href');
  await page.context().close();
  expect(href, `a game on ${path}`).toBeTruthy();
  return href ?? '';
}

for (const { route, path: listPath, app, game } of DRAWN) {
  test(`${listPath}${game ? ' → its first game' : ''} (${route}): drawn by the server, hydrated without a warning or a second fetch`, async ({ browser }) => {
    const path = game ? await firstGameOf(browser, listPath) : listPath;
    const page = await visitor(browser);
    const problems = consoleProblems(page);
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const refetched: string[] = [];
    page.on('request', (r) => {
      if (embeddedCall(new URL(r.url()))) refetched.push(r.url());
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, 'the server drew the view').toContain(`data-server-view="@kickoff/${app}"`);
    for (const slot of ['header', 'coupon', 'seo', 'footer']) expect(html, `the server drew the ${slot}`).toContain(`data-server-view="parcel:${slot}"`);
    expect(html).toContain('id="kickoff-first-view"');
    // Hydrated: the mark is used, the app's adopted sheet replaced the server's <style>, the page is the route's.
    await expect(page.locator('html')).toHaveAttribute('data-page', route);
    await expect(page.locator('[data-server-view]')).toHaveCount(0);
    await expect(page.locator('style[data-kickoff-styles]')).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(problems).toEqual([]);
    expect(refetched, 'the page was drawn from the embedded replies').toEqual([]);
    await page.context().close();
  });
}

/** Pages whose server view and hydrated view are compared, with what the drawn tree must show. */
const SAME_TREE = [
  { path: '/en', shows: ['heading "Starting soon"', 'navigation "Main"'] },
  { path: '/en/slots', shows: ['heading "Slots"', 'navigation "Casino sections"', 'list "Games"'] },
  { path: '/en/information/rules/1', shows: ['heading "The player’s account"'] },
  { path: '/en/promotions/casino-welcome', shows: ['heading "Vulkan welcome spins"'] },
];

for (const { path, shows } of SAME_TREE) {
  test(`${path}: the server view and the hydrated view give the same accessibility tree`, async ({ browser }) => {
    // One server answer for both: the hydrated page, and the same bytes opened with scripts off.
    const live = await visitor(browser);
    const response = await live.goto(path);
    const html = (await response?.text()) ?? '';
    await expect(live.locator('[data-server-view]')).toHaveCount(0);
    const hydrated = await drawnTrees(live);
    await live.context().close();

    const still = await visitor(browser, false);
    await still.route((url) => url.pathname === path, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await still.goto(path);
    const drawn = await drawnTrees(still);
    await still.context().close();
    for (const text of shows) expect(drawn.join('\n')).toContain(text);
    expect(hydrated).toEqual(drawn);
  });
}

test('a signed-in player gets the route drawn by the server and his own header and coupon from the browser', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/en');
  await logInFromHeader(page);
  // The previous page's calls end first (one cut off by the navigation logs a network error of that page).
  await page.waitForLoadState('networkidle');
  const problems = consoleProblems(page);
  const response = await page.goto('/en/line/football');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`data-server-view="@kickoff/betting"`);
  expect(html).not.toContain('data-server-view="parcel:');
  await expect(page.locator('[data-server-view]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /log ?out/i })).toBeVisible();
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("a signed-in player's casino section is drawn by the server, and his favourite stars come right after hydration", async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/en');
  await logInFromHeader(page);
  await page.goto('/en/crash-games');
  await page.getByRole('button', { name: 'Add Aviator Sky to favourites' }).click();
  const remove = page.getByRole('button', { name: 'Remove Aviator Sky from favourites' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  // The page's own calls are over: what the console shows next is the new page's.
  await page.waitForLoadState('networkidle');
  const problems = consoleProblems(page);
  const response = await page.goto('/en/crash-games');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`data-server-view="@kickoff/casino"`);
  expect(html, "a guest's page: no stars").not.toContain('class="kk-tile__fav"');
  await expect(page.locator('[data-server-view]')).toHaveCount(0);
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
  await remove.click();
  await expect(page.getByRole('button', { name: 'Add Aviator Sky to favourites' })).toHaveAttribute('aria-pressed', 'false');
  await page.context().close();
});

test("a signed-in player's promotion page: drawn for a guest, hydrated without a warning, then his own", async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/en');
  await logInFromHeader(page);
  // The previous page's calls end first (one cut off by the navigation logs a network error of that page).
  await page.waitForLoadState('networkidle');
  const problems = consoleProblems(page);
  const response = await page.goto('/en/promotions/casino-welcome');
  expect((await response?.text()) ?? '').toContain('data-server-view="@kickoff/promotions"');
  await expect(page.locator('[data-server-view]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take part in “Vulkan welcome spins”' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
  await page.context().close();
});

test('a hydrated first view works: an odds click lands in the coupon', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/en');
  await expect(page.locator('[data-server-view]')).toHaveCount(0);
  const odd = page.locator('section[data-section="line"] button.kk-odd:not([aria-disabled="true"])').first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await expect(couponBets(page.getByRole('region', { name: /^Bet slip/ }))).toHaveCount(1);
  await page.context().close();
});

test('a click on a drawn button before its code has run is played once the part is hydrated', async ({ browser }) => {
  const page = await visitor(browser);
  // The shell's code arrives late: the header is on the screen, its buttons not yet wired.
  let release: () => void = () => undefined;
  const late = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dist\/shell\/index-[^/]+\.js$/, async (route) => {
    await late;
    await route.continue();
  });
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  const login = page.locator('[data-slot="header"]').getByRole('button', { name: 'Log in' });
  await expect(page.locator('[data-slot="header"][data-server-view]')).toHaveCount(1);
  await login.click();
  await expect(loginDialog(page)).toHaveCount(0);
  release();
  await expect(loginDialog(page)).toBeVisible();
  await page.context().close();
});
