/** Whether a maintenance config's window is on at `now` (pure: the maintenance store and the server both ask). */
import type { MaintenanceConfig } from '../schemas/config';

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

