/**
 * A support agent answers a player in the console (issue 24): the player writes a ticket in the office,
 * the agent finds it in the console's inbox, takes it, replies (a double click sends once) and the
 * player reads the answer in the office's open thread; the agent closes it and the office says so. The
 * inbox and the thread have no serious axe findings.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './accessibility/axe';
import { signInStaff } from './staff-support';
import { expectPage, resetServer, signIn } from './support';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a player writes a ticket in the office, an agent answers it in the console, the player reads the answer', async ({ page, browser }) => {
  // The player writes a ticket and stays on its thread.
  await signIn(page, 'demo@kickoff.test');
  await page.goto('/en/office/support');
  await expectPage(page, 'office-support');
  await page.getByRole('link', { name: 'New ticket' }).click();
  await page.getByLabel('Subject').fill('Withdrawal pending');
  await page.getByLabel('Topic').selectOption({ label: 'Withdrawal' });
  await page.getByLabel('Message').fill('My withdrawal has been pending since yesterday.');
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  const officeThread = page.locator('.kk-support-thread');
  await expect(officeThread.getByRole('heading', { name: /Ticket #\d+: Withdrawal pending/ })).toBeVisible();
  const ticketId = Number(await officeThread.getAttribute('data-ticket-id'));
  expect(ticketId).toBeGreaterThan(0);

  // The agent, in a browser of their own, finds it among the tickets waiting for support.
  const staffContext = await browser.newContext({ locale: 'en-GB' });
  const console_ = await staffContext.newPage();
  await signInStaff(console_, 'support_agent', '/backoffice/support');
  await expect(console_.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  await console_.getByLabel('Status').selectOption({ label: 'Waiting for support' });
  await console_.getByRole('button', { name: 'Apply' }).click();
  await expect(console_).toHaveURL(/\/backoffice\/support\?status=open$/);
  const inbox = console_.getByRole('table', { name: 'Tickets and chats, latest activity first' });
  const row = inbox.getByRole('row').filter({ hasText: `#${ticketId}: Withdrawal pending` });
  await expect(row).toContainText('Player 10000001');
  await expect(row).toContainText('Nobody');
  expect(await seriousViolations(console_), 'the inbox with a ticket').toEqual([]);
  await row.getByRole('link', { name: `#${ticketId}: Withdrawal pending` }).click();

  await expect(console_).toHaveURL(new RegExp(`/backoffice/support/${ticketId}$`));
  await expect(console_.getByRole('heading', { level: 1, name: `Ticket #${ticketId}: Withdrawal pending` })).toBeFocused();
  const messages = console_.locator('.bo-thread > li');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('My withdrawal has been pending since yesterday.');

  await console_.getByRole('button', { name: `Assign ticket ${ticketId} to me` }).click();
  await expect(console_.getByRole('button', { name: `Unassign ticket ${ticketId}` })).toBeVisible();
  await expect(console_.locator('.bo-facts')).toContainText('Sam Support (you)');

  const answer = 'Your withdrawal was approved and is on its way to your card.';
  await console_.getByLabel('Reply to the player').fill(answer);
  await console_.getByRole('button', { name: `Send the reply to ticket ${ticketId}` }).dblclick();
  await expect(console_.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible();
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText('Sam Support');
  await expect(messages.nth(1)).toContainText(answer);
  await expect(console_.getByLabel('Reply to the player')).toHaveValue('');
  expect(await seriousViolations(console_), 'the thread').toEqual([]);

  // The player's open thread shows the answer (it reads the ticket again while open).
  const fromAgent = officeThread.locator('.kk-support-message[data-author="agent"]');
  await expect(fromAgent).toHaveCount(1, { timeout: 30_000 });
  await expect(fromAgent).toContainText(answer);
  await expect(fromAgent).toContainText('Sam Support');
  await expect(officeThread.locator('.kk-support-message[data-author="player"]')).toHaveCount(1);

  // The console sees it read; the agent closes the ticket and the office shows it closed.
  await console_.reload();
  await expect(messages.nth(1)).toContainText('Read by the player');
  await console_.getByRole('button', { name: `Close ticket ${ticketId}` }).click();
  const confirm = console_.getByRole('dialog', { name: `Close ticket #${ticketId}?` });
  await confirm.getByRole('button', { name: 'Close ticket' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(console_.getByText('This ticket is closed: no more replies.')).toBeVisible();
  await page.reload();
  await expect(page.locator(`.kk-support-thread[data-ticket-id="${ticketId}"]`)).toHaveAttribute('data-status', 'closed');
  await staffContext.close();
});
