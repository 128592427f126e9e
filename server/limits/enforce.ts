/**
 * Where the limits bite (issue 12: nothing is enforced only in the browser). Pure functions over the
 * database and the time given:
 * - `remainingMinor`: what is left of a money limit in its window — the rolling last 24 h / 7 d / 30 d
 *   of the ledger of every real-money account of the player, other currencies converted into the
 *   limit's at the limits' rates (./rates.ts): stakes less refunds (wager), stakes less refunds and
 *   payouts (loss), deposits (deposit);
 * - `stakeRefusal`: a stake beyond a wager or loss limit, in any currency (422 `limit_exceeded`);
 * - `exclusionRefusal`: anything during self-exclusion or time-out (403 `self_excluded`), which the
 *   stake guard asks of every stake;
 * - `depositAllowed`: a deposit (with what open checkouts reserve) beyond a deposit limit, in any
 *   currency, or during self-exclusion or time-out;
 * - `loginRefusal`: a session limit used up within the last 24 h (403 `login_forbidden`); a
 *   self-excluded or timed-out player signs in, restricted (`restriction`);
 * - `playerCallRefusal`: during self-exclusion or time-out a player call on a route that is not open
 *   to a restricted player (403 `self_excluded`; open: reading the account and the history,
 *   withdrawals), or once the time signed in over the last 24 h (every session) used up the
 *   session limit (403 `session_limit_reached`, and the session ends).
 */
import { AuthErrorCodes } from '@kickoff/contracts';
import { EXTRA_LIMIT_TYPES, LimitErrorCodes, LimitTypes } from '@kickoff/wallet-contracts';
import type { Db } from '../db/open';
import type { MetaValue } from '../http/errors';
import { toMajor } from '../money';
import { windowMs } from './catalog';
import { convertMinor, type Money } from './rates';
import { limitReachedAt, signedInMs, type Span } from './session-time';
import { createLimitsStore, type LimitRow, type LimitsStore, type Spending } from './store/limits';

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

/**
 * The ledger sums of every real-money account of the player since `since`, each currency converted
 * into `currency` (minor units with `minorUnits` decimals) at the limits' rates (./rates.ts).
 */
export function spendingIn(store: LimitsStore, userId: number, currency: { iso: string; minorUnits: number }, since: number): Spending {
  const total: Spending = { stakes: 0, payouts: 0, refunds: 0, deposits: 0 };
  for (const row of store.spending(userId, since)) {
    const convert = (minor: number): number => convertMinor({ minor, iso: row.iso, minorUnits: row.minor_units }, currency.iso, currency.minorUnits);
    total.stakes += convert(row.stakes);
    total.payouts += convert(row.payouts);
    total.refunds += convert(row.refunds);
    total.deposits += convert(row.deposits);
  }
  return total;
}

/** What a money limit has used in its window (minor units of the limit's currency, every account counted). */
export function usedMinor(store: LimitsStore, row: Pick<LimitRow, 'user_id' | 'limit_type' | 'measure' | 'minor_units'>, now: number): number {
  const s = spendingIn(store, row.user_id, { iso: row.measure, minorUnits: row.minor_units }, now - windowMs(row.limit_type));
  if (WAGER.includes(row.limit_type)) return Math.max(0, s.stakes - s.refunds);
  if (LOSS.includes(row.limit_type)) return Math.max(0, s.stakes - s.refunds - s.payouts);
  if (DEPOSIT.includes(row.limit_type)) return s.deposits;
  throw new RangeError(`limit ${row.limit_type} is not a money limit`);
}

export function remainingMinor(store: LimitsStore, row: LimitRow, now: number): number {
  return Math.max(0, row.value - usedMinor(store, row, now));
}

const seconds = (ms: number): number => Math.floor(ms / 1000);

/** The player's ACTIVE limits by type, read once per call or stake (most players have none). */
export type ActiveLimits = ReadonlyMap<number, LimitRow>;

/**
 * The tightest active money limit of these types that `amount` goes beyond: the amount is converted
 * into each limit's currency and compared with what is left of it.
 */
function exceeded(store: LimitsStore, active: ActiveLimits, types: readonly number[], amount: Money, now: number): Refusal | null {
  let worst: { row: LimitRow; remaining: number } | undefined;
  for (const type of types) {
    const row = active.get(type);
    if (!row) continue;
    const needed = convertMinor(amount, row.measure, row.minor_units);
    const remaining = remainingMinor(store, row, now);
    if (needed > remaining && (!worst || remaining < worst.remaining)) worst = { row, remaining };
  }
  if (!worst) return null;
  const remaining = toMajor(worst.remaining, worst.row.minor_units);
  const currency = worst.row.measure;
  return {
    status: 422,
    code: LimitErrorCodes.limitExceeded,
    detail: `Your limit ${worst.row.limit_type} leaves ${remaining} ${currency} in its period`,
    meta: { limitType: worst.row.limit_type, remaining, currency },
  };
}

/** Minor units of a currency the server knows (2 when the currency is unknown to the reference data). */
function moneyOf(store: LimitsStore, minor: number, iso: string): Money {
  return { minor, iso, minorUnits: store.minorUnits(iso) };
}

export interface StakeQuery {
  userId: number;
  /** ISO code of the account the stake is taken from (compared in each limit's currency). */
  currency: string;
  amountMinor: number;
  now: number;
}

/** A stake beyond a wager or loss limit's remaining balance (the stake converted into the limit's currency). */
export function stakeRefusal(db: Db, q: StakeQuery, known?: ActiveLimits): Refusal | null {
  const store = limitsStoreOf(db);
  const active = known ?? store.activeByType(q.userId);
  if (!EXTRA_LIMIT_TYPES.some((type) => active.has(type))) return null;
  return exceeded(store, active, [...EXTRA_LIMIT_TYPES], moneyOf(store, q.amountMinor, q.currency), q.now);
}

/** The active self-exclusion or time-out (the later end first), if any. */
function exclusion(active: ActiveLimits, now: number): LimitRow | undefined {
  return [LimitTypes.selfExclusion, LimitTypes.timeOut]
    .map((type) => active.get(type))
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
  const active = store.activeByType(q.userId);
  const excluded = exclusion(active, q.now);
  if (excluded) return { allowed: false, refusal: excludedRefusal(excluded) };
  if (!DEPOSIT.some((type) => active.has(type))) return { allowed: true };
  const over = exceeded(store, active, DEPOSIT, moneyOf(store, q.amountMinor + (q.pendingMinor ?? 0), q.currency), q.now);
  return over ? { allowed: false, refusal: over } : { allowed: true };
}

/** Self-exclusion or time-out now (403 `self_excluded`), or null. */
export function exclusionRefusal(db: Db, userId: number, now: number, known?: ActiveLimits): Refusal | null {
  const excluded = exclusion(known ?? limitsStoreOf(db).activeByType(userId), now);
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

/** The spans a player was signed in (the identity's `app.identitySessions.signedIn`). */
export type SessionSpans = (userId: number, since: number, now: number) => Span[];

/**
 * When the player's session limit was used up within the last 24 h: the latest recorded stop, or
 * the moment his time signed in over the last 24 h (every session, parallel ones counted once)
 * reached the limit's hours; undefined when it was not.
 */
function sessionLimitUsedAt(store: LimitsStore, spans: SessionSpans, userId: number, now: number): number | undefined {
  const since = now - DAY_MS;
  const stop = store.lastSessionStop(userId, since);
  const row = store.active(userId, LimitTypes.session);
  const reached = row && row.value > 0 ? limitReachedAt(spans(userId, since, now), since, now, row.value * HOUR_MS) : null;
  if (reached === null) return stop;
  return stop === undefined ? reached : Math.max(stop, reached);
}

/** Why the player may not sign in now: a session limit used up within the last 24 h (self-exclusion and time-out let him in, restricted). */
export function loginRefusal(db: Db, spans: SessionSpans, userId: number, now: number): Refusal | null {
  const usedAt = sessionLimitUsedAt(limitsStoreOf(db), spans, userId, now);
  if (usedAt === undefined) return null;
  return {
    status: 403,
    code: AuthErrorCodes.loginForbidden,
    detail: 'The session limit has ended: visit us tomorrow',
    meta: { limitType: LimitTypes.session, until: seconds(usedAt + DAY_MS) },
  };
}

/** The self-exclusion or time-out that restricts the player now (he may only withdraw and read his history), if any. */
export function restriction(db: Db, userId: number, now: number): { limitType: number; until: number } | null {
  const excluded = exclusion(limitsStoreOf(db).activeByType(userId), now);
  return excluded ? { limitType: excluded.limit_type, until: seconds(excluded.ends_at ?? 0) } : null;
}

export interface SessionState {
  /** When the session limit ends the player's time (ms; if he stays signed in); null without a session limit. */
  endsAt: number | null;
  reached: boolean;
}

/**
 * The session limit: the time the player was signed in over the last 24 h, all his sessions counted
 * (./session-time.ts). Once used up, the stop is recorded (the login stays refused for 24 h).
 */
export function sessionState(db: Db, spans: SessionSpans, session: { userId: number; sessionId: string }, now: number, active?: ActiveLimits): SessionState {
  const store = limitsStoreOf(db);
  const row = (active ?? store.activeByType(session.userId)).get(LimitTypes.session);
  if (!row || row.value <= 0) return { endsAt: null, reached: false };
  const since = now - DAY_MS;
  const limitMs = row.value * HOUR_MS;
  const signedIn = spans(session.userId, since, now);
  const reachedAt = limitReachedAt(signedIn, since, now, limitMs);
  if (reachedAt === null) return { endsAt: now + limitMs - signedInMs(signedIn, since, now), reached: false };
  store.recordSessionStop(session.userId, session.sessionId, reachedAt);
  return { endsAt: reachedAt, reached: true };
}

export interface CallRefusal extends Refusal {
  /** The session ends at this time (ms): the session limit was used up. */
  endSessionAt?: number;
}

/**
 * Why a signed-in player's call is refused: self-exclusion or time-out on a route that does not stay
 * open to a restricted player (`restrictedOpen` false), or the session limit used up (the session
 * then ends at the moment it was used up).
 */
export function playerCallRefusal(db: Db, spans: SessionSpans, session: { userId: number; sessionId: string }, now: number, restrictedOpen: boolean): CallRefusal | null {
  const active = limitsStoreOf(db).activeByType(session.userId);
  if (!restrictedOpen) {
    const excluded = exclusion(active, now);
    if (excluded) return excludedRefusal(excluded);
  }
  const state = sessionState(db, spans, session, now, active);
  if (!state.reached) return null;
  const endedAt = state.endsAt ?? now;
  return {
    status: 403,
    code: LimitErrorCodes.sessionLimitReached,
    detail: 'The session limit has ended: visit us tomorrow',
    meta: { endedAt: seconds(endedAt) },
    endSessionAt: endedAt,
  };
}
