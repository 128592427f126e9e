/**
 * Loads the registration reminder (./runtime.ts) for visitors only, 5 s after the page has loaded (its
 * code and its config read stay off the first visit; the shortest sensible delay is longer), and stops
 * it when the visitor signs in. Only this listener is on the first visit.
 */
import { $session, afterLoadAndDelay } from '@kickoff/platform';

export const REMINDER_START_MS = 5000;

export function watchRegistrationReminder(): void {
  let stop: (() => void) | null = null;
  let guest: boolean | null = null;
  const startIfGuest = () => {
    if (!guest || stop) return;
    import('./runtime').then(
      (m) => {
        if (guest && !stop) stop = m.startRegistrationReminder();
      },
      (err: unknown) => console.error('registration reminder not loaded', err),
    );
  };
  let loaded = false;
  afterLoadAndDelay(REMINDER_START_MS, () => {
    loaded = true;
    startIfGuest();
  });
  $session.subscribe(({ userId }) => {
    if ((userId === null) === guest) return;
    guest = userId === null;
    stop?.();
    stop = null;
    if (loaded) startIfGuest();
  });
}
