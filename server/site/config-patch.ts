/**
 * The site-config patch: any subset of the site-config keys (shell spec §3, @kickoff/contracts) plus the
 * keys only the server reads; unknown keys are rejected. The test API and the console's routes
 * (./staff/) validate every config write with it.
 */
import * as v from 'valibot';
import { SiteConfigSchema } from '@kickoff/contracts';

/**
 * Keys of the stored config that only the server reads, each validated by the service that reads it
 * (a value it does not take leaves its default): the wallet's couponDerivedMargin and couponStakeLimits
 * (server/wallet/limits.ts, docs/api.md "Stake limits") and casinoStakeLimits (server/wallet/casino-limits.ts).
 */
const SERVER_ONLY_KEYS = {
  couponDerivedMargin: v.number(),
  couponStakeLimits: v.record(v.string(), v.unknown()),
  casinoStakeLimits: v.record(v.string(), v.unknown()),
};

export const SiteConfigPatchSchema = v.partial(v.strictObject({ ...SiteConfigSchema.entries, ...SERVER_ONLY_KEYS }));

/** The on/off keys of the site config (the console's flags). */
export const SITE_FLAG_KEYS: readonly string[] = Object.entries(SiteConfigSchema.entries)
  .filter(([, schema]) => schema.type === 'boolean')
  .map(([key]) => key);

/** Keys edited with the maintenance notice (they have per-language texts), not as config fields. */
export const MAINTENANCE_TEXT_KEY = 'maintenanceText';

export const isFlagKey = (key: string): boolean => SITE_FLAG_KEYS.includes(key);
