/** What the identity routes share: the stores, the clock, the token secret, settings and the site rules they obey. */
import * as v from 'valibot';
import { API_BASES, SiteConfigSchema } from '@kickoff/contracts';
import { createClock, type Clock } from './clock';
import { SWEEP_GRACE_MS, TOKEN_TTL_SECONDS } from './constants';
import type { IdentityStores } from './store/index';

export interface IdentitySettings {
  /** Lifetime of signed user tokens (the test API shortens it). */
  tokenTtlSeconds: number;
}

export interface IdentityContext {
  stores: IdentityStores;
  clock: Clock;
  secret: string;
  settings: IdentitySettings;
  /** Production hides the demo codes that development replies carry. */
  production: boolean;
  /** `/web-api/<path>` */
  web(path: string): string;
  /** `/social-api/<path>` */
  social(path: string): string;
  /** Site-config keys the identity service obeys (validated on every read). */
  siteRules(): SiteRules;
  /** Deletes rows that expired more than a day ago. */
  sweep(): void;
}

const SiteRulesSchema = v.pick(SiteConfigSchema, ['isRegistrationAllowed', 'isVipDomain', 'minAge', 'isConfirmTermsEnabled', 'ref_id']);
export type SiteRules = v.InferOutput<typeof SiteRulesSchema>;

export interface IdentityContextOptions {
  stores: IdentityStores;
  production: boolean;
  /** The stored site config (the site service's `storedConfig`). */
  siteConfig: () => Record<string, unknown>;
  clock?: Clock;
}

export function createIdentityContext(opts: IdentityContextOptions): IdentityContext {
  const { stores } = opts;
  const clock = opts.clock ?? createClock();
  return {
    stores,
    clock,
    secret: stores.secrets.tokenSecret(),
    settings: { tokenTtlSeconds: TOKEN_TTL_SECONDS },
    production: opts.production,
    web: (path) => `${API_BASES.web}/${path}`,
    social: (path) => `${API_BASES.social}/${path}`,
    siteRules: () => v.parse(SiteRulesSchema, opts.siteConfig()),
    sweep() {
      const before = clock.now() - SWEEP_GRACE_MS;
      stores.sessions.sweep(before);
      stores.fingerprints.sweep(before);
      stores.captcha.sweep(before);
      stores.loginFailures.sweep(before);
      stores.pending.sweep(before);
    },
  };
}
