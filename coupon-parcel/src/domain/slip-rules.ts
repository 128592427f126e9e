/**
 * The coupon's rules around the maths (shell spec §3-§5, §9): which types a selection offers, which
 * bets are locked, what a coefficient change does under the player's policy, the amount step and
 * first amount by currency, and the stake limits the coupon shows. Pure: no stores, no DOM.
 */
import { CouponType, type CouponTypeId } from './types';
import { floorMoney } from './money';

// Types ------------------------------------------------------------------------------------------

export { MAX_LUCKY_SELECTIONS, availableTypes, typeForCount } from './coupon-types';

/** Types whose lines combine selections: a dependent or express-banned bet cannot be part of them. */
export const isCombinedType = (typeId: CouponTypeId): boolean => typeId !== CouponType.single && typeId !== CouponType.manySingles;

/** The system size after the selections changed: kept when still valid (2 ≤ k < non-bankers), else 2 (spec §5: never below 2). */
export function systemValueFor(current: number | null, freeSelections: number): number {
  if (current !== null && current >= 2 && current <= freeSelections - 1) return current;
  return 2;
}

// Locked bets ------------------------------------------------------------------------------------

export type LockReason = 'blocked' | 'finished' | 'dependent' | 'bannedExpress';

export interface BetLockInput {
  readonly gameId: number;
  /** The odd or its market is suspended in the feed now. */
  readonly isBlocked: boolean;
  /** The game ended (finished flag or status 4). */
  readonly isFinished: boolean;
  readonly isBannedExpress: boolean;
}

/** Odd positions whose game appears more than once in the coupon (their outcomes depend on each other: `isDepend`). */
export function dependentIndexes(bets: readonly { readonly gameId: number }[]): Set<number> {
  const count = new Map<number, number>();
  for (const b of bets) count.set(b.gameId, (count.get(b.gameId) ?? 0) + 1);
  const out = new Set<number>();
  bets.forEach((b, i) => {
    if ((count.get(b.gameId) ?? 0) > 1) out.add(i);
  });
  return out;
}

/**
 * Why a bet cannot be placed in this coupon, or null (spec §3: a bet is locked if it is blocked,
 * dependent or banned from express). Dependence and the express ban only lock in types that combine
 * selections: as singles each bet stands alone.
 */
export function lockReason(bet: BetLockInput, isDepend: boolean, typeId: CouponTypeId): LockReason | null {
  if (bet.isFinished) return 'finished';
  if (bet.isBlocked) return 'blocked';
  if (isCombinedType(typeId) && isDepend) return 'dependent';
  if (isCombinedType(typeId) && bet.isBannedExpress) return 'bannedExpress';
  return null;
}

// Coefficient changes ----------------------------------------------------------------------------

/** The three auto-accept modes (spec §3): 0 confirm every change, 1 accept any change, 2 accept only a rise (default). */
export type ChangeCoefAction = 0 | 1 | 2;
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = 2;

/** What a moved coefficient does under the policy: nothing (same), taken silently (accept) or asked (confirm). */
export function coefChangeDecision(accepted: number, current: number, policy: ChangeCoefAction): 'same' | 'accept' | 'confirm' {
  if (current === accepted) return 'same';
  if (policy === 1) return 'accept';
  if (policy === 2 && current > accepted) return 'accept';
  return 'confirm';
}

// Amounts ----------------------------------------------------------------------------------------

/**
 * Amount step and first amount by currency (spec §9 gives part of the tables: step RUB 100, USD and
 * EUR 2.5, GBP 2.5, JPY 500, KWD 0.5; first amount RUB 150, USD 5, EUR 5, UAH 50). The missing cells
 * are Kickoff's choice, in the same spirit (about a dollar's worth a step); unknown currencies use the
 * RUB values, as the spec says.
 */
export const AMOUNT_STEP_BY_CURRENCY: Readonly<Record<string, number>> = {
  RUB: 100, USD: 2.5, EUR: 2.5, GBP: 2.5, JPY: 500, KWD: 0.5, UAH: 50, KZT: 500, BYN: 5, UZS: 10_000, TRY: 50, PLN: 10,
};
export const INITIAL_AMOUNT_BY_CURRENCY: Readonly<Record<string, number>> = {
  RUB: 150, USD: 5, EUR: 5, UAH: 50, GBP: 5, JPY: 700, KWD: 1, KZT: 700, BYN: 5, UZS: 20_000, TRY: 50, PLN: 20,
};
const FALLBACK_ISO = 'RUB';

/** The table's own entry for `iso` (not an inherited name such as "toString"), else the RUB entry. */
const byCurrency = (table: Readonly<Record<string, number>>, iso: string | null): number =>
  iso !== null && Object.hasOwn(table, iso) ? (table[iso] as number) : (table[FALLBACK_ISO] as number);

export const amountStepFor = (iso: string | null): number => byCurrency(AMOUNT_STEP_BY_CURRENCY, iso);
export const initialAmountFor = (iso: string | null): number => byCurrency(INITIAL_AMOUNT_BY_CURRENCY, iso);

/** One step up or down from `amount`, never below 0; the result keeps whole minor units. */
export function stepAmount(amount: number, step: number, direction: 1 | -1): number {
  const next = Math.round((amount + direction * step) * 100) / 100;
  return Math.max(0, next);
}

/** The stake limits of a currency as the wallet states them (GET coupon/limits). */
export interface StakeLimits {
  /** A single's minimum and maximum (and every type's without byType). */
  readonly minStake: number;
  readonly maxStake: number;
  readonly maxPayout: number;
  /** Each coupon type's minimum and maximum, by type id (what placing enforces). */
  readonly byType?: Readonly<Record<string, { readonly min: number; readonly max: number }>>;
  readonly minAmountTypes: readonly number[];
  readonly maxAmountTypes: readonly number[];
}

/** The minimum and maximum stake of one coupon type. */
export function typeLimits(limits: StakeLimits, typeId: CouponTypeId): { readonly min: number; readonly max: number } {
  return limits.byType?.[String(typeId)] ?? { min: limits.minStake, max: limits.maxStake };
}

/** The minimum the coupon shows and enforces, or null (spec §5: only for configured types, when a minimum exists). */
export function minAmountFor(limits: StakeLimits, typeId: CouponTypeId): number | null {
  const { min } = typeLimits(limits, typeId);
  return limits.minAmountTypes.includes(typeId) && min > 0 ? min : null;
}

/**
 * The largest stake the coupon allows (the max-stake button, auto-max): the currency's maximum for
 * configured types except on a bonus account (spec §5), the maximum payout divided by what one unit
 * of stake pays, and the balance; rounded down to whole minor units. Null when nothing limits it.
 */
export function maxAmountFor(input: {
  readonly limits: StakeLimits;
  readonly typeId: CouponTypeId;
  readonly isBonusAccount: boolean;
  /** Possible win of a stake of 1 (0 when the coupon cannot be priced). */
  readonly winPerUnit: number;
  readonly balance: number | null;
}): number | null {
  const caps: number[] = [];
  if (!input.isBonusAccount && input.limits.maxAmountTypes.includes(input.typeId)) caps.push(typeLimits(input.limits, input.typeId).max);
  if (input.winPerUnit > 0) caps.push(input.limits.maxPayout / input.winPerUnit);
  if (input.balance !== null) caps.push(Math.max(0, input.balance));
  return caps.length === 0 ? null : floorMoney(Math.min(...caps));
}

/** The maximum is shown for configured types except on a bonus account (spec §5). */
export const showsMaxAmount = (limits: StakeLimits, typeId: CouponTypeId, isBonusAccount: boolean): boolean =>
  !isBonusAccount && limits.maxAmountTypes.includes(typeId);

// Coupon reminder --------------------------------------------------------------------------------

/** Reminder delays (spec §4, §9): a live bet after 30 s, a line bet after 5 min. */
export const REMINDER_LIVE_MS = 30_000;
export const REMINDER_LINE_MS = 5 * 60_000;

/**
 * When the reminder is due: the earliest of each open (not locked) bet's add time plus its delay;
 * null when no bet qualifies.
 */
export function reminderDueAt(bets: readonly { readonly addedAt: number; readonly isLive: boolean; readonly locked: boolean }[]): number | null {
  let due: number | null = null;
  for (const b of bets) {
    if (b.locked) continue;
    const at = b.addedAt + (b.isLive ? REMINDER_LIVE_MS : REMINDER_LINE_MS);
    if (due === null || at < due) due = at;
  }
  return due;
}
