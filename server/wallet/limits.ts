/**
 * Stake, payout and liability limits per currency and coupon type (major units): the wallet's defaults,
 * which the site config key `couponStakeLimits` overrides per currency (docs/api.md "Stake limits").
 *
 * - Every coupon type 0–9 has a minimum and a maximum stake (its total stake). Riskier shapes get a
 *   smaller maximum: an express 60 % of a single's, the multi-line and chained types 40 %, the
 *   anti-express, lucky and patent 20 %; many singles as much as a single (each of its singles is at
 *   most the whole stake). The site config's couponTypesWithMinAmount / couponTypesWithMaxAmount list
 *   all ten types, so the coupon shows what placing enforces.
 * - The maximum payout applies to every coupon.
 * - The liability cap is the most the book may lose on one outcome, summed over every open coupon in
 *   the currency (placing/liability.ts): twice the maximum payout, so one coupon can always reach its
 *   maximum payout and the book's worst result on one outcome stays bounded.
 *
 * Bonus account (type 4): the coupon shows no maximum there (spec §5), so the maximum stake is not
 * enforced on a bonus account; the minimum stake, the maximum payout and the liability cap are.
 */
import * as v from 'valibot';

export interface CurrencyLimits {
  minStake: number;
  maxStake: number;
  maxPayout: number;
}

export interface TypeLimits {
  min: number;
  max: number;
}

export interface StakeTable {
  /** Per coupon type id 0–9. */
  types: Readonly<Record<number, TypeLimits>>;
  maxPayout: number;
  /** The most the book may lose on one outcome across all open coupons. */
  liabilityCap: number;
}

export const COUPON_TYPE_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A type's maximum as a share of a single's: see the header. */
const MAX_SHARE: Readonly<Record<number, number>> = { 0: 1, 1: 0.6, 2: 0.4, 3: 0.4, 4: 0.4, 5: 0.4, 6: 0.2, 7: 0.2, 8: 0.2, 9: 1 };

function table(min: number, singleMax: number, maxPayout: number, liabilityCap: number): StakeTable {
  const types = Object.fromEntries(COUPON_TYPE_IDS.map((id) => [id, { min, max: singleMax * (MAX_SHARE[id] ?? 1) }]));
  return { types, maxPayout, liabilityCap };
}

export const STAKE_TABLES: Readonly<Record<string, StakeTable>> = {
  RUB: table(10, 500_000, 10_000_000, 20_000_000),
  USD: table(0.1, 5_000, 100_000, 200_000),
  EUR: table(0.1, 5_000, 100_000, 200_000),
};

/** Any other currency. */
export const DEFAULT_STAKE_TABLE: StakeTable = table(1, 10_000, 1_000_000, 2_000_000);

const Amount = v.pipe(v.number(), v.finite(), v.minValue(0));
const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));
const TypeLimitsSchema = v.pipe(
  v.object({ min: Amount, max: Amount }),
  v.check((l) => l.min <= l.max, 'a minimum above its maximum'),
);
/** Site config `couponStakeLimits`: `{ "RUB": { "types": { "0": { "min", "max" }, … all ten }, "maxPayout", "liabilityCap" } }`. */
export const StakeTablesConfigSchema = v.record(
  CurrencyCode,
  v.object({
    types: v.pipe(
      v.record(v.picklist(COUPON_TYPE_IDS.map(String)), TypeLimitsSchema),
      v.check((types) => COUPON_TYPE_IDS.every((id) => types[String(id)] !== undefined), 'every coupon type 0-9 needs its limits'),
    ),
    maxPayout: Amount,
    liabilityCap: Amount,
  }),
);

/** How a per-currency table is looked up: a site config key that overrides it per currency, the built-in tables, the table of any other currency. */
export interface PerCurrencyTables<T, C> {
  configKey: string;
  schema: v.GenericSchema<unknown, Readonly<Record<string, C>>>;
  fromConfig: (configured: C) => T;
  tables: Readonly<Record<string, T>>;
  fallback: T;
}

/** A currency's table: the site config's (when the key is valid and names the currency), else the built-in one, else the fallback. */
export function tableFor<T, C>(tables: PerCurrencyTables<T, C>, iso: string, config: Record<string, unknown>): T {
  const parsed = v.safeParse(tables.schema, config[tables.configKey]);
  const configured = parsed.success ? parsed.output[iso] : undefined;
  if (configured !== undefined) return tables.fromConfig(configured);
  return tables.tables[iso] ?? tables.fallback;
}

const COUPON_STAKE_TABLES: PerCurrencyTables<StakeTable, v.InferOutput<typeof StakeTablesConfigSchema>[string]> = {
  configKey: 'couponStakeLimits',
  schema: StakeTablesConfigSchema,
  fromConfig: (c) => ({ types: Object.fromEntries(Object.entries(c.types).map(([id, l]) => [Number(id), l])), maxPayout: c.maxPayout, liabilityCap: c.liabilityCap }),
  tables: STAKE_TABLES,
  fallback: DEFAULT_STAKE_TABLE,
};

/** The stake table of a currency: the site config's when it is valid, else the default. */
export function stakeTableFor(iso: string, config: Record<string, unknown> = {}): StakeTable {
  return tableFor(COUPON_STAKE_TABLES, iso, config);
}

/** The limits one coupon type gets in a currency. */
export function limitsFor(iso: string, typeId: number, config: Record<string, unknown> = {}): CurrencyLimits {
  const stakeTable = stakeTableFor(iso, config);
  const type = stakeTable.types[typeId] ?? stakeTable.types[0] ?? { min: 0, max: 0 };
  return { minStake: type.min, maxStake: type.max, maxPayout: stakeTable.maxPayout };
}

/** Account type of a bonus account (account spec §3). */
export const BONUS_ACCOUNT_TYPE = 4;

/**
 * The house margin of a derived price (the anti-express quote, coupon-maths fair-price.ts): fair value
 * × (1 − margin). Site config `couponDerivedMargin` (0 to 0.5) overrides it; docs/api.md "Derived prices".
 */
export const DEFAULT_DERIVED_MARGIN = 0.05;
