/** @kickoff/office — single-spa application lifecycles. */
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import './i18n';
import css from './styles.css';
import { OfficeApp } from './App';

registerStyles('office', css);

export const { bootstrap, mount, unmount } = reactLifecycles(OfficeApp);
