/**
 * Starts the protection runtime (./runtime.tsx) when a player signs in and stops it when he signs
 * out. Only this listener is on the first visit; the runtime loads on use. After an automatic
 * logoff, the next page says why (shell spec §4).
 */
import { $session, notify } from '@kickoff/platform';

const AUTO_LOGOFF_FLAG = 'kk.autoLoggedOff';

export function watchProtection(): void {
  try {
    if (sessionStorage.getItem(AUTO_LOGOFF_FLAG)) {
      sessionStorage.removeItem(AUTO_LOGOFF_FLAG);
      notify({ severity: 'info', text: 'shell:protection_auto_logoff', group: 'protection' });
    }
  } catch {
    /* storage unavailable: no notice */
  }
  let stop: (() => void) | null = null;
  let current: number | null = null;
  $session.subscribe(({ userId }) => {
    if (userId === current) return;
    current = userId;
    stop?.();
    stop = null;
    if (userId === null) return;
    import('./runtime').then(
      (m) => {
        if (current === userId) stop = m.startProtection(userId);
      },
      (err: unknown) => console.error('protection runtime not loaded', err),
    );
  });
}
