/**
 * The time a player spent signed in over a window, from the spans of his sessions (issue 23 item 4:
 * the session limit counts every session of the last 24 h, not just the current one). Parallel
 * sessions do not multiply the allowance: the union of the spans is counted (an hour in two browsers
 * at once is one hour). Pure.
 */

export interface Span {
  start: number;
  end: number;
}

/** The spans clipped to [since, until], merged where they overlap, in time order. */
export function mergedSpans(spans: readonly Span[], since: number, until: number): Span[] {
  const clipped = spans
    .map((s) => ({ start: Math.max(s.start, since), end: Math.min(s.end, until) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of clipped) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Milliseconds signed in within [since, until] (the union of the spans). */
export function signedInMs(spans: readonly Span[], since: number, until: number): number {
  return mergedSpans(spans, since, until).reduce((sum, s) => sum + (s.end - s.start), 0);
}

/** The moment the time signed in within [since, until] reached `limitMs`, or null when it has not. */
export function limitReachedAt(spans: readonly Span[], since: number, until: number, limitMs: number): number | null {
  let used = 0;
  for (const span of mergedSpans(spans, since, until)) {
    const length = span.end - span.start;
    if (used + length >= limitMs) return span.start + (limitMs - used);
    used += length;
  }
  return null;
}
