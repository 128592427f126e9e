/**
 * Coupon journeys against the real server (English pages, so names are stable): a guest builds an
 * express and switches types; the demo player places an express and the balance drops by the stake,
 * a double click places once; an odds change while placing follows the player's policy; a settled
 * single pays into the balance and shows as won. Line games only: their odds do not drift.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as v from 'valibot';
import { GamesResponseSchema, type Game } from '../../platform/src/schemas/feed';
import { clickFavourite, couponBets, expectPage, header, logInFromHeader, resetServer } from './support';

const DEMO_USER = 10000001;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Line football games with an open 1X2 market, in list order. */
async function lineGames(request: APIRequestContext): Promise<Game[]> {
  const reply = await request.get('/web-api/feed/games?section=line&sportId=1');
  expect(reply.ok()).toBe(true);
  return v.parse(GamesResponseSchema, await reply.json()).games.filter((g) => g.markets.some((m) => !m.isBlocked && m.odds.length === 3));
}

const coupon = (page: Page) => page.getByRole('region', { name: /^Bet slip/ });
const stake = (page: Page) => coupon(page).getByLabel(/^Stake, /);
const placeButton = (page: Page) => coupon(page).getByRole('button', { name: 'Place bet' });
const balance = (page: Page) => page.locator('[data-slot="header"] [data-balance]');

/** Clicks the first open odd of each of `count` line games on the line football page; returns their odd ids and coefficients. */
async function addLineBets(page: Page, count: number): Promise<{ oddId: number; coef: number }[]> {
  await page.goto('/en/line/football');
  await expectPage(page, 'sports', 'main');
  const games = page.locator('section[data-app="betting"][data-route="sports"] .kk-games .kk-game');
  await expect(games.nth(count - 1)).toBeVisible();
  const picked: { oddId: number; coef: number }[] = [];
  for (let i = 0; i < count; i++) {
    const button = games.nth(i).locator('button.kk-odd:not([aria-disabled="true"])').first();
    picked.push({ oddId: Number(await button.getAttribute('data-odd-id')), coef: Number(await button.locator('.kk-odd__coef').innerText()) });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(couponBets(coupon(page))).toHaveCount(count);
  return picked;
}

async function logIn(page: Page): Promise<void> {
  await logInFromHeader(page);
  await expect(header(page).getByRole('button', { name: 'RUB — accounts' })).toBeVisible();
}

/** The balance shown in the header, as a number ("RUB 25,000.00"); shows it first when the player's config hides it. */
async function shownBalance(page: Page): Promise<number> {
  const show = page.locator('[data-slot="header"]').getByRole('button', { name: 'Show balance' });
  // Wait for the balance to be loaded: either a figure or the hidden dots with their show button.
  await expect(balance(page)).toHaveText(/\d|••••/);
  if (!/\d/.test(await balance(page).innerText())) await show.click();
  await expect(balance(page)).toHaveText(/\d/);
  return Number((await balance(page).innerText()).replace(/[^\d.]/g, ''));
}

async function stakeRows(request: APIRequestContext): Promise<number> {
  const reply = await request.get(`/__test/wallet/ledger/${DEMO_USER}`);
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { data: { reason: string }[] };
  return body.data.filter((row) => row.reason === 'bet_stake').length;
}

async function ledgerBalances(request: APIRequestContext): Promise<void> {
  const reply = await request.get('/__test/wallet/balances');
  expect(await reply.json()).toEqual({ mismatches: [] });
}

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a guest builds an express from line odds, switches to a system, and the possible win follows the stake', async ({ page }) => {
  const bets = await addLineBets(page, 3);
  const type = coupon(page).getByLabel('Bet type');
  await expect(type).toHaveValue('1'); // three bets: an express
  await stake(page).fill('10');
  const base = Math.round(bets.reduce((p, b) => p * b.coef, 1) * 1000) / 1000;
  // The express bonus (site config on by default): three bets of at least 1.1 add 3 %.
  const bonus = bets.every((b) => b.coef >= 1.1);
  const express = bonus ? Math.round(base * 1.03 * 1000) / 1000 : base;
  if (bonus) await expect(coupon(page).getByText('Express bonus +3%')).toBeVisible();
  await expect(coupon(page).getByTestId('coupon-possible-win')).toContainText(money(Math.round(10 * express * 100) / 100));
  if (bonus) {
    // Removing the bonus by hand (manuallyDeletedBonusBet) prices the express without it.
    await coupon(page).getByRole('button', { name: 'Remove the express bonus from the coupon' }).click();
    await expect(coupon(page).getByText('Express bonus +3%')).toHaveCount(0);
    await expect(coupon(page).getByTestId('coupon-possible-win')).toContainText(money(Math.round(10 * base * 100) / 100));
  }
  await type.selectOption({ label: 'System' });
  const size = coupon(page).getByLabel('System size');
  await expect(size).toHaveValue('2');
  await expect(size.locator('option:checked')).toHaveText('2 of 3 (3 bets)');
  // 2/3: a third of the stake on each double.
  const [a, b, c] = bets.map((x) => x.coef) as [number, number, number];
  const system = Math.round(((10 / 3) * (a * b + a * c + b * c)) * 100) / 100;
  await expect(coupon(page).getByTestId('coupon-possible-win')).toContainText(money(system));
  await expect(coupon(page).getByText('Bets in the coupon')).toBeVisible();
  // A guest is asked to sign in instead of placing.
  await expect(coupon(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(coupon(page).getByText('Sign in to place a bet')).toBeVisible();
});

test('the demo player places an express: one coupon for a double click, the balance drops by the stake', async ({ page, request }) => {
  await page.goto('/en');
  await logIn(page);
  const before = await shownBalance(page);
  await addLineBets(page, 2);
  await stake(page).fill('150');
  await expect(placeButton(page)).toBeEnabled();
  await placeButton(page).dblclick();
  const placed = coupon(page).getByRole('region', { name: 'Bet accepted' });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText(/Coupon No\. \d+ for .*150\.00/);
  await expect.poll(() => shownBalance(page)).toBe(Math.round((before - 150) * 100) / 100);
  expect(await stakeRows(request)).toBe(1);
  await expect(couponBets(coupon(page))).toHaveCount(0); // the coupon empties after placing
  await ledgerBalances(request);
  // The placed coupon is in "My bets", open.
  await coupon(page).getByRole('tab', { name: 'My bets' }).click();
  await expect(coupon(page).getByRole('tabpanel', { name: 'My bets' }).getByRole('listitem')).toHaveCount(1);
  await expect(coupon(page).getByRole('tabpanel', { name: 'My bets' })).toContainText('Open');
});

test('an odds fall while placing is refused under "accept only a rise"; accepting it places at the new odds', async ({ page, request }) => {
  await page.goto('/en');
  await logIn(page);
  const [bet] = await addLineBets(page, 1);
  if (!bet) throw new Error('no bet');
  await stake(page).fill('100');
  const lower = Math.max(1.01, Math.round((bet.coef - 0.2) * 100) / 100);
  const reply = await request.post('/__test/feed/odd', { data: { oddId: bet.oddId, coef: lower } });
  expect(reply.ok()).toBe(true);
  // Either the server refuses the placing (odds_changed) or the coupon sees the fall first, through the
  // page's own poll (placing is then off until the player accepts): both ask.
  const banner = coupon(page).getByRole('status').filter({ hasText: 'Odds have changed' });
  if (await placeButton(page).isEnabled()) await placeButton(page).click({ timeout: 5_000 }).catch(() => undefined);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`${bet.coef.toFixed(2)} → ${lower.toFixed(2)}`);
  expect(await stakeRows(request)).toBe(0);
  await banner.getByRole('button', { name: 'Accept changes' }).click();
  await expect(banner).toBeHidden();
  await placeButton(page).click();
  await expect(coupon(page).getByRole('region', { name: 'Bet accepted' })).toBeVisible();
  expect(await stakeRows(request)).toBe(1);
});

test('a settled single pays into the balance and shows as won', async ({ page, request }) => {
  const games = await lineGames(request);
  const game = games[0];
  if (!game) throw new Error('no line game');
  const market = game.markets.find((m) => !m.isBlocked && m.odds.length === 3);
  const home = market?.odds[0];
  if (!home) throw new Error('no 1X2 odd');
  await page.goto('/en');
  await logIn(page);
  const before = await shownBalance(page);
  await page.goto(`/en/line/${game.sportSlug}/${game.champSlug}/${game.id}-${game.slug}`);
  await page.locator(`button.kk-odd[data-odd-id="${home.id}"]`).first().click();
  await expect(couponBets(coupon(page))).toHaveCount(1);
  await stake(page).fill('200');
  await placeButton(page).click();
  await expect(coupon(page).getByRole('region', { name: 'Bet accepted' })).toBeVisible();
  const finish = await request.post('/__test/feed/finish', { data: { gameId: game.id, score1: 2, score2: 0 } });
  expect(finish.ok()).toBe(true);
  const payout = Math.round(200 * home.coef * 100) / 100;
  // The balance follows the settlement on the next refresh (a reload here, every 60 s in the page).
  await page.reload();
  await expect.poll(() => shownBalance(page)).toBe(Math.round((before - 200 + payout) * 100) / 100);
  await coupon(page).getByRole('button', { name: 'Bet slip settings' }).click();
  await coupon(page).getByRole('tab', { name: 'My bets' }).click();
  const mine = coupon(page).getByRole('tabpanel', { name: 'My bets' });
  await expect(mine).toContainText(new RegExp(`Won · \\D*${money(payout).replace(".", "\\.")}`));
  await ledgerBalances(request);
});

test('a saved coupon code loads the same bets in another visit, and a promo code is checked on the server', async ({ page, browser }) => {
  const bets = await addLineBets(page, 2);
  const box = coupon(page).getByRole('region', { name: 'Save and load a coupon' });
  await box.getByRole('button', { name: 'Save coupon' }).click();
  const code = (await box.getByLabel('Coupon code').inputValue()).trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  // Another visitor (a fresh context: no stored coupon) opens the share link.
  const other = await browser.newPage();
  await other.goto(`/en?couponCode=${code}`);
  await expect(couponBets(coupon(other))).toHaveCount(2);
  for (const b of bets) await expect(coupon(other).locator(`[data-odd-id="${b.oddId}"]`)).toBeVisible();
  await expect(other).not.toHaveURL(/couponCode=/);
  await other.close();
  // A guest is asked to sign in for a promo code.
  await coupon(page).getByRole('button', { name: 'I have a promo code' }).click();
  await expect(coupon(page).getByText('Sign in to use a promo code')).toBeVisible();
});

test('bets from the live page follow their odds; the player switches to multiple singles', async ({ page }) => {
  await page.goto('/en/live/football');
  await expectPage(page, 'sports', 'main');
  const games = page.locator('section[data-app="betting"][data-route="sports"] .kk-games .kk-game');
  await expect(games.nth(1)).toBeVisible();
  // Live markets close and open (a goal suspends them): take an open odd from the first two games that have one.
  let added = 0;
  for (let i = 0; added < 2 && i < (await games.count()); i++) {
    const button = games.nth(i).locator('button.kk-odd:not([aria-disabled="true"])').first();
    if ((await button.count()) === 0) continue;
    try {
      await button.click({ timeout: 2_000 });
      await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
      added++;
    } catch {
      // Suspended between the look and the click: the next game.
    }
  }
  expect(added, 'two open live odds').toBe(2);
  await expect(couponBets(coupon(page))).toHaveCount(2);
  // Live bets show their game's score, kept current by the coupon's own poll.
  await expect(coupon(page).locator('.kk-slip__score')).toHaveCount(2);
  await coupon(page).getByLabel('Bet type').selectOption({ label: 'Multiple singles' });
  await expect(coupon(page).getByText('Bets in the coupon')).toBeVisible();
  await expect(coupon(page).locator('.kk-slip__totals')).toContainText('2');
  await stake(page).fill('20');
  await expect(coupon(page).getByTestId('coupon-possible-win')).not.toHaveText('—');
});

test('every coupon type is placed from the slip, and every one settles with the books balanced', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/en');
  await logIn(page);
  await addLineBets(page, 3);
  const games = page.locator('section[data-app="betting"][data-route="sports"] .kk-games .kk-game');
  const type = coupon(page).getByLabel('Bet type');
  const refill = async (count: number) => {
    for (let i = 0; i < count; i++) await games.nth(i).locator('button.kk-odd:not([aria-disabled="true"])').first().click();
    await expect(couponBets(coupon(page))).toHaveCount(count);
  };
  const place = async (label: string) => {
    await stake(page).fill('90');
    await expect(placeButton(page), `${label} can be placed`).toBeEnabled();
    await placeButton(page).click();
    await expect(coupon(page).getByRole('region', { name: 'Bet accepted' })).toContainText(label);
    await coupon(page).getByRole('button', { name: 'Close' }).click();
  };
  /** The favourite of each of the first `count` games (clickFavourite). */
  const refillFavourites = async (count: number) => {
    for (let i = 0; i < count; i++) await clickFavourite(games.nth(i));
    await expect(couponBets(coupon(page))).toHaveCount(count);
  };
  // Three selections: express, system 2/3, chain, conditional, anti-express, lucky, patent, multiple singles.
  for (const label of ['Express', 'System', 'Chain', 'Conditional bet', 'Anti-express', 'Lucky', 'Patent', 'Multiple singles']) {
    if ((await couponBets(coupon(page)).count()) === 0) await (label === 'Anti-express' ? refillFavourites(3) : refill(3));
    await type.selectOption({ label });
    await place(label);
  }
  // A multi-bet: two blocks and the lobby.
  await refill(3);
  await type.selectOption({ label: 'Multi-bet' });
  const blocks = coupon(page).getByLabel(/^Block of bet /);
  await blocks.nth(0).selectOption({ label: 'Block 1' });
  await blocks.nth(1).selectOption({ label: 'Block 2' });
  await place('Multi-bet');
  // A single.
  await refill(1);
  await expect(type).toHaveCount(0); // one bet: a single, no type choice
  await place('Single');
  expect(await stakeRows(request)).toBe(10);
  // Every game ends: each coupon settles once and the books stay balanced.
  const gameIds = await games.evaluateAll((items) => items.slice(0, 3).map((g) => Number(g.getAttribute('data-game-id'))));
  expect(gameIds).toHaveLength(3);
  for (const gameId of gameIds) {
    const reply = await request.post('/__test/feed/finish', { data: { gameId, score1: 1, score2: 0 } });
    expect(reply.ok(), `finish ${gameId}`).toBe(true);
  }
  const settled = await request.post('/__test/wallet/run-settlement');
  expect(((await settled.json()) as { failed: unknown[] }).failed).toEqual([]);
  const ledger = (await (await request.get(`/__test/wallet/ledger/${DEMO_USER}`)).json()) as { data: { reason: string }[] };
  expect(ledger.data.filter((r) => r.reason === 'bet_payout').length).toBeGreaterThan(0);
  await ledgerBalances(request);
});
