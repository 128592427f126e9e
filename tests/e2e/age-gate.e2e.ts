/**
 * The age gate as a new visitor meets it (shell spec §4, §8; issue 12): before any gambling content
 * an alert dialog asks for the age; nothing behind it can be reached (the page is inert), it has no
 * close button and Escape does not dismiss it; declining keeps the site closed, confirming opens it
 * and is remembered on the next visit.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectPage } from './support';

test.use({ storageState: { cookies: [], origins: [] } });

test('a new visitor must confirm his age before the site opens; declining keeps it closed', async ({ page }) => {
  await page.goto('/en/live');
  const gate = page.getByRole('alertdialog', { name: 'Are you 18 or older?' });
  await expect(gate).toBeVisible();
  const yes = gate.getByRole('button', { name: 'Yes, I am 18 or older' });
  await expect(yes).toBeFocused();
  await expectPage(page, 'sports');
  // The page behind is inert: out of the accessibility tree and out of the focus order.
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await gate.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.kk-age-gate').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await gate.getByRole('button', { name: 'No, I am under 18' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you 18 or older?' }).getByRole('alert')).toContainText('only for people aged 18 and over');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectPage(page, 'sports');
  await expect(page.locator('[data-slot="header"]').getByRole('button', { name: 'Log in' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'age_confirmed');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 2 * 86_400);
  await page.reload();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
