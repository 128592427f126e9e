/**
 * Where "Register" leads (pure). Shell spec §5: registration starts only when it is allowed and
 * the domain is not a VIP domain. Shell spec §2: it opens as a modal, except that it goes to the
 * registration page when the registration or login route is current, custom registration is on,
 * a redirect is requested (`redirect` query) or the registration widget mode is on.
 */
import type { SiteConfig } from '@kickoff/platform';

export type RegistrationEntry = 'none' | 'modal' | 'page';

type EntryConfig = Pick<SiteConfig, 'isRegistrationAllowed' | 'isVipDomain' | 'isAvailableCustomRegistration' | 'isShowRegistrationWidget'>;

export function canStartRegistration(config: Pick<SiteConfig, 'isRegistrationAllowed' | 'isVipDomain'>): boolean {
  return config.isRegistrationAllowed && !config.isVipDomain;
}

export interface RegistrationEntryInput {
  routeName: string | null;
  /** The current query string (`?redirect=...`), with or without the leading '?'. */
  search: string;
  config: EntryConfig;
}

export function redirectRequested(search: string): boolean {
  return new URLSearchParams(search).has('redirect');
}

export function registrationEntry({ routeName, search, config }: RegistrationEntryInput): RegistrationEntry {
  if (!canStartRegistration(config)) return 'none';
  const toPage =
    routeName === 'registration' ||
    config.isAvailableCustomRegistration ||
    routeName === 'login' ||
    redirectRequested(search) ||
    config.isShowRegistrationWidget;
  return toPage ? 'page' : 'modal';
}

/** The header's registration button: shown when registration can start, disabled by the config flag. */
export function registrationButton(config: Pick<SiteConfig, 'isRegistrationAllowed' | 'isVipDomain' | 'isRegistrationButtonDisabled'>): { shown: boolean; disabled: boolean } {
  return { shown: canStartRegistration(config), disabled: config.isRegistrationButtonDisabled };
}
