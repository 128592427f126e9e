/**
 * Accessibility of the coupon's screens with axe-core (WCAG 2 A and AA rules): the slip with bets, a
 * placed coupon and the settings open; the print-coupon page; the bet history. Each check is scoped to
 * the screen under test, so findings elsewhere on the page belong to their own tests.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { couponBets, expectPage, logInFromHeader, resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function axe(page: Page, selector: string): Promise<void> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(found, found.join('\n')).toEqual([]);
}


test('the slip, a placed coupon, its print page and the bet history pass axe', async ({ page }) => {
  test.setTimeout(60_000); // four axe runs over whole screens: slow on a busy machine
  await page.goto('/en');
  await logInFromHeader(page);
  await page.goto('/en/line/football');
  await expectPage(page, 'sports', 'main');
  const games = page.locator('section[data-app="betting"][data-route="sports"] .kk-games .kk-game');
  for (const i of [0, 1, 2]) await games.nth(i).locator('button.kk-odd:not([aria-disabled="true"])').first().click();
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await expect(couponBets(slip)).toHaveCount(3);
  await slip.getByLabel('Bet type').selectOption({ label: 'System' });
  await slip.getByRole('button', { name: 'Bet slip settings' }).click();
  await slip.getByRole('button', { name: 'I have a promo code' }).click();
  await axe(page, '[data-slot="coupon"]');
  await slip.getByLabel(/^Stake, /).fill('300');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const placed = slip.getByRole('region', { name: 'Bet accepted' });
  await expect(placed).toBeVisible();
  await axe(page, '[data-slot="coupon"]');
  await placed.getByRole('link', { name: 'Print the coupon' }).click();
  await expectPage(page, 'print-coupon');
  await expect(page.getByRole('button', { name: /Print/ })).toBeVisible();
  await axe(page, '[data-slot="content"]');
  await page.goto('/en/office/history');
  await expect(page.getByRole('heading', { name: 'Bet history' })).toBeVisible();
  await expect(page.locator('[data-slot="content"]').getByText(/System/).first()).toBeVisible();
  await axe(page, '[data-slot="content"]');
});
