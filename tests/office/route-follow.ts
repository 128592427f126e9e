/**
 * For office browser tests: the office navigates with `navigate()` (single-spa's pushState); the
 * root config would turn the new URL into `$route`. This stand-in does that for one route name: every
 * pushState/replaceState sets the route with the URL's search. `stop()` restores history and the URL.
 */
import type { CurrentRoute } from '@kickoff/platform';
import { setRoute } from '../../platform/src/stores/route';

export function followRoute(route: CurrentRoute): { stop(): void } {
  const url = location.href;
  const push = history.pushState;
  const replace = history.replaceState;
  const follow = () => setRoute({ ...route, search: location.search });
  history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
    push.apply(this, args);
    follow();
  };
  history.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
    replace.apply(this, args);
    follow();
  };
  return {
    stop() {
      history.pushState = push;
      history.replaceState = replace;
      replace.call(history, null, '', url);
    },
  };
}
