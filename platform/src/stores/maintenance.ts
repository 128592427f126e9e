/**
 * Maintenance (shell spec §4): active when the config flag is on, the notify start has passed and
 * the notify end has not. Active → the maintenance page; inactive on that page → home.
 */
import { atom, computed } from 'nanostores';
import type { MaintenanceConfig } from '../schemas/config';

export const $maintenance = atom<MaintenanceConfig | null>(null);
/** Clock tick (ms) so the flag changes when the window opens or closes; the root config advances it. */
export const $now = atom<number>(Date.now());

const time = (iso: string | null): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

export function isMaintenanceActive(config: MaintenanceConfig | null, now: number): boolean {
  if (!config || !config.isActive) return false;
  const start = time(config.notify_started_at);
  const end = time(config.notify_ended_at);
  return (start === null || now >= start) && (end === null || now < end);
}

export const $maintenanceActive = computed([$maintenance, $now], isMaintenanceActive);
