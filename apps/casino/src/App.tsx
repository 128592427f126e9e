/**
 * The casino application's root: renders the screen of the current route from the screen table
 * (screens/index.ts), each loaded on use.
 */
import { Suspense } from 'react';
import { RouteOverview, useRoute } from '@kickoff/platform';
import { casinoScreen } from './screens/index';

export function CasinoApp() {
  const route = useRoute();
  if (!route) return null;
  const Screen = casinoScreen(route.name);
  if (!Screen) return <RouteOverview app="casino" />;
  return (
    <Suspense fallback={<div className="kk-card" role="status" aria-busy="true" />}>
      <Screen />
    </Suspense>
  );
}
