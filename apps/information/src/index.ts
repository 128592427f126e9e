/** @kickoff/information — single-spa application lifecycles. */
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import './i18n';
import { InformationApp } from './App';

// On a server-drawn page the rules are already in it: the module's copy loads only where the server drew none.
registerStyles('information', () => import('./styles.css'));

export const { bootstrap, mount, unmount } = reactLifecycles(InformationApp);
