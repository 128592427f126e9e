/**
 * The welcome journey and display preferences against the real server (shell spec §1, §4; account spec
 * §3, §4): each modal appears under its site-config flag (set through the test API) and not otherwise;
 * the first-deposit bonus in both variants; the phone country for a visitor the site cannot place; a
 * display preference and the odds format survive a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage, resetServer } from './support';

/** The journey starts 2 s after the page's load: a little longer than that shows whether anything came. */
const QUIET_MS = 3500;

async function setConfig(page: Page, patch: Record<string, unknown>): Promise<void> {
  const reply = await page.request.put('/__test/site-config', { data: patch });
  expect(reply.ok(), `PUT /__test/site-config → ${reply.status()}`).toBe(true);
}

test.describe('welcome journey', () => {
  test.afterEach(async ({ request }) => resetServer(request));

  test('with every flag off (the seeded config) no journey modal opens', async ({ page }) => {
    await page.goto('/en');
    await expectPage(page, 'home', 'main');
    await page.waitForTimeout(QUIET_MS);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the welcome modal under its flag, once per browser', async ({ page }) => {
    await setConfig(page, { isWelcomeModalEnabled: true });
    await page.goto('/en/live');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Kickoff' });
    await expect(welcome).toBeVisible({ timeout: 15_000 });
    await expect(welcome.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(welcome).toHaveCount(0);
    await page.reload();
    await expectPage(page, 'sports', 'main');
    await page.waitForTimeout(QUIET_MS);
    await expect(welcome).toHaveCount(0);
  });

  test('first-deposit bonus, choice variant: a visitor picks the casino bonus and registration starts with it', async ({ page }) => {
    await setConfig(page, { isFirstDepositBonusModalEnabled: true, firstDepositBonusModalType: 'choice' });
    await page.goto('/en');
    const bonus = page.getByRole('dialog', { name: 'First deposit bonus' });
    await expect(bonus).toBeVisible({ timeout: 15_000 });
    await bonus.getByRole('radio', { name: 'Casino bonus' }).check();
    await bonus.getByRole('button', { name: 'Get the bonus' }).click();
    const registration = page.getByRole('dialog', { name: 'Sign up' });
    await expect(registration).toBeVisible();
    await expect(registration.getByRole('radio', { name: 'Casino bonus' })).toBeChecked();
  });

  test('first-deposit bonus, single variant: one offer with a deposit button; not off the home page', async ({ page }) => {
    await setConfig(page, { isFirstDepositBonusModalEnabled: true, firstDepositBonusModalType: 'single' });
    await page.goto('/en/live');
    await expectPage(page, 'sports', 'main');
    await page.waitForTimeout(QUIET_MS);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/en');
    const bonus = page.getByRole('dialog', { name: 'First deposit bonus' });
    await expect(bonus).toBeVisible({ timeout: 15_000 });
    await expect(bonus.getByRole('radio')).toHaveCount(0);
    await bonus.getByRole('button', { name: 'Make a deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  });

  test('the phone country for a visitor the site cannot place: chosen once, kept', async ({ page }) => {
    await setConfig(page, { isPhoneCountryModalEnabled: true, geoCountryId: 0 });
    await page.goto('/en');
    const ask = page.getByRole('dialog', { name: 'Your country' });
    await expect(ask).toBeVisible({ timeout: 15_000 });
    const list = ask.getByLabel('Phone country');
    await ask.getByLabel('Search countries').fill('+44');
    await expect(list.locator('option')).toHaveCount(1);
    await list.selectOption({ index: 0 });
    await ask.getByRole('button', { name: 'Choose' }).click();
    await expect(ask).toHaveCount(0);
    expect(Number(await page.evaluate(() => localStorage.getItem('kickoff.phoneCountry')))).toBeGreaterThan(0);
    await page.reload();
    await expectPage(page, 'home', 'main');
    await page.waitForTimeout(QUIET_MS);
    await expect(ask).toHaveCount(0);
  });

  test('the phone country is not asked when the site knows the country', async ({ page }) => {
    await setConfig(page, { isPhoneCountryModalEnabled: true });
    await page.goto('/en');
    await expectPage(page, 'home', 'main');
    await page.waitForTimeout(QUIET_MS);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('display preferences', () => {
  test('the odds format and a hidden side panel survive a reload', async ({ page }) => {
    await page.goto('/en/live');
    await expectPage(page, 'sports', 'main');
    // The display preferences start with the shell's after-load chunk (its screen classes show it ran): a choice
    // made before then was seen reverted in about one run in six (docs/architecture.md "Display preferences").
    await expect(page.locator('html')).toHaveClass(/\bkk-screen-below-fullhd\b/);
    await page.getByLabel('Odds format').selectOption({ label: 'Fractional (1/2)' });
    await expect(page.getByLabel('Odds format')).toHaveValue('1');
    await page.getByRole('button', { name: 'Display settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Display settings' });
    await settings.getByLabel('Show the right panel (bet slip)').uncheck();
    await settings.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('html')).toHaveClass(/\bkk-hide-right\b/);
    await expect(page.locator('[data-slot="coupon"]')).toBeHidden();

    await page.reload();
    await expectPage(page, 'sports', 'main');
    await expect(page.locator('html')).toHaveClass(/\bkk-hide-right\b/);
    await expect(page.getByLabel('Odds format')).toHaveValue('1');
    expect((await page.context().cookies()).find((c) => c.name === 'hide_right')?.value).toBe('1');

    await page.getByRole('button', { name: 'Display settings' }).click();
    await page.getByRole('dialog', { name: 'Display settings' }).getByLabel('Show the right panel (bet slip)').check();
    await expect(page.locator('[data-slot="coupon"]')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'hide_right')).toBeUndefined();
  });

  test('<html> carries the screen-width classes', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/en');
    await expectPage(page, 'home', 'main');
    await expect(page.locator('html')).toHaveClass(/\bkk-screen-tablet\b/);
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(page.locator('html')).not.toHaveClass(/\bkk-screen-low\b/);
    await expect(page.locator('html')).toHaveClass(/\bkk-screen-below-fullhd\b/);
  });
});
