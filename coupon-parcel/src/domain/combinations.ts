/**
 * Combination sums without combinations. A system k/n pays, on every line, stake × the product of
 * the line's odds; summed over the C(n, k) lines that is stake × e_k(odds), the k-th elementary
 * symmetric polynomial. e_k comes from the dynamic programme below in O(n·k) multiplications,
 * where enumerating the lines would take C(n, k)·k (155 million lines for a system 15/30).
 */

/**
 * e_0 … e_maxDegree of the values: e_0 = 1, e_1 = Σ xᵢ, e_2 = Σ_{i<j} xᵢxⱼ, … (0 above n).
 * After taking the first m values, e[j] holds e_j of those m values; adding a value x gives
 * e_j ← e_j + x·e_{j−1}, from the top down so each value enters a product at most once.
 */
export function elementarySymmetric(values: readonly number[], maxDegree: number = values.length): number[] {
  const degree = Math.min(maxDegree, values.length);
  const e = new Array<number>(maxDegree + 1).fill(0);
  e[0] = 1;
  let taken = 0;
  for (const x of values) {
    taken += 1;
    for (let j = Math.min(taken, degree); j >= 1; j--) e[j] = (e[j] as number) + x * (e[j - 1] as number);
  }
  return e;
}

/** e_k of the values alone (0 when k > n). */
export function elementarySymmetricAt(values: readonly number[], k: number): number {
  return elementarySymmetric(values, k)[k] as number;
}

/** C(n, k), exact for every count a coupon can hold (the product stays an integer at each step). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i++) result = (result * (n - m + i)) / i;
  return result;
}
