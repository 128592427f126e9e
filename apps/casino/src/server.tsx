/**
 * @kickoff/casino's server view (issue 25; contract in platform/src/first-view/server-view.ts): built
 * for Node as `<entry>.server.mjs` beside the browser entry. It draws the catalogue pages a player
 * lands on (the lobby, a section, the providers) from the catalogue's replies, as the browser's
 * lifecycles hydrate them: the same root over the same data. Game pages, search and a player's own
 * pages are the browser's.
 */
import { renderToString } from 'react-dom/server';
import { serverView } from '@kickoff/platform/server';
import { CasinoApp } from './App';
import { SECTION_PAGE_ROUTES } from './screens/catalogue';

const DRAWN: ReadonlySet<string> = new Set(['casino-lobby', 'providers', 'provider', ...SECTION_PAGE_ROUTES]);

export const renderServerView = serverView('@kickoff/casino', ({ part, route }) =>
  part === 'app' && DRAWN.has(route.name) ? () => renderToString(<CasinoApp />) : null,
);
