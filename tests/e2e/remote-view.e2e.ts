/**
 * Remote views (account spec §7 "Remote view"): the seeded `remote-derby` landing names the reference
 * server's demo landing view; @kickoff/remote-view (loaded on use) fetches it with the protocol's
 * headers and shows it — its heading and text, its Kickoff elements working (an odds click adds the bet
 * to the view's coupon), its one allowed script running with integrity. The `remote-hostile` landing's
 * view is rendered sanitised: none of its scripts, handlers or eval code runs, nothing from the foreign
 * origin is requested.
 */
import { expect, test, type Page } from '@playwright/test';
import { couponBets, expectPage, resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Every request the page made to a host other than the test server's. */
function foreignRequests(page: Page, origin: () => string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(origin()) && !r.url().startsWith('data:')) seen.push(r.url());
  });
  return seen;
}

test('the remote-view landing shows the view, its Kickoff elements work, and only its allowed script runs', async ({ page, baseURL }) => {
  const foreign = foreignRequests(page, () => baseURL ?? '');
  const viewRequests: Array<Record<string, string>> = [];
  page.on('request', (r) => {
    if (r.url().includes('/demo-remote-views/landing/')) viewRequests.push(r.headers());
  });
  await page.goto('/en/landing-page/remote-derby');
  await expectPage(page, 'landing-page', 'headless');
  const view = page.locator('main[data-landing="remote-derby"] .kk-remote-view');
  await expect(view.getByRole('heading', { name: 'Derby of the week', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(view).toHaveAttribute('data-state', 'ready');
  await expect(view).toHaveAttribute('data-app-name', 'derby-landing');
  await expect(view.getByText("Another team's server built this page")).toBeVisible();
  await expect(page).toHaveTitle('Derby of the week — Kickoff');
  expect(viewRequests[0]?.['mf-render-mode']).toBe('json');
  expect(viewRequests[0]?.['mf-api-version']).toBe('1');

  // The view's one script came from the allowed origin with its integrity, and ran (the countdown ticks).
  const script = page.locator('script[data-remote-view="derby-landing"]');
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute('integrity', /^sha384-/);
  await expect(view.locator('time[data-countdown-to][data-ticking]')).toHaveText(/^\d+:\d\d:\d\d$/);

  // Its Kickoff elements work: an odds click adds the bet to the view's coupon.
  const odd = view.locator('kickoff-event').getByRole('button').first();
  await expect(odd).toBeVisible({ timeout: 15_000 });
  const coupon = view.locator('kickoff-coupon');
  await expect(coupon.getByRole('region', { name: /^Bet slip/ })).toBeVisible({ timeout: 15_000 });
  await odd.click();
  await expect(couponBets(coupon)).toHaveCount(1);

  // In Russian the view is fetched for the Russian path and answers in Russian.
  await page.goto('/ru/landing-page/remote-derby');
  await expect(page.locator('main[data-landing="remote-derby"] .kk-remote-view').getByRole('heading', { name: 'Дерби недели', level: 1 })).toBeVisible({ timeout: 15_000 });
  expect(viewRequests.length).toBe(2);
  expect(foreign, foreign.join('\n')).toEqual([]);
});

test('a hostile remote view is rendered sanitised: no foreign script, no handler, no eval ran', async ({ page, baseURL }) => {
  const foreign = foreignRequests(page, () => baseURL ?? '');
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/en/landing-page/remote-hostile');
  const view = page.locator('main[data-landing="remote-hostile"] .kk-remote-view');
  await expect(view.getByRole('heading', { name: 'A view that tries too much', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(view.getByText('Only this text should remain.')).toBeVisible();
  await view.getByText('Only this text should remain.').click();
  await view.getByText('link', { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/landing-page\/remote-hostile$/);
  expect(await view.locator('script, [onerror], [onclick]').count()).toBe(0);
  expect(await page.locator('script[src*="evil.example"], link[href*="evil.example"], meta[http-equiv]').count()).toBe(0);
  expect(await page.locator('script[data-remote-view]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __kickoffPwned?: string }).__kickoffPwned)).toBeUndefined();
  await expect(page.locator('body')).toBeVisible();
  expect(warnings.some((w) => /script refused.*evil\.example/.test(w)), warnings.join('\n')).toBe(true);
  expect(warnings.some((w) => /codeToEval refused/.test(w)), warnings.join('\n')).toBe(true);
  expect(foreign, foreign.join('\n')).toEqual([]);
});
