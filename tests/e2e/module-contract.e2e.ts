/**
 * A module built for another platform never breaks a page (issue 26): the root config reads a module's
 * manifest before it imports the module, and one built for another platform major is not run. The page shows
 * the error block where it would have been, logs a line naming both versions, and everything else keeps working.
 */
import { expect, test } from '@playwright/test';
import { expectPage } from './support';

test('a route application built for another platform major shows the error block; the rest of the page works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  let casinoRuns = 0;
  await page.route('**/dist/casino/*.js.deps.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    await route.fulfill({ json: { ...manifest, requires: { ...manifest.requires, '@kickoff/platform': '^99.0.0' } } });
  });
  page.on('request', (r) => /\/dist\/casino\/index-[^/]+\.js$/.test(new URL(r.url()).pathname) && casinoRuns++);
  await page.goto('/ru');
  await expectPage(page, 'home', 'main');

  await page.getByRole('link', { name: 'Казино', exact: true }).click();
  await expectPage(page, 'slots', 'main');
  const content = page.locator('[data-slot="content"]');
  await expect(content.getByRole('alert')).toContainText('Не удалось загрузить раздел', { timeout: 10_000 });
  expect(casinoRuns, 'the refused module is never fetched').toBe(0);
  const platformVersion = await page.evaluate(() => (globalThis as unknown as { System: { import(n: string): Promise<{ PLATFORM_VERSION: string }> } }).System.import('@kickoff/platform').then((m) => m.PLATFORM_VERSION));
  expect(platformVersion).toMatch(/^\d+\.\d+\.\d+$/);
  expect(errors.join('\n')).toContain(`@kickoff/casino was built for @kickoff/platform ^99.0.0, but this page runs @kickoff/platform ${platformVersion}: not mounted`);

  // The rest of the page: the header's navigation takes the player to the line, where betting renders.
  await page.getByRole('link', { name: 'Линия', exact: true }).click();
  await expectPage(page, 'sports', 'main');
  await expect(page.locator('section[data-app="betting"]')).toBeVisible();
  await expect(content.getByRole('alert')).toHaveCount(0);
});
