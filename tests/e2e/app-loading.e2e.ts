/**
 * Remote app loading in the browser: a route application that cannot be fetched is retried
 * (1 s, 2 s, 4 s), then the content slot shows the error block with a reload button; once the
 * module is reachable again, the reload button brings the page back without a full page load.
 */
import { expect, test } from '@playwright/test';
import { expectPage } from './support';

test('an app in error shows the error block, and its reload button recovers it', async ({ page }) => {
  test.setTimeout(40_000);
  let blocked = true;
  let attempts = 0;
  await page.route('**/dist/casino/**', async (route) => {
    if (!blocked) return route.continue();
    attempts++;
    return route.abort('failed');
  });
  await page.goto('/ru');
  await expectPage(page, 'home', 'main');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

  await page.getByRole('link', { name: 'Казино', exact: true }).click();
  await expectPage(page, 'slots', 'main');
  const content = page.locator('[data-slot="content"]');
  await expect(content.getByRole('status')).toHaveText(/Загрузка/);
  const alert = content.getByRole('alert');
  await expect(alert).toContainText('Не удалось загрузить раздел', { timeout: 15_000 });
  expect(attempts).toBeGreaterThanOrEqual(4); // first attempt + 3 retries

  blocked = false;
  await alert.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.locator('[data-app="casino"][data-route="slots"]')).toBeVisible({ timeout: 10_000 });
  await expect(content.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
});

test('without SystemJS the page shows the site-failed block, not an endless "Loading…"', async ({ page }) => {
  await page.route('**/dist/vendor/system.min.js', (route) => route.abort('failed'));
  await page.goto('/ru');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Сайт не загрузился');
  await expect(alert.getByRole('link', { name: 'Обновить страницу' })).toHaveAttribute('href', /\/ru$/);
  await expect(page.getByText('Loading…')).toHaveCount(0);
});

test('a missing shell module shows the site-failed block; the content still renders', async ({ page }) => {
  await page.route('**/dist/shell/**', (route) => route.abort('failed'));
  await page.goto('/ru');
  await expect(page.locator('[data-state="site-failed"]')).toContainText('Сайт не загрузился', { timeout: 15_000 });
  await expect(page.locator('[data-app="betting"]')).toBeVisible();
});
