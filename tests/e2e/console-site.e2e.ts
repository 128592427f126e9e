/**
 * The console's site section (issue 24): an admin turns a feature flag off in the console, the player
 * site follows on its next load, and the admin restores the flag from the audit log.
 */
import { expect, test } from '@playwright/test';
import { signInStaff } from './staff-support';
import { expectPage, resetServer, urlEndingWith } from './support';

test.afterEach(async ({ request }) => resetServer(request));

test('an admin turns registration off in the console, then restores it from the audit log', async ({ page, context }) => {
  const player = await context.newPage();
  await player.goto('/ru/registration');
  await expectPage(player, 'registration', 'main');

  await signInStaff(page, 'admin', '/backoffice/site/flags');
  await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Feature flags' })).toBeVisible();
  const flag = page.getByRole('checkbox', { name: 'isRegistrationAllowed' });
  await expect(flag).toBeChecked();
  await flag.uncheck();
  await page.getByRole('button', { name: 'Save flags' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(flag).not.toBeChecked();

  await player.goto('/ru/registration');
  await expectPage(player, 'not-found', 'main');
  await expect(player).toHaveURL(urlEndingWith('/ru/registration'));

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action (exact, or a prefix ending in ".")').fill('site.');
  await page.getByRole('button', { name: 'Apply' }).click();
  const log = page.getByRole('table', { name: 'Staff actions, newest first' });
  const change = log.getByRole('row').filter({ hasText: 'site.flags_change' });
  await expect(change).toHaveCount(1);
  await change.getByRole('button', { name: /^Restore previous value of site:flags/ }).click();
  const dialog = page.getByRole('dialog', { name: /Restore the value before change/ });
  await expect(dialog).toContainText('site:flags gets back the value it had before this change');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // The list reloads with the restore recorded as a change of its own.
  await expect(log.getByRole('row').filter({ hasText: 'site.flags_change' })).toHaveCount(2);

  await player.goto('/ru/registration');
  await expectPage(player, 'registration', 'main');

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Site' }).click();
  await expect(page.getByRole('checkbox', { name: 'isRegistrationAllowed' })).toBeChecked();
});

test('a content editor sees only the maintenance notice and redirects, and adds a redirect the player site follows', async ({ page, context }) => {
  await signInStaff(page, 'content_editor', '/backoffice/site');
  const sections = page.getByRole('navigation', { name: 'Site sections' });
  await expect(sections.getByRole('link')).toHaveText(['Maintenance notice', 'Redirects']);
  await expect(page.getByRole('heading', { level: 2, name: 'Maintenance notice' })).toBeVisible();
  await sections.getByRole('link', { name: 'Redirects' }).click();
  await expect(page).toHaveURL(/\/backoffice\/site\/redirects$/);
  await page.getByRole('button', { name: 'Add a redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'New redirect' });
  await dialog.getByLabel('From').fill('spring');
  await dialog.getByLabel('To').fill('/ru/live');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog.getByRole('alert')).toContainText('from: must be a same-origin path starting with /');
  await dialog.getByLabel('From').fill('/ru/spring');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Redirects, newest first' }).getByRole('row').nth(1)).toContainText('/ru/spring');

  const player = await context.newPage();
  await player.goto('/ru/spring');
  await expect(player).toHaveURL(urlEndingWith('/ru/live'));
});
