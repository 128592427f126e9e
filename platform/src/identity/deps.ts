/**
 * Small injectable dependencies shared by the identity modules: the logger, the page-visibility
 * source and a clock-driven sleep. Real implementations for the browser sit beside the interfaces.
 */
import type { Clock } from '../timers/clock';
import { documentVisibility, type VisibilitySource } from '../timers/visibility';

export type { Clock, VisibilitySource };
export { documentVisibility };

export interface IdentityLogger {
  error(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
}

export const consoleLogger: IdentityLogger = {
  error: (message, ...details) => console.error(message, ...details),
  warn: (message, ...details) => console.warn(message, ...details),
};


/** A promise that resolves after `ms` on the given clock (fake clocks make it instant in tests). */
export const sleepOn =
  (clock: Clock) =>
  (ms: number): Promise<void> =>
    new Promise((resolve) => {
      clock.setTimeout(resolve, ms);
    });
