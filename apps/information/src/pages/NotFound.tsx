/** The 404 page of the catch-all route. */
import { useEffect } from 'react';
import { useHref, useT } from '@kickoff/platform';

export function NotFound() {
  const t = useT();
  const link = useHref();
  useEffect(() => {
    document.title = `${t('not_found_title')} — Kickoff`;
  }, [t]);
  return (
    <section className="kk-card kk-not-found" aria-labelledby="kk-404-title">
      <p className="kk-not-found__code" aria-hidden="true">404</p>
      <h1 id="kk-404-title" className="kk-page-title">{t('not_found_title')}</h1>
      <p>{t('not_found_text')}</p>
      <a className="kk-button" href={link('home')}>{t('main_go_home')}</a>
    </section>
  );
}
