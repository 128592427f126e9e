/**
 * Types of the route table: one row per route of section 2 of both spec documents.
 * Everything else (activity functions, guards, redirects, links, the 404) is derived from these rows.
 */

export type LayoutName = 'main' | 'headless' | 'empty' | 'maintenance' | 'blocked';

/** The route applications registered by the root config (import-map name `@kickoff/<app>`). */
export type AppName = 'betting' | 'casino' | 'office' | 'promotions' | 'information';

/** Availability rules that turn a route into a 404 when they fail. */
type AvailabilityGuard = 'registration' | 'debugger' | 'identification' | 'payment';

/**
 * A parameter rule.
 * - `oneOf`: the route is expanded into one literal pattern per value, so other values never match it
 *   and fall through to later routes (and finally to the catch-all).
 * - `match`: checked after matching; a value that fails it shows the 404 page.
 */
interface ParamRule {
  oneOf?: readonly string[];
  match?: RegExp;
}

interface RedirectRule {
  /** Target path pattern without the language segment; `:name` is filled from the matched params. */
  to: string;
  /** Query parameters added to the kept query string. */
  query?: Readonly<Record<string, string>>;
}

export interface RouteDef {
  /** Unique route name; shown as `<html data-page>`. */
  name: string;
  /** Pattern after the language segment, regexparam syntax (`:param`, `:param?`), '' for the root. */
  path: string;
  layout: LayoutName;
  /** The application that renders the page; null for pure redirects. */
  app: AppName | null;
  /** Login required (shell spec §2 and §6; the guard's redirect order is account spec §2). */
  auth?: boolean;
  guard?: AvailabilityGuard;
  params?: Readonly<Record<string, ParamRule>>;
  redirect?: RedirectRule;
  /** Redirect found by a lookup service (legacy game routes use the games-preview call). */
  lookup?: 'games-preview';
  /**
   * Ban guard (account spec §2): a banned user reaches only `allowed` and `only` pages (others go to
   * the ban page); `only` pages send a user who is not banned home; `deduce` is open by ban level.
   */
  ban?: 'allowed' | 'only' | 'deduce';
  /**
   * Need-for-identification and data-after-registration guard (account spec §2): `identified` pages
   * (deposit) send a player who must still pass identification to it; `complete` pages (withdrawal)
   * also send a player whose personal data is still missing after a quick registration to fill it in.
   */
  kyc?: 'identified' | 'complete';
  /** Championship, EPL, LaLiga and Europa League pages get the special theme. */
  theme?: 'championship';
  /** Extra data for the rendering app (page type, section, ...). Never used for matching. */
  data?: Readonly<Record<string, string>>;
}

export type RouteParams = Record<string, string>;

/** The outcome of resolving a URL against the table, the session and the site config. */
export type Resolution =
  | {
      kind: 'page';
      route: RouteDef;
      params: RouteParams;
      lang: string;
      /** Path without the language segment and query. */
      path: string;
      search: string;
    }
  | { kind: 'redirect'; to: string; reason: RedirectReason; openAuth?: boolean }
  | { kind: 'lookup'; route: RouteDef; params: RouteParams; lang: string; search: string };

type RedirectReason =
  | 'language'
  | 'kyc'
  | 'route'
  | 'auth'
  | 'maintenance'
  | 'maintenance-over'
  | 'blocked'
  | 'ban';
