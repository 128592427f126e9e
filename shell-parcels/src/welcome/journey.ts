/**
 * Which modal of the welcome journey is due (shell spec §1, §4; docs/architecture.md "Welcome journey"):
 * - the welcome modal: enabled and not seen before in this browser;
 * - the phone-country modal: enabled, for a visitor (the phone input it feeds is registration's), who has
 *   not chosen a phone country yet, when the site cannot place the visitor (geoCountryId is not a listed
 *   country);
 * - the first-deposit-bonus modal: enabled, on the home page, not shown before in this browser, for a
 *   visitor or a player without a deposit.
 * One at a time, in that order, and never over another modal or an auth form (../ui/quiet-moment.ts).
 * Pure.
 */
import { isQuietMoment } from '../ui/quiet-moment';

export type JourneyModal = 'welcome' | 'phone-country' | 'first-deposit-bonus';

export interface JourneyFlags {
  isWelcomeModalEnabled: boolean;
  isFirstDepositBonusModalEnabled: boolean;
  isPhoneCountryModalEnabled: boolean;
}

export interface JourneyState {
  config: JourneyFlags;
  welcomeSeen: boolean;
  firstDepositBonusShown: boolean;
  phoneCountryChosen: boolean;
  /** Whether geoCountryId is one of the reference countries; null while the list is not known. */
  geoCountryKnown: boolean | null;
  guest: boolean;
  /** The user config's has_deposit; null while it is not loaded (a guest has none). */
  hasDeposit: boolean | null;
  routeName: string | null;
  modalOpen: boolean;
}

export function welcomeDue(s: JourneyState): boolean {
  return s.config.isWelcomeModalEnabled && !s.welcomeSeen;
}

export function phoneCountryDue(s: JourneyState): boolean {
  return s.config.isPhoneCountryModalEnabled && s.guest && !s.phoneCountryChosen && s.geoCountryKnown === false;
}

export function firstDepositBonusDue(s: JourneyState): boolean {
  return s.config.isFirstDepositBonusModalEnabled && !s.firstDepositBonusShown && s.routeName === 'home' && (s.guest || s.hasDeposit === false);
}

/** The modal to open now, or null (nothing due, or not a quiet moment). */
export function nextJourneyModal(s: JourneyState): JourneyModal | null {
  if (!isQuietMoment(s)) return null;
  if (welcomeDue(s)) return 'welcome';
  if (phoneCountryDue(s)) return 'phone-country';
  if (firstDepositBonusDue(s)) return 'first-deposit-bonus';
  return null;
}

/** Whether the phone-country modal needs the reference countries to decide (the only case they are read). */
export function needsCountries(s: Omit<JourneyState, 'geoCountryKnown'>): boolean {
  return s.config.isPhoneCountryModalEnabled && s.guest && !s.phoneCountryChosen;
}
