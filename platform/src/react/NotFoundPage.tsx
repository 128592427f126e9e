/**
 * The 404 page body: the information app's catch-all route draws it, and so does any application asked
 * for a route it has no screen for (a route table out of step with a deployed app), so a player never
 * sees a placeholder. Styled by the base sheet (`.kk-not-found`).
 */
import { useEffect } from 'react';
import { useHref, useT } from './hooks';

export function NotFoundPage() {
  const t = useT();
  const link = useHref();
  useEffect(() => {
    document.title = `${t('not_found_title')} — Kickoff`;
  }, [t]);
  return (
    <section className="kk-card kk-not-found" aria-labelledby="kk-404-title" data-state="not-found">
      <p className="kk-not-found__code" aria-hidden="true">404</p>
      <h1 id="kk-404-title" className="kk-page-title">{t('not_found_title')}</h1>
      <p>{t('not_found_text')}</p>
      <a className="kk-button" href={link('home')}>{t('main_go_home')}</a>
    </section>
  );
}
