/** What the identity routes share: the app context, the stores, the clock, the token secret and settings. */
import * as v from 'valibot';
import { SiteConfigSchema } from '../../platform/src/schemas/config';
import type { AppContext } from '../context';
import { createClock, type Clock } from './clock';
import { SWEEP_GRACE_MS, TOKEN_TTL_SECONDS } from './constants';
import { tokenSecret } from './secret';
import { createIdentityStores, type IdentityStores } from './store/index';

export interface IdentitySettings {
  /** Lifetime of signed user tokens (the test API shortens it). */
  tokenTtlSeconds: number;
}

export interface IdentityService {
  ctx: AppContext;
  stores: IdentityStores;
  clock: Clock;
  secret: string;
  settings: IdentitySettings;
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

export function createIdentityService(ctx: AppContext, clock: Clock = createClock()): IdentityService {
  const stores = createIdentityStores(ctx.db);
  return {
    ctx,
    stores,
    clock,
    secret: tokenSecret(ctx.db),
    settings: { tokenTtlSeconds: TOKEN_TTL_SECONDS },
    web: (path) => `${ctx.env.api.web}/${path}`,
    social: (path) => `${ctx.env.api.social}/${path}`,
    siteRules: () => v.parse(SiteRulesSchema, ctx.stores.siteConfig.read()),
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
