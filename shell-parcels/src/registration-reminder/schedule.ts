/**
 * When the registration reminder is due (shell spec §4 "Registration reminder: anonymous users only;
 * shown after a configured delay (seconds), then at a configured interval (minutes); the next time is
 * stored; not shown while an auth form or modal is open"). Pure: times in ms since the epoch.
 */
import type { RegistrationReminderGroup } from '@kickoff/platform';
import { isQuietMoment } from '../ui/quiet-moment';

/** The pages that are an auth form themselves: no reminder over them (shared with the welcome journey). */
export { AUTH_FORM_ROUTES } from '../ui/quiet-moment';

/** The first time it is due on this visit: the stored next time, else `delay` seconds from now. */
export function firstDue(now: number, storedNext: number | null, config: RegistrationReminderGroup): number {
  return storedNext ?? now + config.delay * 1000;
}

/** The next time after one shown at `now`: `interval` minutes later; null when the interval is 0 (once only). */
export function nextAfterShown(now: number, config: RegistrationReminderGroup): number | null {
  return config.interval > 0 ? now + config.interval * 60_000 : null;
}

export interface ReminderState {
  guest: boolean;
  /** Registration may start here (not a VIP domain, allowed by the config). */
  registrationOpen: boolean;
  modalOpen: boolean;
  routeName: string | null;
}

/** Whether the reminder may show at this moment (it is due). */
export function mayShow(state: ReminderState): boolean {
  return state.guest && state.registrationOpen && isQuietMoment(state);
}
