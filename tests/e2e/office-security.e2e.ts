/**
 * Office security and verification journeys in the browser against the reference server: change the
 * password and sign in with the new one (the reset after each test restores the demo password), upload
 * a document and see the pending status, a reviewer's approval verifying the player, and the identification
 * screen of a player who must pass it.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage, resetServer, DEMO_PASSWORD, fillLogin, header, loginDialog } from './support';

const NEW_PASSWORD = 'Blue-harbour-77';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});
// Every other journey expects the seeded demo password.
test.afterEach(async ({ request }) => {
  await resetServer(request);
});


async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await fillLogin(page, email, password);
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

test('change the password, see the security event, and log in with the new password only', async ({ page, browser }) => {
  // Three browser contexts and five scrypt checks: more than the default budget on a loaded machine.
  test.setTimeout(60_000);
  await logIn(page, 'demo@kickoff.test', DEMO_PASSWORD);
  await expectSignedIn(page);
  await page.goto('/en/office/security');
  const screen = page.locator('[data-route="office-security"]');
  await expect(screen.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(screen.getByRole('meter', { name: 'Account protection level' })).toHaveAttribute('value', '60');

  const form = screen.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill('Not-my-password-1');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Wrong password')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Password changed. Other sessions ended: 0.');
  await expect(screen.getByRole('meter', { name: 'Account protection level' })).toHaveAttribute('value', '70');
  await expect(screen.locator('[data-event="password_changed"]')).toContainText('Password changed');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await logIn(other, 'demo@kickoff.test', DEMO_PASSWORD);
  await expect(loginDialog(other).getByRole('alert')).toContainText('Wrong login or password');
  await fresh.close();

  const again = await browser.newContext();
  const next = await again.newPage();
  await logIn(next, 'demo@kickoff.test', NEW_PASSWORD);
  await expectSignedIn(next);
  await again.close();
});

test('upload a document and see it pending; an approval verifies the player', async ({ page, request }) => {
  // The banned player may still verify (the route and the server allow it) and has never uploaded.
  await logIn(page, 'banned@kickoff.test', DEMO_PASSWORD);
  await expect(loginDialog(page)).toHaveCount(0);
  await page.goto('/en/office/verification');
  const screen = page.locator('[data-route="office-verification"]');
  await expect(screen.getByRole('heading', { name: 'Verification', level: 1 })).toBeVisible();
  await expect(screen.locator('[data-phase]')).toHaveAttribute('data-phase', 'not_started');
  await expect(screen.getByText('No documents yet.')).toBeVisible();

  const form = screen.getByRole('form', { name: 'Upload a document' });
  await form.getByRole('radio', { name: 'Passport (photo page)' }).check();
  // Named .png and claimed as PNG, but not a PNG by its content: the server refuses it.
  await form.getByLabel('File').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('Only JPEG, PNG or PDF files are accepted');

  await form.getByLabel('File').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('status')).toHaveText('The document is uploaded and sent for review.');
  await expect(screen.locator('[data-phase]')).toHaveAttribute('data-phase', 'pending');
  await expect(screen.getByText('Documents under review')).toBeVisible();
  const item = screen.locator('[data-document-status="pending"]');
  await expect(item).toContainText('Under review');
  await expect(item.getByRole('link', { name: 'Download “passport.png”' })).toBeVisible();

  const download = page.waitForEvent('download');
  await item.getByRole('link', { name: 'Download “passport.png”' }).click();
  expect((await download).suggestedFilename()).toMatch(/^passport-\d+\.png$/);

  const decided = await request.post('/__test/documents/decide', { data: { userId: 10000002, decision: 'approve' } });
  expect(decided.ok()).toBe(true);
  await page.reload();
  await expect(screen.locator('[data-phase]')).toHaveAttribute('data-phase', 'verified');
  await expect(screen.getByText('Account verified')).toBeVisible();
  await expect(screen.getByRole('form', { name: 'Upload a document' })).toHaveCount(0);
});

test('a player who must pass identification sees what to upload, uploads with the keyboard and waits for review', async ({ page }) => {
  await logIn(page, 'unverified@kickoff.test', DEMO_PASSWORD);
  await expectSignedIn(page);
  await page.goto('/en/office/identification');
  const screen = page.locator('[data-route="office-identification"]');
  await expect(screen.getByRole('heading', { name: 'Identification', level: 1 })).toBeVisible();
  await expect(screen.getByText('Upload: 1) the passport page with your photo; 2) a selfie holding the passport.', { exact: false })).toBeVisible();
  await expect(screen.locator('[data-phase]')).toHaveAttribute('data-phase', 'not_started');

  const form = screen.getByRole('form', { name: 'Upload a document' });
  await form.getByRole('radio', { name: 'Selfie with the passport' }).check();
  await form.getByLabel('File').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Upload' }).focus();
  await page.keyboard.press('Enter');
  await expect(screen.locator('[data-phase]')).toHaveAttribute('data-phase', 'pending');
  await expect(screen.locator('[data-kind="selfie"][data-document-status="pending"]')).toBeVisible();
});
