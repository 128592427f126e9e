/**
 * The responsible-gaming screen's rules (account spec §3 "Limit", §4, §5, §9), pure: which limit of a
 * type is in force and which is pending, what a change will do (at once, or after the self-test, 24
 * hours and the player's confirmation), when a pending change can be confirmed, and the money input.
 */
import {
  EXTRA_LIMIT_TYPES,
  LIMIT_APPROVAL_SECONDS,
  LimitStates,
  LimitTypes,
  MONEY_LIMIT_TYPES,
  NOT_SET_VALUE,
  NO_LIMIT_VALUE,
  type Limit,
  type LimitType,
} from '@kickoff/platform-wallet';

/** The money limits by kind, each per 24 h, 7 days and 30 days. */
export const MONEY_GROUPS: ReadonlyArray<{ kind: 'deposit' | 'wager' | 'loss'; types: readonly LimitType[] }> = [
  { kind: 'deposit', types: [LimitTypes.deposit24h, LimitTypes.deposit7d, LimitTypes.deposit30d] },
  { kind: 'wager', types: [LimitTypes.wager24h, LimitTypes.wager7d, LimitTypes.wager30d] },
  { kind: 'loss', types: [LimitTypes.loss24h, LimitTypes.loss7d, LimitTypes.loss30d] },
];

export interface TypeState {
  /** The limit in force (ACTIVE), if any. */
  active: Limit | null;
  /** A change waiting for its 24 hours and the player's confirmation (PENDING), if any. */
  pending: Limit | null;
}

export function stateOf(limits: readonly Limit[], type: LimitType): TypeState {
  const of = (state: string) => limits.find((l) => l.limitType === type && l.limitState === state) ?? null;
  return { active: of(LimitStates.active), pending: of(LimitStates.pending) };
}

/** The value meaning "no limit" for a type: 999 999 999 for money limits, −1 for session and reality check. */
export const noLimitValue = (type: LimitType): number => (MONEY_LIMIT_TYPES.includes(type) ? NO_LIMIT_VALUE : NOT_SET_VALUE);

/** Whether a value means "no limit". */
export const isNoLimit = (type: LimitType, value: number): boolean => value === noLimitValue(type);

/**
 * What asking for `next` does (§4, §5): a new limit or a stricter one applies at once; a looser one or
 * a removal asks the self-test and then waits 24 hours for the player's confirmation.
 */
export type ChangeEffect = 'now' | 'after-approval' | 'unchanged';

export function changeEffect(type: LimitType, current: Limit | null, next: number): ChangeEffect {
  const removing = isNoLimit(type, next);
  if (!current) return removing ? 'unchanged' : 'now';
  if (current.limitValue === next) return 'unchanged';
  if (removing) return 'after-approval';
  return next < current.limitValue ? 'now' : 'after-approval';
}

/** When a pending change may be confirmed (unix seconds). */
export const approveAt = (pending: Limit): number => pending.startedAt + LIMIT_APPROVAL_SECONDS;

/** Whether a pending change can be confirmed now (`nowSeconds`, unix seconds). */
export const canConfirm = (pending: Limit, nowSeconds: number): boolean => pending.needApprove && nowSeconds >= approveAt(pending);

/** Whether the extra-limits lock (37) holds the wager and loss limits as they are. */
export const extraLocked = (limits: readonly Limit[]): boolean =>
  limits.some((l) => l.limitType === LimitTypes.extraLock && l.limitState === LimitStates.active);

export const isLockedByExtra = (type: LimitType, limits: readonly Limit[]): boolean => EXTRA_LIMIT_TYPES.includes(type) && extraLocked(limits);

/**
 * A money amount typed by the player: a positive number with at most two decimals (a comma works as
 * the decimal point), below the "no limit" value; null for anything else.
 */
export function parseMoneyLimit(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalized)) return null;
  const value = Number(normalized);
  return value > 0 && value < NO_LIMIT_VALUE ? value : null;
}
