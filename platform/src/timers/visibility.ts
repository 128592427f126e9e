/** Whether the page is visible, and a way to hear when that changes (pollers and timers pause on it). */
export interface VisibilitySource {
  isVisible(): boolean;
  /** Calls back on every visibility change; returns the unsubscribe function. */
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
