/**
 * Toto journey against the reference server: the demo player picks every event of the open draw (one
 * double: 2 lines), places the coupon, sees the header balance drop by the stake and the coupon under
 * "my coupons"; the draw is finished through the test API and the coupon shows its hits and payout,
 * the balance grows by it and the archive counts the winning coupon. English pages (`/en`).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPage, resetServer, header, logInFromHeader } from './support';


test.beforeEach(async ({ request }) => {
  await resetServer(request);
});


async function logIn(page: Page): Promise<void> {
  await logInFromHeader(page);
  await expect(header(page).getByRole('button', { name: 'RUB — accounts' })).toBeVisible();
}

/** The header balance starts hidden on every page load. */
async function showBalance(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Show balance' }).click();
}

/** The header balance as a number ("RUB 25,000.00" → 25000). */
async function balance(page: Page): Promise<number> {
  const text = await header(page).locator('[data-balance]').innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

test('place a toto coupon, see it under my coupons, then its payout after the draw', async ({ page, request }) => {
  const draws = (await (await request.get('/web-api/toto/draws')).json()) as { data: Array<{ id: number; number: number; status: string; closesAt: number; events: unknown[] }> };
  const draw = draws.data.filter((d) => d.status === 'open').sort((a, b) => a.closesAt - b.closesAt)[0];
  expect(draw, 'an open draw').toBeTruthy();
  if (!draw) return;

  await page.goto('/en/toto');
  await expectPage(page, 'toto', 'main');
  await expect(page.getByRole('button', { name: 'Sign in to place' })).toBeVisible();
  await logIn(page);
  await showBalance(page);
  await expect.poll(() => balance(page), { message: 'the header balance' }).toBeGreaterThan(0);
  const before = await balance(page);

  const form = page.locator('.kk-toto-grid');
  await expect(form.locator('fieldset')).toHaveCount(draw.events.length);
  const place = form.getByRole('button', { name: 'Place' });
  await expect(place).toBeDisabled();
  for (let n = 1; n <= draw.events.length; n++) {
    const pick = form.getByRole('button', { name: new RegExp(`^Event ${n}, .*: 1 \\(home win\\)$`) });
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
  }
  await form.getByRole('button', { name: /^Event 1, .*: X \(draw\)$/ }).click();
  await expect(form.getByText('lines: 2')).toBeVisible();
  await form.getByLabel('Stake per line, RUB').fill('10');
  await expect(form.locator('[data-total]')).toContainText('20');
  await expect(place).toBeEnabled();
  await place.click();

  const placed = form.locator('[data-toto-placed]');
  await expect(placed).toContainText(/Coupon No\. \d+ is placed: 2 lines/);
  const couponId = Number(/Coupon No\. (\d+)/.exec(await placed.innerText())?.[1]);
  await expect.poll(() => balance(page)).toBe(before - 20);

  await placed.getByRole('link', { name: 'See my coupons' }).click();
  const card = page.locator(`[data-toto-coupon="${couponId}"]`);
  await expect(card).toContainText(`Coupon No. ${couponId} · draw No. ${draw.number}`);
  await expect(card).toContainText('Waiting for results');

  // Every game ends 1: one line has all 15 right (10 000 × 10), the other one miss (1 000 × 10).
  const finished = await request.post('/__test/toto/finish', { data: { drawId: draw.id, results: draw.events.map(() => '1') } });
  expect(finished.ok(), `finish → ${finished.status()}`).toBe(true);
  await page.reload();
  await expect(card).toContainText('Won');
  await showBalance(page);
  await expect(card.locator('[data-hits]')).toHaveText(`${draw.events.length} of ${draw.events.length}`);
  await expect(card.locator('[data-payout]')).toContainText('110,000');
  await expect.poll(() => balance(page)).toBe(before - 20 + 110_000);

  await page.getByRole('link', { name: 'Draw archive' }).click();
  await expect(page.locator(`[data-draw-id="${draw.id}"]`)).toContainText('Winning coupons: 1');
});
