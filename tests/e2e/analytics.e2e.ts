/**
 * Analytics, consent first (issue 28), against the real collector: with "Reject all" nothing reaches
 * `/fatman-api`, ever; with every cookie accepted, a registration's click and success arrive (the
 * runtime starts at once on the registration page); a bet placed in the first seconds of a page arrives
 * once the runtime has started 10 s after the load; withdrawing consent in the footer's cookie settings
 * stops it at once: an event still waiting is dropped and never arrives. The console's report shows
 * what arrived, per day and event id.
 */
import { expect, test, type Page, type APIRequestContext } from '@playwright/test';
import { AGE_CONFIRMED_STATE } from './playwright.config';
import { couponBets, expectPage, logInFromHeader, resetServer } from './support';
import { signInStaff } from './staff-support';

interface Stored {
  id: number;
  s: string | null;
  i: number | null;
  page: string;
}

const stored = async (request: APIRequestContext): Promise<Stored[]> => {
  const reply = await request.get('/__test/analytics/events');
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: Stored[] }).data;
};

/** Every request the page makes under /fatman-api/. */
function collectorRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/fatman-api/')) seen.push(`${r.method()} ${url.pathname}`);
  });
  return seen;
}

async function registerInOneClick(page: Page): Promise<void> {
  await page.goto('/en/registration');
  await expectPage(page, 'registration');
  const form = page.locator('main');
  await form.getByRole('tab', { name: 'One click' }).click();
  await form.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }).check();
  await form.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(form.getByText('Your login details')).toBeVisible();
}

test.beforeEach(async ({ request }) => resetServer(request));

test.describe('rejected', () => {
  test.use({
    storageState: {
      ...AGE_CONFIRMED_STATE,
      cookies: AGE_CONFIRMED_STATE.cookies.map((c) => (c.name === 'cookies_agree_type' ? { ...c, value: 'disable' } : c)),
    },
  });

  test('"Reject all": a registration sends nothing to /fatman-api and keeps nothing', async ({ page, request }) => {
    const seen = collectorRequests(page);
    await registerInOneClick(page);
    // Longer than the runtime's 5 s batching, which would have sent by now with consent.
    await page.waitForTimeout(6_500);
    expect(seen).toEqual([]);
    expect(await stored(request)).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('kickoff.analytics')))).toEqual([]);
  });
});

test('accepted: the registration click and success arrive; withdrawing consent stops sending at once', async ({ page, request }) => {
  test.setTimeout(60_000);
  const seen = collectorRequests(page);
  const firstBatch = page.waitForResponse((r) => r.url().endsWith('/fatman-api/v1/events') && r.request().method() === 'POST', { timeout: 15_000 });
  await registerInOneClick(page);
  expect((await firstBatch).status()).toBe(201);
  await expect.poll(async () => (await stored(request)).map((e) => [e.id, e.s, e.page])).toEqual([
    [1000, 'fast_reg', '/en/registration'],
    [1004, 'fast_reg', '/en/registration'],
  ]);
  expect(seen).toContain('GET /fatman-api/v1/counters');

  // An event waits for the next batch (every 5 s) … and consent is withdrawn before it goes.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('kickoff:track', { detail: { id: 1252, s: 'late' } })));
  expect(await page.evaluate(() => localStorage.getItem('kickoff.analytics.queue'))).toContain('"late"');
  const sentBefore = seen.filter((r) => r.startsWith('POST')).length;
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await settings.getByRole('button', { name: 'Reject all' }).click();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'cookies_agree_type')?.value).toBe('disable');
  await page.waitForLoadState('load');
  await page.waitForTimeout(6_500);
  expect(seen.filter((r) => r.startsWith('POST')).length, 'no batch after the withdrawal').toBe(sentBefore);
  expect((await stored(request)).map((e) => e.id)).toEqual([1000, 1004]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('kickoff.analytics')))).toEqual([]);
});

test('accepted: a bet placed before the runtime started (10 s after the load) arrives as 10000 with its coupon id', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/en');
  await logInFromHeader(page);
  const loadedAt = Date.now();
  await page.goto('/en/line/football');
  await expectPage(page, 'sports', 'main');
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await page.locator('section[data-app="betting"][data-route="sports"] .kk-games .kk-game button.kk-odd:not([aria-disabled="true"])').first().click();
  await expect(couponBets(slip)).toHaveCount(1);
  await slip.getByLabel(/^Stake, /).fill('100');
  const placed = page.waitForResponse((r) => r.url().includes('/coupon/place') && r.request().method() === 'POST' && r.ok());
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const accept = slip.getByRole('button', { name: 'Accept changes' });
  if (await accept.isVisible().catch(() => false)) {
    await accept.click();
    await slip.getByRole('button', { name: 'Place bet' }).click();
  }
  await expect(slip.getByRole('region', { name: 'Bet accepted' })).toBeVisible();
  const couponId = ((await (await placed).json()) as { data: { id: number } }).data.id;
  expect(Date.now() - loadedAt, 'placed before the runtime starts').toBeLessThan(10_000);
  expect(await stored(request)).toEqual([]);
  await expect.poll(async () => (await stored(request)).filter((e) => e.id === 10000).map((e) => [e.i, e.page]), { timeout: 25_000 }).toEqual([[couponId, '/en/line/football']]);
});

test("the console's report shows what the collector stored, per day and event id", async ({ page, request }) => {
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const batch = { batchId: 'e2e-report-0001', events: [{ id: 1000, at: now, page: '/en' }, { id: 1000, at: now, page: '/en' }, { id: 10000, i: 7, at: now, page: '/en' }] };
  const reply = await request.post('/fatman-api/v1/events', { data: batch });
  expect(reply.status()).toBe(201);
  await signInStaff(page, 'content_editor', '/backoffice/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Events per day and event id/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Day', '1000 registration click', '10000 bet placed', 'All events']);
  await expect(table.getByRole('row', { name: new RegExp(`^${today}`) })).toContainText(`${today}213`);

  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('To').fill('2020-01-02');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No events in this range.')).toBeVisible();
});
