/**
 * @kickoff/shell — the shell's React parcels. The root config mounts each into its layout slot.
 */
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import css from './styles.css';
import './i18n';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { Seo } from './seo/Seo';
import { Notifications } from './notifications/Notifications';
import { SupportButton } from './support/SupportButton';
import { ScrollToTop } from './scroll-top/ScrollToTop';
import { Modals } from './modals/Modals';
import { ProgressBar } from './progress/ProgressBar';
import { Notices } from './notices/Notices';

registerStyles('shell', css);

export const parcels = {
  header: reactLifecycles(Header),
  footer: reactLifecycles(Footer),
  seo: reactLifecycles(Seo),
  notifications: reactLifecycles(Notifications),
  support: reactLifecycles(SupportButton),
  scrollTop: reactLifecycles(ScrollToTop),
  modals: reactLifecycles(Modals),
  progress: reactLifecycles(ProgressBar),
  notices: reactLifecycles(Notices),
};
