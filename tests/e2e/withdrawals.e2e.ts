/**
 * Withdrawals, the payment history and payment requests in the browser as the demo player (English
 * pages): withdraw and cancel (the balance comes back), withdraw and the demo provider pays it
 * (status Paid in the payment history, found with the filters), and a payment request about a payment.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage, resetServer, DEMO_PASSWORD, loginDialog } from './support';


test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const content = (page: Page) => page.locator('[data-slot="content"]');

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
  await page.locator('[data-slot="header"]').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByLabel('E-mail or account ID').fill(email);
  await loginDialog(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await loginDialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(loginDialog(page)).toHaveCount(0);
}

/** Withdraws `amount` RUB by card from the deduce page; returns the withdrawal id of the pending page. */
async function withdraw(page: Page, amount: string): Promise<number> {
  await page.goto('/en/office/deduce');
  await expectPage(page, 'office-deduce');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw funds' })).toBeVisible();
  await content(page).getByLabel('Account').selectOption('20000001');
  await content(page).getByRole('radio', { name: 'Bank card' }).check();
  await content(page).getByLabel('Amount').fill(amount);
  await content(page).getByRole('button', { name: 'Withdraw' }).click();
  await expectPage(page, 'onpay-withdraw-pending', 'empty');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal request accepted' })).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('id'));
  expect(id).toBeGreaterThan(0);
  return id;
}

const balanceText = (page: Page) => page.getByTestId('deduce-balance');

test('withdraw and cancel: the amount is held, then comes back', async ({ page }) => {
  await signIn(page, 'demo@kickoff.test');
  await page.goto('/en/office/deduce');
  await expect(balanceText(page)).toHaveText(/25,000\.00/);
  // The form checks the limits before the server does.
  await content(page).getByLabel('Amount').fill('50');
  await content(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(/below the minimum/)).toBeVisible();

  const id = await withdraw(page, '1500');
  await expect(page.locator('main[data-status="pending"]')).toBeVisible();
  await page.goto('/en/office/deduce');
  await expect(balanceText(page)).toHaveText(/23,500\.00/);

  await page.goto(`/en/onpay/withdraw/pending?id=${id}`);
  await content(page).getByRole('button', { name: `Cancel withdrawal no. ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal cancelled' })).toBeVisible();
  await expect(page.getByText('The request is cancelled and the money is back on your account.')).toBeVisible();
  await page.goto('/en/office/deduce');
  await expect(balanceText(page)).toHaveText(/25,000\.00/);
});

test('withdraw and the demo provider pays it: Paid in the payment history, found with the filters', async ({ page }) => {
  await signIn(page, 'demo@kickoff.test');
  const paid = await withdraw(page, '700');
  const pending = await withdraw(page, '300');
  // The provider's back office pays the first through a signed callback.
  await page.goto('/demo-pay/payouts');
  await expect(page.locator(`tr[data-payment-id="${pending}"]`)).toBeVisible();
  await page.getByRole('button', { name: `Pay withdrawal ${paid}` }).click();
  await expect(page.locator(`tr[data-payment-id="${paid}"]`)).toHaveCount(0);

  await page.goto('/en/office/historypay');
  await expectPage(page, 'office-historypay');
  const paidRow = page.locator(`tr[data-payment-id="${paid}"]`);
  await expect(paidRow).toHaveAttribute('data-status', 'success');
  await expect(paidRow.getByText('Paid')).toBeVisible();
  await expect(page.locator(`tr[data-payment-id="${pending}"]`).getByRole('button', { name: `Cancel withdrawal no. ${pending}` })).toBeVisible();

  await content(page).getByLabel('Status').selectOption('success');
  await content(page).getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/status=success/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(paidRow).toBeVisible();
  await page.reload();
  await expect(content(page).getByLabel('Status')).toHaveValue('success');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await content(page).getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(2);
});

test('a payment request about a payment: topic, the payment, the text; the list shows it', async ({ page }) => {
  await signIn(page, 'demo@kickoff.test');
  const id = await withdraw(page, '400');
  await page.goto('/en/office/payment/requests');
  await expectPage(page, 'office-payment-requests');
  await expect(page.getByText('You have no payment requests yet.')).toBeVisible();
  await content(page).getByRole('link', { name: 'Create a request' }).click();
  await expectPage(page, 'office-payment-create-request');
  await content(page).getByRole('link', { name: 'Withdrawal delayed' }).click();
  await expectPage(page, 'office-payment-topic');
  await page.locator(`a[data-payment-id="${id}"]`).click();
  await expectPage(page, 'office-payment-transaction');
  await content(page).getByLabel('Describe the problem').fill('short');
  await content(page).getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The text must be' })).toBeVisible();
  await content(page).getByLabel('Describe the problem').fill('My withdrawal has been pending since this morning.');
  await content(page).getByRole('button', { name: 'Send the request' }).click();
  await expectPage(page, 'office-payment-requests');
  const item = page.locator('li[data-request-id]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Withdrawal delayed');
  await expect(item).toContainText(`Payment no. ${id}`);
  await expect(item).toHaveAttribute('data-status', 'open');
});
