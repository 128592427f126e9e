/**
 * The interim page body of an application whose screens are built by a later issue: the page name
 * and its parameters, so every route is visibly reachable and testable.
 */
import { useEffect } from 'react';
import { useRoute, useT } from './hooks';
import { RouteParamList } from './RouteParamList';

const humanize = (name: string): string => name.replace(/[-_]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function RouteOverview({ app }: { app: string }) {
  const route = useRoute();
  const t = useT();
  useEffect(() => {
    if (route) document.title = `${humanize(route.name)} — Kickoff`;
  }, [route]);
  if (!route) return <p className="kk-muted">{t('main_loading')}</p>;
  return (
    <section className="kk-card" data-app={app} data-route={route.name}>
      <h1 className="kk-page-title">{humanize(route.name)}</h1>
      <RouteParamList params={route.params} />
    </section>
  );
}
