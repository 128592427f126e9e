/**
 * Player protection in the office (issue 12 item 2): a deposit limit refuses a bigger deposit; raising
 * it goes through the self-test and waits; a one-day time-out signs the player out and refuses his
 * next login. The screen and its dialogs pass an accessibility check. English pages.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectPage, fillLogin, header, loginDialog, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));
test.afterAll(async ({ request }) => resetServer(request));

const screen = (page: Page) => page.locator('[data-route="office-responsible"]');

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-route="office-responsible"]').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a 1 000 RUB deposit limit refuses a 1 500 RUB deposit; raising it takes the self-test and waits', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/office/responsible');
  await expectPage(page, 'office-responsible');
  await expect(screen(page).getByRole('heading', { level: 2, name: 'Deposit, wager and loss limits' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await screen(page).getByLabel('Deposits per 24 hours, RUB').fill('1000');
  await screen(page).getByRole('button', { name: 'Set limit: Deposits per 24 hours' }).click();
  await expect(screen(page).getByRole('status')).toHaveText('The limit applies now.');
  await expect(screen(page).getByText('Limit: RUB 1,000.00')).toBeVisible();

  await page.goto('/en/office/recharge');
  await page.getByLabel('Amount, RUB').fill('1500');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page.getByText(/Your deposit limit allows RUB\s1,000\.00 more in this period\./)).toBeVisible();

  await page.goto('/en/office/responsible');
  await screen(page).getByLabel('Deposits per 24 hours, RUB').fill('2000');
  await screen(page).getByRole('button', { name: 'Set limit: Deposits per 24 hours' }).click();
  const test = page.getByRole('dialog', { name: 'A short self-test' });
  await expect(test).toBeVisible();
  expect(await new AxeBuilder({ page }).include('dialog').analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id))).toEqual([]);
  for (const group of await test.getByRole('group').all()) await group.getByRole('radio', { name: 'No' }).check();
  await test.getByRole('button', { name: 'Send answers' }).click();
  await expect(test).toHaveCount(0);
  await expect(screen(page).getByRole('status')).toHaveText(/Your change is waiting/);
  await expect(screen(page).getByText(/Change to RUB\s2,000\.00 waiting/)).toBeVisible();
  await expect(screen(page).getByText('Limit: RUB 1,000.00')).toBeVisible();
  await expect(screen(page).getByRole('button', { name: 'Cancel change: Deposits per 24 hours' })).toBeVisible();
});

test('a one-day time-out is confirmed first, signs the player out; the next login is restricted to withdrawals and history', async ({ page }) => {
  await signIn(page, 'unverified@kickoff.test');
  await page.goto('/en/office/responsible');
  const timeout = screen(page).getByRole('region', { name: 'Time-out' });
  await timeout.getByLabel('Break').selectOption({ label: '1 day' });
  await timeout.getByRole('button', { name: 'Take a time-out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('Your account will be closed for 1 day');
  await confirm.getByRole('button', { name: 'Yes, I am sure' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  await header(page).getByRole('button', { name: 'Log in' }).click();
  await fillLogin(page, 'unverified@kickoff.test');
  await expect(loginDialog(page)).toHaveCount(0);
  await page.goto('/en/office/historypay');
  await expect(page.getByRole('status').filter({ hasText: 'Your account is in a time-out until' })).toBeVisible();
});
