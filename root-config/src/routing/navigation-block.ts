/**
 * Enforces the platform's navigation-blocked flag (account spec §2 guards): while it is set, a
 * single-spa navigation is cancelled (single-spa puts the URL back) and a full page unload asks the
 * browser's "leave the page?" question. Returns true when it cancelled the navigation.
 */
import { $navigationBlocked } from '@kickoff/platform';

interface RoutingEventDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

export function cancelBlockedNavigation(event: Event): boolean {
  if (!$navigationBlocked.get()) return false;
  const detail = (event as CustomEvent<RoutingEventDetail | undefined>).detail;
  if (!detail?.cancelNavigation || detail.oldUrl === detail.newUrl) return false;
  detail.cancelNavigation();
  return true;
}

/** Asks before leaving the page while navigation is blocked; returns the stop function. */
export function guardUnloadWhileBlocked(target: Window = window): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!$navigationBlocked.get()) return;
    event.preventDefault();
    event.returnValue = '';
  };
  target.addEventListener('beforeunload', onBeforeUnload);
  return () => target.removeEventListener('beforeunload', onBeforeUnload);
}
