/**
 * Telegram sign-in with the demo stand-in (outside production it is the `telegram` provider): a guest
 * signs up through the stand-in's page, comes back through the return page (whose same-origin script
 * posts the `#tgAuthResult` fragment), confirms the minimum age on the registration page (the box is
 * required) and ends signed in; after signing out, the same Telegram account
 * signs in again as the same player. Deny comes back to the registration page with a message.
 */
import { expect, test, type Page } from '@playwright/test';
import { confirmSocialRegistration } from './social-confirm';
import { expectPage, header, loginDialog, resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function sessionUser(page: Page): Promise<number | null> {
  const reply = await page.request.get('/web-api/auth/session-check');
  expect(reply.ok()).toBe(true);
  const body: unknown = await reply.json();
  return typeof body === 'object' && body !== null && 'user_id' in body && typeof body.user_id === 'number' ? body.user_id : null;
}

/** On the stand-in's page: the second demo Telegram account, then Allow or Deny. */
async function decideOnTelegram(page: Page, decision: 'Allow' | 'Deny'): Promise<void> {
  await expect(page).toHaveURL(/\/demo-idp\/telegram\/auth\?/);
  await expect(page.getByRole('heading', { name: 'Demo Telegram', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Boris Test (@boris_test)' }).check();
  await page.getByRole('button', { name: decision }).click();
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(header(page).getByRole('button', { name: 'RUB — accounts' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

async function logOut(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out?' });
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('a guest signs up with Telegram (the demo stand-in), signs out, and signs in again as the same player', async ({ page }) => {
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
  await header(page).getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('tab', { name: 'Social networks' }).click();
  await dialog.getByRole('button', { name: 'Sign up with Telegram (Demo ID)' }).click();
  await decideOnTelegram(page, 'Allow');
  // Through the return page (its script posts the fragment) to the age declaration (Telegram gives no
  // e-mail), then back home, signed in.
  await confirmSocialRegistration(page, { network: 'Telegram', name: 'Boris Test', email: null }, () => sessionUser(page));
  await expect(page).toHaveURL(/\/en$/);
  await expectPage(page, 'home', 'main');
  await expectSignedIn(page);
  const registered = await sessionUser(page);
  expect(registered).not.toBeNull();

  await logOut(page);
  expect(await sessionUser(page)).toBeNull();

  await header(page).getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('button', { name: 'Sign in with Telegram (Demo ID)' }).click();
  await decideOnTelegram(page, 'Allow');
  await expectPage(page, 'home', 'main');
  await expectSignedIn(page);
  expect(await sessionUser(page)).toBe(registered);
});

test('Deny on the Telegram stand-in comes back to the registration page with a message', async ({ page }) => {
  await page.goto('/en/registration');
  await expectPage(page, 'registration');
  await page.getByRole('tab', { name: 'Social networks' }).click();
  await page.getByRole('button', { name: 'Sign up with Telegram (Demo ID)' }).click();
  await decideOnTelegram(page, 'Deny');
  await expect(page).toHaveURL(/\/en\/registration\?social_error=denied$/);
  await expectPage(page, 'registration');
  await page.getByRole('tab', { name: 'Social networks' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in was cancelled on the provider’s page.' })).toBeVisible();
  expect(await sessionUser(page)).toBeNull();
});
