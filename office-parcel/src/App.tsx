/**
 * The office application's root: the auth pages (shell forms as a page), confirm terms and the ban
 * page; the other office screens show their route overview until the office issue builds them.
 */
import { RouteOverview, useRoute } from '@kickoff/platform';
import { AuthPage, type AuthPageMode } from './pages/AuthPage';
import { BanPage } from './pages/BanPage';
import { ConfirmTerms } from './pages/ConfirmTerms';

const AUTH_PAGES: Readonly<Record<string, AuthPageMode>> = {
  login: 'login',
  'auth-app': 'login',
  registration: 'registration',
  forgotpassword: 'forgot-password',
  'user-passwordreset': 'forgot-password',
};

export function OfficeApp() {
  const route = useRoute();
  if (!route) return null;
  const authMode = AUTH_PAGES[route.name];
  if (authMode) return <AuthPage mode={authMode} />;
  if (route.name === 'confirm') return <ConfirmTerms />;
  if (route.name === 'block-appeal-history') return <BanPage />;
  return <RouteOverview app="office" />;
}
