/**
 * Social sign-in with the demo identity provider (outside production it stands in for Google): a
 * guest registers through the provider's own page (choose an account, Allow), confirms the minimum age
 * on the registration page (the box is required) and ends signed in; after
 * signing out, the same social account signs in again as the same player. Deny comes back to the
 * registration page with a translated message.
 */
import { expect, test, type Page } from '@playwright/test';
import { confirmSocialRegistration } from './social-confirm';
import { expectPage, header, loginDialog, resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const EMAIL = 'social.player@example.com';

async function sessionUser(page: Page): Promise<number | null> {
  const reply = await page.request.get('/web-api/auth/session-check');
  expect(reply.ok()).toBe(true);
  const body: unknown = await reply.json();
  return typeof body === 'object' && body !== null && 'user_id' in body && typeof body.user_id === 'number' ? body.user_id : null;
}

/** On the demo provider's page: another account with this name and e-mail, then Allow or Deny. */
async function decideOnProvider(page: Page, decision: 'Allow' | 'Deny'): Promise<void> {
  await expect(page).toHaveURL(/\/demo-idp\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'Demo ID', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Another account' }).check();
  await page.getByLabel('Name').fill('Social Player');
  await page.getByLabel('E-mail').fill(EMAIL);
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

test('a guest registers with the demo identity provider, signs out, and signs in again the same way as the same player', async ({ page }) => {
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
  await header(page).getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('tab', { name: 'Social networks' }).click();
  // Only the networks the server has a provider for: the demo provider standing in for Google.
  await expect(dialog.getByRole('button', { name: 'Sign up with VK' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Sign up with Google (Demo ID)' }).click();
  await decideOnProvider(page, 'Allow');
  // A new player: the age declaration on the registration page comes first.
  await confirmSocialRegistration(page, { network: 'Google', name: 'Social Player', email: EMAIL }, () => sessionUser(page));
  await expect(page).toHaveURL(/\/en$/);
  await expectPage(page, 'home', 'main');
  await expectSignedIn(page);
  const registered = await sessionUser(page);
  expect(registered).not.toBeNull();

  await logOut(page);
  expect(await sessionUser(page)).toBeNull();

  await header(page).getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('button', { name: 'Sign in with Google (Demo ID)' }).click();
  await decideOnProvider(page, 'Allow');
  await expectPage(page, 'home', 'main');
  await expectSignedIn(page);
  expect(await sessionUser(page)).toBe(registered);
});

test('Deny on the provider page comes back to the registration page with a message', async ({ page }) => {
  await page.goto('/en/registration');
  await expectPage(page, 'registration');
  await page.getByRole('tab', { name: 'Social networks' }).click();
  await page.getByRole('button', { name: 'Sign up with Google (Demo ID)' }).click();
  await decideOnProvider(page, 'Deny');
  await expect(page).toHaveURL(/\/en\/registration\?social_error=denied$/);
  await expectPage(page, 'registration');
  await page.getByRole('tab', { name: 'Social networks' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in was cancelled on the provider’s page.' })).toBeVisible();
  expect(await sessionUser(page)).toBeNull();
});

test('with one-tap on, a guest the demo provider knows is offered "Continue as <name>" and signs in as the same player', async ({ page }) => {
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('button', { name: 'Sign in with Google (Demo ID)' }).click();
  await decideOnProvider(page, 'Allow');
  // A first sign-in from the login dialog is a registration too: the age declaration first.
  await confirmSocialRegistration(page, { network: 'Google', name: 'Social Player', email: EMAIL }, () => sessionUser(page));
  await expectSignedIn(page);
  const player = await sessionUser(page);
  const on = await page.request.put('/__test/site-config', { data: { isOneTapAuthEnabled: true } });
  expect(on.ok()).toBe(true);
  await logOut(page);
  // The prompt loads with the guest runtime, 5 s after the page has loaded.
  const prompt = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: 'Continue as Social Player?' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expectPage(page, 'home', 'main');
  await expectSignedIn(page);
  expect(await sessionUser(page)).toBe(player);
});
