/**
 * Deposit journeys as the demo player (English pages) through the demo payment provider: 1,000 RUB
 * with the success card raises the balance once, also when the provider's callback is replayed; a
 * declined card changes nothing; the 3-D Secure card asks for the one-time code shown on its page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPage, resetServer, header, logInFromHeader, shownBalance } from './support';

const DEMO_USER = 10000001;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function logIn(page: Page): Promise<void> {
  await page.goto('/en');
  await logInFromHeader(page);
  await expect(header(page).getByRole('button', { name: 'RUB — accounts' })).toBeVisible();
}

async function depositRows(request: APIRequestContext): Promise<number> {
  const reply = await request.get(`/__test/wallet/ledger/${DEMO_USER}`);
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { data: { reason: string }[] };
  return body.data.filter((row) => row.reason === 'deposit').length;
}

async function ledgerBalanced(request: APIRequestContext): Promise<void> {
  const reply = await request.get('/__test/wallet/balances');
  expect(await reply.json()).toEqual({ mismatches: [] });
}

/** From the recharge page to the provider's card form with 1,000 RUB by card. */
async function startDeposit(page: Page): Promise<void> {
  await page.goto('/en/office/recharge');
  await expectPage(page, 'office-recharge');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /Bank card/ }).check();
  await page.getByRole('button', { name: 'Amount RUB 1,000.00' }).click();
  await expect(page.getByLabel('Amount, RUB')).toHaveValue('1000');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/demo-pay\/checkout\/dp_[0-9a-f]+\?lng=en$/);
  await expect(page.getByRole('heading', { name: 'Demo Pay' })).toBeVisible();
  await expect(page.locator('[data-amount]')).toHaveText('1,000.00 RUB');
}

async function payWith(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

const paymentIdOf = (page: Page): number => Number(new URL(page.url()).searchParams.get('payment'));

test('deposit 1,000 RUB with the success card: the balance rises once, replays of the callback change nothing', async ({ page, request }) => {
  await logIn(page);
  const before = await shownBalance(page);
  await startDeposit(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/en\/onpay\/success\?payment=\d+$/);
  await expectPage(page, 'onpay-success', 'empty');
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
  await expect(page.locator('[data-amount]')).toContainText('1,000.00');
  const id = paymentIdOf(page);
  for (let i = 0; i < 3; i += 1) {
    const replay = await request.post(`/__test/payments/callback/${id}/replay`);
    expect(await replay.json()).toEqual({ callbackStatus: 200 });
  }
  await page.getByRole('link', { name: 'To my account' }).click();
  await expect.poll(() => shownBalance(page)).toBe(before + 1000);
  await page.reload();
  expect(await shownBalance(page)).toBe(before + 1000);
  expect(await depositRows(request)).toBe(1);
  await ledgerBalanced(request);
});

test('a declined card changes nothing and offers to try again', async ({ page, request }) => {
  await logIn(page);
  const before = await shownBalance(page);
  await startDeposit(page);
  // A wrong number is refused on the provider page first.
  await payWith(page, '4242 4242 4242 4241');
  await expect(page.getByRole('alert')).toContainText('Enter a valid card number');
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await payWith(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/en\/onpay\/fail\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expectPage(page, 'office-recharge');
  expect(await shownBalance(page)).toBe(before);
  expect(await depositRows(request)).toBe(0);
  await ledgerBalanced(request);
});

test('the 3-D Secure card asks for the one-time code shown on its page', async ({ page, request }) => {
  await logIn(page);
  const before = await shownBalance(page);
  await startDeposit(page);
  await payWith(page, '4000 0000 0000 3220');
  await expect(page.getByRole('heading', { name: 'Confirm the payment' })).toBeVisible();
  await page.getByLabel('One-time code').fill('000000x');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong code, try again. Attempts left: 2');
  const code = (await page.locator('[data-demo-code]').innerText()).trim();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/success\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
  await page.getByRole('link', { name: 'To my account' }).click();
  await expect.poll(() => shownBalance(page)).toBe(before + 1000);
  expect(await depositRows(request)).toBe(1);
});

test('the pending card waits on its return page until the provider confirms', async ({ page, request }) => {
  await logIn(page);
  await startDeposit(page);
  await payWith(page, '4000 0000 0000 0077');
  await expect(page).toHaveURL(/\/en\/onpay\/pending\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'The payment is being processed' })).toBeVisible();
  const done = await request.post(`/__test/payments/provider/${paymentIdOf(page)}/complete`, { data: { status: 'success' } });
  expect(done.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
  expect(await depositRows(request)).toBe(1);
});
