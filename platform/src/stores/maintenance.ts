/**
 * Maintenance (shell spec §4): active when the config flag is on, the notify start has passed and
 * the notify end has not. Active → the maintenance page; inactive on that page → home.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { MaintenanceConfig } from '../schemas/config';
import { isMaintenanceActive } from './maintenance-window';

const maintenance = atom<MaintenanceConfig | null>(null);
/** Clock tick (ms) so the flag changes when the window opens or closes. */
const currentTime = atom<number>(Date.now());

/** The maintenance config group; the root config writes it at start-up (`claimRootConfigWriters`). */
export const $maintenance: ReadableAtom<MaintenanceConfig | null> = maintenance;
/** The root config advances it (`claimRootConfigWriters`). */
export const $now: ReadableAtom<number> = currentTime;

/** Platform-internal: the root config gets it through `claimRootConfigWriters`. */
export function setMaintenance(config: MaintenanceConfig | null): void {
  maintenance.set(config);
}

/** Platform-internal: the root config gets it through `claimRootConfigWriters`. */
export function setNow(ms: number): void {
  currentTime.set(ms);
}

export { isMaintenanceActive };

export const $maintenanceActive = computed([maintenance, currentTime], isMaintenanceActive);
