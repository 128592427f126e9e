/**
 * What a resolved page tells the rest of the site: the language and route stores (the root config
 * is their one writer), `<html data-layout data-page>` (the observability contract) and the
 * `kickoff:page` event. The layout's skeleton and parcels follow in index.ts.
 */
import { emit, type CurrentRoute, type Resolution } from '@kickoff/platform';
import { markPage } from '../observability';

export interface PageWriters {
  setLanguage(lang: string): void;
  setRoute(route: CurrentRoute | null): void;
}

type PageResolution = Extract<Resolution, { kind: 'page' }>;

export function publishPage(res: PageResolution, writers: PageWriters): void {
  writers.setLanguage(res.lang);
  writers.setRoute({
    name: res.route.name,
    params: res.params,
    lang: res.lang,
    layout: res.route.layout,
    app: res.route.app,
    path: res.path,
    search: res.search,
    theme: res.route.theme ?? null,
    data: res.route.data ?? {},
  });
  markPage(res.route.layout, res.route.name, res.route.theme ?? null);
  emit('kickoff:page', { layout: res.route.layout, page: res.route.name, path: res.path });
}
