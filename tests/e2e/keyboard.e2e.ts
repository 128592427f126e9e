/**
 * Keyboard use (issue 22): a bet placed with the keyboard only, from the page's first Tab to "Bet
 * accepted"; every dialog a player opens from the header, the footer or the support button opens with
 * Enter, holds the focus inside, closes with Esc and gives the focus back to the control that opened it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { couponBets, expectPage, header, logInFromHeader, resetServer } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

/** What the focused element is, for a readable failure. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
  });

/** Presses Tab until `target` has the focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 400): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the target; focus is on ${await focused(page)}`);
}

test('a bet with the keyboard only: skip to the content, an odd, on to the bet slip, the stake, "Place bet"', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en');
  await logInFromHeader(page);
  await page.goto('/en/line/football');
  await expectPage(page, 'sports');
  const list = page.locator('section[data-app="betting"][data-route="sports"] .kk-games');
  await expect(list.locator('.kk-game').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();

  // From the top of the page: the skip link, then the first odd of the list.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const odd = list.locator('button.kk-odd:not([aria-disabled="true"])').first();
  await tabTo(page, odd);
  await page.keyboard.press('Enter');
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await expect(couponBets(slip)).toHaveCount(1);
  await expect(odd).toHaveAttribute('aria-pressed', 'true');

  // On from the odd: the rest of the list, then the bet slip beside it.
  const stake = slip.getByLabel(/^Stake, /);
  await tabTo(page, stake, 1500);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('100');
  await expect(stake).toHaveValue('100');
  const place = slip.getByRole('button', { name: 'Place bet' });
  await tabTo(page, place, 30);
  await page.keyboard.press('Enter');
  await expect(slip.getByRole('region', { name: 'Bet accepted' })).toBeVisible();
});

interface DialogCase {
  name: string;
  signedIn: boolean;
  opener: (page: Page) => Locator;
  dialog: (page: Page) => Locator;
  /** A menu item the opener shows, picked with Enter to open the dialog (focus returns to the opener). */
  menuItem?: (page: Page) => Locator;
  /** The page the dialog is opened on (default the English home page). */
  path?: string;
}

const DIALOGS: readonly DialogCase[] = [
  { name: 'log in', signedIn: false, opener: (p) => header(p).getByRole('button', { name: 'Log in' }), dialog: (p) => p.getByRole('dialog', { name: 'Log in' }) },
  { name: 'sign up', signedIn: false, opener: (p) => header(p).getByRole('button', { name: 'Sign up' }), dialog: (p) => p.getByRole('dialog', { name: 'Sign up' }) },
  {
    name: 'cookie settings',
    signedIn: false,
    opener: (p) => p.locator('[data-slot="footer"]').getByRole('button', { name: 'Cookie settings' }),
    dialog: (p) => p.getByRole('dialog', { name: 'Cookie settings' }),
  },
  { name: 'log out', signedIn: true, opener: (p) => header(p).getByRole('button', { name: 'Log out' }), dialog: (p) => p.getByRole('dialog', { name: 'Log out?' }) },
  {
    // The call-back is offered in Russian only (the seeded support group excludes English).
    name: 'support call-back',
    signedIn: true,
    path: '/ru',
    opener: (p) => p.locator('[data-slot="support"]').getByRole('button', { name: 'Поддержка' }),
    menuItem: (p) => p.getByRole('menuitem', { name: 'Обратный звонок' }),
    dialog: (p) => p.getByRole('dialog', { name: 'Обратный звонок' }),
  },
];

for (const c of DIALOGS) {
  test(`the ${c.name} dialog opens with Enter, keeps Tab inside, closes with Esc and returns the focus`, async ({ page }) => {
    await page.goto('/en');
    await expectPage(page, 'home');
    if (c.signedIn) await logInFromHeader(page);
    if (c.path) {
      await page.goto(c.path);
      await expectPage(page, 'home');
    }
    const opener = c.opener(page);
    await opener.focus();
    await page.keyboard.press('Enter');
    if (c.menuItem) {
      const item = c.menuItem(page);
      await item.focus();
      await page.keyboard.press('Enter');
    }
    const dialog = c.dialog(page);
    await expect(dialog).toBeVisible();
    // The focus moved into the dialog and Tab cycles inside it.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog (${await focused(page)})`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test('the header’s skip links move the focus to the content and to the bet slip', async ({ page }) => {
  await page.goto('/en/line/football');
  await expectPage(page, 'sports');
  // The header is a parcel: the first Tab counts once it is on the page.
  await expect(page.getByRole('link', { name: 'Skip to the bet slip' })).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the bet slip' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-slot="coupon"]')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.locator('[data-slot="coupon"]').evaluate((el) => el.contains(document.activeElement))).toBe(true);
});
