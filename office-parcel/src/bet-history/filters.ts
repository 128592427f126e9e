/**
 * The bet history's filters in the URL query (`office/history?from=2026-11-01&to=2026-11-23&result=won&page=2`):
 * dates as `YYYY-MM-DD` (days of the player's own calendar), a result and a page. Each parameter is
 * validated on its own; an odd one (a bad date, an unknown result, a page of letters) falls back to its
 * default, and a `from` after `to` drops both dates. The server gets the days as epoch-ms bounds [from, to).
 */
import * as v from 'valibot';
import { COUPON_RESULT_FILTERS, type CouponListQuery, type CouponResultFilter } from '@kickoff/platform-wallet';

export interface HistoryFilters {
  from: string | null;
  to: string | null;
  result: CouponResultFilter;
  page: number;
}

export const DEFAULT_FILTERS: HistoryFilters = { from: null, to: null, result: 'all', page: 1 };

/** A real calendar day `YYYY-MM-DD` (not 2026-02-31). */
const DaySchema = v.pipe(
  v.string(),
  v.isoDate(),
  v.check((s) => {
    const [y, m, d] = s.split('-').map(Number);
    const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
    return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
  }),
);

const HistoryQuerySchema = v.object({
  from: v.fallback(v.optional(DaySchema), undefined),
  to: v.fallback(v.optional(DaySchema), undefined),
  result: v.fallback(v.optional(v.picklist(COUPON_RESULT_FILTERS), 'all'), 'all'),
  page: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)), '1'), 1),
});

export function parseHistoryQuery(search: string): HistoryFilters {
  const q = v.parse(HistoryQuerySchema, Object.fromEntries(new URLSearchParams(search)));
  const inOrder = !q.from || !q.to || q.from <= q.to;
  return { from: inOrder ? (q.from ?? null) : null, to: inOrder ? (q.to ?? null) : null, result: q.result, page: q.page };
}

/** The URL query of filters (defaults left out). */
export function historyQuery(filters: HistoryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.from) query['from'] = filters.from;
  if (filters.to) query['to'] = filters.to;
  if (filters.result !== 'all') query['result'] = filters.result;
  if (filters.page > 1) query['page'] = String(filters.page);
  return query;
}

/** Local midnight of a day, epoch ms. */
function dayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).getTime();
}

/** What `coupon/list` gets: [start of `from`, start of the day after `to`) in the player's time zone. */
export function couponListQuery(filters: HistoryFilters, pageSize: number): CouponListQuery {
  const query: CouponListQuery = { page: filters.page, pageSize, result: filters.result };
  if (filters.from) query.from = dayStart(filters.from);
  if (filters.to) {
    const start = dayStart(filters.to);
    const next = new Date(start);
    next.setDate(next.getDate() + 1);
    query.to = next.getTime();
  }
  return query;
}

export const hasFilters = (f: HistoryFilters): boolean => f.from !== null || f.to !== null || f.result !== 'all';

/** Today as `YYYY-MM-DD` in the player's calendar. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
