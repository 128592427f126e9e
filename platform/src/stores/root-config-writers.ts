/**
 * The page state the root config owns: the language from the URL, the resolved route, the
 * maintenance config and its clock, and the load state of every route application. Other modules
 * read these stores; the root config claims their writers once at start-up (see `claim.ts`).
 */
import type { AppLoadState } from '../loading/app-load-state';
import type { AppName } from '../routing/types';
import type { MaintenanceConfig } from '../schemas/config';
import { setAppState } from './app-states';
import { claimOnce } from './claim';
import { setLanguage } from './language';
import { setMaintenance, setNow } from './maintenance';
import { setRoute, type CurrentRoute } from './route';

export interface RootConfigWriters {
  /** `$language` (also written to the `lng` cookie). */
  setLanguage(lang: string): void;
  /** `$route`: the routing driver's resolved page. */
  setRoute(route: CurrentRoute | null): void;
  /** `$maintenance`. */
  setMaintenance(config: MaintenanceConfig | null): void;
  /** `$now`, the clock tick of `$maintenanceActive`. */
  setNow(ms: number): void;
  /** One application's entry in `$appStates`. */
  setAppState(app: AppName, state: AppLoadState): void;
}

/** The root config's writers; a second claim throws `WriterAlreadyClaimedError`. */
export const claimRootConfigWriters: () => RootConfigWriters = claimOnce('The root config page state ($language, $route, $maintenance, $now, $appStates)', {
  setLanguage,
  setRoute,
  setMaintenance,
  setNow,
  setAppState,
});
