/** The withdrawal methods of the demo provider and their limits per currency (minor units). */
export interface MethodLimit {
  currency: string;
  minMinor: number;
  maxMinor: number;
}

export interface WithdrawalMethodDef {
  id: string;
  limits: readonly MethodLimit[];
}

export const WITHDRAWAL_METHODS: readonly WithdrawalMethodDef[] = [
  {
    id: 'card',
    limits: [
      { currency: 'RUB', minMinor: 100_00, maxMinor: 600_000_00 },
      { currency: 'USD', minMinor: 10_00, maxMinor: 5_000_00 },
      { currency: 'EUR', minMinor: 10_00, maxMinor: 5_000_00 },
    ],
  },
  {
    id: 'ewallet',
    limits: [
      { currency: 'RUB', minMinor: 50_00, maxMinor: 150_000_00 },
      { currency: 'USD', minMinor: 5_00, maxMinor: 2_000_00 },
    ],
  },
];

export function methodById(id: string): WithdrawalMethodDef | undefined {
  return WITHDRAWAL_METHODS.find((m) => m.id === id);
}
