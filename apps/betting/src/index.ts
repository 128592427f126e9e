/** @kickoff/betting — single-spa application lifecycles. */
import { reactLifecycles } from '@kickoff/platform';
import { BettingApp } from './App';

export const { bootstrap, mount, unmount } = reactLifecycles(BettingApp);
