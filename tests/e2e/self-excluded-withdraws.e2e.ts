/**
 * A self-excluded player withdraws (issue 23 item 4, as regulators require): the demo player excludes
 * himself, signs in again (the login is no longer refused), the office tells him the account is
 * self-excluded and what is left open, he requests a withdrawal on the deduce page and finds it in
 * the payment history, and a bet is refused by the server (403 self_excluded).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage, pageToken, placeByApi, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const content = (page: Page) => page.locator('[data-slot="content"]');

async function excludeSelf(page: Page): Promise<void> {
  const res = await page.request.post('/limit-service-api/api/external/web/v3/limits', {
    headers: { authorization: `Bearer ${await pageToken(page)}` },
    data: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 1 }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a self-excluded player signs in, sees the notice, withdraws, finds it in the history and is refused a bet', async ({ page }) => {
  await signIn(page);
  await excludeSelf(page);
  // Signs out (the page's cookies) and in again: the login is no longer refused.
  expect((await page.request.post('/web-api/auth/disconnect')).status()).toBe(204);
  await signIn(page);

  await page.goto('/en/office/deduce');
  await expectPage(page, 'office-deduce');
  await expect(page.getByRole('status').filter({ hasText: 'Your account is self-excluded until' })).toContainText('You can still withdraw your balance and read your history');
  await content(page).getByLabel('Account').selectOption('20000001');
  await content(page).getByRole('radio', { name: 'Bank card' }).check();
  await content(page).getByLabel('Amount').fill('1200');
  await content(page).getByRole('button', { name: 'Withdraw' }).click();
  await expectPage(page, 'onpay-withdraw-pending', 'empty');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal request accepted' })).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('id'));
  expect(id).toBeGreaterThan(0);

  await page.goto('/en/office/historypay');
  await expectPage(page, 'office-historypay');
  await expect(page.locator(`tr[data-payment-id="${id}"]`)).toBeVisible();

  // A single on an open line odd, sent on the page's behalf: the server refuses it.
  const line = await page.request.get('/web-api/feed/games?section=line&limit=50&lng=en');
  expect(line.ok()).toBe(true);
  const { games } = (await line.json()) as { games: Array<{ id: number; markets: Array<{ kind: number; isBlocked: boolean; odds: Array<{ id: number; typeId: number; coef: number; isBlocked: boolean }> }> }> };
  const game = games.find((g) => g.markets.some((m) => m.kind === 1 && !m.isBlocked));
  const odd = game?.markets.find((m) => m.kind === 1 && !m.isBlocked)?.odds.find((o) => !o.isBlocked);
  expect(game && odd, 'an open 1X2 odd in the line').toBeTruthy();
  const bet = await placeByApi(
    page,
    { accountId: 20000001, amount: 100, typeId: 0, changeCoefAction: 1, bets: [{ market: { id: odd?.id, coef: odd?.coef, gameId: game?.id } }] },
    `e2e-self-excluded-${Date.now()}`,
  );
  expect(bet.status()).toBe(403);
  expect(((await bet.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('self_excluded');
});
