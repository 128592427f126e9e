/**
 * @kickoff/information's server view (issue 25; contract in platform/src/first-view/server-view.ts):
 * built for Node as `<entry>.server.mjs` beside the browser entry. It draws the content pages a player
 * lands on (the index, the rules, the text pages, news, the alphabet, partners, cash terminals) from
 * the content service's replies, as the browser lifecycles hydrate them: the same root over the same data.
 */
import { renderToString } from 'react-dom/server';
import { registerStyles } from '@kickoff/platform';
import { serverView } from '@kickoff/platform/server';
import './i18n';
import css from './styles.css';
import { InformationApp } from './App';
import { drawnOnServer } from './screens';

registerStyles('information', css);

export const renderServerView = serverView('@kickoff/information', ({ part, route }) =>
  part === 'app' && drawnOnServer(route.name) ? () => renderToString(<InformationApp />) : null,
);
