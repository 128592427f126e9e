/**
 * The live-odds benchmark page for Kickoff (bundled by scripts/bench/live-odds.mjs with a production
 * React): 500 live games × 3 odds rendered by the real games list, rows and odds buttons over a real
 * feed store; the ticks are scripts/bench/live-odds-ticks.ts's.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createFeedStore } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { GamesListView } from '../../apps/betting/src/components/GamesList';
import '../../apps/betting/src/i18n';
import { fullReply } from '../../tests/platform/feed/fixtures';
import { initialGames, installBench } from './live-odds-ticks';

setLanguage('en');
const store = createFeedStore();
store.apply(fullReply(initialGames, 1));

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
flushSync(() => root.render(createElement(GamesListView, { store, pageType: 'home', gameHref: (g: { id: number }) => `#game-${g.id}` })));

installBench(store);
