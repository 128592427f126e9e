/** The betting application's root: renders the page of the current route. */
import { RouteOverview } from '@kickoff/platform';

export function BettingApp() {
  return <RouteOverview app="betting" />;
}
