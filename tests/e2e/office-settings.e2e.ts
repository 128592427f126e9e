/**
 * Office settings and the mail links in the browser against the reference server: the demo player
 * changes a setting and a mailing option and finds them kept after a reload; the unsubscribe link of
 * the logged newsletter works without a login; the reset link of the forgot-password mail sets a new
 * password; the activation link of the welcome mail works once. English pages (`/en`).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPage, resetServer, DEMO_PASSWORD, header, signIn } from './support';

const DEMO = { email: 'demo@kickoff.test', id: 10000001 };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});


async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, email, password);
  await expect(header(page).getByRole('button', { name: 'RUB — accounts' })).toBeVisible();
}

/** The first link to `page` in the newest mail of the logged mails to `to` (of `kind`). */
async function mailLink(request: APIRequestContext, to: string, kind: string, page: string): Promise<string> {
  const reply = await request.get(`/__test/preferences/mails?to=${encodeURIComponent(to)}`);
  expect(reply.ok()).toBe(true);
  const { mails } = (await reply.json()) as { mails: Array<{ kind: string; body: string }> };
  const mail = mails.find((m) => m.kind === kind);
  expect(mail, `a ${kind} mail to ${to}`).toBeTruthy();
  const link = mail?.body.split(/\s+/).find((word) => word.includes(`/${page}?token=`));
  expect(link, `a ${page} link`).toBeTruthy();
  return link ?? '';
}

test('the demo player changes a setting and a mailing option; both are kept after a reload', async ({ page }) => {
  await logIn(page, DEMO.email);
  await page.goto('/en/office/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const gameId = page.getByRole('checkbox', { name: 'Show the event number' });
  const smsNews = page.getByRole('checkbox', { name: 'News by SMS' });
  await expect(gameId).not.toBeChecked();
  await expect(smsNews).not.toBeChecked();
  await gameId.check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await smsNews.check();
  await page.getByLabel('Receive cashback').selectOption({ label: 'As points' });
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Show the event number' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'News by SMS' })).toBeChecked();
  await expect(page.getByLabel('Receive cashback')).toHaveValue('1');
});

test('the unsubscribe link of the logged newsletter works without a login and the mailing is off afterwards', async ({ page, browser, request }) => {
  const sent = await request.post('/__test/preferences/newsletter', { data: { user_id: DEMO.id, list: 'news' } });
  expect(await sent.json()).toEqual({ sent: true });
  const link = await mailLink(request, DEMO.email, 'newsletter_news', 'user/stopnewsletter');
  const guest = await browser.newContext({ locale: 'en-US' });
  const guestPage = await guest.newPage();
  await guestPage.goto(link.replace('/ru/', '/en/'));
  await expect(guestPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(guestPage.getByText('The “News” mails will no longer arrive.')).toBeVisible();
  await guestPage.reload();
  await expect(guestPage.getByText('You were already unsubscribed from the “News” mails.')).toBeVisible();
  await guest.close();

  await logIn(page, DEMO.email);
  await page.goto('/en/office/settings');
  await expect(page.getByRole('checkbox', { name: 'News by e-mail' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Bets by e-mail' })).toBeChecked();
});

test('a tampered unsubscribe link says it is not valid', async ({ page, request }) => {
  await request.post('/__test/preferences/newsletter', { data: { user_id: DEMO.id, list: 'bets' } });
  const link = await mailLink(request, DEMO.email, 'newsletter_bets', 'user/stopnewsletter');
  await page.goto(link.replace('/ru/', '/en/').replace('.bets.', '.news.'));
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid.' })).toBeVisible();
});

test('the reset link of the forgot-password mail sets a new password that logs in', async ({ page, request }) => {
  await page.goto('/en/user/forgotpassword');
  const dialog = page.getByRole('dialog', { name: 'Password recovery' });
  await dialog.getByLabel('E-mail, phone or account ID').fill(DEMO.email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByLabel('Confirmation code')).toBeVisible();
  const link = await mailLink(request, DEMO.email, 'password_reset', 'user/passwordreset');
  expect(new URL(link).pathname).toBe('/en/user/passwordreset');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Fresh-Pass-73');
  await page.getByLabel('Repeat the password').fill('Fresh-Pass-73');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your password is changed. Log in with the new one.')).toBeVisible();
  await logIn(page, DEMO.email, 'Fresh-Pass-73');
});

test('the activation link of the welcome mail activates the account once', async ({ page, request, baseURL }) => {
  const origin = { origin: baseURL ?? '' };
  const fingerprint = await request.post('/web-api/fingerprint', { headers: origin, data: { componentsData: 'e2e' } });
  const { token } = (await fingerprint.json()) as { token: string };
  const email = 'welcome.e2e@kickoff.test';
  const registered = await request.post('/web-api/auth/register', {
    headers: { ...origin, 'x-hd': token },
    data: { type: 'full', method: 'email', email, password: 'Str0ng-pass!', name: 'Wel', surname: 'Come', date_birthday: '1990-01-02', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, componentsData: 'c' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const link = await mailLink(request, email, 'welcome', 'user/activatefast');
  await page.goto(link.replace('/ru/', '/en/'));
  await expect(page.getByRole('heading', { name: 'Account activation' })).toBeVisible();
  await expect(page.getByText(`Your account is activated and the e-mail ${email} confirmed.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'This link has been used already.' })).toBeVisible();
});
