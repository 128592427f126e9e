/**
 * The office's support and bet-history filters in the browser against the reference server, as the
 * demo player (English pages): a guest following the support button's chat gets the login prompt; the
 * player creates a ticket, support answers (test API), the user config counts the unread answer and the
 * list marks it, opening the ticket reads it. The bet history filtered by result finds a placed bet.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage, resetServer, fillLogin, loginDialog } from './support';


test.use({ locale: 'en-GB' });
test.beforeEach(async ({ request }) => {
  await resetServer(request);
});


async function logIn(page: Page, email: string): Promise<void> {
  await fillLogin(page, email);
  await expect(loginDialog(page)).toHaveCount(0);
}

async function token(page: Page): Promise<string> {
  const value = (await page.context().cookies()).find((c) => c.name === 'user_token')?.value;
  expect(value, 'the page holds a token').toBeTruthy();
  return value ?? '';
}

async function unreadInUserConfig(page: Page): Promise<number> {
  const reply = await page.request.get('/web-api/user/config', { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { result: { user_msg_count: number } }).result.user_msg_count;
}

test('support: the chat asks a guest to log in; the player writes a ticket, gets the answer and sees the unread count', async ({ page }) => {
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
  await page.getByRole('button', { name: 'Support' }).click();
  await page.getByRole('menuitem', { name: 'Online chat' }).click();
  // A support thread belongs to an account: the guest is asked to log in and lands on support.
  await expect(loginDialog(page)).toBeVisible();
  await logIn(page, 'demo@kickoff.test');
  await expectPage(page, 'office-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByText('You have no tickets yet.')).toBeVisible();

  await page.getByRole('link', { name: 'New ticket' }).click();
  await page.getByLabel('Subject').fill('Deposit not credited');
  await page.getByLabel('Topic').selectOption({ label: 'Deposit' });
  await page.getByLabel('Message').fill('I paid 1,000 RUB an hour ago and the balance did not change.');
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  const thread = page.locator('.kk-support-thread');
  await expect(thread.getByRole('heading', { name: /Ticket #\d+: Deposit not credited/ })).toBeVisible();
  const ticketId = Number(await thread.getAttribute('data-ticket-id'));
  expect(ticketId).toBeGreaterThan(0);
  await expect(thread.locator('.kk-support-message')).toHaveCount(1);

  // Back to the list (the open thread would read the answer at once), then support answers.
  await page.goto('/en/office/support');
  await expect(page.locator(`.kk-support-list__item[data-ticket-id="${ticketId}"]`)).toBeVisible();
  expect(await unreadInUserConfig(page)).toBe(0);
  const answered = await page.request.post('/__test/support/reply', { data: { ticketId, text: 'We found your payment: it is credited now.' } });
  expect(answered.ok(), await answered.text()).toBe(true);
  expect(await unreadInUserConfig(page)).toBe(1);

  await page.reload();
  const item = page.locator(`.kk-support-list__item[data-ticket-id="${ticketId}"]`);
  await expect(item.getByLabel('Unread messages: 1')).toHaveText('1 new');
  // Opening the ticket reads the answer; the page reads its user config again (the menu badge's count).
  const configReread = page.waitForResponse((r) => r.url().includes('/web-api/user/config') && r.ok());
  await item.getByRole('link').click();
  await expect(thread.locator('.kk-support-message[data-author="agent"]')).toContainText('We found your payment: it is credited now.');
  const reread = (await (await configReread).json()) as { result: { user_msg_count: number } };
  expect(reread.result.user_msg_count).toBe(0);
  await expect(item.locator('.kk-support-badge')).toHaveCount(0);
  expect(await unreadInUserConfig(page)).toBe(0);

  await thread.getByLabel('Your reply').fill('Thank you!');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.locator('.kk-support-message[data-author="player"]')).toHaveCount(2);
});

interface FeedOdd { id: number; typeId: number; coef: number; isBlocked: boolean }
interface FeedGame { id: number; markets: Array<{ kind: number; isBlocked: boolean; odds: FeedOdd[] }> }

test('bet history: filtered by result, the won bet and the open bet are found', async ({ page }) => {
  await page.goto('/en');
  await page.locator('[data-slot="header"]').getByRole('button', { name: 'Log in' }).click();
  await logIn(page, 'demo@kickoff.test');
  const feed = await page.request.get('/web-api/feed/games?section=line&limit=50&lng=en');
  const { games } = (await feed.json()) as { games: FeedGame[] };
  const picks = games
    .map((game) => ({ game, odd: game.markets.find((m) => m.kind === 1 && !m.isBlocked)?.odds.find((o) => o.typeId === 1 && !o.isBlocked) }))
    .filter((p): p is { game: FeedGame; odd: FeedOdd } => p.odd !== undefined)
    .slice(0, 2);
  expect(picks).toHaveLength(2);
  const ids: number[] = [];
  for (const [i, { game, odd }] of picks.entries()) {
    const reply = await page.request.post('/web-api/coupon/place', {
      headers: { authorization: `Bearer ${await token(page)}`, 'idempotency-key': `e2e-history-filter-${i}` },
      data: { accountId: 20000001, amount: 100, typeId: 0, changeCoefAction: 1, bets: [{ market: { id: odd.id, coef: odd.coef, gameId: game.id } }] },
    });
    expect(reply.status(), await reply.text()).toBe(201);
    ids.push(((await reply.json()) as { data: { id: number } }).data.id);
  }
  const [wonId, openId] = ids;
  const finish = await page.request.post('/__test/feed/finish', { data: { gameId: picks[0]?.game.id, score1: 2, score2: 0 } });
  expect(finish.ok(), await finish.text()).toBe(true);

  await page.goto('/en/office/history');
  await expectPage(page, 'office-history');
  await expect(page.locator('.kk-history__item')).toHaveCount(2);
  await page.getByLabel('Result').selectOption({ label: 'Won' });
  await page.getByRole('button', { name: 'Show bets' }).click();
  await expect(page).toHaveURL(/\/en\/office\/history\?result=won$/);
  await expect(page.locator('.kk-history__item')).toHaveCount(1);
  await expect(page.locator(`.kk-history__item[data-coupon-id="${wonId}"] .kk-history__badge`)).toHaveText('Won');
  await expect(page.getByText('Bets found: 1')).toBeVisible();

  // The filters are in the URL: a reload keeps them; another result finds the open bet.
  await page.reload();
  await expect(page.getByLabel('Result')).toHaveValue('won');
  await page.getByLabel('Result').selectOption({ label: 'Open' });
  await page.getByRole('button', { name: 'Show bets' }).click();
  await expect(page.locator('.kk-history__item')).toHaveCount(1);
  await expect(page.locator(`.kk-history__item[data-coupon-id="${openId}"]`)).toBeVisible();
  await page.getByLabel('Result').selectOption({ label: 'Lost' });
  await page.getByRole('button', { name: 'Show bets' }).click();
  await expect(page.getByText('No bets match the filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Reset the filters' }).click();
  await expect(page.locator('.kk-history__item')).toHaveCount(2);
});
