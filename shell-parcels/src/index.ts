/**
 * @kickoff/shell — the shell's React parcels. The root config mounts each into its layout slot.
 * `pageParcels.authPage` (props `{ mode: 'login' | 'registration' | 'forgot-password' }`) is
 * mounted by the office app on its login, registration and forgotpassword routes.
 */
import { reactLifecycles, registerStyles, type ShellPageParcelName, type ShellParcelName } from '@kickoff/platform';
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
import { AuthPageParcel, type AuthPageProps } from './auth/AuthPageParcel';
import { watchProtection } from './protection/start';
import { watchRegistrationReminder } from './registration-reminder/start';
import { watchAfterLoad } from './after-load/start';

// On a server-drawn page the rules are already in it: the module's copy loads only where the server drew none.
registerStyles('shell', () => import('./styles.css'));
// Player protection (reality check, session limit, inactivity logoff, limit prompts) for signed-in players, loaded on use.
watchProtection();
// The registration reminder for visitors (shell spec §4), loaded on use.
watchRegistrationReminder();
// After the page's load, one chunk: the screen-width classes and display preferences (account spec §3, §4),
// the welcome journey's modals (shell spec §1, §4), the ad-blocker notice (shell spec §1, §8) and analytics,
// only with consent (account spec §7).
watchAfterLoad();

/** One parcel per layout slot the root config fills from this module (platform `SHELL_PARCELS`). */
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
} satisfies Record<ShellParcelName, unknown>;

/** Parcels mounted inside application pages (platform `SHELL_PAGE_PARCELS`, mounted with `ShellParcel`). */
export const pageParcels = {
  authPage: reactLifecycles<AuthPageProps>(AuthPageParcel),
} satisfies Record<ShellPageParcelName, unknown>;

export type { AuthPageMode, AuthPageProps } from './auth/AuthPageParcel';
