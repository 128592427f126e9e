/**
 * Coupon records in the browser against the reference server: a demo player places a coupon (through
 * the wallet API with the token the page holds), sees it in the office bet history and on its
 * print-coupon page, the game is finished through the test API and the history shows the result and
 * the payout; another player's coupon id on print-coupon is "not found". English pages (`/en`).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AGE_CONFIRMED_STATE } from './playwright.config';
import { expectPage, resetServer, DEMO_PASSWORD, loginDialog, placeByApi, signIn } from './support';


test.beforeEach(async ({ request }) => {
  await resetServer(request);
});



interface FeedOdd { id: number; typeId: number; coef: number; isBlocked: boolean }
interface FeedGame { id: number; team1: string; team2: string; markets: Array<{ kind: number; isBlocked: boolean; odds: FeedOdd[] }> }

/** The "1" outcome of an open 1X2 market of a line game. */
async function lineWin1(page: Page, skipGameIds: readonly number[] = []): Promise<{ game: FeedGame; odd: FeedOdd }> {
  const reply = await page.request.get('/web-api/feed/games?section=line&limit=50&lng=en');
  expect(reply.ok()).toBe(true);
  const { games } = (await reply.json()) as { games: FeedGame[] };
  for (const game of games) {
    if (skipGameIds.includes(game.id)) continue;
    const market = game.markets.find((m) => m.kind === 1 && !m.isBlocked);
    const odd = market?.odds.find((o) => o.typeId === 1 && !o.isBlocked);
    if (odd) return { game, odd };
  }
  throw new Error('no open 1X2 market in the line');
}

/** Places a single on the page's behalf: the bearer token is the `user_token` cookie the page holds. */
async function placeSingle(page: Page, accountId: number, gameId: number, odd: FeedOdd, key: string): Promise<number> {
  const reply = await placeByApi(page, { accountId, amount: 100, typeId: 0, changeCoefAction: 1, bets: [{ market: { id: odd.id, coef: odd.coef, gameId } }] }, key);
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { data: { id: number } }).data.id;
}

async function otherPlayersCoupon(browser: Browser, baseURL: string, skipGameIds: readonly number[]): Promise<number> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', storageState: AGE_CONFIRMED_STATE });
  try {
    const page = await context.newPage();
    // The terms player (100 RUB) accepts the current terms first.
    await signIn(page, 'terms@kickoff.test');
    await expectPage(page, 'confirm');
    await page.getByRole('button', { name: 'Accept and return' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-page', 'confirm');
    const { game, odd } = await lineWin1(page, skipGameIds);
    return await placeSingle(page, 20000006, game.id, odd, 'e2e-records-other-1');
  } finally {
    await context.close();
  }
}

test('a placed coupon in the bet history and on its print page; settled, it shows the result and payout', async ({ page, browser, baseURL }) => {
  await signIn(page, 'demo@kickoff.test');
  const { game, odd } = await lineWin1(page);
  const couponId = await placeSingle(page, 20000001, game.id, odd, 'e2e-records-demo-1');

  await page.goto('/en/office/history');
  await expectPage(page, 'office-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
  const row = page.locator(`.kk-history__item[data-coupon-id="${couponId}"]`);
  await expect(row.getByRole('heading', { name: `Coupon No. ${couponId} · Single` })).toBeVisible();
  await expect(row.locator('.kk-history__badge')).toHaveText('Open');
  await row.getByText('Bets of the coupon (1)').click();
  await expect(row.locator('.kk-history__bet')).toContainText(`${game.team1} — ${game.team2}`);
  await expect(row.locator('.kk-history__bet')).toContainText('1X2: 1');

  await row.getByRole('link', { name: `Printable coupon No. ${couponId}` }).click();
  await expectPage(page, 'print-coupon', 'empty');
  const card = page.locator('.kk-print__card');
  await expect(card.getByRole('heading', { name: `Coupon No. ${couponId}` })).toBeVisible();
  await expect(card).toContainText(`${game.team1} — ${game.team2}`);
  await expect(card.locator('[data-fact="type"] dd')).toHaveText('Single');
  await expect(card.locator('[data-fact="result"] dd')).toHaveText('Open');
  await expect(card.getByRole('button', { name: 'Print' })).toBeVisible();

  const finish = await page.request.post('/__test/feed/finish', { data: { gameId: game.id, score1: 2, score2: 0 } });
  expect(finish.ok(), await finish.text()).toBe(true);
  const payout = (100 * odd.coef).toFixed(2);
  await page.goto('/en/office/history');
  await expect(row.locator('.kk-history__badge')).toHaveText('Won');
  await expect(row.locator('[data-fact="payout"]')).toContainText(payout);
  await page.goto(`/en/print-coupon/${couponId}`);
  await expect(card.locator('[data-fact="result"] dd')).toHaveText('Won');
  await expect(card.locator('[data-fact="payout"] dd')).toContainText(payout);
  await expect(card.locator('[data-fact="status"] dd')).toHaveText('Won');

  // Another player's coupon: as unknown as a missing one.
  const foreignId = await otherPlayersCoupon(browser, baseURL ?? '', [game.id]);
  await page.goto(`/en/print-coupon/${foreignId}`);
  await expect(page.locator('[data-state="not-found"]')).toContainText('Coupon not found');
  await expect(page.locator('.kk-print__card')).toHaveCount(0);
});

test('a guest on print-coupon is asked to sign in and sees the coupon after logging in there', async ({ page }) => {
  await page.goto('/en/print-coupon/1');
  await expectPage(page, 'print-coupon', 'empty');
  await expect(page.getByRole('heading', { name: 'Sign in to see this coupon' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByLabel('E-mail or account ID').fill('demo@kickoff.test');
  await loginDialog(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await loginDialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(loginDialog(page)).toHaveCount(0);
  // The demo player has no coupon 1 after a reset: the page stays and answers "not found".
  await expectPage(page, 'print-coupon', 'empty');
  await expect(page.locator('[data-state="not-found"]')).toContainText('Coupon not found');
});
