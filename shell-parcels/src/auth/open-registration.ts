/**
 * `openRegistration()`: what the header's and the login form's "Register" do. Opens the
 * registration modal, or goes to the registration page (keeping a requested `redirect`), or does
 * nothing when registration may not start (rules in ./registration-entry.ts). On the
 * registration page itself the request is ignored (shell spec §5).
 */
import { $language, $route, $siteConfig, href, navigate, openModal } from '@kickoff/platform';
import { registrationEntry, type RegistrationEntry } from './registration-entry';

export function currentRegistrationEntry(): RegistrationEntry {
  const route = $route.get();
  return registrationEntry({ routeName: route?.name ?? null, search: route?.search ?? '', config: $siteConfig.get() });
}

export function openRegistration(): RegistrationEntry {
  const entry = currentRegistrationEntry();
  if (entry === 'modal') openModal('registration');
  if (entry === 'page' && $route.get()?.name !== 'registration') {
    const redirect = new URLSearchParams($route.get()?.search ?? '').get('redirect');
    navigate(href('registration', {}, $language.get(), redirect ? { redirect } : undefined));
  }
  return entry;
}
