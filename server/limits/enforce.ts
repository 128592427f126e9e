/**
 * Where the limits bite (issue 12: nothing is enforced only in the browser). Pure functions over the
 * database and the time given:
 * - `remainingMinor`: what is left of a money limit in its window — the rolling last 24 h / 7 d / 30 d
 *   of the ledger in the limit's currency: stakes less refunds (wager), stakes less refunds and
 *   payouts (loss), deposits (deposit);
 * - `stakeRefusal`: a stake beyond a wager or loss limit (422 `limit_exceeded`);
 * - `exclusionRefusal`: anything during self-exclusion or time-out (403 `self_excluded`), which the
 *   stake guard asks of every stake;
 * - `depositAllowed`: a deposit beyond a deposit limit, or during self-exclusion or time-out;
 * - `loginRefusal`: self-exclusion, time-out, or a session limit used up within the last 24 h
 *   (403 `login_forbidden`);
 * - `playerCallRefusal`: a player call during self-exclusion or time-out (403 `self_excluded`), or
 *   after the session's hours are used up (403 `session_limit_reached`).
 */
import { AuthErrorCodes } from '@kickoff/contracts';
import { EXTRA_LIMIT_TYPES, LimitErrorCodes, LimitTypes } from '@kickoff/wallet-contracts';
import type { Db } from '../db/open';
import type { MetaValue } from '../http/errors';
import { toMajor } from '../money';
import { windowMs } from './catalog';
import { createLimitsStore, type LimitRow, type LimitsStore } from './store/limits';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const WAGER: readonly number[] = [1, 2, 3];
const LOSS: readonly number[] = [10, 11, 12];
const DEPOSIT: readonly number[] = [20, 21, 22];

export interface Refusal {
  status: number;
  code: string;
  detail: string;
  meta: Record<string, MetaValue>;
}

const stores = new WeakMap<Db, LimitsStore>();
/** The store of a database (statements prepared once per connection). */
export function limitsStoreOf(db: Db): LimitsStore {
  let store = stores.get(db);
  if (!store) {
    store = createLimitsStore(db);
    stores.set(db, store);
  }
  return store;
}

/** What a money limit has used in its window (minor units). */
export function usedMinor(store: LimitsStore, row: Pick<LimitRow, 'user_id' | 'limit_type' | 'measure'>, now: number): number {
  const s = store.spending(row.user_id, row.measure, now - windowMs(row.limit_type));
  if (WAGER.includes(row.limit_type)) return Math.max(0, s.stakes - s.refunds);
  if (LOSS.includes(row.limit_type)) return Math.max(0, s.stakes - s.refunds - s.payouts);
  if (DEPOSIT.includes(row.limit_type)) return s.deposits;
  throw new RangeError(`limit ${row.limit_type} is not a money limit`);
}

export function remainingMinor(store: LimitsStore, row: LimitRow, now: number): number {
  return Math.max(0, row.value - usedMinor(store, row, now));
}

const seconds = (ms: number): number => Math.floor(ms / 1000);

/** The tightest active money limit of these types in this currency that `amountMinor` goes beyond. */
function exceeded(store: LimitsStore, userId: number, types: readonly number[], currency: string, amountMinor: number, now: number): Refusal | null {
  let worst: { row: LimitRow; remaining: number } | undefined;
  for (const type of types) {
    const row = store.active(userId, type);
    if (!row || row.measure !== currency) continue;
    const remaining = remainingMinor(store, row, now);
    if (amountMinor > remaining && (!worst || remaining < worst.remaining)) worst = { row, remaining };
  }
  if (!worst) return null;
  const remaining = toMajor(worst.remaining, worst.row.minor_units);
  return {
    status: 422,
    code: LimitErrorCodes.limitExceeded,
    detail: `Your limit ${worst.row.limit_type} leaves ${remaining} ${currency} in its period`,
    meta: { limitType: worst.row.limit_type, remaining, currency },
  };
}

export interface StakeQuery {
  userId: number;
  currency: string;
  amountMinor: number;
  now: number;
}

/** A stake beyond a wager or loss limit's remaining balance (limits in the stake's currency). */
export function stakeRefusal(db: Db, q: StakeQuery): Refusal | null {
  return exceeded(limitsStoreOf(db), q.userId, [...EXTRA_LIMIT_TYPES], q.currency, q.amountMinor, q.now);
}

/** The active self-exclusion or time-out (the later end first), if any. */
function exclusion(store: LimitsStore, userId: number, now: number): LimitRow | undefined {
  return [LimitTypes.selfExclusion, LimitTypes.timeOut]
    .map((type) => store.active(userId, type))
    .filter((row): row is LimitRow => row !== undefined && row.ends_at !== null && row.ends_at > now)
    .sort((a, b) => (b.ends_at ?? 0) - (a.ends_at ?? 0))[0];
}

export type DepositDecision = { allowed: true } | { allowed: false; refusal: Refusal };

export interface DepositQuery {
  userId: number;
  /** ISO code of the account the deposit goes to. */
  currency: string;
  amountMinor: number;
  /**
   * Money already reserved by the player's open deposits in the same currency (checkouts not yet
   * paid or expired, deposits the provider is confirming): counted with `amountMinor`. Default 0.
   */
  pendingMinor?: number;
  /** Milliseconds since the epoch (the server clock). */
  now: number;
}

/**
 * Whether a deposit may be taken: refused during self-exclusion or time-out (403 `self_excluded`) and
 * beyond a deposit limit's remaining balance (422 `limit_exceeded`, meta limitType, remaining, currency).
 * The payments code calls it when a checkout starts, with the money its open checkouts reserve (in the
 * same transaction as the new checkout's row).
 */
export function depositAllowed(db: Db, q: DepositQuery): DepositDecision {
  const store = limitsStoreOf(db);
  const excluded = exclusion(store, q.userId, q.now);
  if (excluded) return { allowed: false, refusal: excludedRefusal(excluded) };
  const over = exceeded(store, q.userId, DEPOSIT, q.currency, q.amountMinor + (q.pendingMinor ?? 0), q.now);
  return over ? { allowed: false, refusal: over } : { allowed: true };
}

/** Self-exclusion or time-out now (403 `self_excluded`), or null. */
export function exclusionRefusal(db: Db, userId: number, now: number): Refusal | null {
  const excluded = exclusion(limitsStoreOf(db), userId, now);
  return excluded ? excludedRefusal(excluded) : null;
}

function excludedRefusal(row: LimitRow): Refusal {
  const what = row.limit_type === LimitTypes.timeOut ? 'a time-out' : 'self-exclusion';
  return {
    status: 403,
    code: LimitErrorCodes.selfExcluded,
    detail: `Your account is closed by ${what} until ${new Date(row.ends_at ?? 0).toISOString()}`,
    meta: { limitType: row.limit_type, until: seconds(row.ends_at ?? 0) },
  };
}

/** Why the player may not sign in now: self-exclusion, time-out, or a session limit used up within 24 h. */
export function loginRefusal(db: Db, userId: number, now: number): Refusal | null {
  const store = limitsStoreOf(db);
  const excluded = exclusion(store, userId, now);
  if (excluded) {
    const what = excluded.limit_type === LimitTypes.timeOut ? 'a time-out' : 'self-exclusion';
    return {
      status: 403,
      code: AuthErrorCodes.loginForbidden,
      detail: `You cannot log in during ${what} (until ${new Date(excluded.ends_at ?? 0).toISOString()})`,
      meta: { limitType: excluded.limit_type, until: seconds(excluded.ends_at ?? 0) },
    };
  }
  const stop = store.lastSessionStop(userId, now - DAY_MS);
  if (stop !== undefined) {
    return {
      status: 403,
      code: AuthErrorCodes.loginForbidden,
      detail: 'The session limit has ended: visit us tomorrow',
      meta: { limitType: LimitTypes.session, until: seconds(stop + DAY_MS) },
    };
  }
  return null;
}

export interface SessionState {
  /** When the session limit ends this session (ms); null without a session limit. */
  endsAt: number | null;
  reached: boolean;
}

/**
 * The session limit of a session that started at `startedAt`: its hours count from the login. Once
 * used up, the stop is recorded (the login stays refused for 24 h).
 */
export function sessionState(db: Db, session: { userId: number; sessionId: string; startedAt: number }, now: number): SessionState {
  const store = limitsStoreOf(db);
  const row = store.active(session.userId, LimitTypes.session);
  if (!row || row.value <= 0) return { endsAt: null, reached: false };
  const endsAt = session.startedAt + row.value * HOUR_MS;
  if (now < endsAt) return { endsAt, reached: false };
  store.recordSessionStop(session.userId, session.sessionId, endsAt);
  return { endsAt, reached: true };
}

/** Why a signed-in player's call is refused: self-exclusion or time-out, or the session limit used up. */
export function playerCallRefusal(db: Db, session: { userId: number; sessionId: string; startedAt: number }, now: number): Refusal | null {
  const excluded = exclusion(limitsStoreOf(db), session.userId, now);
  if (excluded) return excludedRefusal(excluded);
  const state = sessionState(db, session, now);
  if (!state.reached) return null;
  return {
    status: 403,
    code: LimitErrorCodes.sessionLimitReached,
    detail: 'The session limit has ended: visit us tomorrow',
    meta: { endedAt: seconds(state.endsAt ?? now) },
  };
}
