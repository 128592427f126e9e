/**
 * The analytics report wire contract (issue 28), shared by the analytics service and the console: the
 * events the in-house collector (`/fatman-api/v1/events`) stored, counted per day (UTC, by when the
 * event happened) and per event id, over a date range of at most `ANALYTICS_REPORT_MAX_DAYS` days.
 */
import * as v from 'valibot';
import type { StaffRole } from './staff';

export const ANALYTICS_REPORT_PATH = '/staff-api/analytics/report';

/** Who reads the report: admins, and content editors (who run the site's marketing pages). */
export const ANALYTICS_REPORT_ROLES = ['admin', 'content_editor'] as const satisfies readonly [StaffRole, ...StaffRole[]];

/** The longest range one report covers. */
export const ANALYTICS_REPORT_MAX_DAYS = 92;

/** The range a report opens with: the last 7 days, today included. */
export const ANALYTICS_REPORT_DEFAULT_DAYS = 7;

export const ANALYTICS_REPORT_ERRORS = { invalidRange: 'invalid_range' } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const DaySchema = v.pipe(
  v.string(),
  v.regex(DAY, 'a day is YYYY-MM-DD'),
  v.check((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'no such day'),
);

/** `?from=&to=`: both optional (default: the last 7 days up to today). */
export const AnalyticsReportQuerySchema = v.strictObject({ from: v.optional(DaySchema), to: v.optional(DaySchema) });

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The range a query asks for, or why it cannot be reported. */
export function reportRange(query: { from?: string; to?: string }, today: string): { ok: true; from: string; to: string } | { ok: false; problem: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - ANALYTICS_REPORT_DEFAULT_DAYS);
  if (from > to) return { ok: false, problem: 'from is after to' };
  if (daysBetween(from, to) > ANALYTICS_REPORT_MAX_DAYS) return { ok: false, problem: `at most ${ANALYTICS_REPORT_MAX_DAYS} days in one report` };
  return { ok: true, from, to };
}

export const AnalyticsReportRowSchema = v.object({ day: v.string(), id: v.number(), count: v.number() });
export type AnalyticsReportRow = v.InferOutput<typeof AnalyticsReportRowSchema>;

/** `GET /staff-api/analytics/report`: one row per day and event id that has events, by day then id. */
export const AnalyticsReportReplySchema = v.object({
  data: v.array(AnalyticsReportRowSchema),
  meta: v.object({ from: v.string(), to: v.string(), total: v.number() }),
});
export type AnalyticsReportReply = v.InferOutput<typeof AnalyticsReportReplySchema>;

/** The event ids the report names (account spec §7 "Analytics"); others show by number. */
export const ANALYTICS_EVENT_NAMES: Readonly<Record<number, string>> = {
  1000: 'registration_click',
  1004: 'registration_success',
  1247: 'sms_sent',
  1252: 'code_correct',
  1253: 'sms_fail',
  1255: 'registration_success',
  10000: 'bet_success',
  10001: 'deposit_success',
  10002: 'withdrawal_success',
  10190: 'captcha_shown',
  10191: 'captcha_passed',
};
