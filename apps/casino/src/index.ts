/** @kickoff/casino — single-spa application lifecycles. */
import { reactLifecycles } from '@kickoff/platform';
import { CasinoApp } from './App';

export const { bootstrap, mount, unmount } = reactLifecycles(CasinoApp);
