/**
 * The deposit methods of the demo provider and their limits per currency (major units), seeded in
 * code: a bank card, a fast bank transfer (RUB only) and an e-wallet. A currency a method does not
 * list is not offered with it. Quick amounts are suggestions inside the limits.
 */
import type { DepositLimit, DepositMethod, DepositMethodId } from '@kickoff/office-contracts/deposits';

const limit = (iso: string, min: number, max: number, quickAmounts: number[]): DepositLimit => ({ iso, min, max, quickAmounts });

export const DEPOSIT_METHOD_TABLE: readonly DepositMethod[] = [
  {
    id: 'card',
    limits: [
      limit('RUB', 100, 600_000, [500, 1_000, 5_000, 10_000]),
      limit('USD', 5, 10_000, [10, 25, 50, 100]),
      limit('EUR', 5, 10_000, [10, 25, 50, 100]),
      limit('GBP', 5, 10_000, [10, 25, 50, 100]),
      limit('KZT', 1_000, 5_000_000, [5_000, 10_000, 50_000, 100_000]),
      limit('UAH', 100, 300_000, [500, 1_000, 5_000, 10_000]),
      limit('HRK', 50, 75_000, [100, 200, 500, 1_000]),
      limit('AZN', 5, 15_000, [20, 50, 100, 200]),
      limit('BYN', 10, 30_000, [30, 50, 100, 300]),
    ],
  },
  { id: 'fast_bank', limits: [limit('RUB', 10, 1_000_000, [1_000, 5_000, 15_000, 50_000])] },
  {
    id: 'ewallet',
    limits: [
      limit('RUB', 50, 150_000, [300, 1_000, 3_000, 10_000]),
      limit('USD', 1, 2_000, [5, 20, 50, 100]),
    ],
  },
];

/** The limits of a method for a currency, or undefined when the method does not take it. */
export function limitFor(method: DepositMethodId, iso: string): DepositLimit | undefined {
  return DEPOSIT_METHOD_TABLE.find((m) => m.id === method)?.limits.find((l) => l.iso === iso);
}
