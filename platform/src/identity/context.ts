/**
 * What the identity layer needs from the page, injected so every flow runs in Node tests: the API
 * client, a clock, local storage, the cookie jar, the event emitter, navigation, reload, the
 * location, config loaders, page visibility, fingerprint facts and a logger.
 */
import type { ApiClient } from '../api/client';
import type { KickoffEventDetail } from '../events/catalog';
import type { CookieJar } from '../storage/cookies';
import type { Clock, IdentityLogger, VisibilitySource } from './deps';

export type LoginChangeDetail = KickoffEventDetail<'kickoff:login-change'>;
export type LoginChangeReason = LoginChangeDetail['reason'];

export interface PageLocation {
  origin: string;
  pathname: string;
  search: string;
}

export interface IdentityDeps {
  api: ApiClient;
  clock: Clock;
  /** localStorage (fingerprint record, one-click coupon, prepaid coupon amount). */
  storage: Storage | null;
  cookies: CookieJar | undefined;
  /** Publishes `kickoff:login-change`. */
  emit: (detail: LoginChangeDetail) => void;
  navigate: (to: string) => void;
  reload: () => void;
  location: () => PageLocation;
  /** Reloads the site config into its store (as the root config does at start). */
  reloadSiteConfig: (lang: string) => Promise<unknown>;
  loadConfigGroups: (groups: readonly string[], lang: string) => Promise<Record<string, unknown>>;
  visibility: VisibilitySource;
  /** componentsData for a new fingerprint. */
  collectComponents: () => string;
  /** Resolves when the page has loaded ("ready" of account spec §7). */
  whenReady: () => Promise<void>;
  log: IdentityLogger;
}
