/**
 * What a coupon is, checked once: its type's structure (which selections are bankers, which block
 * each selection is in, how many selections per line), its line count and its quoted prices.
 * possibleWin and settle both start here, so a coupon they accept is priced the same way by both.
 */
import { roundCoef } from './coef';
import { binomial } from './combinations';
import { InvalidCouponError } from './errors';
import { CouponType, type CouponInput } from './types';

/** The smallest coefficient a bet can have (platform bet schema). */
export const MIN_COEF = 1.001;

export type CouponShape =
  | { readonly kind: 'single' }
  | { readonly kind: 'express' }
  /** Every line: all bankers plus `perLine` of the others. */
  | { readonly kind: 'system'; readonly bankers: readonly number[]; readonly others: readonly number[]; readonly perLine: number }
  | { readonly kind: 'chain' }
  /** Every line: the whole lobby plus `perLine` of the blocks; a block plays as the express of its selections. */
  | {
      readonly kind: 'multiBet';
      readonly lobby: readonly number[];
      readonly blocks: readonly (readonly number[])[];
      readonly perLine: number;
      readonly lobbyCoef: number | null;
    }
  | { readonly kind: 'conditional' }
  /** `quote`: the anti-express coefficient (exactCoef, else the bookmaker's quote; there is no other). */
  | { readonly kind: 'antiExpress'; readonly quote: number }
  /** Lucky and patent: every combination from singles up. */
  | { readonly kind: 'allCombinations' }
  | { readonly kind: 'manySingles' };

export interface DescribedCoupon {
  readonly shape: CouponShape;
  /** How many separately priced bets the coupon is: lines of a system, bets of a chain (see lineCount). */
  readonly lines: number;
  /** exactCoef when set (above 0), else null. */
  readonly exactCoef: number | null;
}

const fail = (message: string): never => {
  throw new InvalidCouponError(message);
};

const isCoefficient = (value: number): boolean => Number.isFinite(value) && value >= MIN_COEF;

function requireCount(count: number, min: number, max: number, what: string): void {
  if (count < min || count > max) fail(`${what} needs ${min === max ? min : max === Infinity ? `at least ${min}` : `${min} to ${max}`} selections, got ${count}`);
}

function requireWhole(value: number | undefined, min: number, max: number, what: string): number {
  if (value === undefined || !Number.isInteger(value) || value < min || value > max) return fail(`${what} must be a whole number from ${min} to ${max}, got ${String(value)}`);
  return value;
}

export function describeCoupon(input: CouponInput): DescribedCoupon {
  const { typeId, amount, bets } = input;
  if (!Number.isFinite(amount) || amount < 0) fail(`the amount must be a finite number of at least 0, got ${amount}`);
  bets.forEach((bet, index) => {
    if (!isCoefficient(bet.coef)) fail(`bet ${index} has coefficient ${bet.coef}; a coefficient is at least ${MIN_COEF}`);
  });
  // exactCoef 0 means "not set" (spec §4: setting it to zero clears drop-on-score-change).
  const exactCoef = input.exactCoef === undefined || input.exactCoef === 0 ? null : input.exactCoef;
  if (exactCoef !== null && !isCoefficient(exactCoef)) fail(`exactCoef must be 0 (not set) or a coefficient, got ${exactCoef}`);
  const n = bets.length;
  /** One line, no structure: a single; the other types replace what differs. */
  const oneLine: DescribedCoupon = { shape: { kind: 'single' }, lines: 1, exactCoef };

  switch (typeId) {
    case CouponType.single:
      requireCount(n, 1, 1, 'a single');
      return oneLine;
    case CouponType.express:
      requireCount(n, 2, Infinity, 'an express');
      return { ...oneLine, shape: { kind: 'express' } };
    case CouponType.system: {
      const bankers = bets.flatMap((bet, index) => (bet.banker === true ? [index] : []));
      const others = bets.flatMap((bet, index) => (bet.banker === true ? [] : [index]));
      requireCount(others.length, 2, Infinity, 'a system (not counting bankers)');
      // Spec §5: the system value is never below 2. It counts the non-banker selections of a line.
      const perLine = requireWhole(input.systemValue, 2, others.length, 'the system value (non-banker selections per line)');
      return { ...oneLine, shape: { kind: 'system', bankers, others, perLine }, lines: binomial(others.length, perLine) };
    }
    case CouponType.chain:
      requireCount(n, 2, Infinity, 'a chain');
      return { ...oneLine, shape: { kind: 'chain' }, lines: n };
    case CouponType.multiBet: {
      const byBlock = new Map<number, number[]>();
      bets.forEach((bet, index) => {
        const blockId = bet.blockId;
        if (blockId === undefined || !Number.isInteger(blockId) || blockId < 0) return fail(`bet ${index} of a multi-bet needs a block id (a whole number, 0 for the lobby), got ${String(blockId)}`);
        byBlock.set(blockId, [...(byBlock.get(blockId) ?? []), index]);
      });
      const lobby = byBlock.get(0) ?? [];
      const blocks = [...byBlock.entries()].filter(([id]) => id !== 0).sort(([a], [b]) => a - b).map(([, members]) => members);
      if (blocks.length === 0) fail('a multi-bet needs at least one block besides the lobby (block 0)');
      const perLine = requireWhole(input.systemValue ?? 1, 1, blocks.length, 'the multi-bet value (blocks per line)');
      const lobbyCoef = input.lobbyCoef ?? null;
      if (lobbyCoef !== null) {
        if (!isCoefficient(lobbyCoef)) fail(`lobbyCoef must be a coefficient, got ${lobbyCoef}`);
        // A quote for an empty lobby could never be settled: nothing would say whether the lobby won.
        if (lobby.length === 0) fail('lobbyCoef prices the lobby, so the coupon needs lobby selections (block 0)');
      }
      return { ...oneLine, shape: { kind: 'multiBet', lobby, blocks, perLine, lobbyCoef }, lines: binomial(blocks.length, perLine) };
    }
    case CouponType.conditional:
      requireCount(n, 2, Infinity, 'a conditional bet');
      return { ...oneLine, shape: { kind: 'conditional' }, lines: n };
    case CouponType.antiExpress: {
      requireCount(n, 2, Infinity, 'an anti-express');
      const quoted = input.antiExpressCoef;
      if (quoted !== undefined && !isCoefficient(quoted)) fail(`antiExpressCoef must be a coefficient, got ${quoted}`);
      // The book's quote (./fair-price.ts on the server); the maths never derives one from the odds.
      const quote = exactCoef ?? (quoted !== undefined ? roundCoef(quoted) : fail('an anti-express is priced by its quote (antiExpressCoef)'));
      return { ...oneLine, shape: { kind: 'antiExpress', quote } };
    }
    case CouponType.lucky:
      requireCount(n, 2, Infinity, 'a lucky');
      return { ...oneLine, shape: { kind: 'allCombinations' }, lines: 2 ** n - 1 };
    case CouponType.patent:
      requireCount(n, 3, 3, 'a patent');
      return { ...oneLine, shape: { kind: 'allCombinations' }, lines: 7 };
    case CouponType.manySingles:
      // One bet is a single, with a single's limits: many singles of one would dodge them.
      requireCount(n, 2, Infinity, 'many singles');
      return { ...oneLine, shape: { kind: 'manySingles' }, lines: n };
    default:
      return fail(`unknown coupon type ${String(typeId)}`);
  }
}
