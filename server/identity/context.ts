/** What the identity routes share: the stores, the clock, the token secret, settings, limits and the site rules they obey. */
import * as v from 'valibot';
import { API_BASES, SiteConfigSchema } from '@kickoff/contracts';
import type { Clock } from '../clock';
import type { SecurityConfig } from '../http/security-config';
import { createIdentityChecks, type IdentityChecks } from './checks';
import type { CodeLimits } from './code-limits';
import { SWEEP_GRACE_MS, TOKEN_TTL_SECONDS } from './constants';
import type { Gateway } from './gateway';
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
  /** The demo switch: code replies carry `demoCode` (never in production; docs/security.md). */
  demo: boolean;
  /** Failed-login thresholds (captcha). */
  loginFailures: SecurityConfig['loginFailures'];
  /** Rate limits of code requests and wrong code answers. */
  codeLimits: CodeLimits;
  /** Where codes go (the demo gateway: an outbox table). */
  gateway: Gateway;
  /** Login and player-call checks other services add (`app.identityChecks`). */
  checks: IdentityChecks;
  /** `/web-api/<path>` */
  web(path: string): string;
  /** `/social-api/<path>` */
  social(path: string): string;
  /** Site-config keys the identity service obeys (validated on every read). */
  siteRules(): SiteRules;
  /** Deletes rows that expired more than a day ago. */
  sweep(): void;
}

const SiteRulesSchema = v.pick(SiteConfigSchema, ['isRegistrationAllowed', 'isVipDomain', 'minAge', 'isConfirmTermsEnabled', 'ref_id', 'isAutoLogoffEnable', 'autoLogoffInactiveMinutes']);
export type SiteRules = v.InferOutput<typeof SiteRulesSchema>;

export interface IdentityContextOptions {
  stores: IdentityStores;
  demo: boolean;
  clock: Clock;
  loginFailures: SecurityConfig['loginFailures'];
  codeLimits: CodeLimits;
  gateway: Gateway;
  /** The stored site config (the site service's `storedConfig`: the same frozen object until it changes). */
  siteConfig: () => Readonly<Record<string, unknown>>;
}

export function createIdentityContext(opts: IdentityContextOptions): IdentityContext {
  const { stores, clock } = opts;
  // Every player call and stake reads the rules: parsed once per version of the stored config.
  const parsedRules = new WeakMap<object, SiteRules>();
  const siteRules = (): SiteRules => {
    const config = opts.siteConfig();
    let rules = parsedRules.get(config);
    if (!rules) {
      rules = v.parse(SiteRulesSchema, config);
      parsedRules.set(config, rules);
    }
    return rules;
  };
  return {
    stores,
    clock,
    secret: stores.secrets.tokenSecret(),
    settings: { tokenTtlSeconds: TOKEN_TTL_SECONDS },
    demo: opts.demo,
    loginFailures: opts.loginFailures,
    codeLimits: opts.codeLimits,
    gateway: opts.gateway,
    checks: createIdentityChecks(),
    web: (path) => `${API_BASES.web}/${path}`,
    social: (path) => `${API_BASES.social}/${path}`,
    siteRules,
    sweep() {
      const before = clock.now() - SWEEP_GRACE_MS;
      stores.sessions.sweep(before);
      stores.fingerprints.sweep(before);
      stores.captcha.sweep(before);
      stores.loginFailures.sweep(before);
      stores.pending.sweep(before);
      stores.outbox.sweep(before);
      stores.social.sweep(before);
      stores.socialRegistrations.sweep(before);
    },
  };
}
