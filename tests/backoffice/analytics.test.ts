/** The console's analytics report (issue 28): the date range rules and the day × event id table. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { AnalyticsReportQuerySchema, addDays, daysBetween, reportRange } from '../../backoffice/src/contracts/analytics';
import { screenAt, screensFor } from '../../backoffice/src/routing/screens';
import { reportTable } from '../../backoffice/src/screens/analytics/pivot';

test('the range: the last 7 days by default, from ≤ to, at most 92 days; days must exist', () => {
  assert.deepEqual(reportRange({}, '2026-11-28'), { ok: true, from: '2026-11-22', to: '2026-11-28' });
  assert.deepEqual(reportRange({ to: '2026-03-02' }, '2026-11-28'), { ok: true, from: '2026-02-24', to: '2026-03-02' });
  assert.deepEqual(reportRange({ from: '2026-11-01', to: '2026-11-01' }, '2026-11-28'), { ok: true, from: '2026-11-01', to: '2026-11-01' });
  assert.equal(reportRange({ from: '2026-11-29', to: '2026-11-28' }, '2026-11-28').ok, false);
  assert.equal(reportRange({ from: '2026-08-29', to: '2026-11-28' }, '2026-11-28').ok, true, '92 days');
  assert.equal(reportRange({ from: '2026-08-28', to: '2026-11-28' }, '2026-11-28').ok, false, '93 days');
  assert.equal(daysBetween('2026-08-29', '2026-11-28'), 92);
  assert.equal(addDays('2026-02-28', 1), '2026-03-01');
  for (const bad of ['2026-02-30', '2026-13-01', '28.11.2026', '']) assert.equal(v.safeParse(AnalyticsReportQuerySchema, { from: bad }).success, false, bad);
});

test('the table: every day of the range, a column per event id with events, totals per day, id and range', () => {
  const table = reportTable(
    [
      { day: '2026-11-26', id: 10000, count: 3 },
      { day: '2026-11-28', id: 1000, count: 2 },
      { day: '2026-11-28', id: 10000, count: 1 },
    ],
    '2026-11-26',
    '2026-11-28',
  );
  assert.deepEqual(table.ids, [1000, 10000]);
  assert.deepEqual(table.days.map((d) => [d.day, d.counts.get(1000) ?? 0, d.counts.get(10000) ?? 0, d.total]), [
    ['2026-11-26', 0, 3, 3],
    ['2026-11-27', 0, 0, 0],
    ['2026-11-28', 2, 1, 3],
  ]);
  assert.deepEqual([...table.totals], [[10000, 4], [1000, 2]]);
  assert.equal(table.total, 6);
  assert.equal(reportTable([], '2026-11-28', '2026-11-28').total, 0);
});

test('the screen is in the navigation of admins and content editors only', () => {
  assert.ok(screensFor(['admin']).some((s) => s.id === 'analytics'));
  assert.ok(screensFor(['content_editor']).some((s) => s.id === 'analytics'));
  for (const role of ['trader', 'kyc_reviewer', 'payments', 'support_agent'] as const) assert.ok(!screensFor([role]).some((s) => s.id === 'analytics'), role);
  const match = screenAt('/backoffice/analytics');
  assert.equal(match.kind === 'screen' && match.screen.id, 'analytics');
});
