/** The information application: information pages, special pages, maintenance, 404 and debugger. */
import { RouteOverview, useRoute } from '@kickoff/platform';
import { NotFound } from './pages/NotFound';
import { Maintenance } from './pages/Maintenance';
import { SpecialPage, SPECIAL_PAGES } from './pages/SpecialPage';
import { Debugger } from './pages/Debugger';
import { InfoPage } from './pages/InfoPage';
import { BettingCalculatorPage } from './pages/BettingCalculatorPage';

const isSpecial = (name: string): boolean => (SPECIAL_PAGES as readonly string[]).includes(name);

export function InformationApp() {
  const route = useRoute();
  if (!route) return null;
  if (route.name === 'not-found') return <NotFound />;
  if (route.name === 'maintenance') return <Maintenance lang={route.lang} />;
  if (isSpecial(route.name)) return <SpecialPage name={route.name} />;
  if (route.name === 'debugger') return <Debugger />;
  if (route.name === 'information-betting-calculator') return <BettingCalculatorPage />;
  if (route.name.startsWith('information')) return <InfoPage />;
  return <RouteOverview app="information" />;
}
