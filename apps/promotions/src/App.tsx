/**
 * The promotions application's root: renders the screen of the current route from the screen table
 * (screens/index.ts), each loaded on use.
 */
import { Suspense } from 'react';
import { RouteOverview, useRoute } from '@kickoff/platform';
import { promotionsScreen } from './screens/index';

export function PromotionsApp() {
  const route = useRoute();
  if (!route) return null;
  const Screen = promotionsScreen(route.name);
  if (!Screen) return <RouteOverview app="promotions" />;
  return (
    <Suspense fallback={<div className="kk-card" role="status" aria-busy="true" />}>
      <Screen />
    </Suspense>
  );
}
