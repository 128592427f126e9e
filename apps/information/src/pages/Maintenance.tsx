/** The maintenance page: the config text and the planned window. */
import { $maintenance, $siteConfig, useStore, useT } from '@kickoff/platform';

const format = (iso: string | null | undefined, lang: string) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
};

export function Maintenance({ lang }: { lang: string }) {
  const t = useT();
  const config = useStore($siteConfig);
  const maintenance = useStore($maintenance);
  const start = format(maintenance?.started_at, lang);
  const end = format(maintenance?.ended_at, lang);
  return (
    <section className="kk-card kk-special" role="status">
      <h1 className="kk-page-title">{t('maintenance_title')}</h1>
      <p>{config.maintenanceText || t('maintenance_text_default')}</p>
      {start && end && <p className="kk-muted">{t('maintenance_window', { start, end })}</p>}
    </section>
  );
}
