/**
 * @kickoff/betting's server view (issue 25; contract in platform/src/first-view/server-view.ts): built
 * for Node as `<entry>.server.mjs` beside the browser entry. It draws the first view of the pages a
 * player lands on from the feed's current replies, in the page's language, as the browser lifecycles
 * will hydrate it: the same root component over the same data (platform `drawServerView`).
 */
import { renderToString } from 'react-dom/server';
import { claimRootConfigWriters, drawServerView, registeredStyleTexts, registerStyles, serveFrom, whenTextsReady, withTextLanguage, type RenderServerView } from '@kickoff/platform';
import './i18n';
import css from './styles.css';
import { BettingApp } from './App';
import { pageKindFor, type PageKind } from './lib/pages';

registerStyles('betting', css);

/** The pages drawn on the server: where players land (the rest need a login or are rarely a first page). */
const DRAWN: ReadonlySet<PageKind> = new Set(['home', 'sports', 'game', 'championship']);

// This build is the only writer of its own copy of the page state; each render pass sets it first.
const page = claimRootConfigWriters();

export const renderServerView: RenderServerView = async ({ origin, env, lang, route }) => {
  const kind = pageKindFor(route.name);
  if (!kind || !DRAWN.has(kind)) return null;
  serveFrom(origin, env);
  await whenTextsReady(lang);
  const { html, data } = await drawServerView({
    app: '@kickoff/betting',
    route: route.name,
    lang,
    enter: () => {
      page.setLanguage(lang);
      page.setRoute(route);
    },
    render: () => withTextLanguage(lang, () => renderToString(<BettingApp />)),
  });
  return { html, data, styles: [...registeredStyleTexts()].map(([id, text]) => ({ id, css: text })) };
};
