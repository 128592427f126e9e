/**
 * The betting calculator's rules, pure (no React, no DOM): what a player typed → the coupon the
 * maths sees (../domain), the inline errors, and the result (coefficient, lines, stake per line,
 * possible win, and once every played selection has a result the payout and the profit).
 *
 * Choices (the spec names only the page, shell spec §2; docs/architecture.md "Betting calculator"):
 * - selections per type: single 1; patent 3 (its definition); lucky 2 to 8 (Lucky 3 … Lucky 255);
 *   a system at least 3 besides bankers (systemOptions: k from 2 to r − 1); every other type 2 to
 *   16. A count outside them is an error next to the type, never a silent trim;
 * - odds are at least 1.01 (what a bookmaker quotes), typed in the player's coefficient view;
 * - the stake is above 0, at most 2 decimals, at most 1 000 000 000;
 * - an anti-express is priced by the book from the selections' markets (GET coupon/quote), which typed
 *   odds do not have: the player types the anti-express odds the coupon quoted, like any other odds.
 */
import {
  BetStatus,
  CouponType,
  InvalidCouponError,
  UnsettledBetError,
  couponCoef,
  lineCount,
  parseOdds,
  possibleWin,
  roundMoney,
  settle,
  systemOptions,
  type BetStatusId,
  type CouponTypeId,
  type SettledSelection,
  type SystemOption,
} from '../domain';
import type { CoefViewId } from '@kickoff/platform';

/** Coupon types in the spec's order (shell spec §3 "Coupon type ids"). */
export const CALCULATOR_TYPES: readonly CouponTypeId[] = Object.values(CouponType);

/** Bet statuses in the spec's order (shell spec §3 "Bet status"). */
export const CALCULATOR_STATUSES: readonly BetStatusId[] = Object.values(BetStatus);

/** How many selections each type takes in the calculator. */
export const SELECTION_LIMITS: Readonly<Record<CouponTypeId, { readonly min: number; readonly max: number }>> = {
  [CouponType.single]: { min: 1, max: 1 },
  [CouponType.express]: { min: 2, max: 16 },
  [CouponType.system]: { min: 3, max: 16 },
  [CouponType.chain]: { min: 2, max: 16 },
  [CouponType.multiBet]: { min: 2, max: 16 },
  [CouponType.conditional]: { min: 2, max: 16 },
  [CouponType.antiExpress]: { min: 2, max: 16 },
  [CouponType.lucky]: { min: 2, max: 8 },
  [CouponType.patent]: { min: 3, max: 3 },
  [CouponType.manySingles]: { min: 2, max: 16 },
};

/** The most selections any type takes (the add button stops there). */
export const MAX_SELECTIONS = Math.max(...Object.values(SELECTION_LIMITS).map((limit) => limit.max));

/** The smallest odds the calculator takes. */
export const MIN_ODDS = 1.01;
/** The largest stake the calculator takes (major unit). */
export const MAX_STAKE = 1_000_000_000;
/** Block ids a multi-bet selection can be in: 0 the lobby, then blocks 1 to 8. */
export const BLOCK_IDS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

export interface CalculatorSelection {
  /** A stable React key. */
  readonly key: number;
  /** The odds as typed, in the coefficient view. */
  readonly oddsText: string;
  readonly banker: boolean;
  readonly blockId: number;
  readonly statusId: BetStatusId;
}

export interface CalculatorState {
  readonly typeId: CouponTypeId;
  readonly selections: readonly CalculatorSelection[];
  /** System: non-banker selections per line (used when it is one of the options, else the first option). */
  readonly systemValue: number;
  /** Multi-bet: blocks per line (used when it is possible, else 1). */
  readonly blocksPerLine: number;
  readonly stakeText: string;
  /** Anti-express: the book's quote as typed (the coupon shows it), in the coefficient view. */
  readonly antiExpressText?: string;
}

/** A text to show: an i18n key of the `calculator` namespace and its values. */
export interface Message {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

export interface CalculatorResult {
  readonly coef: number;
  readonly lines: number;
  /** The stake of each line (not rounded; the page rounds it for display). */
  readonly stakePerLine: number;
  readonly possibleWin: number;
  /** What the coupon pays with the selections' results; null while a selection it plays has none. */
  readonly payout: number | null;
  /** payout − stake; null with the payout. */
  readonly profit: number | null;
}

export interface Evaluation {
  /** Each selection's odds as a decimal coefficient, or null when they are not valid. */
  readonly odds: readonly (number | null)[];
  readonly oddsErrors: readonly (Message | null)[];
  readonly stake: number | null;
  readonly stakeError: Message | null;
  /** The type does not take this many selections (or a system/multi-bet lacks what it needs). */
  readonly countError: Message | null;
  /** System: the choices of k (empty when there are fewer than 3 non-bankers). */
  readonly systemOptions: readonly SystemOption[];
  /** The system value used (null when the coupon is not a system or has no option). */
  readonly systemValue: number | null;
  /** Multi-bet: how many blocks besides the lobby (blocks per line can be 1 to this). */
  readonly blockCount: number;
  /** Multi-bet: the blocks per line used. */
  readonly blocksPerLine: number;
  /** Anti-express: the quote as a decimal coefficient (null when not valid), and the error to show. */
  readonly antiExpressCoef: number | null;
  readonly antiExpressError: Message | null;
  /** Null while something is missing or wrong. */
  readonly result: CalculatorResult | null;
}

let nextKey = 1;

/** A new empty selection (not settled, the spec's default status -2). */
export function newSelection(blockId = 1): CalculatorSelection {
  return { key: nextKey++, oddsText: '', banker: false, blockId, statusId: BetStatus.notCalculated };
}

/** The calculator's first state: an express of two empty selections. */
export function initialState(): CalculatorState {
  return { typeId: CouponType.express, selections: [newSelection(1), newSelection(2)], systemValue: 2, blocksPerLine: 1, stakeText: '' };
}

const STAKE = /^\d+(?:[.,]\d{1,2})?$/;
const PLAIN_NUMBER = /^\d+(?:[.,]\d+)?$/;

/** The stake as typed → an amount, or the error to show. */
export function parseStake(text: string): { readonly value: number | null; readonly error: Message | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: { key: 'calculator:stake_required' } };
  if (!STAKE.test(trimmed)) return { value: null, error: { key: 'calculator:stake_invalid' } };
  const value = Number(trimmed.replace(',', '.'));
  if (value <= 0) return { value: null, error: { key: 'calculator:stake_invalid' } };
  if (value > MAX_STAKE) return { value: null, error: { key: 'calculator:stake_too_big', values: { max: MAX_STAKE } } };
  return { value, error: null };
}

/**
 * Odds as typed in a coefficient view → a decimal coefficient, or the error to show. `format`
 * shows a coefficient in the same view (for the minimum and the example in the message).
 */
export function parseSelectionOdds(text: string, view: CoefViewId, format: (decimal: number) => string): { readonly value: number | null; readonly error: Message | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: { key: 'calculator:odds_required' } };
  const value = parseOdds(trimmed, view);
  const tooLow = { value: null, error: { key: 'calculator:odds_too_low', values: { min: format(MIN_ODDS) } } };
  // A plain decimal number below the smallest coefficient is odds that are too low, not garbage.
  if (value === null) return view === 0 && PLAIN_NUMBER.test(trimmed) ? tooLow : { value: null, error: { key: 'calculator:odds_invalid', values: { example: format(1.85) } } };
  return value < MIN_ODDS ? tooLow : { value, error: null };
}

function countError(state: CalculatorState, typeName: string): Message | null {
  const { min, max } = SELECTION_LIMITS[state.typeId];
  const count = state.selections.length;
  if (min === max && count !== min) return { key: 'calculator:count_exact', values: { type: typeName, count: min } };
  if (count < min) return { key: 'calculator:count_min', values: { type: typeName, min } };
  if (count > max) return { key: 'calculator:count_max', values: { type: typeName, max } };
  if (state.typeId === CouponType.system) {
    const free = state.selections.filter((s) => !s.banker).length;
    if (free < 3) return { key: 'calculator:system_too_few' };
  }
  if (state.typeId === CouponType.multiBet && !state.selections.some((s) => s.blockId !== 0)) return { key: 'calculator:multibet_no_block' };
  return null;
}

/**
 * Everything the page shows for a state: errors next to the fields and, when nothing is wrong,
 * the result from the coupon maths. `typeName` names the type in the count error.
 */
export function evaluate(state: CalculatorState, view: CoefViewId, format: (decimal: number) => string, typeName: string): Evaluation {
  const parsedOdds = state.selections.map((s) => parseSelectionOdds(s.oddsText, view, format));
  const odds = parsedOdds.map((p) => p.value);
  const stake = parseStake(state.stakeText);
  const count = countError(state, typeName);

  const isSystem = state.typeId === CouponType.system;
  const bankers = isSystem ? state.selections.filter((s) => s.banker).length : 0;
  const options = isSystem ? systemOptions(state.selections.length, bankers, 0) : [];
  const systemValue = isSystem ? (options.find((o) => o.value === state.systemValue) ?? options[0])?.value ?? null : null;
  const blockCount = new Set(state.selections.filter((s) => s.blockId !== 0).map((s) => s.blockId)).size;
  const blocksPerLine = state.blocksPerLine >= 1 && state.blocksPerLine <= blockCount ? state.blocksPerLine : 1;
  const isAnti = state.typeId === CouponType.antiExpress;
  const quote = isAnti ? parseSelectionOdds(state.antiExpressText ?? '', view, format) : { value: null, error: null };

  const base = {
    odds,
    oddsErrors: parsedOdds.map((p) => p.error),
    stake: stake.value,
    stakeError: stake.error,
    countError: count,
    systemOptions: options,
    systemValue,
    blockCount,
    blocksPerLine,
    antiExpressCoef: quote.value,
    antiExpressError: quote.error,
  };
  if (count !== null || stake.value === null || odds.some((o) => o === null) || (isAnti && quote.value === null)) return { ...base, result: null };

  const amount = stake.value;
  const bets: SettledSelection[] = state.selections.map((s, index) => ({
    coef: odds[index] as number,
    ...(isSystem && s.banker ? { banker: true } : {}),
    ...(state.typeId === CouponType.multiBet ? { blockId: s.blockId } : {}),
    statusId: s.statusId,
  }));
  const input = {
    typeId: state.typeId,
    amount,
    bets,
    ...(systemValue !== null ? { systemValue } : {}),
    ...(state.typeId === CouponType.multiBet ? { systemValue: blocksPerLine } : {}),
    ...(isAnti && quote.value !== null ? { antiExpressCoef: quote.value } : {}),
  };
  try {
    const lines = lineCount(input);
    let payout: number | null;
    try {
      payout = settle(input);
    } catch (err) {
      if (!(err instanceof UnsettledBetError)) throw err;
      payout = null;
    }
    return {
      ...base,
      result: {
        coef: couponCoef(input),
        lines,
        stakePerLine: amount / lines,
        possibleWin: possibleWin(input),
        payout,
        profit: payout === null ? null : roundMoney(payout - amount),
      },
    };
  } catch (err) {
    // The checks above mirror the maths' own; a coupon it still refuses shows no result, never a wrong one.
    if (err instanceof InvalidCouponError) return { ...base, countError: { key: 'calculator:coupon_invalid' }, result: null };
    throw err;
  }
}
