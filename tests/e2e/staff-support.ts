/**
 * Console helpers for the end-to-end journeys (not a test file): sign a development staff member into
 * the operator console (`/backoffice`) through its own form, password then authenticator code.
 */
import { expect, type Page } from '@playwright/test';
import { DEV_STAFF, DEV_STAFF_PASSWORD } from '../../server/staff/dev-staff';
import { totpCode } from '../../server/staff/totp';
import type { StaffRole } from '../../server/staff/roles';

const STEP_MS = 30_000;

export function devStaff(role: StaffRole): { email: string; name: string; totpSecret: string } {
  const member = DEV_STAFF.find((m) => m.roles.length === 1 && m.roles[0] === role);
  if (!member) throw new Error(`no development staff member with only the role ${role}`);
  return member;
}

/**
 * Signs in as the development member holding `role`. A code is accepted once per member and time
 * step (replays are refused), so when the current step's code was used by an earlier journey the next
 * step's (accepted: one step of drift) is tried, and then the one after once its step has begun.
 */
export async function signInStaff(page: Page, role: StaffRole, path = '/backoffice'): Promise<void> {
  const member = devStaff(role);
  await page.goto(path);
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(DEV_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeVisible();
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = Date.now();
    if (attempt === 2) await page.waitForTimeout(STEP_MS - (now % STEP_MS) + 500);
    const at = attempt === 1 ? now + STEP_MS : Date.now();
    await code.fill(await totpCode(member.totpSecret, at));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const outcome = await Promise.race([
      page.getByRole('button', { name: 'Sign out' }).waitFor().then(() => 'in' as const),
      page.getByText('This code has been used already').waitFor().then(() => 'used' as const),
    ]);
    if (outcome === 'in') return;
  }
  throw new Error(`${member.email}: no authenticator code was accepted`);
}
