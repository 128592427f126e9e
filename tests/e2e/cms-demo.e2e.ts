/**
 * A CMS landing page on another origin (scripts/cms-demo.mjs, started beside the server) with the
 * README's snippet and every Kickoff element: the elements load across origins (CORS, integrity), a bet
 * added from <kickoff-event> shows in <kickoff-coupon> on the same page, and the host page hears the
 * documented DOM events.
 */
import { expect, test } from '@playwright/test';
import { couponBets, resetServer } from './support';
import { CMS_ORIGIN } from './playwright.config';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('every element renders on the CMS page, and a bet from <kickoff-event> lands in <kickoff-coupon>', async ({ page }) => {
  const failures: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(m.text());
  });
  page.on('pageerror', (e) => failures.push(e.message));
  await page.goto(`${CMS_ORIGIN}/`);
  await expect(page.getByRole('heading', { name: 'Matchday special' })).toBeVisible();

  const event = page.locator('kickoff-event');
  const odd = event.getByRole('button').first();
  await expect(odd).toBeVisible({ timeout: 15_000 });
  const coupon = page.locator('kickoff-coupon');
  await expect(coupon.getByRole('region', { name: /^Bet slip/ })).toBeVisible();
  await odd.click();
  await expect(couponBets(coupon)).toHaveCount(1);
  // The element that took the click and the coupon that took the bet both tell the host page.
  await expect(page.locator('#events li')).toHaveText(['kickoff-bet-added from <kickoff-event>', 'kickoff-bet-added from <kickoff-coupon>'], { useInnerText: true });

  await expect(page.locator('kickoff-top-events').getByRole('button').first()).toBeVisible();
  await expect(page.locator('kickoff-game-tile').getByRole('link', { name: /^Emerald Tiger 7s/ })).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/\w+\/slots\/game\/1001\//);
  await expect(page.locator('kickoff-game-rail').getByRole('link')).toHaveCount(6);
  await expect(page.locator('kickoff-promo').getByText('Crash week')).toBeVisible();
  // On another site the login is a link to the Kickoff site's login page, back to this page after.
  await expect(page.locator('kickoff-login-button').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/en\/login\?returnUrl=http%3A%2F%2F127\.0\.0\.1/);
  expect(failures, failures.join('\n')).toEqual([]);
});
