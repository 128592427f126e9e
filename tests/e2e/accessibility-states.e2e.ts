/**
 * The accessibility stage, part two: the open states that cover pages, each at zero serious and
 * critical axe-core findings over the whole page: the age gate, the cookie banner, the login and
 * registration dialogs, the coupon with bets, a casino game in play, the deposit form and the payment
 * provider's card page. (Every route: accessibility.e2e.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, settle } from './accessibility/axe';
import { couponBets, expectPage, header, loginDialog, logInFromHeader, resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

async function expectClean(page: Page, what: string): Promise<void> {
  await settle(page);
  expect(await seriousViolations(page), what).toEqual([]);
}

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the age gate, then the cookie banner', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('alertdialog', { name: 'Are you 18 or older?' })).toBeVisible();
    await expectClean(page, 'age gate');
    await page.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    await expect(page.getByRole('region', { name: 'Cookie settings' })).toBeVisible();
    await expectPage(page, 'home');
    await expectClean(page, 'cookie banner');
  });
});

test('the login and registration dialogs', async ({ page }) => {
  await page.goto('/en');
  await expectPage(page, 'home');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expectClean(page, 'login dialog');
  await page.keyboard.press('Escape');
  await header(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  await expectClean(page, 'registration dialog');
});

test('the coupon with bets of three games', async ({ page }) => {
  await page.goto('/en/line/football');
  await expectPage(page, 'sports');
  const games = page.locator('section[data-app="betting"][data-route="sports"] .kk-games .kk-game');
  for (const i of [0, 1, 2]) await games.nth(i).locator('button.kk-odd:not([aria-disabled="true"])').first().click();
  await expect(couponBets(page.getByRole('region', { name: /^Bet slip/ }))).toHaveCount(3);
  await expectClean(page, 'coupon with bets');
});

test('a casino game in play, for real money', async ({ page }) => {
  await page.goto('/en');
  await logInFromHeader(page);
  await page.goto('/en/slots/game/1001/emerald-tiger-7s');
  await expectPage(page, 'slots-game');
  await page.getByRole('radio', { name: 'Real money' }).click();
  const frame = page.frameLocator('iframe[title^="Game"]');
  await frame.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(frame.locator('[aria-live="polite"]').filter({ hasText: /You won|No win this time/ })).toBeVisible();
  await expectClean(page, 'game page');
});

test('the deposit form and the payment provider’s card page', async ({ page }) => {
  await page.goto('/en');
  await logInFromHeader(page);
  await page.goto('/en/office/recharge');
  await expectPage(page, 'office-recharge');
  await page.getByRole('radio', { name: /Bank card/ }).check();
  await page.getByRole('button', { name: 'Amount RUB 1,000.00' }).click();
  await expectClean(page, 'deposit form');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Demo Pay' })).toBeVisible();
  await expectClean(page, 'card page');
});
