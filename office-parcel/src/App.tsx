/**
 * The office application's root: the auth pages (shell forms as a page), confirm terms, the ban page
 * and the bet history (loaded on use, with the `bets` texts and the coupon formatting helpers); the other office screens show their
 * route overview until the office issue builds them.
 */
import { Suspense } from 'react';
import { RouteOverview, lazyComponent, useRoute, useT } from '@kickoff/platform';
import { AuthPage, type AuthPageMode } from './pages/AuthPage';
import { BanPage } from './pages/BanPage';
import { ConfirmTerms } from './pages/ConfirmTerms';

const BetHistory = lazyComponent(() => import('./pages/BetHistory').then((m) => m.loadBetHistory()));

function ScreenLoading() {
  const t = useT();
  return (
    <div className="kk-card" role="status" aria-busy="true">
      {t('office:history_loading')}
    </div>
  );
}

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
  if (route.name === 'office-history') {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <BetHistory />
      </Suspense>
    );
  }
  return <RouteOverview app="office" />;
}
