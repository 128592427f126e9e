/** @kickoff/office — single-spa application lifecycles. */
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import './i18n';
import css from './styles.css';
import frameCss from './frame/styles.css';
import { OfficeApp } from './App';

registerStyles('office', css);
registerStyles('office-frame', frameCss);

export const { bootstrap, mount, unmount } = reactLifecycles(OfficeApp);
