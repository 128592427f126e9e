/** @kickoff/office — single-spa application lifecycles. */
import { reactLifecycles } from '@kickoff/platform';
import './i18n';
import { OfficeApp } from './App';

export const { bootstrap, mount, unmount } = reactLifecycles(OfficeApp);
