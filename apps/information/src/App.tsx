/**
 * The information application: the content pages from the screen table (screens.ts, each loaded on
 * use), and the pages it draws itself: special pages, maintenance, 404, the debugger and the betting
 * calculator. A route of this app without a page is the 404 (tests/information/screens.test.ts checks
 * that none is left).
 */
import { Suspense } from 'react';
import { useRoute, useT } from '@kickoff/platform';
import { NotFound } from './pages/NotFound';
import { Maintenance } from './pages/Maintenance';
import { SpecialPage, SPECIAL_PAGES } from './pages/SpecialPage';
import { Debugger } from './pages/Debugger';
import { BettingCalculatorPage } from './pages/BettingCalculatorPage';
import { informationScreen } from './screens';

const isSpecial = (name: string): boolean => (SPECIAL_PAGES as readonly string[]).includes(name);

function ScreenLoading() {
  const t = useT();
  return <p className="kk-card kk-muted" role="status" aria-busy="true">{t('main_loading')}</p>;
}

export function InformationApp() {
  const route = useRoute();
  if (!route) return null;
  if (route.name === 'maintenance') return <Maintenance lang={route.lang} />;
  if (isSpecial(route.name)) return <SpecialPage name={route.name} />;
  if (route.name === 'debugger') return <Debugger />;
  if (route.name === 'information-betting-calculator') return <BettingCalculatorPage />;
  const Screen = informationScreen(route.name);
  if (!Screen) return <NotFound />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}
