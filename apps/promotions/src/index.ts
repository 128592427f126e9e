/** @kickoff/promotions — single-spa application lifecycles. */
import { reactLifecycles } from '@kickoff/platform';
import { PromotionsApp } from './App';

export const { bootstrap, mount, unmount } = reactLifecycles(PromotionsApp);
