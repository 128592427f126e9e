/**
 * The analytics report as the console's table (pure): one row per day of the range (days without
 * events show zeros), one column per event id that has events, and the totals.
 */
import { addDays, type AnalyticsReportRow } from '../../contracts/analytics';

export interface ReportTable {
  ids: number[];
  days: Array<{ day: string; counts: ReadonlyMap<number, number>; total: number }>;
  totals: ReadonlyMap<number, number>;
  total: number;
}

export function reportTable(rows: readonly AnalyticsReportRow[], from: string, to: string): ReportTable {
  const ids = [...new Set(rows.map((r) => r.id))].sort((a, b) => a - b);
  const byDay = new Map<string, Map<number, number>>();
  const totals = new Map<number, number>();
  for (const row of rows) {
    const counts = byDay.get(row.day) ?? new Map<number, number>();
    counts.set(row.id, (counts.get(row.id) ?? 0) + row.count);
    byDay.set(row.day, counts);
    totals.set(row.id, (totals.get(row.id) ?? 0) + row.count);
  }
  const days: ReportTable['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const counts = byDay.get(day) ?? new Map<number, number>();
    days.push({ day, counts, total: [...counts.values()].reduce((n, c) => n + c, 0) });
  }
  return { ids, days, totals, total: [...totals.values()].reduce((n, c) => n + c, 0) };
}
