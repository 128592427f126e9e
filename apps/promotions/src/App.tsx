/**
 * The promotions application's root: renders the screen of the current route from the screen table
 * (screens/index.ts), each loaded on use.
 */
import { Suspense } from 'react';
import { NotFoundPage, useRoute } from '@kickoff/platform';
import { promotionsScreen } from './screens/index';

export function PromotionsApp() {
  const route = useRoute();
  if (!route) return null;
  const Screen = promotionsScreen(route.name);
  if (!Screen) {
    // The route table names a route this app has no screen for: the 404 page, and the mismatch logged.
    console.error(`promotions: no screen for route ${route.name}`);
    return <NotFoundPage />;
  }
  return (
    // data-route: which route the app is showing (the page's tests and tools find the app by it).
    <div data-app="promotions" data-route={route.name}>
      <Suspense fallback={<div className="kk-card" role="status" aria-busy="true" />}>
        <Screen />
      </Suspense>
    </div>
  );
}
