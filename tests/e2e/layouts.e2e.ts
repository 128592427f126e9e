/**
 * Layouts: every layout shows its own slots (and hides the others), plus the 404 page and
 * in-app navigation (history, header links without a full reload).
 */
import { expect, test } from '@playwright/test';
import { expectLayoutSlots, expectPage, MAINTENANCE_OFF, resetServer, slot, startMaintenance, urlEndingWith } from './support';

// Every journey starts from the seeded server state (other files may have changed it).
test.beforeEach(async ({ request }) => resetServer(request));

test.describe('layouts', () => {
  test('main layout: /ru shows header, content, coupon, seo, footer and support', async ({ page }) => {
    await page.goto('/ru');
    await expectPage(page, 'home', 'main');
    await expect(page).toHaveURL(urlEndingWith('/ru'));
    await expectLayoutSlots(page, 'main');

    // The parcels of the main layout are mounted and on screen.
    await expect(slot(page, 'header').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(slot(page, 'header').getByRole('link', { name: 'Линия' })).toBeVisible();
    await expect(slot(page, 'footer')).toBeVisible();
    await expect(slot(page, 'footer').getByRole('navigation', { name: 'Information' })).toBeVisible();
    await expect(slot(page, 'seo')).toBeVisible();
    await expect(slot(page, 'seo').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(slot(page, 'coupon')).toBeVisible();
    await expect(slot(page, 'coupon').getByRole('heading', { name: 'Купон' })).toBeVisible();
    await expect(slot(page, 'support').getByRole('button', { name: /Поддержка/ })).toBeVisible();
    await expect(slot(page, 'content').locator('section[data-app="betting"][data-route="home"]')).toBeVisible();
  });

  test('headless layout: landing pages have no header, footer or coupon, and show their content', async ({ page }) => {
    await page.goto('/ru/landing-page/matchday');
    await expectPage(page, 'landing-page', 'headless');
    await expectLayoutSlots(page, 'headless');
    const landing = page.locator('[data-app="promotions"][data-route="landing-page"] main[data-landing="matchday"]');
    await expect(landing.getByRole('heading', { name: 'Матч дня', level: 1 })).toBeVisible();
    await expect(landing.locator('kickoff-top-events')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.goto('/ru/landing-crash-week');
    await expectPage(page, 'promotion-landing', 'headless');
    await expectLayoutSlots(page, 'headless');
    await expect(page.locator('main[data-landing="landing-crash-week"]').getByRole('heading', { name: 'Неделя краш-игр', level: 1 })).toBeVisible();

    await page.goto('/ru/landing-page/summer');
    await expect(page.getByRole('alert')).toContainText('Такой страницы нет.');
  });

  test('empty layout: print coupon and payment result pages show only the content', async ({ page }) => {
    await page.goto('/ru/print-coupon/123');
    await expectPage(page, 'print-coupon', 'empty');
    await expectLayoutSlots(page, 'empty');
    const coupon = page.locator('section[data-app="betting"][data-route="print-coupon"]');
    await expect(coupon.locator('dd[data-param="couponId"]')).toHaveText('123');

    await page.goto('/ru/onpay/success');
    await expectPage(page, 'onpay-success', 'empty');
    await expectLayoutSlots(page, 'empty');
    // The deposit return page without a payment to check (tests/e2e/deposits.e2e.ts walks the real ones).
    await expect(page.locator('section.kk-onpay[data-state="empty"]')).toContainText('Не указан платёж для проверки.');
  });

  test.describe('maintenance layout', () => {
    test.afterEach(async ({ request }) => resetServer(request));

    test('an active maintenance window sends every URL to /ru/maintenance; when it ends the page goes home', async ({ page, request }) => {
      await startMaintenance(request);

      for (const url of ['/ru', '/ru/live/football', '/ru/promotions', '/ru/no-such-page']) {
        await page.goto(url);
        await expect(page, `${url} → maintenance`).toHaveURL(urlEndingWith('/ru/maintenance'));
        await expectPage(page, 'maintenance', 'maintenance');
      }
      await expectLayoutSlots(page, 'maintenance');
      const status = slot(page, 'content').getByRole('status');
      await expect(status).toBeVisible();
      await expect(status.getByRole('heading', { level: 1 })).toBeVisible();

      const off = await request.put('/__test/groups/maintenance', { data: MAINTENANCE_OFF });
      expect(off.ok()).toBe(true);
      await page.reload();
      await expect(page).toHaveURL(urlEndingWith('/ru'));
      await expectPage(page, 'home', 'main');
      await expectLayoutSlots(page, 'main');
    });
  });

  test('blocked layout: the block-appeal history needs a login, so a guest is sent to login', async ({ page }) => {
    await page.goto('/ru/block-appeal-history');
    await expect(page).toHaveURL(urlEndingWith(`/ru/login?returnUrl=${encodeURIComponent('/ru/block-appeal-history')}`));
    await expectPage(page, 'login', 'main');
    // The authorization block opens for the guest.
    await expect(page.getByRole('dialog', { name: 'Войти' })).toBeVisible();
  });
});

test.describe('404 page and in-app navigation', () => {
  test('an unknown path shows the 404 page with a working home link', async ({ page }) => {
    await page.goto('/ru/no-such-page');
    await expectPage(page, 'not-found', 'main');
    await expect(page).toHaveURL(urlEndingWith('/ru/no-such-page'));
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expect(page).toHaveTitle(/Страница не найдена/);

    await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = 'kept'));
    await slot(page, 'content').getByRole('link', { name: 'На главную' }).click();
    await expectPage(page, 'home', 'main');
    await expect(page).toHaveURL(urlEndingWith('/ru'));
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('kept');
  });

  test('the back and forward buttons update data-page', async ({ page }) => {
    await page.goto('/ru');
    await expectPage(page, 'home');
    const nav = slot(page, 'header').getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Акции' }).click();
    await expectPage(page, 'promotions');
    await expect(page).toHaveURL(urlEndingWith('/ru/promotions'));

    await nav.getByRole('link', { name: 'Результаты' }).click();
    await expectPage(page, 'results');
    await expect(page).toHaveURL(urlEndingWith('/ru/results'));

    await page.goBack();
    await expectPage(page, 'promotions');
    await expect(page).toHaveURL(urlEndingWith('/ru/promotions'));

    await page.goBack();
    await expectPage(page, 'home');
    await expect(page).toHaveURL(urlEndingWith('/ru'));

    await page.goForward();
    await expectPage(page, 'promotions');
    await expect(page).toHaveURL(urlEndingWith('/ru/promotions'));
  });

  test('a header menu link navigates without a full page load', async ({ page }) => {
    await page.goto('/ru');
    await expectPage(page, 'home');
    await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = 'no-reload'));
    let loads = 0;
    page.on('load', () => loads++);

    const nav = slot(page, 'header').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Линия' }).click();
    await expectPage(page, 'sports', 'main');
    await expect(page).toHaveURL(urlEndingWith('/ru/line'));
    await expect(nav.getByRole('link', { name: 'Линия' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('section[data-app="betting"][data-route="sports"] dd[data-param="section"]')).toHaveText('line');

    await nav.getByRole('link', { name: 'Киберспорт' }).click();
    await expectPage(page, 'cyber-type', 'main');
    await expect(page).toHaveURL(urlEndingWith('/ru/cyber/real'));

    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('no-reload');
    expect(loads).toBe(0);
  });
});
