/** @kickoff/betting — single-spa application lifecycles. */
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import './i18n';
import { BettingApp } from './App';

// On a server-drawn page the rules are already in it: the module's copy loads only where the server drew none.
registerStyles('betting', () => import('./styles.css'));

export const { bootstrap, mount, unmount } = reactLifecycles(BettingApp);

/** Which build of the betting app this is (esbuild.config.mjs `KICKOFF_BUILD_ID`): support and deploy checks read it. */
export const buildId: string = process.env.KICKOFF_BUILD_ID;
