/**
 * The shell's protection runtime for a signed-in player (issue 12 item 3): the reality check after its
 * minutes with the time played and the result, and the end of the session limit with its message and
 * a sign-out. The page's clock is Playwright's; the server's clock moves through the test API.
 */
import { expect, test, type Page } from '@playwright/test';
import { header, resetServer, signIn } from './support';

const LIMITS = '/limit-service-api/api/external/web/v3/limits';

test.beforeEach(async ({ request }) => resetServer(request));
test.afterAll(async ({ request }) => resetServer(request));

async function setLimit(page: Page, limitType: number, limitValue: number): Promise<void> {
  const token = (await page.context().cookies()).find((c) => c.name === 'user_token')?.value ?? '';
  const reply = await page.request.post(LIMITS, { headers: { authorization: `Bearer ${token}` }, data: { limits: [{ limitType, limitValue }] } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

test('a 5-minute reality check reminds the player with the time played and his result; continue closes it', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await setLimit(page, 32, 5);
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'RUB — accounts' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await page.clock.fastForward('04:30');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('00:40');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been playing for');
  await expect(dialog).toContainText(/Your result since you signed in: .*0\.00/);
  await expect(dialog.getByRole('link', { name: 'See my bet history' })).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().includes('/reality-check') && r.status() === 201);
  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await answer;
  await expect(dialog).toHaveCount(0);
});

test('when the session limit ends the player is told and signed out', async ({ page, request }) => {
  await page.clock.install();
  await signIn(page);
  await setLimit(page, 31, 1);
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'RUB — accounts' })).toBeVisible();
  // An hour of the server clock with the session in use (a keep-alive every 20 minutes, under the server's inactivity logoff).
  for (let i = 0; i < 3; i += 1) {
    expect((await request.post('/__test/identity/clock', { data: { advanceMs: 20 * 60_000 } })).ok()).toBe(true);
    expect((await page.request.get('/web-api/session')).status()).toBe(204);
  }
  await page.clock.fastForward('00:31');
  const dialog = page.getByRole('dialog', { name: 'Your session limit is reached' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});
