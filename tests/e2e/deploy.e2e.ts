/**
 * The import map reaches the page through the deploy service: the CLI talks to the running server, a
 * deploy through the API (a probe entry) is in the map the next page load uses while the betting app
 * still renders, and a rollback takes it out again. The CLI runs with --no-build: rebuilding a module
 * from unchanged sources gives the same hashed URL (tests/server/deploy/cli.test.ts covers the build).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROBE = '@kickoff/e2e-probe';
const AUTH = { authorization: 'Bearer dev-deploy-token' };

async function readMap(request: APIRequestContext): Promise<{ etag: string; imports: Record<string, string> }> {
  const res = await request.get('/deploy/import-map.json');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { imports: Record<string, string> };
  return { etag: res.headers()['etag'] ?? '', imports: body.imports };
}

/** What SystemJS resolves a specifier to on the page (null when the import map does not name it). */
const resolved = (page: Page, specifier: string): Promise<string | null> =>
  page.evaluate((name) => {
    try {
      return (window as unknown as { System: { resolve(id: string): string } }).System.resolve(name);
    } catch {
      return null;
    }
  }, specifier);

test('a deploy reaches the next page load, a rollback takes it back; the betting app keeps rendering', async ({ page, request, baseURL }) => {
  const before = await readMap(request);
  const betting = before.imports['@kickoff/betting'];
  expect(betting).toMatch(/^\/dist\/betting\/index-[A-Z0-9]+\.js$/);

  const out = execFileSync(process.execPath, ['scripts/deploy.mjs', 'betting', '--no-build', '--server', baseURL ?? ''], { cwd: ROOT, encoding: 'utf8' });
  expect(out).toMatch(/@kickoff\/betting \(default\)/);

  const current = await readMap(request);
  const deployed = await request.patch('/deploy/services', { headers: { ...AUTH, 'if-match': current.etag }, data: { service: PROBE, url: betting } });
  expect(deployed.status()).toBe(200);
  const deployedVersion = Number(/^"v(\d+)"$/.exec(deployed.headers()['etag'] ?? '')?.[1]);

  await page.goto('/en');
  await expect(page.locator('[data-app="betting"]')).toBeVisible();
  expect(await resolved(page, PROBE)).toMatch(new RegExp(`${betting?.replace(/[.]/g, '\\.')}$`));

  const rollback = await request.post('/deploy/rollback', { headers: { ...AUTH, 'if-match': `"v${deployedVersion}"` }, data: { version: deployedVersion - 1 } });
  expect(rollback.status()).toBe(200);
  await page.reload();
  await expect(page.locator('[data-app="betting"]')).toBeVisible();
  expect(await resolved(page, PROBE)).toBeNull();
  expect(await resolved(page, '@kickoff/betting')).toMatch(/\/dist\/betting\/index-[A-Z0-9]+\.js$/);

  const history = (await (await request.get('/deploy/history?limit=2')).json()) as { entries: Array<{ action: string; module: string }> };
  expect(history.entries.map((e) => [e.action, e.module])).toEqual([
    ['rollback', PROBE],
    ['set', PROBE],
  ]);
});

/** The build label of the betting module the page runs (`buildId`, exported by @kickoff/betting). */
const bettingBuild = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { System: { import(id: string): Promise<{ buildId: string }> } }).System.import('@kickoff/betting').then((m) => m.buildId));

test('the CLI builds and deploys a changed betting module; the open page offers to reload and then runs it; a rollback restores the old one', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  // The update watch starts 10 s after load and reads the map every 5 minutes: the page's clock is driven.
  await page.clock.install();
  await page.goto('/en');
  await expect(page.locator('[data-app="betting"]').first()).toBeVisible();
  const oldBuild = await bettingBuild(page);
  const before = await readMap(request);
  const beforeVersion = Number(/^"v(\d+)"$/.exec(before.etag)?.[1]);
  const firstRead = page.waitForResponse((res) => new URL(res.url()).pathname === '/importmap.json');
  await page.clock.runFor(11_000);
  await firstRead;
  await expect(page.locator('.kk-toast[data-group="app-update"]')).toHaveCount(0);

  // A changed build: another label compiled in, so new content and a new hashed URL.
  const label = `e2e-${Date.now()}`;
  const out = execFileSync(process.execPath, ['scripts/deploy.mjs', 'betting', '--server', baseURL ?? ''], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, KICKOFF_BUILD_ID: label },
  });
  const after = await readMap(request);
  const newUrl = after.imports['@kickoff/betting'];
  expect(newUrl).toMatch(/^\/dist\/betting\/index-[A-Z0-9]+\.js$/);
  expect(newUrl).not.toBe(before.imports['@kickoff/betting']);
  expect(out).toContain(newUrl ?? 'missing');

  // The open page still runs the old build; its next read of the map finds the new one and says so.
  expect(await bettingBuild(page)).toBe(oldBuild);
  await page.clock.fastForward('05:00');
  const notice = page.locator('.kk-toast[data-group="app-update"]');
  await expect(notice).toContainText('A new version of the site is available');
  await notice.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.locator('[data-app="betting"]').first()).toBeVisible();
  await expect.poll(() => bettingBuild(page)).toBe(label);
  expect(await resolved(page, '@kickoff/betting')).toMatch(new RegExp(`${(newUrl ?? '').replace(/[.]/g, '\\.')}$`));

  const rollback = await request.post('/deploy/rollback', { headers: { ...AUTH, 'if-match': after.etag }, data: { version: beforeVersion } });
  expect(rollback.status()).toBe(200);
  await page.reload();
  await expect(page.locator('[data-app="betting"]').first()).toBeVisible();
  expect(await bettingBuild(page)).toBe(oldBuild);
  expect((await readMap(request)).imports['@kickoff/betting']).toBe(before.imports['@kickoff/betting']);
});
