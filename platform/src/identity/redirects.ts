/**
 * Where the user goes after a login change (shell spec §4, DESIGN.md §5) and after logout (account
 * spec §2). Pure: the caller passes the current route and URL and acts on the answer.
 */
import { safeReturnPath } from '../navigation';
import { routeByName } from '../routing/route-table';
import { href } from '../routing/links';

/**
 * A same-origin return target as a path (`/ru/x?y#z`): relative paths through `safeReturnPath`, and
 * absolute http(s) URLs only when their origin is the page's. `//host`, `/\host`, `javascript:` and
 * other hosts give null.
 */
export function safeReturnUrl(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate) return null;
  const value = candidate.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) {
    try {
      const url = new URL(value);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return null;
      return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }
  return safeReturnPath(value, origin);
}

/** Routes where a login change keeps the user in place. */
const isStayRoute = (routeName: string | null | undefined): boolean =>
  !!routeName && (routeName.startsWith('office') || routeName === 'registration');

interface LoginRedirectInput {
  returnUrl: string | null | undefined;
  previousPath: string | null | undefined;
  currentRouteName: string | null | undefined;
  origin: string;
  /** Language of the home link (default: the bare root, which the router sends to the user's language). */
  lang?: string;
}

/** The same-origin return URL, else the previous route, else home; null (stay) on office pages and registration. */
export function loginRedirectTarget(input: LoginRedirectInput): string | null {
  if (isStayRoute(input.currentRouteName)) return null;
  const home = input.lang ? href('home', {}, input.lang) : '/';
  return safeReturnUrl(input.returnUrl, input.origin) ?? safeReturnUrl(input.previousPath, input.origin) ?? home;
}

interface LogoutDestinationInput {
  currentRouteName: string | null | undefined;
  /** The current query string (`?logout=home` sends the user home). */
  search: string;
  /** Site config `isShowPaymentPageOnlyAuth` (the payment page then needs login). */
  paymentNeedsLogin: boolean;
}

/** Home when the current route is not allowed for guests or the query says `logout=home`; otherwise reload. */
export function logoutDestination(input: LogoutDestinationInput): 'home' | 'reload' {
  if (new URLSearchParams(input.search).get('logout') === 'home') return 'home';
  const route = input.currentRouteName ? routeByName.get(input.currentRouteName) : undefined;
  const needsLogin = route?.auth === true || (route?.guard === 'payment' && input.paymentNeedsLogin);
  return needsLogin ? 'home' : 'reload';
}
