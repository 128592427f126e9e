/** Minimal assertions for browser tests (mocha runs them; failures throw). */
export function equal<T>(actual: T, expected: T, message = ''): void {
  if (!Object.is(actual, expected)) throw new Error(`${message} expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
export function ok(value: unknown, message = 'expected a truthy value'): void {
  if (!value) throw new Error(message);
}
export const tick = (ms = 0): Promise<void> => new Promise((r) => setTimeout(r, ms));
