/**
 * The registration reminder (shell spec §4) against the real server: a visitor whose stored next time
 * has come sees it a few seconds after the page loads (the seeded `registration-reminder` group), its
 * button starts registration, and the next time moves 10 minutes on (guests only: tests/shell/registration-reminder-schedule.test.ts).
 */
import { expect, test } from '@playwright/test';

const NEXT_KEY = 'kickoff.registrationReminder.next';

test('a visitor whose reminder is due sees it after load; "Sign up" opens registration; the next one is 10 minutes on', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '0');
      sessionStorage.setItem('seeded', '1');
    }
  }, NEXT_KEY);
  await page.goto('/en');
  const reminder = page.locator('.kk-toast[data-group="registration-reminder"]');
  await expect(reminder).toContainText('Not with us yet?', { timeout: 15_000 });
  const shownAt = Date.now();
  await reminder.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  const next = Number(await page.evaluate((key) => localStorage.getItem(key), NEXT_KEY));
  expect(next - shownAt).toBeGreaterThan(9 * 60_000);
  expect(next - shownAt).toBeLessThan(11 * 60_000);
});
