/**
 * Page prefetch (spec §9): 2000 ms after the page is shown and idle, the entry files of the apps the
 * page links to most prominently are prefetched from the import map; nothing with data saving on.
 */
import { expect, test } from '@playwright/test';
import { expectPage } from './support';

test('the home page prefetches the casino app its header links to, after the idle time', async ({ page }) => {
  const map = (await (await page.request.get('/importmap.json')).json()) as { imports: Record<string, string> };
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
  const casino = page.locator('link[rel="prefetch"][data-prefetch="casino"]');
  await expect(casino).toHaveCount(0);
  const entry = new URL(map.imports['@kickoff/casino'] ?? 'missing', page.url()).href;
  await expect(casino).toHaveAttribute('href', entry, { timeout: 8000 });
  await expect(page.locator('link[rel="prefetch"][data-prefetch="betting"]'), 'not the app already on the page').toHaveCount(0);
});

test('nothing is prefetched with data saving on', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
  await page.waitForTimeout(3500);
  await expect(page.locator('link[rel="prefetch"][data-prefetch]')).toHaveCount(0);
});
