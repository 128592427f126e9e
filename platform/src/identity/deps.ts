/**
 * Small injectable dependencies shared by the identity modules: the logger, the page-visibility
 * source and a clock-driven sleep. Real implementations for the browser sit beside the interfaces.
 */
import type { Clock } from '../loading/remote-app-loader';

export type { Clock };

export interface IdentityLogger {
  error(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
}

export const consoleLogger: IdentityLogger = {
  error: (message, ...details) => console.error(message, ...details),
  warn: (message, ...details) => console.warn(message, ...details),
};

/** Whether the page is visible, and a way to hear when that changes. */
export interface VisibilitySource {
  isVisible(): boolean;
  onChange(listener: () => void): () => void;
}

/** `document.visibilityState`; always visible without a document (Node). */
export const documentVisibility: VisibilitySource = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  onChange(listener) {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** A promise that resolves after `ms` on the given clock (fake clocks make it instant in tests). */
export const sleepOn =
  (clock: Clock) =>
  (ms: number): Promise<void> =>
    new Promise((resolve) => {
      clock.setTimeout(resolve, ms);
    });
