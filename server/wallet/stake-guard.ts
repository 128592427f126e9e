/**
 * The stake guard (docs/api.md "Stake guard"): the one place every stake is cleared — a sports coupon,
 * a toto coupon, a casino round, a live-table round. Each stake path calls `check(stake)` inside the
 * transaction that debits the stake, after the stake is priced and before the balance check; a
 * refusal is thrown as an `HttpError` (rendered as that JSON:API error) and the whole stake rolls back.
 * It runs, in this order, and stops at the first refusal:
 *
 * 1. the player is banned — 403 `banned`;
 * 2. the player must accept changed terms — 451 code `1`;
 * 3. the player must still pass identification — 403 `identification_required`;
 *    (1–3: the player's standing, `app.identityStanding`, by the rules of the player routes' guards)
 * 4. self-exclusion or time-out — 403 `self_excluded` (checks registered at stage `exclusion`);
 * 5. wager and loss limits — 422 `limit_exceeded` (checks registered at stage `limits`);
 *    (4–5: other services add them with `add`, so the wallet does not know the limits service)
 * 6. the product's rules: a live table closed for its break — 409 `casino_table_closed` (meta
 *    reopensAt, ms); a casino or live stake outside the game's bounds in the account's currency —
 *    422 `casino_bad_stake` (meta minStake, maxStake, currency). Sports and toto coupons have their
 *    stake limits in pricing (limits.ts), before the guard.
 *
 * The clearance it answers is the most the stake may win: a casino or live round's maximum win in
 * minor units (casino-limits.ts; the round pays at most that), null for coupons (their maximum payout
 * is priced in).
 */
import { AuthErrorCodes } from '@kickoff/contracts';
import { KycErrorCodes } from '@kickoff/wallet-contracts';
import { PlayErrorCodes } from '@kickoff/casino-contracts/play';
import { HttpError } from '../http/errors';
import { toMajor } from '../money';
import type { PlayerStanding } from '../identity/standing';
import { casinoBoundsFor, casinoTableFor, type GameStakeBounds } from './casino-limits';

interface StakeBase {
  userId: number;
  accountId: number;
  /** ISO code of the account's currency. */
  currency: string;
  minorUnits: number;
  /** The stake in integer minor units. */
  amountMinor: number;
  /** Milliseconds since the epoch (server clock). */
  now: number;
}

/** A round of a casino game: its catalogue stake bounds (roubles). */
export interface CasinoStake {
  product: 'casino';
  gameId: number;
  game: GameStakeBounds;
}

/** A round at a live table: also whether the table is open now. */
export interface LiveStake {
  product: 'live';
  tableId: number;
  game: GameStakeBounds;
  table: { open: true } | { open: false; reopensAt: number };
}

/** One stake, as every stake path describes it. */
export type Stake = StakeBase & ({ product: 'sports' } | { product: 'toto' } | CasinoStake | LiveStake);

export type StakeProduct = Stake['product'];

/** A check another service adds: throws an `HttpError` to refuse. */
export type StakeCheck = (stake: Stake) => void;

/** Where a registered check runs: self-exclusion before the money limits. */
export type StakeCheckStage = 'exclusion' | 'limits';

export interface StakeClearance {
  /** The most the stake may win (minor units); null where the product prices its own maximum. */
  maxWinMinor: number | null;
}

export interface StakeGuard {
  /** Adds a check at its stage (default `limits`); checks of a stage run in the order they were added. */
  add(check: StakeCheck, stage?: StakeCheckStage): void;
  /** Clears a stake or throws the first refusal. */
  check(stake: Stake): StakeClearance;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The stake guard every stake goes through (wallet service). */
    walletStakeGuard: StakeGuard;
  }
}

export interface StakeGuardDeps {
  /** The player's ban, terms and identification (identity service). */
  standing(userId: number): PlayerStanding | undefined;
  /** The stored site config (its casinoStakeLimits override the casino tables). */
  config(): Record<string, unknown>;
}

/** 1–3: the player's standing. */
function checkStanding(standing: PlayerStanding | undefined): void {
  if (!standing) throw new HttpError(401, AuthErrorCodes.unauthorized, 'Sign in first');
  if (standing.banned) throw new HttpError(403, AuthErrorCodes.banned, 'Your account is restricted: this action is not available');
  if (standing.termsToAccept) throw new HttpError(451, AuthErrorCodes.termsChanged, 'The terms have changed: accept them to continue');
  if (standing.identificationRequired) throw new HttpError(403, KycErrorCodes.identificationRequired, 'Pass identification first (office → identification)');
}

/** 6: the product's rules; answers the clearance. */
function checkProduct(stake: Stake, config: Record<string, unknown>): StakeClearance {
  if (stake.product === 'sports' || stake.product === 'toto') return { maxWinMinor: null };
  if (stake.product === 'live' && stake.table.open === false) {
    throw new HttpError(409, PlayErrorCodes.tableClosed, 'The table is closed for its break: bets are taken again when it reopens', undefined, { reopensAt: stake.table.reopensAt });
  }
  const bounds = casinoBoundsFor(stake.game, casinoTableFor(stake.currency, config), stake.minorUnits);
  if (stake.amountMinor < bounds.minStakeMinor || stake.amountMinor > bounds.maxStakeMinor) {
    const minStake = toMajor(bounds.minStakeMinor, stake.minorUnits);
    const maxStake = toMajor(bounds.maxStakeMinor, stake.minorUnits);
    throw new HttpError(422, PlayErrorCodes.badStake, `The stake must be between ${minStake} and ${maxStake} ${stake.currency}`, undefined, { minStake, maxStake, currency: stake.currency });
  }
  return { maxWinMinor: bounds.maxWinMinor };
}

export function createStakeGuard(deps: StakeGuardDeps): StakeGuard {
  const stages: Record<StakeCheckStage, StakeCheck[]> = { exclusion: [], limits: [] };
  return {
    add: (check, stage = 'limits') => void stages[stage].push(check),
    check(stake) {
      checkStanding(deps.standing(stake.userId));
      for (const check of stages.exclusion) check(stake);
      for (const check of stages.limits) check(stake);
      return checkProduct(stake, deps.config());
    },
  };
}
