/** @kickoff/office — single-spa application lifecycles. */
import { reactLifecycles } from '@kickoff/platform';
import { OfficeApp } from './App';

export const { bootstrap, mount, unmount } = reactLifecycles(OfficeApp);
