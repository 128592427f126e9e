/**
 * Shell notices. Planned maintenance: a warning with a close button, with the site config text and
 * the start and end times (shell spec §8). The text itself is localized by the config service.
 */
import { useEffect } from 'react';
import { $maintenance, $siteConfig, dismissNotification, notify, useStore } from '@kickoff/platform';

const formatTime = (iso: string | null, lang: string): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
};

export function Notices() {
  const config = useStore($siteConfig);
  const maintenance = useStore($maintenance);
  useEffect(() => {
    if (!config.isMaintenanceDate) return;
    const lang = document.documentElement.lang || 'ru';
    const id = notify({
      group: 'maintenance',
      severity: 'warning',
      title: 'maintenance_title',
      text: config.maintenanceText || 'maintenance_text_default',
      autoCloseMs: null,
      actions: [],
      values: { start: formatTime(maintenance?.started_at ?? null, lang), end: formatTime(maintenance?.ended_at ?? null, lang) },
    });
    return () => dismissNotification(id);
  }, [config.isMaintenanceDate, config.maintenanceText, maintenance]);
  return null;
}
