/** @kickoff/information — single-spa application lifecycles. */
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import './i18n';
import css from './styles.css';
import { InformationApp } from './App';

registerStyles('information', css);

export const { bootstrap, mount, unmount } = reactLifecycles(InformationApp);
