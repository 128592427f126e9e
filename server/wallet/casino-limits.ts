/**
 * Casino stake bounds and the maximum win per currency (docs/api.md "Stake guard"), which the stake
 * guard applies to every real-money casino and live-table round:
 *
 * - The catalogue states each game's stake bounds in roubles (a slot 1–5 000, a live table 10–50 000).
 *   A currency's `stakeScale` turns them into that currency, at a round rate to the rouble (the sports
 *   stake tables also put a dollar at a hundred roubles): RUB 1, USD, EUR and GBP 0.01 (a slot
 *   0.01–50 USD, a crash game 0.01–100, a live table 0.10–500), KZT 5, UAH 0.5, HRK 0.1, AZN 0.02,
 *   BYN 0.03. The minimum is rounded up and the maximum down to the currency's decimals.
 * - `maxWin` is the most one round pays, in major units: 5 000 000 roubles at the same rate (USD, EUR,
 *   GBP 50 000). A round whose outcome is worth more is paid exactly `maxWin` (the stated maximum win
 *   of regulated casinos, shown on the game's rules card), never refused after the fact.
 * - A currency not listed: scale 0.1, maximum win 500 000.
 * - Site config `casinoStakeLimits` overrides a currency: `{ "USD": { "stakeScale": 0.01, "maxWin": 50000 } }`.
 * Fun rounds are not money: they keep the catalogue's bounds and have no maximum win.
 */
import * as v from 'valibot';
import { tableFor, type PerCurrencyTables } from './limits';

export interface CasinoStakeTable {
  /** Major units of the currency per rouble of the catalogue's stake bounds. */
  stakeScale: number;
  /** The most one round pays (major units). */
  maxWin: number;
}

export const CASINO_STAKE_TABLES: Readonly<Record<string, CasinoStakeTable>> = {
  RUB: { stakeScale: 1, maxWin: 5_000_000 },
  USD: { stakeScale: 0.01, maxWin: 50_000 },
  EUR: { stakeScale: 0.01, maxWin: 50_000 },
  GBP: { stakeScale: 0.01, maxWin: 50_000 },
  KZT: { stakeScale: 5, maxWin: 25_000_000 },
  UAH: { stakeScale: 0.5, maxWin: 2_500_000 },
  HRK: { stakeScale: 0.1, maxWin: 500_000 },
  AZN: { stakeScale: 0.02, maxWin: 100_000 },
  BYN: { stakeScale: 0.03, maxWin: 150_000 },
};

/** Any other currency. */
export const DEFAULT_CASINO_STAKE_TABLE: CasinoStakeTable = { stakeScale: 0.1, maxWin: 500_000 };

/** Site config `casinoStakeLimits`. */
export const CasinoStakeTablesConfigSchema = v.record(
  v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  v.object({
    stakeScale: v.pipe(v.number(), v.finite(), v.gtValue(0)),
    maxWin: v.pipe(v.number(), v.finite(), v.gtValue(0)),
  }),
);

const CASINO_TABLES: PerCurrencyTables<CasinoStakeTable, CasinoStakeTable> = {
  configKey: 'casinoStakeLimits',
  schema: CasinoStakeTablesConfigSchema,
  fromConfig: (configured) => configured,
  tables: CASINO_STAKE_TABLES,
  fallback: DEFAULT_CASINO_STAKE_TABLE,
};

/** The casino table of a currency. */
export function casinoTableFor(iso: string, config: Record<string, unknown> = {}): CasinoStakeTable {
  return tableFor(CASINO_TABLES, iso, config);
}

/** A game's stake bounds as the catalogue states them (roubles). */
export interface GameStakeBounds {
  minStake: number;
  maxStake: number;
}

/** What a game allows in one currency, in its minor units. */
export interface CasinoBounds {
  minStakeMinor: number;
  maxStakeMinor: number;
  maxWinMinor: number;
}

/** A game's bounds and the maximum win in a currency with `minorUnits` decimals (rounded inwards). */
export function casinoBoundsFor(game: GameStakeBounds, table: CasinoStakeTable, minorUnits: number): CasinoBounds {
  const scale = 10 ** minorUnits;
  // The products are rounded to 1e-6 of a minor unit first, so 0.01 × 100 is 1 and not 1.0000000000000002.
  const minor = (major: number): number => Math.round(major * scale * 1e6) / 1e6;
  const minStakeMinor = Math.max(1, Math.ceil(minor(game.minStake * table.stakeScale)));
  const maxStakeMinor = Math.max(minStakeMinor, Math.floor(minor(game.maxStake * table.stakeScale)));
  return { minStakeMinor, maxStakeMinor, maxWinMinor: Math.floor(minor(table.maxWin)) };
}
