/**
 * Identity journeys in the browser against the reference server: every login mode, the captcha after
 * repeated failures, registration, password recovery, account switching, logout, a banned player and
 * the 451 terms reply. English pages (`/en`) so the accessible names are stable.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPage, pathOf, resetServer, DEMO_PASSWORD, header, loginDialog } from './support';

const DEMO = 'demo@kickoff.test';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function openHome(page: Page): Promise<void> {
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
}


async function openLogin(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
}

async function submitPasswordLogin(page: Page, login: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mail or account ID').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function expectSignedIn(page: Page, iso = 'RUB'): Promise<void> {
  await expect(header(page).getByRole('button', { name: `${iso} — accounts` })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

async function loginAs(page: Page, email: string): Promise<void> {
  await openLogin(page);
  await submitPasswordLogin(page, email, DEMO_PASSWORD);
  await expect(loginDialog(page)).toHaveCount(0);
}

async function testCode(request: APIRequestContext, path: string): Promise<string> {
  const reply = await request.post(path);
  expect(reply.ok(), `${path} → ${reply.status()}`).toBe(true);
  const body: unknown = await reply.json();
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') return body.code;
  if (typeof body === 'object' && body !== null && 'answer' in body && typeof body.answer === 'string') return body.answer;
  throw new Error(`no code in ${JSON.stringify(body)}`);
}

test.describe('log in', () => {
  test('with e-mail and password; the session survives a reload', async ({ page }) => {
    await openHome(page);
    await loginAs(page, DEMO);
    await expectSignedIn(page);
    await page.reload();
    await expectPage(page, 'home');
    await expectSignedIn(page);
  });

  test('with the account ID', async ({ page }) => {
    await openHome(page);
    await loginAs(page, '10000001');
    await expectSignedIn(page);
  });

  test('with phone and password', async ({ page }) => {
    await openHome(page);
    await openLogin(page);
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: 'Phone and password' }).click();
    await dialog.getByLabel('Country code').selectOption({ label: '+7 Russia' });
    await dialog.getByLabel('Phone number').fill('9001234567');
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectSignedIn(page);
  });

  test('with an SMS code (the demo hint shows the code the server logged)', async ({ page, request }) => {
    await openHome(page);
    await openLogin(page);
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await dialog.getByLabel('Country code').selectOption({ label: '+7 Russia' });
    await dialog.getByLabel('Phone number').fill('9001234567');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText(/Demo: code \d+/)).toBeVisible(); // the server answered: the code exists
    const code = await testCode(request, '/__test/identity/sms-code?phone=79001234567');
    await expect(dialog.getByText(`Demo: code ${code}`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'SMS code' }).fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(/code is wrong|wrong code/i);
    await dialog.getByRole('textbox', { name: 'SMS code' }).fill(code);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectSignedIn(page);
  });

  test('with a two-step code', async ({ page, request }) => {
    await openHome(page);
    await openLogin(page);
    await submitPasswordLogin(page, 'twostep@kickoff.test', DEMO_PASSWORD);
    const dialog = loginDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Confirm your sign-in' })).toBeVisible();
    const code = await testCode(request, '/__test/identity/code?login=twostep%40kickoff.test');
    await dialog.getByLabel('Confirmation code').fill(code);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expectSignedIn(page);
  });

  test('a wrong password counts attempts, then the captcha guards the next tries', async ({ page, request }) => {
    await openHome(page);
    await openLogin(page);
    const dialog = loginDialog(page);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submitPasswordLogin(page, DEMO, 'not-the-password');
      await expect(dialog.getByText(`Attempt ${attempt}`)).toBeVisible();
      await expect(dialog.getByRole('alert')).toContainText('Wrong login or password');
    }
    // The fourth try needs a captcha: the challenge appears over the form.
    const challenge = page.waitForResponse((r) => r.url().includes('/auth/captcha/update') && r.ok());
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    const captcha = page.getByRole('dialog', { name: 'Security check' });
    await expect(captcha).toBeVisible();
    const first = (await (await challenge).json()) as { time: number };
    // A wrong answer keeps the step open with a fresh challenge.
    const second = page.waitForResponse((r) => r.url().includes('/auth/captcha/update') && r.ok());
    await captcha.getByLabel('Answer').fill('-1');
    await captcha.getByRole('button', { name: 'Continue' }).click();
    await expect(captcha.getByRole('alert')).toBeVisible();
    const next = (await (await second).json()) as { time: number };
    expect(next.time).not.toBe(first.time);
    const answer = await testCode(request, `/__test/identity/captcha-answer?time=${next.time}`);
    await captcha.getByLabel('Answer').fill(answer);
    await captcha.getByRole('button', { name: 'Continue' }).click();
    await expect(captcha).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    await expectSignedIn(page);
  });
});

test('register in one click, see the generated credentials once, log out and log in with them', async ({ page }) => {
  await openHome(page);
  await header(page).getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'One click' }).click();
  await dialog.getByRole('radio', { name: 'Sports bonus' }).check();
  // The server refuses a registration without a birth date unless the player confirms the minimum age.
  const ageBox = dialog.getByRole('checkbox', { name: 'I confirm that I am 18 or older' });
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(ageBox).toHaveAttribute('aria-invalid', 'true');
  await expect(ageBox).toBeFocused();
  await ageBox.check();
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog.getByText('Your login details')).toBeVisible();
  const login = await dialog.locator('[data-credential="login"]').innerText();
  const password = await dialog.locator('[data-credential="password"]').innerText();
  expect(login).toMatch(/^\d{8}$/);
  expect(password).toHaveLength(10);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(page);

  await logOut(page);
  await openLogin(page);
  await submitPasswordLogin(page, login, password);
  await expect(loginDialog(page)).toHaveCount(0);
  await expectSignedIn(page);
});

test('register with pay and play: the account starts at zero and the deposit is paid on the provider page, then credited', async ({ page }) => {
  await openHome(page);
  await header(page).getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('tab', { name: 'Pay and Play' }).click();
  await dialog.getByLabel('Country code').selectOption({ label: '+7 Russia' });
  await dialog.getByLabel('Phone number').fill('9005550101');
  await dialog.getByLabel('Deposit amount').fill('500');
  await dialog.getByLabel('Currency', { exact: true }).selectOption({ label: 'RUB — Russian ruble' });
  await dialog.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }).check();
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Your account has been created' })).toBeVisible();
  await expect(dialog).toContainText('Its balance is 0');
  await expect(dialog).toContainText("Pay your deposit of 500 RUB on the payment provider's page");
  await expectSignedIn(page);
  await dialog.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/demo-pay\/checkout\/dp_[0-9a-f]+\?lng=en$/);
  await expect(page.getByRole('heading', { name: 'Demo Pay' })).toBeVisible();
  await expect(page.locator('[data-amount]')).toHaveText('500.00 RUB');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/success\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
});

test('register with e-mail (full form): a taken e-mail is told next to the field', async ({ page }) => {
  await openHome(page);
  await header(page).getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('tab', { name: 'Full' }).click();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(DEMO);
  await dialog.getByLabel('Password', { exact: true }).fill('Another-2026!');
  await dialog.getByLabel('First name').fill('Ann');
  await dialog.getByLabel('Last name').fill('Smith');
  await dialog.getByLabel('Date of birth').fill('1990-05-17');
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog.getByText('This e-mail is already registered')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('ann.smith@kickoff.test');
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page);
});

test('forgot password: wrong code, right code, new password, then log in with it', async ({ page, request }) => {
  await page.goto('/en/user/forgotpassword');
  await expectPage(page, 'home');
  expect(pathOf(page)).toBe('/en?showForgotPasswordModal=1');
  const dialog = page.getByRole('dialog', { name: 'Password recovery' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail, phone or account ID').fill(DEMO);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  // The code exists once the server answered, i.e. when the form moved on to the code step.
  await expect(dialog.getByLabel('Confirmation code')).toBeVisible();
  const code = await testCode(request, `/__test/identity/code?login=${encodeURIComponent(DEMO)}`);
  await dialog.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/code is wrong|wrong code/i);
  await dialog.getByLabel('Confirmation code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByLabel('New password').fill('Fresh-Pass-1');
  await dialog.getByLabel('Repeat the password').fill('Fresh-Pass-1');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByText('Your password has been changed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await submitPasswordLogin(page, DEMO, DEMO_PASSWORD);
  await expect(loginDialog(page).getByRole('alert')).toContainText('Wrong login or password');
  await submitPasswordLogin(page, DEMO, 'Fresh-Pass-1');
  await expect(loginDialog(page)).toHaveCount(0);
  await expectSignedIn(page);
});

test('switch the main account and add a currency with the keyboard-usable account menu', async ({ page }) => {
  await openHome(page);
  await loginAs(page, DEMO);
  const menuButton = header(page).getByRole('button', { name: 'RUB — accounts' });
  await menuButton.click();
  await page.getByRole('menuitemradio', { name: /USD/ }).click();
  await expect(page.locator('[data-slot="notifications"]')).toContainText('Main account set');
  await expect(header(page).getByRole('button', { name: 'USD — accounts' })).toBeVisible();

  await header(page).getByRole('button', { name: 'USD — accounts' }).click();
  await page.getByRole('menuitem', { name: 'Add currency' }).click();
  await header(page).getByLabel('Currency', { exact: true }).selectOption({ label: 'EUR — Euro' });
  await header(page).getByRole('button', { name: 'Add' }).click();
  await header(page).getByRole('button', { name: 'USD — accounts' }).click();
  await expect(page.getByRole('menuitemradio', { name: /EUR/ })).toBeVisible({ timeout: 8_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
});

async function logOut(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out?' });
  await expect(confirm).toBeVisible();
  // On a page guests may see, logging out reloads it (account spec): wait for that reload, so the
  // next step does not race it.
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('log out asks first; cancel keeps the session, confirm ends it on the server too', async ({ page }) => {
  await openHome(page);
  await loginAs(page, DEMO);
  await header(page).getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expectSignedIn(page);
  await logOut(page);
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  const token = await page.context().cookies().then((all) => all.find((c) => c.name === 'user_token'));
  expect(token).toBeUndefined();
});

test('a login-required page asks to log in and returns there afterwards', async ({ page }) => {
  await page.goto('/en/office/history');
  await expectPage(page, 'login');
  await expect(loginDialog(page)).toBeVisible();
  await submitPasswordLogin(page, DEMO, DEMO_PASSWORD);
  await expectPage(page, 'office-history');
  expect(pathOf(page)).toBe('/en/office/history');
});

test('a banned player reaches only the allowed pages', async ({ page }) => {
  await openHome(page);
  await loginAs(page, 'banned@kickoff.test');
  await expectPage(page, 'block-appeal-history', 'blocked');
  await expect(page.getByRole('heading', { name: 'Your account is restricted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Withdraw funds' })).toBeVisible(); // level 53, version 1
  await page.goto('/en/live');
  await expectPage(page, 'block-appeal-history', 'blocked');
  await page.goto('/en/office/deduce');
  await expectPage(page, 'office-deduce');
  await page.goto('/en/information/rules/1');
  await expectPage(page, 'information-rules');
});

test('changed terms: the player lands on confirm terms, and a 451 reply sends there too', async ({ page, request }) => {
  await openHome(page);
  await loginAs(page, 'terms@kickoff.test');
  await expectPage(page, 'confirm', 'empty');
  // What changed since the player's version, from the server (tagged changes for the allowed tags).
  const changes = page.getByRole('region', { name: 'What has changed' });
  await expect(changes.getByRole('heading', { name: 'Sports bets: settlement and voids' })).toBeVisible();
  await expect(changes.getByRole('heading', { name: 'Casino: unfinished rounds' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept and return' }).click();
  await expectPage(page, 'home');

  // The terms change again while the player is on the site: the next flagged call answers 451.
  const bumped = await request.post('/__test/identity/terms');
  expect(bumped.ok()).toBe(true);
  await header(page).getByRole('button', { name: 'RUB — accounts' }).click();
  await page.getByRole('menuitem', { name: 'Add currency' }).click();
  await header(page).getByLabel('Currency', { exact: true }).selectOption({ label: 'EUR — Euro' });
  const reply451 = page.waitForResponse((r) => r.url().includes('/office/currency/add') && r.status() === 451);
  await header(page).getByRole('button', { name: 'Add' }).click();
  await reply451;
  await expectPage(page, 'confirm', 'empty');
});
