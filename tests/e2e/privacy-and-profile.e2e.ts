/**
 * The privacy policy and the spec's other personal-data fields against the real server (issue 28 item
 * 5): the privacy page opens from the footer with the content service's text, the cookie banner and the
 * registration form link it; a player who is not verified fills middle name, place of birth, document series and issuer, saves,
 * reloads and sees them; a bad series is refused next to its field before anything is sent.
 */
import { expect, test } from '@playwright/test';
import { expectPage, header, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('the privacy policy opens from the footer with its content', async ({ page }) => {
  await page.goto('/en/');
  await expectPage(page, 'home');
  await page.getByRole('navigation', { name: 'Information' }).getByRole('link', { name: 'Privacy policy' }).click();
  await expectPage(page, 'information-privacypolicy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Analytics only with consent' })).toBeVisible();
  await expect(main.getByText('Bank card details are entered on the payment provider’s page')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Write to support' })).toHaveAttribute('href', '/en/office/support');
});

test('the registration form links the privacy policy and closes when it is followed', async ({ page }) => {
  await page.goto('/en/');
  await expectPage(page, 'home');
  await header(page).getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByText('By registering you agree to the processing of your personal data:')).toBeVisible();
  await dialog.getByRole('link', { name: 'Privacy policy' }).click();
  await expectPage(page, 'information-privacypolicy');
  await expect(dialog).toHaveCount(0);
});

test.describe('a new visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('the cookie banner links the privacy policy', async ({ page }) => {
    await page.goto('/ru/');
    await page.getByRole('button', { name: 'Да, мне есть 18' }).click();
    const banner = page.getByRole('region', { name: 'Настройки cookie' });
    await expect(banner.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/ru/information/privacypolicy');
    await banner.getByRole('link', { name: 'Политика конфиденциальности' }).click();
    await expectPage(page, 'information-privacypolicy');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Политика конфиденциальности', level: 1 })).toBeVisible();
  });
});

test('a player fills middle name, place of birth, document series and issuer, saves, reloads and sees them', async ({ page }) => {
  await signIn(page, 'unverified@kickoff.test');
  await page.goto('/en/office/account/edit');
  await expectPage(page, 'office-account-edit');
  const form = page.getByRole('main');
  await form.getByLabel('Middle name').fill('Ivanovich');
  await form.getByLabel('Place of birth').fill('Saint Petersburg');
  await form.getByLabel('Document', { exact: true }).selectOption({ label: 'Passport' });
  await form.getByLabel('Document series').fill('12345');
  await form.getByLabel('Issued by').fill('Department of the Interior, Moscow');
  await form.getByRole('button', { name: 'Save personal details' }).click();
  await expect(form.getByLabel('Document series')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Document series')).toBeFocused();
  await expect(form.getByText('The series does not fit the chosen document').first()).toBeVisible();

  await form.getByLabel('Document series').fill('45 10');
  await form.getByLabel('Document number').fill('123456');
  await form.getByRole('button', { name: 'Save personal details' }).click();
  await expect(form.getByText('Your personal details are saved')).toBeVisible();

  await page.reload();
  const again = page.getByRole('main');
  await expect(again.getByLabel('Middle name')).toHaveValue('Ivanovich');
  await expect(again.getByLabel('Place of birth')).toHaveValue('Saint Petersburg');
  await expect(again.getByLabel('Document series')).toHaveValue('45 10');
  await expect(again.getByLabel('Issued by')).toHaveValue('Department of the Interior, Moscow');
  await expect(again.getByLabel('Document', { exact: true })).toHaveValue('1');
});
