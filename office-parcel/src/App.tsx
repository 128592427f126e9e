/**
 * The office application's root: the auth pages (shell forms as a page), confirm terms, the ban page,
 * and every other office route's screen from the screen table (screens/index.ts), each loaded on use.
 */
import { Suspense } from 'react';
import { useRoute, useT } from '@kickoff/platform';
import { AuthPage, type AuthPageMode } from './pages/AuthPage';
import { BanPage } from './pages/BanPage';
import { ConfirmTerms } from './pages/ConfirmTerms';
import { OfficeFrame } from './frame/OfficeFrame';
import { officeScreen } from './screens/index';

function NotFound() {
  const t = useT();
  return (
    <section className="kk-card" role="alert">
      <h1 className="kk-page-title">{t('not_found_title')}</h1>
    </section>
  );
}

function ScreenLoading() {
  const t = useT();
  return (
    <div className="kk-card" role="status" aria-busy="true">
      {t('office-frame:screen_loading')}
    </div>
  );
}

const AUTH_PAGES: Readonly<Record<string, AuthPageMode>> = {
  login: 'login',
  'auth-app': 'login',
  registration: 'registration',
  forgotpassword: 'forgot-password',
};

export function OfficeApp() {
  const route = useRoute();
  if (!route) return null;
  const authMode = AUTH_PAGES[route.name];
  if (authMode) return <AuthPage mode={authMode} />;
  if (route.name === 'confirm') return <ConfirmTerms />;
  if (route.name === 'block-appeal-history') return <BanPage />;
  const Screen = officeScreen(route.name);
  if (Screen) {
    const screen = (
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    );
    // Office pages sit in the office frame (menu, player summary); the others (onpay, user links) stand alone.
    return route.name.startsWith('office-') ? <OfficeFrame>{screen}</OfficeFrame> : screen;
  }
  // Every office route has a screen (tests/office/screens.browser.test.ts): this is never reached.
  return <NotFound />;
}
