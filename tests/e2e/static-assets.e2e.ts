/**
 * Static assets (account spec §7): the versioned UI stylesheet and the icon sheet, the PWA manifest and
 * its icons, the domain checker and the service worker, against the real server in Chromium.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { AGE_CONFIRMED_STATE } from './playwright.config';

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

test('the shell page links the versioned UI stylesheet; the icon sheet follows after load and the menu shows its icons', async ({ page, request }) => {
  await page.goto('/ru');
  await expect(page.locator('[data-app="betting"]').first()).toBeVisible();
  const ui = page.locator('head link[rel="stylesheet"][href^="/dist/ui/ui-"]');
  await expect(ui).toHaveCount(1);
  const href = (await ui.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/dist\/ui\/ui-[0-9A-F]{10}\.css$/);
  const sheet = await request.get(href);
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await ui.getAttribute('integrity')).toBe(sri(await sheet.body()));
  // The base sheet styles the page: the header's colour token is set.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--kk-header').trim())).toBe('#0d1b2e');

  const icons = page.locator('link[data-kickoff-icons]');
  await expect(icons).toHaveCount(1);
  expect(await icons.getAttribute('href')).toMatch(/^\/dist\/ui\/icons-[0-9A-F]{10}\.css$/);
  await page.setViewportSize({ width: 1600, height: 900 });
  const live = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live', exact: true });
  await expect(live).toBeVisible();
  const mask = await live.locator('.kk-icon--live').evaluate((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage);
  expect(mask).toContain('data:image/svg+xml');
});

test('the PWA manifest: linked from the page, in the page language, with every icon size of the spec served', async ({ page, request }) => {
  await page.goto('/en');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
  const res = await request.get('/manifest.json', { headers: { cookie: 'lng=en' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as { lang: string; start_url: string; display: string; icons: Array<{ src: string; sizes: string; type: string }> };
  expect(manifest.lang).toBe('en');
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toMatch(/^\/en\b/);
  const sizes = manifest.icons.filter((i) => i.type === 'image/png' && !i.src.includes('maskable')).map((i) => i.sizes);
  expect(sizes).toEqual(['72x72', '96x96', '128x128', '144x144', '152x152', '192x192', '384x384', '512x512']);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('sizes')));
  expect(touch).toEqual(['72x72', '96x96', '128x128', '144x144', '152x152', '192x192', '384x384', '512x512']);
  expect((await request.get('/manifest.json', { headers: { cookie: 'lng=ru' } }).then((r) => r.json()) as { lang: string }).lang).toBe('ru');
});

test('the domain checker warns on an address that is not official and links the official one; nothing on the official one', async ({ browser, baseURL }) => {
  const official = new URL(baseURL ?? '');
  const other = `http://localhost:${official.port}`;
  const context = await browser.newContext({
    storageState: { ...AGE_CONFIRMED_STATE, cookies: AGE_CONFIRMED_STATE.cookies.flatMap((c) => [c, { ...c, domain: 'localhost' }]) },
  });
  const page = await context.newPage();
  await page.goto(`${other}/ru/live?x=1`);
  const warning = page.locator('.kk-toast[data-group="domain-check"]');
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(warning).toContainText(official.origin);
  const link = warning.getByRole('link');
  await expect(link).toHaveAttribute('href', `${official.origin}/ru/live?x=1`);
  await link.click();
  await expect(page).toHaveURL(`${official.origin}/ru/live?x=1`);
  await expect(page.locator('[data-app="betting"]').first()).toBeVisible();
  // On the official address the check runs (3 s after load) and stays silent.
  await page.waitForTimeout(4500);
  await expect(page.locator('.kk-toast[data-group="domain-check"]')).toHaveCount(0);
  await context.close();
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers after load, serves hashed files from its cache, never the import map, and shows the offline page without a network', async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto('/ru');
    await expect(page.locator('[data-app="betting"]').first()).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true, undefined, { timeout: 20_000 });

    const fromWorker = new Map<string, boolean>();
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.startsWith('/dist/') || path === '/importmap.json') fromWorker.set(path, res.fromServiceWorker());
    });
    await page.reload();
    await expect(page.locator('[data-app="betting"]').first()).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-app="betting"]').first()).toBeVisible();
    const hashed = [...fromWorker].filter(([path]) => /-[0-9A-Z]{8,}\.(js|css)$/.test(path));
    expect(hashed.length).toBeGreaterThan(5);
    expect(hashed.filter(([, worker]) => !worker)).toEqual([]);
    expect(fromWorker.get('/importmap.json')).toBe(false);
    expect(fromWorker.get('/dist/vendor/system.min.js')).toBe(false);

    await context.setOffline(true);
    const offline = await page.goto('/ru/live');
    expect(offline?.status()).toBe(503);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет соединения с интернетом');
    await expect(page.locator('script')).toHaveCount(0);
    await page.goto('/en/slots');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const retry = page.getByRole('link', { name: 'Try again' });
    await expect(retry).toHaveAttribute('href', '/en/slots');

    await context.setOffline(false);
    await retry.click();
    await expect(page.locator('[data-app="casino"]').first()).toBeVisible();
  });
});
