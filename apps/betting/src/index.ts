/** @kickoff/betting — single-spa application lifecycles. */
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import './i18n';
import css from './styles.css';
import { BettingApp } from './App';

registerStyles('betting', css);

export const { bootstrap, mount, unmount } = reactLifecycles(BettingApp);
