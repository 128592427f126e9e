/**
 * Which route applications to prefetch (shell spec §9, account spec §9: "Page prefetch idle timeout
 * 2000 ms, skipped on 2g or when data saving is on"; the timeout is `PREFETCH_IDLE_MS` in ./index.ts). Pure: the links of the page in order of
 * prominence (the header's navigation first, then the links in view), each resolved to the app its
 * route runs in; the first few apps that are neither the current one nor loaded already.
 */
import type { AppName } from '@kickoff/platform';

/** At most this many apps per page: a prefetch is a guess, and a guess costs the player's data. */
export const PREFETCH_MAX_APPS = 3;

/** What `navigator.connection` tells (Network Information API; missing in some browsers). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetch with data saving on, or on a 2g (or slower) connection. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

export function appsToPrefetch(
  hrefs: readonly string[],
  appOf: (href: string) => AppName | null,
  skip: (app: AppName) => boolean,
  max = PREFETCH_MAX_APPS,
): AppName[] {
  const apps: AppName[] = [];
  for (const href of hrefs) {
    if (apps.length >= max) break;
    const app = appOf(href);
    if (app && !apps.includes(app) && !skip(app)) apps.push(app);
  }
  return apps;
}
