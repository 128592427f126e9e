/**
 * Casino journeys as a new player would take them (English pages): the casino from the header, a
 * provider filter, a search with a typo, a game in fun mode as a guest; then signed in as the demo
 * player, five real rounds with the header's balance equal to the ledger after each, and a favourite
 * found again in my-casino.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { expectPage, header, logInFromHeader, resetServer, shownBalance } from './support';

const DEMO_USER = 10000001;
/** A slot of the seeded catalogue (server/casino/seed/catalogue.ts): the first game. */
const SLOT = { id: 1001, path: '/en/slots/game/1001/emerald-tiger-7s' };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const gameFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Game"]');

/** The player's RUB balance by the ledger (sum of the main account's rows), in roubles. */
async function ledgerRub(request: APIRequestContext): Promise<number> {
  const reply = await request.get(`/__test/wallet/ledger/${DEMO_USER}`);
  expect(reply.ok()).toBe(true);
  const rows = ((await reply.json()) as { data: { account_id: number; amount_minor: number }[] }).data;
  const main = rows.filter((r) => r.account_id === 20000001);
  return main.reduce((sum, r) => sum + r.amount_minor, 0) / 100;
}

test('a guest opens the casino from the header, filters by provider and finds a game with a typo', async ({ page }) => {
  await page.goto('/en');
  await header(page).getByRole('link', { name: 'Casino', exact: true }).click();
  await expectPage(page, 'slots');
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  const games = page.getByRole('list', { name: 'Games' });
  await expect(games.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Provider', exact: true }).selectOption({ label: 'Bluefin Play' });
  await expect(page).toHaveURL(/provider=bluefin/);
  await expect(games.getByRole('listitem').first()).toBeVisible();
  const providers = await games.locator('.kk-tile__provider').allInnerTexts();
  expect(providers.length).toBeGreaterThan(0);
  expect(new Set(providers)).toEqual(new Set(['Bluefin Play']));

  await page.getByRole('searchbox', { name: 'Search games by name or provider' }).fill('Aviatr');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectPage(page, 'casino-search');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /^Aviator Sky Pixel Fox/ })).toBeVisible();
});

test('a guest plays a slot with fun money: the fun balance moves, the page offers real money after sign-in', async ({ page }) => {
  await page.goto(SLOT.path);
  await expectPage(page, 'slots-game');
  await expect(page.getByRole('radio', { name: 'Fun money' })).toHaveAttribute('aria-checked', 'true');
  const frame = gameFrame(page);
  await expect(frame.getByText('Fun money', { exact: true })).toBeVisible();
  await expect(frame.locator('.balance-value')).toHaveText('1,000.00 FUN');
  await frame.getByRole('button', { name: 'Spin', exact: true }).click();
  const result = frame.locator('[aria-live="polite"]').filter({ hasText: /You won|No win this time/ });
  await expect(result).toBeVisible();
  // 1,000 fun credits less the 10 staked, plus the win.
  const won = /You won ([\d,.]+) FUN/.exec(await result.innerText());
  const expected = 990 + (won ? Number(won[1]?.replace(/,/g, '')) : 0);
  await expect(frame.locator('.balance-value')).toHaveText(`${expected.toLocaleString('en-GB', { minimumFractionDigits: 2 })} FUN`);
  await page.getByRole('radio', { name: 'Real money' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the demo player plays five real rounds: the header balance equals the ledger after each', async ({ page, request }) => {
  await page.goto('/en');
  await logInFromHeader(page);
  await page.goto(SLOT.path);
  await expect(page.getByRole('radio', { name: 'Real money' })).toHaveAttribute('aria-checked', 'true');
  const frame = gameFrame(page);
  await expect(frame.getByText('Real money', { exact: true })).toBeVisible();
  const start = await ledgerRub(request);
  expect(await shownBalance(page)).toBe(start);
  for (let round = 1; round <= 5; round++) {
    await frame.getByRole('button', { name: 'Spin', exact: true }).click();
    // The reply re-enables the controls; then the ledger holds this round's stake (and win).
    await expect(frame.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
    const rows = await request.get(`/__test/wallet/ledger/${DEMO_USER}`).then((r) => r.json() as Promise<{ data: { reason: string }[] }>);
    expect(rows.data.filter((r) => r.reason === 'casino_stake')).toHaveLength(round);
    const ledger = await ledgerRub(request);
    await expect.poll(() => shownBalance(page)).toBe(ledger);
    await expect(frame.locator('.balance-value')).toHaveText(`${ledger.toLocaleString('en-GB', { minimumFractionDigits: 2 })} RUB`);
  }
  expect(await request.get('/__test/wallet/balances').then((r) => r.json())).toEqual({ mismatches: [] });

  // The game now leads the recently played in my-casino.
  await page.goto('/en/my-casino');
  await expect(page.getByRole('list', { name: 'Recently played' }).getByRole('link').first()).toHaveAccessibleName(/^Emerald Tiger 7s Emberline/);
});

test('a favourite added with its star is found in my-casino and can be removed there', async ({ page }) => {
  await page.goto('/en');
  await logInFromHeader(page);
  await page.goto('/en/crash-games');
  const star = page.getByRole('button', { name: 'Add Aviator Sky to favourites' });
  await star.click();
  await expect(page.getByRole('button', { name: 'Remove Aviator Sky from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en/my-casino/favorites');
  await expectPage(page, 'my-casino-favorites');
  const favourites = page.getByRole('list', { name: 'Favourites' });
  await expect(favourites.getByRole('link', { name: /^Aviator Sky Pixel Fox/ })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Aviator Sky from favourites' }).click();
  await page.reload();
  await expect(page.getByText('No favourites yet')).toBeVisible();
});

async function axe(page: Page, selector: string): Promise<void> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(found, found.join('\n')).toEqual([]);
}

test('the lobby, a section with its filters, a game page with its frame and a bonus game pass axe', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/en/casino-lobby');
  await expect(page.getByRole('heading', { name: 'Popular slots' })).toBeVisible();
  await axe(page, '[data-app="casino"]');
  await page.goto('/en/live-casino/roulette');
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toBeVisible();
  await axe(page, '[data-app="casino"]');
  await page.goto(SLOT.path);
  await expect(gameFrame(page).getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
  await axe(page, '[data-app="casino"]');
  await page.goto('/en/games');
  await expect(page.getByRole('heading', { name: 'Bonus games' })).toBeVisible();
  await axe(page, '[data-app="casino"]');
});

test('the demo player joins the weekly slots tournament, plays, and finds the own row on its leaderboard', async ({ page }) => {
  await page.goto('/en');
  await logInFromHeader(page);
  await page.goto('/en/bonus/casino/tournaments');
  await page.getByRole('link', { name: /Slots sprint/ }).first().click();
  await expectPage(page, 'bonus-casino-tournament');
  await expect(page.getByRole('heading', { name: 'Slots sprint', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Take part/ }).click();
  await expect(page.getByText('You are taking part')).toBeVisible();

  await page.goto(SLOT.path);
  const frame = gameFrame(page);
  await frame.getByLabel('Stake').fill('100');
  for (let round = 0; round < 2; round++) {
    await frame.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(frame.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
  }

  await page.goto('/en/bonus/casino/tournaments/slots-sprint');
  const mine = page.locator('tr[aria-current="true"]');
  await expect(mine).toContainText('You');
  await expect(mine).toContainText('200');
  await expect(page.getByText(/^Your place: \d+/)).toBeVisible();
});
