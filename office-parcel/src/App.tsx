/** The office application's root: renders the page of the current route. */
import { RouteOverview } from '@kickoff/platform';

export function OfficeApp() {
  return <RouteOverview app="office" />;
}
