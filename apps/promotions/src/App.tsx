/** The promotions application's root: renders the page of the current route. */
import { RouteOverview } from '@kickoff/platform';

export function PromotionsApp() {
  return <RouteOverview app="promotions" />;
}
