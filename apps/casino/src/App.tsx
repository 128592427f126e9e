/** The casino application's root: renders the page of the current route. */
import { RouteOverview } from '@kickoff/platform';

export function CasinoApp() {
  return <RouteOverview app="casino" />;
}
