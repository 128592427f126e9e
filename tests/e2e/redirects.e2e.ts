/**
 * Redirect families: language, route-table redirects, legacy lookups, the redirect service,
 * parameter rules, availability guards and geo blocking.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectLayoutSlots, expectPage, pathOf, resetServer, slot, urlEndingWith } from './support';

const REDIRECT_SERVICE = '/redirects-api/api/v1/redirect-light';

/** Goes to `from` and expects the final URL (path + query) and page name. */
async function expectRedirect(page: Page, from: string, to: string, pageName: string, layout = 'main'): Promise<void> {
  await page.goto(from);
  await expect(page, `${from} → ${to}`).toHaveURL(urlEndingWith(to));
  await expectPage(page, pageName, layout);
}

const param = (page: Page, name: string) => slot(page, 'content').locator(`dd[data-param="${name}"]`);

// Every journey starts from the seeded server state (other files may have changed it).
test.beforeEach(async ({ request }) => resetServer(request));

test.describe('language redirects', () => {
  test('/ redirects to the browser language (ru-RU → /ru)', async ({ page }) => {
    await expectRedirect(page, '/', '/ru', 'home');
  });

  test('a path without a language keeps its path and query', async ({ page }) => {
    await expectRedirect(page, '/line/football?x=1', '/ru/line/football?x=1', 'sports');
    await expect(param(page, 'section')).toHaveText('line');
    await expect(param(page, 'sport')).toHaveText('football');
  });

  test('an unavailable language falls back to English', async ({ page }) => {
    await expectRedirect(page, '/de/live', '/en/live', 'sports');
    await expect(param(page, 'section')).toHaveText('live');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the lng cookie wins over the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lng', value: 'en', url: baseURL! }]);
    await expectRedirect(page, '/', '/en', 'home');
  });

  test('the lng query parameter wins over the cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lng', value: 'ru', url: baseURL! }]);
    await expectRedirect(page, '/?lng=en', '/en?lng=en', 'home');
  });

  test.describe('browser language en-GB', () => {
    test.use({ locale: 'en-GB' });
    test('/ redirects to /en', async ({ page }) => {
      await expectRedirect(page, '/', '/en', 'home');
    });
  });

  test.describe('unavailable browser language de-DE', () => {
    test.use({ locale: 'de-DE' });
    test('/ falls back to /en', async ({ page }) => {
      await expectRedirect(page, '/', '/en', 'home');
    });
  });
});

test.describe('route redirects', () => {
  test('the office is login-only: a guest goes to login with a returnUrl', async ({ page }) => {
    await expectRedirect(page, '/ru/office', `/ru/login?returnUrl=${encodeURIComponent('/ru/office')}`, 'login');
    await expect(page.getByRole('dialog', { name: 'Войти' })).toBeVisible();
  });

  test('a login redirect keeps the query of the original URL', async ({ page }) => {
    await expectRedirect(
      page,
      '/ru/office/history?page=2',
      `/ru/login?page=2&returnUrl=${encodeURIComponent('/ru/office/history?page=2')}`,
      'login',
    );
  });

  test('information/rules → information/rules/1', async ({ page }) => {
    await expectRedirect(page, '/ru/information/rules', '/ru/information/rules/1', 'information-rules');
    // The first group's first chapter, from the content service.
    await expect(page.getByRole('heading', { level: 1, name: 'Счёт игрока' })).toBeVisible();
  });

  test('cyber → cyber/real', async ({ page }) => {
    await expectRedirect(page, '/ru/cyber', '/ru/cyber/real', 'cyber-type');
    await expect(param(page, 'type')).toHaveText('real');
  });

  test('mobile/startdownloadapp → mobile', async ({ page }) => {
    await expectRedirect(page, '/ru/mobile/startdownloadapp', '/ru/mobile', 'mobile');
  });

  test('lpage/5 → landing-page/5 (headless)', async ({ page }) => {
    await expectRedirect(page, '/ru/lpage/5', '/ru/landing-page/5', 'landing-page', 'headless');
    // The landing page asks the promotions service for landing 5, which has none.
    await expect(page.locator('main[data-landing="5"]').getByRole('alert')).toContainText('Такой страницы нет.');
  });

  test('user/forgotpassword → home with the forgot-password modal, keeping the query', async ({ page }) => {
    await expectRedirect(page, '/ru/user/forgotpassword?a=1', '/ru?a=1&showForgotPasswordModal=1', 'home');
    const dialog = page.getByRole('dialog', { name: 'Восстановление пароля' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-mail, телефон или номер счёта')).toBeVisible();
  });

  test('user/coupon → home', async ({ page }) => {
    await expectRedirect(page, '/ru/user/coupon', '/ru', 'home');
  });

  for (const prefix of ['action', 'actions', 'akcii', 'bonuses', 'promotion']) {
    test(`legacy promotion /ru/${prefix}/summer → /ru/promotions/summer`, async ({ page }) => {
      await expectRedirect(page, `/ru/${prefix}/summer`, '/ru/promotions/summer', 'promotion');
      // The promotions app shows the promotion page (summer is not one of the seeded promotions).
      await expect(page.locator('[data-app="promotions"][data-route="promotion"]')).toContainText('Такой акции нет.');
    });
  }
});

test.describe('legacy game lookup (games-preview)', () => {
  test('a known old route goes to games/{route}', async ({ page, request }) => {
    // The lookup endpoint knows the old route (seed: nardy → backgammon).
    const reply = await request.get('/web-api/games-preview/light', { params: { oldRoute: 'nardy', lng: 'ru' } });
    expect(reply.status()).toBe(200);
    expect((await reply.json()).games).toEqual([expect.objectContaining({ route: 'backgammon', oldRoute: 'nardy' })]);

    await expectRedirect(page, '/ru/game/nardy', '/ru/games/backgammon', 'games-game');
    await expect(page.getByRole('heading', { level: 1, name: 'Backgammon TV' })).toBeVisible();
  });

  test('the igry prefix uses the same lookup and keeps the query', async ({ page }) => {
    await expectRedirect(page, '/ru/igry/koleso?from=mail', '/ru/games/wheel?from=mail', 'games-game');
    await expect(page.getByRole('heading', { level: 1, name: 'Wheel of Fortune TV' })).toBeVisible();
  });

  test('an unknown old route ends on not-found and keeps its URL', async ({ page }) => {
    const reply = await page.request.get('/web-api/games-preview/light', { params: { oldRoute: 'no-such-old-game', lng: 'ru' } });
    expect(reply.status()).toBe(200);
    expect((await reply.json()).games).toEqual([]);

    await page.goto('/ru/game/no-such-old-game');
    await expectPage(page, 'not-found', 'main');
    await expect(page).toHaveURL(urlEndingWith('/ru/game/no-such-old-game'));
  });

  test('an unknown old route renders the 404 page content', async ({ page }) => {
    // After a failed lookup the driver must ask single-spa to re-run activity functions, so the
    // information app mounts and draws the 404 page (regression test).
    await page.goto('/ru/game/no-such-old-game');
    await expectPage(page, 'not-found', 'main');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible({ timeout: 3_000 });
  });
});

test.describe('redirect service', () => {
  test('/ru/old-promo → /ru/promotions/first-deposit', async ({ page }) => {
    await expectRedirect(page, '/ru/old-promo', '/ru/promotions/first-deposit', 'promotion');
    await expect(page.locator('[data-app="promotions"][data-route="promotion"]')).toContainText('Такой акции нет.');
  });

  test('the query survives a service redirect', async ({ page }) => {
    await expectRedirect(page, '/ru/old-promo?utm_source=x', '/ru/promotions/first-deposit?utm_source=x', 'promotion');
  });

  test('a cyclic chain is logged and not followed', async ({ page }) => {
    const serviceCalls: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === REDIRECT_SERVICE) {
        serviceCalls.push(String((req.postDataJSON() as { url?: unknown } | null)?.url ?? ''));
      }
    });
    const cycleLogged = page.waitForEvent('console', {
      predicate: (msg) => msg.type() === 'error' && msg.text().includes('cyclic redirect'),
      timeout: 5_000,
    });

    await page.goto('/ru/loop-a');
    await cycleLogged;
    await expectPage(page, 'not-found', 'main');
    expect(['/ru/loop-a', '/ru/loop-b']).toContain(pathOf(page));

    // Nothing more happens: the URL and the number of service calls stay put.
    const settledUrl = pathOf(page);
    const settledCalls = serviceCalls.length;
    await page.waitForTimeout(1_000);
    expect(pathOf(page)).toBe(settledUrl);
    expect(serviceCalls.length).toBe(settledCalls);
    expect(serviceCalls.length, `service calls: ${serviceCalls.join(', ')}`).toBeLessThanOrEqual(2);
    await expect(page.locator('html')).toHaveAttribute('data-page', 'not-found');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  });
});

test.describe('parameter rules', () => {
  for (const url of ['/ru/print-coupon/12a', '/ru/results/foo', '/ru/bonus/xyz', '/ru/foo']) {
    test(`${url} is not found`, async ({ page }) => {
      await page.goto(url);
      await expectPage(page, 'not-found', 'main');
      await expect(page).toHaveURL(urlEndingWith(url));
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    });
  }

  test('/ru/results/zone is the results page', async ({ page }) => {
    await page.goto('/ru/results/zone');
    await expectPage(page, 'results', 'main');
    await expect(param(page, 'type')).toHaveText('zone');
  });

  test('/ru/print-coupon/123 is the print page', async ({ page }) => {
    await page.goto('/ru/print-coupon/123');
    await expectPage(page, 'print-coupon', 'empty');
  });
});

test.describe('availability guards', () => {
  test.afterEach(async ({ request }) => resetServer(request));

  test('registration exists by default and is a 404 when registration is not allowed', async ({ page, request }) => {
    await page.goto('/ru/registration');
    await expectPage(page, 'registration', 'main');

    const reply = await request.put('/__test/site-config', { data: { isRegistrationAllowed: false } });
    expect(reply.ok()).toBe(true);
    expect((await reply.json()).isRegistrationAllowed).toBe(false);

    await page.goto('/ru/registration');
    await expectPage(page, 'not-found', 'main');
    await expect(page).toHaveURL(urlEndingWith('/ru/registration'));
    await page.goto('/ru/registration/socialregistration');
    await expectPage(page, 'not-found', 'main');
  });

  test('identification is login-only: a guest goes to login', async ({ page }) => {
    await expectRedirect(
      page,
      '/ru/office/identification',
      `/ru/login?returnUrl=${encodeURIComponent('/ru/office/identification')}`,
      'login',
    );
  });

  test('identification does not exist when isShowIdentification is off (404 before the login check)', async ({ page, request }) => {
    const reply = await request.put('/__test/site-config', { data: { isShowIdentification: false } });
    expect(reply.ok()).toBe(true);
    await page.goto('/ru/office/identification');
    await expectPage(page, 'not-found', 'main');
    await expect(page).toHaveURL(urlEndingWith('/ru/office/identification'));
  });

  test('the debugger page exists in a development build (and is a 404 in a production build)', async ({ page }) => {
    await page.goto('/ru');
    await expectPage(page, 'home');
    // The build mode is baked into @kickoff/platform; other engineers may rebuild dist/ either way.
    const production = await page.evaluate(async () => {
      const system = (window as unknown as { System: { import(id: string): Promise<{ isProductionBuild: boolean }> } }).System;
      return (await system.import('@kickoff/platform')).isProductionBuild;
    });

    await page.goto('/ru/debugger');
    await expect(page).toHaveURL(urlEndingWith('/ru/debugger'));
    if (production) {
      test.info().annotations.push({ type: 'note', description: 'dist/ is a production build: debugger must be a 404' });
      await expectPage(page, 'not-found', 'main');
    } else {
      await expectPage(page, 'debugger', 'main');
      await expect(page.getByRole('heading', { level: 1, name: 'Debugger' })).toBeVisible();
      await expect(page.getByTestId('app-states')).toContainText('information');
    }
  });
});

test.describe('geo blocking', () => {
  test.afterEach(async ({ request }) => resetServer(request));

  const cases = [
    { country: 'UA', page: 'block-ua', from: '/ru' },
    { country: 'XX', page: 'block', from: '/ru/live' },
    { country: 'IE', page: 'block-ie', from: '/ru/promotions' },
  ];
  for (const c of cases) {
    test(`geo ${c.country} → /ru/${c.page} in the empty layout`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'geo', value: c.country, url: baseURL! }]);
      await page.goto(c.from);
      await expect(page).toHaveURL(urlEndingWith(`/ru/${c.page}`));
      await expectPage(page, c.page, 'empty');
      await expectLayoutSlots(page, 'empty');
      const special = slot(page, 'content').locator(`[data-special="${c.page}"]`);
      await expect(special).toBeVisible();
      await expect(special.getByRole('heading', { level: 1 })).not.toBeEmpty();
    });
  }

  test('no geo cookie → home', async ({ page }) => {
    await expectRedirect(page, '/', '/ru', 'home');
    await expect(slot(page, 'content').locator('[data-special]')).toHaveCount(0);
  });

  test('an unblocked country (RU) → home', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'geo', value: 'RU', url: baseURL! }]);
    await expectRedirect(page, '/', '/ru', 'home');
  });

  test('a block rule added through the test API applies on the next load', async ({ page, context, baseURL, request }) => {
    const reply = await request.put('/__test/block-rules/KZ', { data: { reason: 4 } });
    expect(reply.ok()).toBe(true);
    await context.addCookies([{ name: 'geo', value: 'KZ', url: baseURL! }]);
    await page.goto('/ru');
    await expect(page).toHaveURL(urlEndingWith('/ru/site-updates'));
    await expectPage(page, 'site-updates', 'empty');
  });
});
