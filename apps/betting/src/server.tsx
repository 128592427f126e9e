/**
 * @kickoff/betting's server view (issue 25; contract in platform/src/first-view/server-view.ts): built
 * for Node as `<entry>.server.mjs` beside the browser entry. It draws the first view of the routes it
 * knows from the feed's current replies, in the page's language, as the browser lifecycles will
 * hydrate it: the same root component over the same data.
 */
import { renderToString } from 'react-dom/server';
import {
  claimRootConfigWriters,
  fetchGames,
  registeredStyleTexts,
  registerStyles,
  serveFrom,
  whenTextsReady,
  withServerFirstView,
  withTextLanguage,
  type FirstViewData,
  type GamesQuery,
  type RenderServerView,
} from '@kickoff/platform';
import './i18n';
import css from './styles.css';
import { BettingApp } from './App';
import { HOME_FEEDS } from './pages/HomePage';
import { pageKindFor } from './lib/pages';

registerStyles('betting', css);

const APP = '@kickoff/betting';
/** How long the first view waits for the feed before the page goes the browser's way. */
const FEED_TIMEOUT_MS = 1500;

/** The feeds a route's first view is drawn from, or null when the route has no server view. */
function feedsOf(routeName: string): ReadonlyArray<{ key: string; query: Omit<GamesQuery, 'since'> }> | null {
  if (pageKindFor(routeName) === 'home') return Object.values(HOME_FEEDS);
  return null;
}

// This build is the only writer of its own copy of the page state (one render at a time, synchronously).
const page = claimRootConfigWriters();

export const renderServerView: RenderServerView = async ({ origin, env, lang, route }) => {
  const feeds = feedsOf(route.name);
  if (!feeds) return null;
  serveFrom(origin, env);
  await whenTextsReady(lang);
  // The calls read the language when they are made, so it is set right before them.
  page.setLanguage(lang);
  const signal = AbortSignal.timeout(FEED_TIMEOUT_MS);
  const replies = await Promise.all(feeds.map((f) => fetchGames(f.query, null, signal)));
  const data: FirstViewData = {
    app: APP,
    route: route.name,
    lang,
    feeds: Object.fromEntries(feeds.map((f, i) => [`${f.key}|${lang}`, replies[i] as (typeof replies)[number]])),
  };
  // One synchronous pass: nothing else runs between setting the page state and the end of the render.
  page.setLanguage(lang);
  page.setRoute(route);
  const html = withServerFirstView(data, () => withTextLanguage(lang, () => renderToString(<BettingApp />)));
  return { html, data, styles: [...registeredStyleTexts()].map(([id, text]) => ({ id, css: text })) };
};
