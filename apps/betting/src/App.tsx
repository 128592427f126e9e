/** The betting application's root: the page of the current route (route names of platform/src/routing/route-table.ts); pages other than home load on demand, with their texts. */
import { Suspense } from 'react';
import { useRoute, type CurrentRoute } from '@kickoff/platform';
import { lazyPage } from './lib/lazy-page';
import { pageKindFor } from './lib/pages';
import { HomePage } from './pages/HomePage';
import { Skeleton } from './components/StateViews';

const SportsPage = lazyPage(() => import('./pages/SportsPage').then((m) => m.SportsPage), 'betting:sports');
const GamePage = lazyPage(() => import('./pages/GamePage').then((m) => m.GamePage), 'betting:game');
const ChampionshipPage = lazyPage(() => import('./pages/ChampionshipPage').then((m) => m.ChampionshipPage), 'betting:championship');
const MultiPage = lazyPage(() => import('./pages/MultiPage').then((m) => m.MultiPage), 'betting:multi');
const ChampsPage = lazyPage(() => import('./pages/ChampsPage').then((m) => m.ChampsPage), 'betting:champs');
const CyberPage = lazyPage(() => import('./pages/CyberPage').then((m) => m.CyberPage), 'betting:cyber');
const TotoPage = lazyPage(() => import('./pages/TotoPage').then((m) => m.TotoPage), 'betting:toto');
const ResultsPage = lazyPage(() => import('./pages/ResultsPage').then((m) => m.ResultsPage), 'betting:results');
const LottoPage = lazyPage(() => import('./pages/LottoPage').then((m) => m.LottoPage), 'betting:lotto');
const StatisticPage = lazyPage(() => import('./pages/StatisticPage').then((m) => m.StatisticPage), 'betting:statistic');
const CouponPage = lazyPage(() => import('./pages/CouponPage').then((m) => m.CouponPage), 'betting:coupon');
// The print page shows coupon types, bet statuses and results: the `bets` texts and the coupon
// formatting helpers load with its chunk.
const PrintCouponPage = lazyPage(() => import('./pages/PrintCouponPage').then((m) => m.loadPrintCouponPage()), 'betting:printcoupon');

function Page({ route }: { route: CurrentRoute }) {
  switch (pageKindFor(route.name)) {
    case 'home':
      return <HomePage />;
    case 'sports':
      return <SportsPage route={route} />;
    case 'game':
      return <GamePage route={route} />;
    case 'championship':
      return <ChampionshipPage route={route} />;
    case 'multi':
      return <MultiPage route={route} />;
    case 'champs':
      return <ChampsPage route={route} />;
    case 'cyber':
      return <CyberPage route={route} />;
    case 'toto':
      return <TotoPage route={route} />;
    case 'results':
      return <ResultsPage route={route} />;
    case 'lotto':
      return <LottoPage route={route} />;
    case 'statistic':
      return <StatisticPage route={route} />;
    case 'coupon':
      return <CouponPage />;
    case 'print-coupon':
      return <PrintCouponPage />;
    default:
      return null;
  }
}

export function BettingApp() {
  const route = useRoute();
  if (!route || route.app !== 'betting') return null;
  // A new route name is a new page (fresh state); a new parameter keeps the page and its filters.
  return (
    <Suspense key={route.name} fallback={<Skeleton rows={8} />}>
      <Page route={route} />
    </Suspense>
  );
}
