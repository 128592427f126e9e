/**
 * The office frame and the account screens in the browser against the real server: the menu from the
 * server with the current item marked, keyboard navigation through it, the personal details saved and
 * kept after a reload (a player who is not verified), read-only for the verified demo player, and the
 * mobile menu page.
 */
import { expect, test } from '@playwright/test';
import { expectPage, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});


test('the office menu leads by keyboard to the personal details, which are saved and kept', async ({ page }) => {
  await signIn(page, 'unverified@kickoff.test');
  await page.goto('/en/office/account');
  await expectPage(page, 'office-account');
  const menu = page.getByRole('navigation', { name: 'Office menu' });
  await expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await expect(page.getByText('Identification needed')).toBeVisible();

  await menu.getByRole('link', { name: 'My account' }).focus();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Personal details' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPage(page, 'office-account-edit');
  await expect(menu.getByRole('link', { name: 'Personal details' })).toHaveAttribute('aria-current', 'page');

  const form = page.getByRole('main');
  await form.getByLabel('Document number').fill('4510 123456');
  await form.getByLabel('Date of issue').fill('2015-06-01');
  await form.getByLabel('Registered address').fill('Moscow, Tverskaya 1');
  await form.getByLabel('Tax number (INN)').fill('123');
  await form.getByRole('button', { name: 'Save personal details' }).click();
  await expect(form.getByLabel('Tax number (INN)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Tax number (INN)').fill('');
  await form.getByRole('button', { name: 'Save personal details' }).click();
  await expect(form.getByText('Your personal details are saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('main').getByLabel('Document number')).toHaveValue('4510 123456');
  await expect(page.getByRole('main').getByLabel('Registered address')).toHaveValue('Moscow, Tverskaya 1');
});

test('the verified demo player sees his details read-only; the menu page lists every section', async ({ page }) => {
  await signIn(page, 'demo@kickoff.test');
  await page.goto('/en/office/account/edit');
  await expect(page.getByText('Your account is verified: your details can only be changed through support')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Last name')).toBeDisabled();
  await page.goto('/en/office/menu');
  await expectPage(page, 'office-menu');
  const content = page.locator('[data-slot="content"]');
  await expect(content.getByRole('heading', { name: 'My office' })).toBeVisible();
  await content.locator('.kk-office-menu-page').getByRole('link', { name: 'Bet history' }).click();
  await expectPage(page, 'office-history');
});
