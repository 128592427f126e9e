/**
 * The operator console's frame (issue 24): staff sign in with password and authenticator code, see the
 * sections their roles open, and nothing of the console reaches a player's visit.
 */
import { expect, test } from '@playwright/test';
import { signInStaff } from './staff-support';

test('an admin signs in with password and code, sees their sections, finds the sign-in in the audit log and signs out', async ({ page }) => {
  await signInStaff(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Admin' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Trading' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/backoffice\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeFocused();
  const log = page.getByRole('table', { name: 'Staff actions, newest first' });
  await expect(log.getByRole('row').filter({ hasText: 'staff.sign_in' }).first()).toContainText('Ada Admin');
  await page.getByLabel('Action (exact, or a prefix ending in ".")').fill('staff.sign_in');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=staff.sign_in/);
  await page.reload();
  await expect(log.getByRole('row').nth(1)).toContainText('staff.sign_in');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect((await page.request.get('/staff-api/me')).status()).toBe(401);
});

test('a wrong code is refused in the form; a section outside the roles says which role it needs', async ({ page }) => {
  await page.goto('/backoffice');
  await page.getByLabel('E-mail').fill('trader@staff.kickoff.test');
  await page.getByLabel('Password').fill('Staff-Dev-2026!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authenticator code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong authenticator code');
  await signInStaff(page, 'trader', '/backoffice/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This section needs the role Admin.');
});

test("a player's visit never loads the console", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-page', 'home');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.includes('backoffice') || path.startsWith('/staff-api'))).toEqual([]);
});
