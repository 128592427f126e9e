/**
 * The systems a coupon can offer (shell spec §3 "System option": value, offset, minBetAmount, combo).
 *
 * - value: k, the non-banker selections per line (the coupon's systemValue); from 2 (spec §5: never
 *   below 2) to r − 1, with r the non-banker selections: r of r is one line, an express, not a system.
 * - offset: the bankers every line carries besides its k, so a line has value + offset selections
 *   ("2/4 + 1 banker": value 2, offset 1, lines of 3). The system's name is value/r with offset bankers.
 * - combinations (the spec's `combo`): C(r, k) lines.
 * - minBetAmount: the smallest total stake, the per-line minimum × combinations, because the
 *   coupon's amount is split equally over the lines and each line must reach the minimum bet.
 *   The per-line minimum (the currency's minimum bet) is a parameter.
 */
import { binomial } from './combinations';
import { InvalidCouponError } from './errors';
import { roundMoney } from './money';

export interface SystemOption {
  /** Non-banker selections per line (systemValue). */
  readonly value: number;
  /** Bankers in every line: a line has value + offset selections. */
  readonly offset: number;
  /** The smallest total stake: minimum per line × combinations (major unit). */
  readonly minBetAmount: number;
  /** Lines: C(non-bankers, value). */
  readonly combinations: number;
}

export function systemOptions(selectionCount: number, bankerCount: number, minLineAmount: number): SystemOption[] {
  if (!Number.isInteger(selectionCount) || !Number.isInteger(bankerCount) || bankerCount < 0 || bankerCount > selectionCount) {
    throw new InvalidCouponError(`system options need whole counts with 0 ≤ bankers ≤ selections, got ${selectionCount} selections and ${bankerCount} bankers`);
  }
  if (!Number.isFinite(minLineAmount) || minLineAmount < 0) throw new InvalidCouponError(`the minimum per line must be a finite amount of at least 0, got ${minLineAmount}`);
  const free = selectionCount - bankerCount;
  const options: SystemOption[] = [];
  for (let value = 2; value <= free - 1; value++) {
    const combinations = binomial(free, value);
    options.push({ value, offset: bankerCount, minBetAmount: roundMoney(minLineAmount * combinations), combinations });
  }
  return options;
}
