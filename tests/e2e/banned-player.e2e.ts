/**
 * The banned demo player (level 53, version 1) against the real server (issue 11 items 7 and 8): after
 * signing in in the browser, every player endpoint the ban does not leave open refuses his token with
 * 403 `banned` (the list comes from the server's own inventory of player routes, so new endpoints are
 * covered), the pages the ban closes send him to the ban page even when typed in, and the pages it
 * leaves open (history, support, deduce) still open.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage, resetServer, fillLogin, header } from './support';


test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function signInBanned(page: Page): Promise<string> {
  await page.goto('/en');
  await expectPage(page, 'home', 'main');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await fillLogin(page, 'banned@kickoff.test');
  await expectPage(page, 'block-appeal-history', 'blocked');
  const token = (await page.context().cookies()).find((c) => c.name === 'user_token')?.value;
  expect(token, 'the page holds a token').toBeTruthy();
  return token ?? '';
}

interface PlayerRoute { method: string; url: string; ban: 'allowed' | 'deduce' | null }

test('every endpoint the ban closes refuses the banned player; closed pages send him to the ban page', async ({ page }) => {
  const token = await signInBanned(page);
  const listed = await page.request.get('/__test/identity/player-routes');
  expect(listed.ok()).toBe(true);
  const routes = ((await listed.json()) as { data: PlayerRoute[] }).data.filter((r) => r.ban === null);
  expect(routes.length).toBeGreaterThan(5);
  for (const route of routes) {
    const url = route.url.replace(/:[A-Za-z_]+/g, '1');
    const reply = await page.request.fetch(url, {
      method: route.method,
      headers: { authorization: `Bearer ${token}` },
      ...(route.method === 'GET' ? {} : { data: {} }),
    });
    expect(reply.status(), `${route.method} ${route.url}`).toBe(403);
    expect(((await reply.json()) as { errors: Array<{ code: string }> }).errors[0]?.code, `${route.method} ${route.url}`).toBe('banned');
  }

  await page.goto('/en/office/recharge');
  await expectPage(page, 'block-appeal-history', 'blocked');
  await page.goto('/en/office/support');
  await expectPage(page, 'office-support');
  await page.goto('/en/office/deduce');
  await expectPage(page, 'office-deduce');
});
