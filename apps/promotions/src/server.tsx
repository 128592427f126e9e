/**
 * @kickoff/promotions's server view (issue 25; contract in platform/src/first-view/server-view.ts):
 * built for Node as `<entry>.server.mjs` beside the browser entry. It draws the promotion pages a
 * player lands on from the promotions service's replies for a guest, as the browser lifecycles hydrate
 * them: the same root over the same data (a player's own state follows once hydrated).
 */
import { renderToString } from 'react-dom/server';
import { serverView } from '@kickoff/platform/server';
import { PromotionsApp } from './App';
import { drawnOnServer } from './screens/index';

export const renderServerView = serverView('@kickoff/promotions', ({ part, route }) =>
  part === 'app' && drawnOnServer(route.name) ? () => renderToString(<PromotionsApp />) : null,
);
