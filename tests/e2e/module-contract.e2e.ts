/**
 * A module built for another platform never breaks a page (issue 26): before a module runs, the platform checks
 * what it was built for (the server lists every module's manifest requirements in the page's preload block) against
 * what the page runs. One built for another platform major is not run: the error block where it would have been, a
 * console line naming both versions, and everything else keeps working.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage } from './support';

const PRELOAD = /(<script type="application\/json" id="kickoff-preload">)(.*?)(<\/script>)/s;

/** Serves /ru with the preload block's requirements of @kickoff/casino's entry changed to `range`. */
async function casinoBuiltFor(page: Page, range: string): Promise<void> {
  await page.route(/\/ru$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const changed = html.replace(PRELOAD, (_all, open: string, json: string, close: string) => {
      const preload = JSON.parse(json) as { modules: Record<string, Record<string, string>> };
      const casino = Object.keys(preload.modules).find((url) => url.startsWith('/dist/casino/index-'));
      if (!casino) throw new Error('the preload block lists no casino entry');
      preload.modules[casino] = { ...preload.modules[casino], '@kickoff/platform': range };
      return `${open}${JSON.stringify(preload)}${close}`;
    });
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, body: changed, headers });
  });
}

test('a route application built for another platform major shows the error block; the rest of the page works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await casinoBuiltFor(page, '^99.0.0');
  await page.goto('/ru');
  await expectPage(page, 'home', 'main');

  await page.getByRole('link', { name: 'Казино', exact: true }).click();
  await expectPage(page, 'slots', 'main');
  const content = page.locator('[data-slot="content"]');
  await expect(content.getByRole('alert')).toContainText('Не удалось загрузить раздел', { timeout: 10_000 });
  expect(asked.filter((p) => /^\/dist\/casino\/index-[^/]+\.js$/.test(p)), 'the refused module is never fetched').toEqual([]);
  expect(asked.filter((p) => p.endsWith('.deps.json')), 'the requirements came with the page: no manifest read').toEqual([]);
  const platformVersion = await page.evaluate(() =>
    (globalThis as unknown as { System: { import(n: string): Promise<{ PLATFORM_VERSION: string }> } }).System.import('@kickoff/platform').then((m) => m.PLATFORM_VERSION),
  );
  expect(platformVersion).toMatch(/^\d+\.\d+\.\d+$/);
  expect(errors.join('\n')).toContain(`@kickoff/casino was built for @kickoff/platform ^99.0.0, but this page runs @kickoff/platform ${platformVersion}: not mounted`);

  // The rest of the page: the header's navigation takes the player to the line, where betting renders.
  await page.getByRole('link', { name: 'Линия', exact: true }).click();
  await expectPage(page, 'sports', 'main');
  await expect(page.locator('section[data-app="betting"]')).toBeVisible();
  await expect(content.getByRole('alert')).toHaveCount(0);
});

test('a module built for an older minor of the same platform major runs', async ({ page }) => {
  await casinoBuiltFor(page, '^1.0.0');
  await page.goto('/ru');
  await expectPage(page, 'home', 'main');
  await page.getByRole('link', { name: 'Казино', exact: true }).click();
  await expectPage(page, 'slots', 'main');
  await expect(page.locator('[data-app="casino"]')).toBeVisible();
});
