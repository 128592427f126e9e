/**
 * The console's Payments section (issue 24): the demo player withdraws above the review threshold
 * (20 000 RUB) and sees it "In review", held; a payments member finds it in the queue, reads the
 * player's context and approves it; the player sees it go on to the provider ("Pending") and, once the
 * demo provider pays it, "Paid". A rejection returns the money and shows the player the reason.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectPage, resetServer, signIn } from './support';
import { signInStaff } from './staff-support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const content = (page: Page) => page.locator('[data-slot="content"]');
const balanceText = (page: Page) => page.getByTestId('deduce-balance');

/** Withdraws `amount` RUB by card from the deduce page; answers the id of the request page. */
async function withdraw(page: Page, amount: string): Promise<number> {
  await page.goto('/en/office/deduce');
  await expectPage(page, 'office-deduce');
  await content(page).getByLabel('Account').selectOption('20000001');
  await content(page).getByRole('radio', { name: 'Bank card' }).check();
  await content(page).getByLabel('Amount').fill(amount);
  await content(page).getByRole('button', { name: 'Withdraw' }).click();
  await expectPage(page, 'onpay-withdraw-pending', 'empty');
  const id = Number(new URL(page.url()).searchParams.get('id'));
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The payments member's console in its own browser context (its own cookies). */
async function paymentsConsole(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInStaff(page, 'payments', path);
  return page;
}

const historyRow = (page: Page, id: number) => page.locator(`tr[data-payment-id="${id}"]`);

test('a withdrawal above the threshold waits in review; a payments member approves it and the player sees it paid', async ({ page, browser }) => {
  await signIn(page, 'demo@kickoff.test');
  const id = await withdraw(page, '21000');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal in review' })).toBeVisible();
  await expect(page.locator('main[data-status="review"]')).toContainText('In review');
  await expect(page.getByRole('button', { name: `Cancel withdrawal no. ${id}` })).toBeVisible();
  await page.goto('/en/office/deduce');
  await expect(balanceText(page)).toHaveText(/4,000\.00/);
  await page.goto('/en/office/historypay');
  await expect(historyRow(page, id)).toHaveAttribute('data-status', 'review');
  await expect(historyRow(page, id)).toContainText('In review');
  // Not with the provider yet.
  await page.goto('/demo-pay/payouts');
  await expect(page.locator(`tr[data-payment-id="${id}"]`)).toHaveCount(0);

  const staff = await paymentsConsole(browser, '/backoffice/payments');
  await expect(staff.getByRole('heading', { level: 1, name: 'Withdrawals in review' })).toBeVisible();
  const queue = staff.getByRole('table', { name: /Withdrawals waiting for a risk decision/ });
  await expect(queue.getByRole('row').filter({ hasText: 'demo@kickoff.test' })).toContainText('21,000.00 RUB');
  await queue.getByRole('link', { name: `Open withdrawal ${id}` }).click();
  await expect(staff).toHaveURL(new RegExp(`/backoffice/payments/${id}$`));
  await expect(staff.getByRole('heading', { level: 1, name: `Withdrawal ${id}` })).toBeFocused();
  await expect(staff.getByRole('table', { name: 'Recent deposits of the player' })).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Recent bets of the player' })).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Responsible-gaming limits of the player' })).toBeVisible();
  await expect(staff.getByText('Amount at or above the threshold')).toBeVisible();
  await staff.getByRole('button', { name: `Approve withdrawal ${id}` }).click();
  const confirm = staff.getByRole('dialog', { name: `Approve withdrawal ${id}?` });
  await expect(confirm).toContainText('21,000.00 RUB goes to the payment provider');
  await confirm.getByRole('button', { name: 'Send to the provider' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(staff.getByRole('status').filter({ hasText: `Withdrawal ${id} approved` })).toBeFocused();
  await expect(staff.locator('dl[data-review-state="approved"]')).toContainText('With the provider');
  await expect(staff.getByRole('button', { name: `Approve withdrawal ${id}` })).toHaveCount(0);
  await staff.context().close();

  await page.goto('/en/office/historypay');
  await expect(historyRow(page, id)).toHaveAttribute('data-status', 'pending');
  await expect(historyRow(page, id)).toContainText('Pending');
  await page.goto('/demo-pay/payouts');
  await page.getByRole('button', { name: `Pay withdrawal ${id}` }).click();
  await expect(page.locator(`tr[data-payment-id="${id}"]`)).toHaveCount(0);
  await page.goto(`/en/onpay/withdraw/pending?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal paid' })).toBeVisible();
});

test('a rejection asks for the reason; the money comes back and the player reads the reason', async ({ page, browser }) => {
  await signIn(page, 'demo@kickoff.test');
  const id = await withdraw(page, '20000');
  await expect(page.locator('main[data-status="review"]')).toBeVisible();

  const staff = await paymentsConsole(browser, `/backoffice/payments/${id}`);
  await staff.getByRole('button', { name: `Reject withdrawal ${id}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Reject withdrawal ${id}` });
  await expect(dialog).toContainText('The held 20,000.00 RUB goes back');
  await dialog.getByLabel('Reason (the player sees it)').fill('Withdrawals go back to the card you deposited with');
  await dialog.getByRole('button', { name: 'Reject and return the money' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(staff.getByRole('status').filter({ hasText: `Withdrawal ${id} rejected` })).toBeVisible();
  await expect(staff.locator('dl[data-review-state="rejected"]')).toContainText('Withdrawals go back to the card you deposited with');
  await staff.context().close();

  await page.goto(`/en/onpay/withdraw/pending?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal rejected' })).toBeVisible();
  await expect(page.getByTestId('withdrawal-rejection-reason')).toHaveText('Reason: Withdrawals go back to the card you deposited with');
  await page.goto('/en/office/deduce');
  await expect(balanceText(page)).toHaveText(/25,000\.00/);
});
