/**
 * Cookie consent as a new visitor meets it (issue 12 item 3): after the age gate, a banner where
 * rejecting is as easy as accepting; rejecting writes no marketing cookie even for a visitor who came
 * with a referral tag; the footer's cookie settings change the choice, and accepting marketing then
 * writes it. The banner passes an accessibility check.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectPage } from './support';

test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie settings' });
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);

test('first visit: the age gate, then the banner; "Reject all" writes no marketing cookie', async ({ page }) => {
  await page.goto('/en/?ref=DEMOREF1');
  await page.getByRole('alertdialog', { name: 'Are you 18 or older?' }).getByRole('button', { name: 'Yes, I am 18 or older' }).click();
  await expectPage(page, 'home');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.kk-consent').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await cookie(page, 'refererid'), 'nothing before the choice').toBeUndefined();

  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expectPage(page, 'home');
  await expect(banner(page)).toHaveCount(0);
  expect((await cookie(page, 'cookies_agree_type'))?.value).toBe('disable');
  for (const name of ['refererid', 'referral_values', 'ref_partner_id', 'reflinkid', 'postback_watcher', 'subid']) expect(await cookie(page, name), name).toBeUndefined();
});

test('customise: marketing accepted writes the held referral cookie; the footer settings withdraw it', async ({ page }) => {
  await page.goto('/en/?ref=DEMOREF1');
  await page.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
  await banner(page).locator('summary', { hasText: 'Customise' }).click();
  await banner(page).getByLabel(/Marketing/).check();
  await banner(page).getByRole('button', { name: 'Save my choice' }).click();
  await expectPage(page, 'home');
  expect((await cookie(page, 'cookies_agree_type'))?.value).toBe('marketing');
  expect((await cookie(page, 'refererid'))?.value).toBe('DEMOREF1');

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings.getByLabel(/Marketing/)).toBeChecked();
  await expect(settings.getByLabel(/Functional/)).not.toBeChecked();
  await settings.getByLabel(/Marketing/).uncheck();
  await settings.getByRole('button', { name: 'Save my choice' }).click();
  await expectPage(page, 'home');
  await expect.poll(async () => (await cookie(page, 'cookies_agree_type'))?.value).toBe('disable');
  expect(await cookie(page, 'refererid'), 'withdrawing consent removes the marketing cookie').toBeUndefined();
});
