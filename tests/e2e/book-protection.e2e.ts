/**
 * The book cannot be gamed (issue 23): a same-game express sent straight to the API is refused; the
 * coupon shows the anti-express at the server's quote and places at it; a stake over the liability cap
 * is refused with the largest stake the book still takes, which the coupon offers and places.
 */
import { expect, test, type Page } from '@playwright/test';
import { clickFavourite, expectPage, pageToken, placeByApi, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

interface FeedOdd { id: number; coef: number; typeId: number; isBlocked: boolean }
interface FeedMarket { id: number; kind: number; isBlocked: boolean; odds: FeedOdd[] }
interface FeedGame { id: number; team1: string; team2: string; markets: FeedMarket[] }

async function lineGames(page: Page): Promise<FeedGame[]> {
  const reply = await page.request.get('/web-api/feed/games?section=line&sportId=1&limit=50&lng=en');
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { games: FeedGame[] }).games;
}

const slip = (page: Page) => page.getByRole('region', { name: /^Bet slip/ });

test('an express of two outcomes of one match, sent to the API, is refused as dependent bets', async ({ page }) => {
  await signIn(page);
  // The list carries a game's main market only: the game's own reply has all of them.
  const [listed] = await lineGames(page);
  const full = await page.request.get(`/web-api/feed/game/${listed?.id ?? 0}?lng=en`);
  expect(full.ok()).toBe(true);
  const { game } = (await full.json()) as { game: FeedGame };
  const open = game.markets.filter((m) => !m.isBlocked && m.odds.some((o) => !o.isBlocked)).slice(0, 2);
  expect(open, 'a line game with two open markets').toHaveLength(2);
  const bets = open.map((market) => {
    const odd = market.odds.find((o) => !o.isBlocked);
    return { market: { id: odd?.id ?? 0, coef: odd?.coef ?? 0, gameId: game.id } };
  });
  const reply = await placeByApi(page, { accountId: 20000001, amount: 100, typeId: 1, changeCoefAction: 1, bets }, 'e2e-same-game-0001');
  expect(reply.status(), await reply.text()).toBe(422);
  expect(((await reply.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('dependent_bets');
});

test('the coupon shows the anti-express at the server’s quote and places it at that price', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/line/football');
  await expectPage(page, 'sports');
  const games = page.locator('section[data-app="betting"][data-route="sports"] .kk-games .kk-game');
  const ids: number[] = [];
  for (const i of [0, 1]) ids.push(await clickFavourite(games.nth(i)));
  await slip(page).getByLabel('Bet type').selectOption({ label: 'Anti-express' });
  // The slip shows the server's quote (asked again if a line odd moved meanwhile).
  const totals = slip(page).locator('.kk-slip__totals');
  let coef = 0;
  await expect(async () => {
    const quote = await page.request.get(`/web-api/coupon/quote?odds=${ids.join(',')}`);
    expect(quote.ok(), await quote.text()).toBe(true);
    coef = ((await quote.json()) as { data: { antiExpressCoef: number } }).data.antiExpressCoef;
    // The slip shows odds with at least 2 decimals (1.2 as "1.20"): compare the number it shows.
    const shown = /Odds\s*(\d+\.\d+)/.exec(await totals.innerText())?.[1];
    expect(Number(shown)).toBe(coef);
  }).toPass({ timeout: 10_000 });
  await slip(page).getByLabel(/^Stake, /).fill('100');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByRole('region', { name: 'Bet accepted' })).toBeVisible();
  const list = await page.request.get('/web-api/coupon/list?page=1&pageSize=1', { headers: { authorization: `Bearer ${await pageToken(page)}` } });
  const [coupon] = ((await list.json()) as { data: { items: { typeId: number; coef: number }[] } }).data.items;
  expect(coupon?.typeId).toBe(6);
  // The price shown, or — when a line odd moved between the click and the placing — the book's quote now.
  const now = ((await (await page.request.get(`/web-api/coupon/quote?odds=${ids.join(',')}`)).json()) as { data: { antiExpressCoef: number } }).data.antiExpressCoef;
  expect([coef, now]).toContain(coupon?.coef);
});

test('a stake over the liability cap is refused with the largest stake the book takes; the coupon places that', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const game = (await lineGames(page)).find((g) => g.markets.some((m) => m.kind === 1 && !m.isBlocked));
  const odd = game?.markets.find((m) => m.kind === 1 && !m.isBlocked)?.odds.find((o) => !o.isBlocked);
  expect(odd, 'an open 1X2 odd').toBeTruthy();
  // A long shot: 4 990 RUB at 2 000 takes 9 975 010 of the 20 000 000 cap; two such coupons leave 49 980.
  expect((await request.post('/__test/feed/odd', { data: { oddId: odd?.id, coef: 2000 } })).ok()).toBe(true);
  for (const key of ['e2e-liability-0001', 'e2e-liability-0002']) {
    const reply = await placeByApi(page, { accountId: 20000001, amount: 4990, typeId: 0, changeCoefAction: 1, bets: [{ market: { id: odd?.id, coef: 2000, gameId: game?.id } }] }, key);
    expect(reply.status(), await reply.text()).toBe(201);
  }
  await page.goto('/en/line/football');
  await expectPage(page, 'sports');
  const button = page.locator(`button.kk-odd[data-odd-id="${odd?.id}"]`);
  await button.click();
  await expect(slip(page).getByRole('list').first().getByRole('listitem')).toHaveCount(1);
  await slip(page).getByLabel(/^Stake, /).fill('100');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page)).toContainText('The book takes at most RUB 25.00 on these outcomes now');
  await slip(page).getByRole('button', { name: 'Stake RUB 25.00' }).click();
  await expect(slip(page).getByLabel(/^Stake, /)).toHaveValue('25');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByRole('region', { name: 'Bet accepted' })).toBeVisible();
});
