/**
 * The console's Players section (issue 24): a support agent finds the demo player by e-mail, reads the
 * ledger, bans them with a level and a reason, and the player's next page load shows the ban; the ban
 * is lifted from the same view.
 */
import { expect, test } from '@playwright/test';
import { AGE_CONFIRMED_STATE } from './playwright.config';
import { expectPage, resetServer, signIn } from './support';
import { signInStaff } from './staff-support';

const DEMO_ID = 10000001;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test.afterEach(async ({ request }) => {
  await resetServer(request);
});

test("a support agent finds the demo player by e-mail, sees the ledger and bans them; the player's next page shows the ban", async ({ page, browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', storageState: AGE_CONFIRMED_STATE, serviceWorkers: 'block' });
  try {
    const player = await context.newPage();
    await signIn(player);

    await signInStaff(page, 'support_agent', '/backoffice/players');
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    await page.getByLabel('Player ID, e-mail or phone').fill('demo@kickoff.test');
    await page.getByRole('button', { name: 'Search players' }).click();
    await expect(page).toHaveURL(/\/backoffice\/players\?q=demo%40kickoff\.test$/);
    const found = page.getByRole('table', { name: 'Players found' });
    await expect(found.getByRole('row')).toHaveCount(2);
    await found.getByRole('link', { name: `Open player ${DEMO_ID}` }).click();

    await expect(page).toHaveURL(new RegExp(`/backoffice/players/${DEMO_ID}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Player ${DEMO_ID}` })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Accounts', selected: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('row').filter({ hasText: '20000001' })).toContainText('RUB');

    await page.getByRole('tab', { name: 'Ledger' }).click();
    await expect(page).toHaveURL(/tab=ledger/);
    const ledger = page.getByRole('table', { name: 'Ledger' });
    await expect(ledger.getByRole('row').filter({ hasText: '20000001' })).toContainText('25,000.00 RUB');
    await page.getByLabel('Show currency').selectOption('USD');
    await expect(ledger.getByRole('row').filter({ hasText: 'RUB' })).toHaveCount(0);
    await expect(ledger.getByRole('row').filter({ hasText: '20000002' })).toContainText('150.00 USD');

    await page.getByRole('button', { name: `Ban player ${DEMO_ID}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ban player ${DEMO_ID}` });
    await dialog.getByLabel('Ban level').selectOption({ label: 'Level 45: only the allowed pages; no withdrawals' });
    await expect(dialog.getByRole('button', { name: 'Ban the player' })).toBeDisabled();
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Several accounts of one person');
    await dialog.getByRole('button', { name: 'Ban the player' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Player ${DEMO_ID} is banned.`)).toBeVisible();
    await expect(page.getByText('Level 45 (no withdrawals)')).toContainText('Several accounts of one person');

    // The player's next page load: only the allowed pages, no withdrawal link at level 45.
    await player.goto('/en/live');
    await expectPage(player, 'block-appeal-history', 'blocked');
    await expect(player.getByRole('heading', { name: 'Your account is restricted' })).toBeVisible();
    await expect(player.getByRole('link', { name: 'Withdraw funds' })).toHaveCount(0);

    await page.getByRole('button', { name: `Lift ban of player ${DEMO_ID}` }).click();
    const lift = page.getByRole('dialog', { name: `Lift the ban of player ${DEMO_ID}?` });
    await lift.getByRole('button', { name: 'Lift ban' }).click();
    await expect(page.getByText(`The ban of player ${DEMO_ID} is lifted.`)).toBeVisible();
    await expect(page.getByText('Not banned')).toBeVisible();
    await player.goto('/en/live');
    await expect(player.locator('html')).not.toHaveAttribute('data-page', 'block-appeal-history');
  } finally {
    await context.close();
  }
});
