/**
 * The trading desk in the browser (issue 24): the demo player places two VIP bets above the maximum
 * stake (the site config lowers the RUB maximum to 50), both wait in the trader's queue with the book's
 * liability; the trader approves one and declines the other with a reason in the dialog, and the
 * player's bet history shows the first accepted (open) and the second declined with the stake back.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage, placeByApi, resetServer, signIn } from './support';
import { signInStaff } from './staff-support';

const RUB_ACCOUNT = 20000001;
const MAX_RUB = 50;
const LIMITS = { min: 1, max: MAX_RUB };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
  const types = Object.fromEntries(Array.from({ length: 10 }, (_, id) => [String(id), LIMITS]));
  const config = await request.put('/__test/site-config', {
    data: { showVipBet: true, couponStakeLimits: { RUB: { types, maxPayout: 10_000_000, liabilityCap: 20_000_000 } } },
  });
  expect(config.ok(), await config.text()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await resetServer(request);
});

interface FeedOdd { id: number; typeId: number; coef: number; isBlocked: boolean }
interface FeedGame { id: number; team1: string; team2: string; markets: Array<{ kind: number; isBlocked: boolean; odds: FeedOdd[] }> }

/** The "1" outcome of an open 1X2 market of `count` line games. */
async function lineWins(page: Page, count: number): Promise<Array<{ game: FeedGame; odd: FeedOdd }>> {
  const reply = await page.request.get('/web-api/feed/games?section=line&limit=50&lng=en');
  expect(reply.ok()).toBe(true);
  const { games } = (await reply.json()) as { games: FeedGame[] };
  const found = games.flatMap((game) => {
    const odd = game.markets.find((m) => m.kind === 1 && !m.isBlocked)?.odds.find((o) => o.typeId === 1 && !o.isBlocked);
    return odd ? [{ game, odd }] : [];
  });
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

async function placeVip(page: Page, pick: { game: FeedGame; odd: FeedOdd }, key: string): Promise<number> {
  const body = { accountId: RUB_ACCOUNT, amount: 100, typeId: 0, changeCoefAction: 1, isVipBet: true, bets: [{ market: { id: pick.odd.id, coef: pick.odd.coef, gameId: pick.game.id } }] };
  const reply = await placeByApi(page, body, key);
  expect(reply.status(), await reply.text()).toBe(201);
  const { data } = (await reply.json()) as { data: { id: number; vipState: string | null } };
  expect(data.vipState).toBe('pending');
  return data.id;
}

const badge = (page: Page, couponId: number) => page.locator(`.kk-history__item[data-coupon-id="${couponId}"] .kk-history__badge`);

test('a trader approves one VIP bet and declines another; the player’s bet history shows both decisions', async ({ page, browser, baseURL }) => {
  await signIn(page, 'demo@kickoff.test');
  const [first, second] = await lineWins(page, 2);
  if (!first || !second) throw new Error('two line games');
  const approved = await placeVip(page, first, 'e2e-trading-vip-1');
  const declined = await placeVip(page, second, 'e2e-trading-vip-2');
  await page.goto('/en/office/history');
  await expectPage(page, 'office-history');
  await expect(badge(page, approved)).toHaveText('Awaiting approval');
  await expect(badge(page, declined)).toHaveText('Awaiting approval');

  const staff = await browser.newContext({ baseURL });
  try {
    const desk = await staff.newPage();
    await signInStaff(desk, 'trader', '/backoffice/trading');
    await expect(desk.getByRole('heading', { level: 1, name: 'Trading' })).toBeVisible();
    const queue = desk.getByRole('table', { name: 'VIP bets waiting for a decision, newest first' });
    const approvedRow = queue.getByRole('row').filter({ hasText: `Coupon ${approved}` });
    await expect(approvedRow).toContainText(`${first.game.team1} – ${first.game.team2}`);
    await expect(approvedRow).toContainText('100.00 RUB');
    await expect(approvedRow).toContainText('maximum 50.00 RUB');
    await expect(approvedRow).toContainText('50.00 RUB above the maximum');
    await expect(approvedRow).toContainText(/now 0\.00 RUB → if approved [\d,]+\.\d\d RUB/);

    await desk.getByRole('button', { name: `Approve coupon ${approved}` }).click();
    await expect(desk.getByRole('status').filter({ hasText: `Coupon ${approved} approved` })).toBeVisible();
    await expect(queue.getByRole('row').filter({ hasText: `Coupon ${approved}` })).toHaveCount(0);

    await desk.getByRole('button', { name: `Decline coupon ${declined}` }).click();
    const dialog = desk.getByRole('dialog', { name: `Decline coupon ${declined}` });
    await expect(dialog).toContainText(`${second.game.team1} – ${second.game.team2}`);
    await dialog.getByLabel('Reason (optional)').fill('Exposure on this game is full');
    await dialog.getByRole('button', { name: 'Decline the coupon' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(desk.getByRole('status').filter({ hasText: `Coupon ${declined} declined` })).toBeVisible();
    await expect(queue).toContainText('No VIP bet is waiting for a decision.');

    // The approved coupon is the book's liability now.
    await desk.getByRole('navigation', { name: 'Trading views' }).getByRole('link', { name: 'Liability' }).click();
    await expect(desk).toHaveURL(/\/backoffice\/trading\/liability$/);
    await desk.getByLabel('Event ID').fill(String(first.game.id));
    await desk.getByRole('button', { name: 'Apply' }).click();
    await expect(desk).toHaveURL(new RegExp(`gameId=${first.game.id}`));
    const event = desk.getByRole('table', { name: new RegExp(`event ${first.game.id}`) });
    await expect(event.getByRole('row').nth(1)).toContainText('100.00 RUB');
  } finally {
    await staff.close();
  }

  await page.reload();
  await expectPage(page, 'office-history');
  await expect(badge(page, approved)).toHaveText('Open');
  await expect(badge(page, declined)).toHaveText('Declined — stake returned');
});
