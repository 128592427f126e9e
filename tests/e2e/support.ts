/**
 * Shared helpers for the end-to-end journeys (not a test file: only `*.e2e.ts` files are collected).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const SLOTS = [
  'header', 'content', 'coupon', 'seo', 'footer', 'notifications', 'support', 'scrollTop', 'modals', 'notices', 'progress',
] as const;
export type Slot = (typeof SLOTS)[number];

/** Slots each layout shows (platform `LAYOUT_SLOTS`); every other slot carries `hidden`. */
export const LAYOUT_SLOTS: Record<string, readonly Slot[]> = {
  main: ['progress', 'header', 'content', 'coupon', 'seo', 'footer', 'notifications', 'support', 'scrollTop', 'modals', 'notices'],
  headless: ['progress', 'content', 'notifications', 'modals', 'notices'],
  empty: ['content', 'modals'],
  maintenance: ['content', 'notifications'],
  blocked: ['header', 'content', 'notifications', 'support', 'modals'],
};

export const slot = (page: Page, name: Slot) => page.locator(`[data-slot="${name}"]`);

/** Waits for the observability contract on `<html>`. */
export async function expectPage(page: Page, name: string, layout?: string): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-page', name);
  if (layout) await expect(html).toHaveAttribute('data-layout', layout);
  await expectHydrated(page);
}

/**
 * Every part the server drew (issue 25) is hydrated: journeys act on a page that works. (A click made
 * before then is held and played: tests/e2e/first-view.e2e.ts covers that on its own.)
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('[data-server-view]')).toHaveCount(0, { timeout: 15_000 });
}

/** Every slot of the layout is shown, every other slot is hidden. */
export async function expectLayoutSlots(page: Page, layout: string): Promise<void> {
  const visible = LAYOUT_SLOTS[layout];
  if (!visible) throw new Error(`unknown layout ${layout}`);
  for (const name of SLOTS) {
    if (visible.includes(name)) await expect(slot(page, name), `slot ${name} shown in ${layout}`).not.toHaveAttribute('hidden');
    else await expect(slot(page, name), `slot ${name} hidden in ${layout}`).toHaveAttribute('hidden');
  }
}

/** The path and query of the page's URL (no origin). */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** An escaped regular expression matching the whole URL ending in `pathAndQuery`. */
export const urlEndingWith = (pathAndQuery: string): RegExp =>
  new RegExp(`^https?://[^/]+${pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export async function resetServer(request: APIRequestContext): Promise<void> {
  const reply = await request.post('/__test/reset');
  expect(reply.ok(), `POST /__test/reset → ${reply.status()}`).toBe(true);
}

/** The seeded maintenance group: inactive, no window. */
export { defaultMaintenance as MAINTENANCE_OFF } from '../../server/site/seed-data';

/** Starts a maintenance window that began an hour ago and ends in an hour (its notice two hours either side). */
export async function startMaintenance(request: APIRequestContext): Promise<void> {
  const hour = 60 * 60 * 1000;
  const on = await request.put('/__test/groups/maintenance', {
    data: {
      started_at: new Date(Date.now() - hour).toISOString(),
      ended_at: new Date(Date.now() + hour).toISOString(),
      notify_started_at: new Date(Date.now() - 2 * hour).toISOString(),
      notify_ended_at: new Date(Date.now() + 2 * hour).toISOString(),
      isActive: true,
      web_state: 1,
    },
  });
  expect(on.ok(), `PUT /__test/groups/maintenance → ${on.status()}`).toBe(true);
}

// Signing in -------------------------------------------------------------------------------------

/** Every demo player's password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo-2026!';

/** The bets listed in a coupon (its "Selections" list), not the other lists it may show (odds changes, totals). */
export const couponBets = (coupon: Locator) => coupon.getByRole('list', { name: /^(Selections|Выбранные исходы)$/ }).getByRole('listitem');
export const header = (page: Page) => page.locator('[data-slot="header"]');
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

/** Fills the open login dialog (English page) and sends it; what follows (two-step, ban page) is the caller's. */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mail or account ID').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Opens the header's login dialog on the current page, logs in and waits until the dialog has closed. */
export async function logInFromHeader(page: Page, email = 'demo@kickoff.test', password = DEMO_PASSWORD): Promise<void> {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await fillLogin(page, email, password);
  await expect(loginDialog(page)).toHaveCount(0);
}

/** Opens the English home page and logs in there. */
export async function signIn(page: Page, email = 'demo@kickoff.test', password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
  await logInFromHeader(page, email, password);
}

/** The balance shown in the header, as a number; shows it first when the player's config hides it. */
export async function shownBalance(page: Page): Promise<number> {
  const balance = header(page).locator('[data-balance]');
  await expect(balance).toHaveText(/\d|••••/);
  if (!/\d/.test(await balance.innerText())) await header(page).getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText(/\d/);
  return Number((await balance.innerText()).replace(/[^\d.]/g, ''));
}

// Money calls on the page's behalf ----------------------------------------------------------------

/** The bearer token the signed-in page holds (its `user_token` cookie). */
export async function pageToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'user_token')?.value;
  expect(token, 'the page holds a token').toBeTruthy();
  return token ?? '';
}

/** POST coupon/place as the page's player, straight to the API (what a script could send). */
export async function placeByApi(page: Page, body: Record<string, unknown>, idempotencyKey: string) {
  return page.request.post('/web-api/coupon/place', {
    headers: { authorization: `Bearer ${await pageToken(page)}`, 'idempotency-key': idempotencyKey },
    data: body,
  });
}

/**
 * Clicks the favourite (the lowest open odd) of a game row of the betting list and returns its odd id:
 * the book quotes an anti-express only where a bet may well lose.
 */
export async function clickFavourite(game: Locator): Promise<number> {
  const buttons = game.locator('button.kk-odd:not([aria-disabled="true"])');
  const coefs = (await buttons.locator('.kk-odd__coef').allInnerTexts()).map(Number);
  const odd = buttons.nth(coefs.indexOf(Math.min(...coefs)));
  await odd.click();
  return Number(await odd.getAttribute('data-odd-id'));
}
