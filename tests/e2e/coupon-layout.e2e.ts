/**
 * The bet slip's action area on common screens (issue 22): at 1280×720 with ten bets the stake and
 * "Place bet" are in the window at the top of the page and deep in the list, with the slip kept in
 * view or not; on a phone the slip is a sheet at the window's bottom, reachable without scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage, logInFromHeader, resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

const slip = (page: Page) => page.getByRole('region', { name: /^Bet slip/ });

/** Adds the first open odd of `count` games of the football line. */
async function addBets(page: Page, count: number): Promise<void> {
  await page.goto('/en/line/football');
  await expectPage(page, 'sports');
  const games = page.locator('section[data-app="betting"][data-route="sports"] .kk-games .kk-game');
  await expect(games.nth(count)).toBeAttached();
  for (let i = 0; i < count; i += 1) await games.nth(i).locator('button.kk-odd:not([aria-disabled="true"])').first().click();
  // The slip's own count (on a phone the closed sheet hides its list).
  await expect(page.locator('[data-slot="coupon"] section[data-coupon-count]')).toHaveAttribute('data-coupon-count', String(count));
}

test.describe('at 1280×720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('ten bets: the stake and "Place bet" stay in the window at the top of the page and 2,000 px down', async ({ page }) => {
    await page.goto('/en');
    await logInFromHeader(page);
    await addBets(page, 10);
    const place = slip(page).getByRole('button', { name: 'Place bet' });
    const stake = slip(page).getByLabel(/^Stake, /);
    for (const y of [0, 2000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(place, `Place bet at scroll ${y}`).toBeInViewport();
      await expect(stake, `the stake at scroll ${y}`).toBeInViewport();
    }
    // The bet list scrolls inside the docked slip; the first bet and the last are both reachable.
    const rows = slip(page).getByRole('list').first().getByRole('listitem');
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows.last()).toBeInViewport();
    await expect(place).toBeInViewport();
    // Ten favourites priced together pass the maximum payout at any stake: ten singles instead.
    await slip(page).getByLabel('Bet type').selectOption({ label: 'Multiple singles' });
    await stake.fill('50');
    await expect(place).toBeInViewport();
    await place.click();
    await expect(slip(page).getByRole('region', { name: 'Bet accepted' })).toBeVisible();
  });

  test('with "keep the bet slip in view" off, the action area still sticks to the window’s bottom while the slip is on screen', async ({ page }) => {
    await addBets(page, 10);
    await slip(page).getByRole('button', { name: 'Bet slip settings' }).click();
    await slip(page).getByRole('checkbox', { name: 'Keep the bet slip in view when scrolling' }).uncheck();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(slip(page).getByRole('button', { name: /^(Place bet|Sign in)$/ }).first()).toBeInViewport();
    // Not kept in view: far down the list the slip has scrolled away with the page.
    await page.evaluate(() => window.scrollTo(0, 6000));
    await expect(slip(page).getByRole('heading', { name: /^Coupon/ })).not.toBeInViewport();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a slip with bets is a sheet at the window’s bottom: open it, the stake and "Place bet" are on screen', async ({ page }) => {
    await page.goto('/en');
    await logInFromHeader(page);
    await addBets(page, 3);
    await page.evaluate(() => window.scrollTo(0, 3000));
    const open = slip(page).getByRole('button', { name: 'Show the bet slip' });
    await expect(open).toBeInViewport();
    await expect(slip(page).getByRole('button', { name: 'Place bet' })).toBeHidden();
    await open.click();
    await expect(slip(page).getByRole('button', { name: 'Hide the bet slip' })).toHaveAttribute('aria-expanded', 'true');
    await expect(slip(page).getByLabel(/^Stake, /)).toBeInViewport();
    await expect(slip(page).getByRole('button', { name: 'Place bet' })).toBeInViewport();
    await slip(page).getByRole('button', { name: 'Hide the bet slip' }).click();
    await expect(slip(page).getByRole('button', { name: 'Place bet' })).toBeHidden();
  });
});
