/**
 * The operator console at zero serious or critical axe-core findings (WCAG 2.0-2.2 A and AA): the sign-in
 * form, and every section of the route table as a member of each role that opens it, once loaded.
 */
import { expect, test } from '@playwright/test';
import { STAFF_ROLES } from '../../backoffice/src/contracts/staff';
import { screenPath, screensFor } from '../../backoffice/src/routing/screens';
import { seriousViolations } from './accessibility/axe';
import { signInStaff } from './staff-support';

test.describe.configure({ mode: 'serial' });

test('the sign-in form, both steps', async ({ page }) => {
  await page.goto('/backoffice');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('E-mail').fill('admin@staff.kickoff.test');
  await page.getByLabel('Password').fill('Staff-Dev-2026!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Authenticator code')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const role of STAFF_ROLES) {
  test(`every section a ${role} opens`, async ({ page }) => {
    await signInStaff(page, role);
    expect(await seriousViolations(page), 'console start').toEqual([]);
    for (const screen of screensFor([role])) {
      await page.goto(screenPath(screen.id));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-loading], [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      expect(await seriousViolations(page), screen.id).toEqual([]);
    }
  });
}
