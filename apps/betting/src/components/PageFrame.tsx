/**
 * The frame of every betting page: the `section[data-app="betting"][data-route]` the journeys look
 * for, the route parameters (hidden, for tests and debugging), a title and the toolbar with the
 * odds-format selector.
 */
import { useEffect, type ReactNode } from 'react';
import { RouteParamList, useRoute } from '@kickoff/platform';
import { OddsFormatSelect } from '../odds/OddsFormatSelect';

export function PageFrame({ title, children, toolbar = true, className = '', banner }: { title: string; children: ReactNode; toolbar?: boolean; className?: string; banner?: ReactNode }) {
  const route = useRoute();
  useEffect(() => {
    if (title) document.title = `${title} — Kickoff`;
  }, [title]);
  if (!route) return null;
  return (
    <section className={`kk-betting ${className}`.trim()} data-app="betting" data-route={route.name}>
      {banner}
      <div className="kk-betting__head">
        <h1 className="kk-page-title">{title}</h1>
        {toolbar && (
          <div className="kk-betting__toolbar">
            <OddsFormatSelect />
          </div>
        )}
      </div>
      <RouteParamList params={route.params} hidden />
      {children}
    </section>
  );
}
