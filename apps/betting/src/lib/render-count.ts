/**
 * Render counters for the component tests (which components render when odds, scores or the list change).
 * Development builds only: production builds drop the counting code (NODE_ENV is defined at build).
 */
export const renderCounts = new Map<string, number>();

export function countRender(key: string): void {
  if (process.env.NODE_ENV !== 'production') renderCounts.set(key, (renderCounts.get(key) ?? 0) + 1);
}
