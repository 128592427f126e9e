/**
 * Texts per language: a Russian first visit downloads no English texts; choosing English in the
 * header loads the English bundles and the whole page (header, content, coupon, footer) switches.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage } from './support';

/** Bodies of every script the page downloaded so far. */
function scriptBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (res) => {
    if (!/\.js(\?|$)/.test(res.url())) return;
    const body = await res.text().catch(() => '');
    bodies.push(body);
  });
  return bodies;
}

test('a Russian page loads Russian texts only; switching to English loads and shows English', async ({ page }) => {
  const bodies = scriptBodies(page);
  await page.goto('/ru');
  await expectPage(page, 'home', 'main');
  await expect(page.getByRole('link', { name: 'Линия', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Купон' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const englishIn = () => bodies.filter((b) => b.includes('"About us"') || b.includes('"Bet slip"')).length;
  expect(bodies.some((b) => b.includes('"О компании"'))).toBe(true);
  expect(englishIn()).toBe(0);

  await page.getByRole('combobox', { name: 'Язык' }).selectOption('en');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Line', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bet slip' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About us' })).toBeVisible();
  expect(englishIn()).toBeGreaterThanOrEqual(2);
});
