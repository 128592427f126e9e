/**
 * The registration page's "complete your registration" step of a new social player (journeys
 * social-sign-in and social-telegram): the provider's details are shown, "Create account" is refused
 * until the age box is ticked, and nobody is signed in before it is; then the account is opened.
 */
import { expect, type Page } from '@playwright/test';
import { expectPage } from './support';

const AGE_BOX = 'I confirm that I am 18 or older';

export async function confirmSocialRegistration(page: Page, shown: { network: string; name: string; email: string | null }, signedIn: () => Promise<number | null>): Promise<void> {
  await expect(page).toHaveURL(/\/en\/registration\?social_confirm=[A-Za-z0-9_-]+$/);
  await expectPage(page, 'registration');
  const step = page.getByRole('form', { name: 'Complete your registration' });
  await expect(step.getByText(`You signed in with ${shown.network}.`)).toBeVisible();
  const details = step.getByRole('definition');
  await expect(details).toHaveText([shown.name, shown.email ?? 'not given']);
  expect(await signedIn(), 'no account before the age confirmation').toBeNull();
  // The age box is required: without it nothing is created.
  const box = step.getByRole('checkbox', { name: AGE_BOX });
  await step.getByRole('button', { name: 'Create account' }).click();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription('Confirm your age to register');
  await expect(box).toBeFocused();
  expect(await signedIn()).toBeNull();
  await box.check();
  await step.getByRole('button', { name: 'Create account' }).click();
}
