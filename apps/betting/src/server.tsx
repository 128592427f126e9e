/**
 * @kickoff/betting's server view (issue 25; contract in platform/src/first-view/server-view.ts): built
 * for Node as `<entry>.server.mjs` beside the browser entry. It draws the pages a player lands on from
 * the feed's current replies, as the browser lifecycles hydrate them: the same root over the same data.
 */
import { renderToString } from 'react-dom/server';
import { registerStyles } from '@kickoff/platform';
import { serverView } from '@kickoff/platform/server';
import './i18n';
import css from './styles.css';
import { BettingApp } from './App';
import { pageKindFor, type PageKind } from './lib/pages';

registerStyles('betting', css);

/** The pages drawn on the server: where players land (the rest need a login or are rarely a first page). */
const DRAWN: ReadonlySet<PageKind> = new Set(['home', 'sports', 'game', 'championship']);

export const renderServerView = serverView('@kickoff/betting', ({ part, route }) => {
  const kind = pageKindFor(route.name);
  return part === 'app' && kind && DRAWN.has(kind) ? () => renderToString(<BettingApp />) : null;
});
