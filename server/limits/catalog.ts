/**
 * What each limit type is (account spec §3 "Limit", §9): its measure, the values it takes, whether it
 * is a money limit (custom amounts, counted over a window of the ledger) or a period limit (days,
 * never cancelled or shortened while active), and which direction is stricter. Pure.
 */
import {
  EXTRA_LOCK_DAYS,
  LIMIT_WINDOW_SECONDS,
  MONEY_LIMIT_TYPES,
  NO_LIMIT_VALUE,
  NOT_SET_VALUE,
  PERIOD_LIMIT_TYPES,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DAYS,
  SESSION_LIMIT_HOURS,
  TIME_OUT_DAYS,
  type LimitType,
} from '@kickoff/wallet-contracts';

export type LimitKind = 'money' | 'period' | 'duration';

export interface LimitDefinition {
  type: LimitType;
  kind: LimitKind;
  /** 'days', 'hours' or 'minutes'; money limits are measured in the player's currency. */
  unit: 'money' | 'days' | 'hours' | 'minutes';
  /** The options the office shows (money limits accept any other amount too). */
  availableValues: readonly number[];
  /** The value that removes the limit (null: a period limit cannot be removed, it runs out). */
  removeValue: number | null;
}

/** Suggested amounts of the money limits (major units), and "no limit". */
const MONEY_OPTIONS: readonly number[] = [1_000, 5_000, 10_000, 50_000, 100_000, NO_LIMIT_VALUE];

const money = (type: LimitType): LimitDefinition => ({ type, kind: 'money', unit: 'money', availableValues: MONEY_OPTIONS, removeValue: NO_LIMIT_VALUE });

export const LIMIT_CATALOG: ReadonlyMap<number, LimitDefinition> = new Map<number, LimitDefinition>([
  ...MONEY_LIMIT_TYPES.map((type): [number, LimitDefinition] => [type, money(type)]),
  [30, { type: 30, kind: 'period', unit: 'days', availableValues: SELF_EXCLUSION_DAYS, removeValue: null }],
  [31, { type: 31, kind: 'duration', unit: 'hours', availableValues: [...SESSION_LIMIT_HOURS, NOT_SET_VALUE], removeValue: NOT_SET_VALUE }],
  [32, { type: 32, kind: 'duration', unit: 'minutes', availableValues: [...REALITY_CHECK_MINUTES, NOT_SET_VALUE], removeValue: NOT_SET_VALUE }],
  [33, { type: 33, kind: 'period', unit: 'days', availableValues: TIME_OUT_DAYS, removeValue: null }],
  [37, { type: 37, kind: 'period', unit: 'days', availableValues: EXTRA_LOCK_DAYS, removeValue: null }],
]);

export const definitionOf = (type: number): LimitDefinition | undefined => LIMIT_CATALOG.get(type);

export const isPeriodType = (type: number): boolean => PERIOD_LIMIT_TYPES.some((t) => t === type);

/** The window a money limit counts over, in milliseconds. */
export function windowMs(type: number): number {
  const seconds = LIMIT_WINDOW_SECONDS[type];
  if (seconds === undefined) throw new RangeError(`limit ${type} has no window`);
  return seconds * 1000;
}

/** Whether a major-unit amount is a valid money limit: positive, at most 2 decimals, at most "no limit". */
export function validMoney(value: number): boolean {
  return value > 0 && value <= NO_LIMIT_VALUE && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Why `value` is not a value of the type, or null when it is. */
export function valueRefusal(def: LimitDefinition, value: number): string | null {
  if (def.kind === 'money') return validMoney(value) ? null : `Limit ${def.type}: a positive amount with at most 2 decimals, up to ${NO_LIMIT_VALUE}`;
  return def.availableValues.includes(value) ? null : `Limit ${def.type}: one of ${def.availableValues.join(', ')}`;
}
