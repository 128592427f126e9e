/**
 * The bonuses area in the browser against the reference server (English pages):
 * - a visitor arriving through the demo player's bring-a-friend link gets the referral cookies with
 *   the spec's lifetimes from the shell page itself (no first-visit script);
 * - the demo player loses a coupon and claims the week's VIP cashback once: one ledger row, and the
 *   page then shows the claim;
 * - the HRK player is reminded to convert once per session after login, follows the reminder and
 *   converts the account.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage, resetServer, signIn } from './support';

const DAY_S = 86_400;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});



/** Seconds a cookie of the page's context has left (0 when absent). */
async function cookieLifetime(page: Page, name: string): Promise<{ value: string; seconds: number }> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  return { value: cookie?.value ?? '', seconds: cookie ? Math.round(cookie.expires - Date.now() / 1000) : 0 };
}

test('arriving through a bring-a-friend link sets the referral cookies with their lifetimes', async ({ page, browser, baseURL }) => {
  await signIn(page, 'demo@kickoff.test');
  await page.goto('/en/office/bringfriend');
  await expectPage(page, 'office-bringfriend');
  await expect(page.getByRole('heading', { level: 1, name: 'Bring a friend' })).toBeVisible();
  const link = page.getByLabel('Your referral link');
  await expect(link).toHaveValue(`${baseURL}/?ref=DEMOREF1`);
  await expect(page.getByRole('heading', { name: 'Friends you brought (1)' })).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  try {
    const friend = await visitor.newPage();
    await friend.goto(`/?ref=DEMOREF1&subid=s1&pb=post1`);
    await expectPage(friend, 'home', 'main');
    const refererid = await cookieLifetime(friend, 'refererid');
    expect(refererid.value).toBe('DEMOREF1');
    expect(Math.abs(refererid.seconds - 60 * DAY_S)).toBeLessThan(120);
    const subid = await cookieLifetime(friend, 'subid');
    expect([subid.value, Math.abs(subid.seconds - 60 * DAY_S) < 120]).toEqual(['s1', true]);
    const postback = await cookieLifetime(friend, 'postback_watcher');
    expect([postback.value, Math.abs(postback.seconds - 30 * DAY_S) < 120]).toEqual(['post1', true]);

    // The registration form starts with the referrer's code from the cookie (the server links the friend).
    await friend.goto('/en/registration');
    await expect(friend.getByLabel('Promo code (optional)').first()).toHaveValue('DEMOREF1');

    // A tag alone: the link id for an hour, and the postback watcher for 4 seconds without pb.
    await friend.goto('/?tag=L42');
    const linkId = await cookieLifetime(friend, 'reflinkid');
    expect([linkId.value, Math.abs(linkId.seconds - 3600) < 120]).toEqual(['L42', true]);
    expect((await cookieLifetime(friend, 'postback_watcher')).seconds).toBeLessThanOrEqual(4);
  } finally {
    await visitor.close();
  }
});

interface FeedOdd { id: number; typeId: number; coef: number; isBlocked: boolean }
interface FeedGame { id: number; markets: Array<{ kind: number; isBlocked: boolean; odds: FeedOdd[] }> }

/** Places a 100 RUB single on the "1" of a line game with the page's token and finishes the game 0:1. */
async function loseCoupon(page: Page): Promise<void> {
  const reply = await page.request.get('/web-api/feed/games?section=line&limit=50&lng=en');
  const { games } = (await reply.json()) as { games: FeedGame[] };
  const pick = games.flatMap((game) => {
    const odd = game.markets.find((m) => m.kind === 1 && !m.isBlocked)?.odds.find((o) => o.typeId === 1 && !o.isBlocked);
    return odd ? [{ game, odd }] : [];
  })[0];
  expect(pick, 'an open 1X2 market in the line').toBeTruthy();
  if (!pick) return;
  const token = (await page.context().cookies()).find((c) => c.name === 'user_token')?.value;
  const placed = await page.request.post('/web-api/coupon/place', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'e2e-bonuses-lost-1' },
    data: { accountId: 20000001, amount: 100, typeId: 0, changeCoefAction: 1, bets: [{ market: { id: pick.odd.id, coef: pick.odd.coef, gameId: pick.game.id } }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const settled = await page.request.post('/__test/wallet/settle', { data: { gameId: pick.game.id, score1: 0, score2: 1 } });
  expect(settled.status(), await settled.text()).toBe(200);
}

test('VIP cashback: 5% of the week’s net loss, claimed once into the ledger', async ({ page }) => {
  await signIn(page, 'demo@kickoff.test');
  await loseCoupon(page);
  await page.goto('/en/office/casino/vipcashback');
  await expectPage(page, 'office-casino-vipcashback');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP cashback' })).toBeVisible();
  await expect(page.locator('[data-fact="amount"]')).toHaveText(/5\.00/);
  const claim = page.getByRole('button', { name: /^Claim .*5\.00/ });
  await claim.click();
  await expect(page.getByRole('status').filter({ hasText: 'credited to your main account' })).toBeVisible();
  await expect(page.getByText(/credited to your main account/), 'focus moves from the gone button to the result').toBeFocused();
  await expect(page.locator('[data-state="claimed"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Claim/ })).toHaveCount(0);

  await page.reload();
  await expectPage(page, 'office-casino-vipcashback');
  await expect(page.locator('[data-state="claimed"]')).toContainText('Cashback of');
  await expect(page.getByRole('button', { name: /^Claim/ })).toHaveCount(0);

  const ledger = (await (await page.request.get('/__test/wallet/ledger/10000001')).json()) as { data: Array<{ reason: string; amount_minor: number }> };
  expect(ledger.data.filter((row) => row.reason === 'bonus_credit').map((row) => row.amount_minor)).toEqual([500]);
});

const reminder = (page: Page) => page.locator('[data-group="convert-account"]');

test('the convert-account reminder shows once per session after login and leads to the conversion', async ({ page, browser, baseURL }) => {
  await signIn(page, 'convert@kickoff.test');
  await expect(reminder(page)).toContainText('Convert your HRK account');
  await page.goto('/en/office/rewards');
  await expectPage(page, 'office-rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  // The account area is in and knows the HRK account (what the reminder checks) …
  await expect(page.locator('[data-slot="header"]').getByRole('button', { name: 'HRK — accounts' })).toBeVisible();
  await expect(reminder(page), 'not again in the same session').toHaveCount(0);

  // A new session (another browser) is reminded again; the reminder leads to the page.
  const other = await browser.newContext({ baseURL });
  try {
    const second = await other.newPage();
    await signIn(second, 'convert@kickoff.test');
    await reminder(second).getByRole('button', { name: 'Convert' }).click();
    await expectPage(second, 'convert-account');
    await expect(second.getByRole('heading', { level: 1, name: 'Convert your HRK account' })).toBeVisible();
    await second.getByRole('button', { name: 'Convert to EUR' }).click();
    await expect(second.getByText(/Convert .*1,500\.00.* to .*199\.08/)).toBeVisible();
    await second.getByRole('button', { name: 'Confirm the conversion' }).click();
    await expect(second.getByRole('status').filter({ hasText: 'Done:' })).toContainText('199.08');
    await expect(second.getByText(/^Done:/)).toBeFocused();
    await expect(second.getByRole('button', { name: 'Convert to EUR' })).toHaveCount(0);
    await second.reload();
    await expectPage(second, 'convert-account');
    await expect(second.locator('[data-state="nothing"]')).toContainText('The HRK account is empty');
  } finally {
    await other.close();
  }
  const ledger = (await (await page.request.get('/__test/wallet/ledger/10000070')).json()) as { data: Array<{ reason: string; amount_minor: number }> };
  expect(ledger.data.filter((row) => row.reason === 'adjustment').map((row) => row.amount_minor)).toEqual([-150_000, 19_908]);
  const balances = (await (await page.request.get('/__test/wallet/balances')).json()) as { mismatches: unknown[] };
  expect(balances.mismatches).toEqual([]);
});
