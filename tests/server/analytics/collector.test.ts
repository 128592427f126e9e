/**
 * The analytics service (issue 28): the collector stores a batch once per batch id, refuses a bad batch
 * (422), keeps only events of the last 24 h, is rate-limited per address; the counters list; the
 * console's report per day and event id, open to admins and content editors only.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectError } from '../identity/support';
import { devStaff, startStaff, T0, type StaffServer } from '../staff/support';

const EVENTS = '/fatman-api/v1/events';
const REPORT = '/staff-api/analytics/report';
const HOUR = 3_600_000;

const send = (server: StaffServer, payload: unknown, address = '127.0.0.1') =>
  server.app.inject({ method: 'POST', url: EVENTS, payload: payload as object, remoteAddress: address });

const event = (id: number, at: number, extra: Record<string, unknown> = {}) => ({ id, at, page: '/ru', ...extra });

const stored = async (server: StaffServer): Promise<Array<{ id: number; s: string | null; i: number | null; f: number | null; batchId: string }>> =>
  ((await server.app.inject({ method: 'GET', url: '/__test/analytics/events' })).json() as { data: Array<{ id: number; s: string | null; i: number | null; f: number | null; batchId: string }> }).data;

test('a batch is stored once: a retry with the same batch id answers duplicate and counts nothing', async (t) => {
  const server = await startStaff(t);
  const now = server.clock.now();
  const batch = { batchId: 'batch-0001', events: [event(1000, now - 1000, { s: 'fast_reg' }), event(10000, now, { i: 42, f: 2.5 })] };
  const first = await send(server, batch);
  assert.equal(first.statusCode, 201, first.body);
  assert.deepEqual(first.json(), { data: { accepted: 2, rejected: 0, duplicate: false } });
  const again = await send(server, batch);
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.json(), { data: { accepted: 0, rejected: 0, duplicate: true } });
  const rows = await stored(server);
  assert.deepEqual(rows.map((r) => [r.id, r.s, r.i, r.f, r.batchId]), [
    [1000, 'fast_reg', null, null, 'batch-0001'],
    [10000, null, 42, 2.5, 'batch-0001'],
  ]);
});

test('a bad batch is a 422 invalid_batch and stores nothing', async (t) => {
  const server = await startStaff(t);
  const now = server.clock.now();
  const tooMany = Array.from({ length: 101 }, () => event(1000, now));
  const bad: unknown[] = [
    {},
    { batchId: 'batch-0002', events: [] },
    { batchId: 'batch-0002', events: tooMany },
    { batchId: 'x', events: [event(1000, now)] },
    { batchId: 'batch-0002', events: [event(0, now)] },
    { batchId: 'batch-0002', events: [event(1000.5, now)] },
    { batchId: 'batch-0002', events: [{ id: 1000, at: now }] },
    { batchId: 'batch-0002', events: [event(1000, now, { i: 1.5 })] },
    { batchId: 'batch-0002', events: [event(1000, now, { s: 'x'.repeat(201) })] },
    { batchId: 'batch-0002', events: [event(1000, now, { userId: 7 })] },
    { batchId: 'batch-0002', events: [event(1000, now, { page: 'https://kickoff.test/ru' })] },
    { batchId: 'batch-0002', events: [event(1000, now, { page: '/ru/матч' })] },
    { batchId: 'batch-0002', events: [event(1000, now)], extra: true },
  ];
  for (const payload of bad) expectError(await send(server, payload), 422, 'invalid_batch');
  assert.deepEqual(await stored(server), []);
  // The same batch id, now valid, is stored: a refused batch left nothing behind.
  assert.equal((await send(server, { batchId: 'batch-0002', events: [event(1000, now)] })).statusCode, 201);
});

test('the largest valid batch fits the body limit; a larger body is a 413', async (t) => {
  const server = await startStaff(t);
  const now = server.clock.now();
  const biggest = (n: number) => ({
    batchId: 'x'.repeat(64),
    events: Array.from({ length: 100 }, () => event(999_999, now - n, { s: '\u0001'.repeat(200), i: -2_147_483_648, f: -1.2345678901234567e-300, page: `/${'p'.repeat(299)}` })),
  });
  const res = await send(server, biggest(0));
  assert.equal(res.statusCode, 201, res.body);
  const huge = { batchId: 'batch-huge', events: [event(1000, now, { s: 'x'.repeat(200 * 1024) })] };
  assert.equal((await send(server, huge)).statusCode, 413);
});

test('events older than 24 h (plus an hour of clock skew) or ahead of the server are refused, the rest stored', async (t) => {
  const server = await startStaff(t);
  const now = server.clock.now();
  const res = await send(server, { batchId: 'batch-0003', events: [event(1000, now - 26 * HOUR), event(1247, now - 23 * HOUR), event(1253, now + HOUR)] });
  assert.deepEqual(res.json(), { data: { accepted: 1, rejected: 2, duplicate: false } });
  assert.deepEqual((await stored(server)).map((r) => r.id), [1247]);
});

test('the collector is rate-limited per client address', async (t) => {
  const server = await startStaff(t);
  const now = server.clock.now();
  for (let n = 0; n < 30; n++) assert.equal((await send(server, { batchId: `rate-${String(n).padStart(4, '0')}`, events: [event(1000, now)] }, '10.0.0.1')).statusCode, 201);
  const refused = await send(server, { batchId: 'rate-over', events: [event(1000, now)] }, '10.0.0.1');
  expectError(refused, 429, 'too_many_requests');
  assert.equal((await send(server, { batchId: 'rate-other', events: [event(1000, now)] }, '10.0.0.2')).statusCode, 201, 'another address is counted apart');
});

test('the counters of a domain and project: the seeded list, empty for an unknown project, 400 for a bad query', async (t) => {
  const server = await startStaff(t);
  const res = await server.app.inject({ method: 'GET', url: '/fatman-api/v1/counters?domain=kickoff.test&projectId=1' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { data: [{ type: 4, code: 'kickoff-pixel-0001' }, { type: 8, code: 'kickoff-goals-0001' }] });
  assert.deepEqual((await server.app.inject({ method: 'GET', url: '/fatman-api/v1/counters?domain=kickoff.test&projectId=2' })).json(), { data: [] });
  for (const url of ['/fatman-api/v1/counters', '/fatman-api/v1/counters?domain=kickoff.test', '/fatman-api/v1/counters?domain=a b&projectId=1', '/fatman-api/v1/counters?domain=kickoff.test&projectId=x']) {
    expectError(await server.app.inject({ method: 'GET', url }), 400, 'invalid_query');
  }
});

test('the report counts events per day (UTC, when they happened) and event id, within the range', async (t) => {
  const server = await startStaff(t);
  const now = server.clock.now(); // T0: 2026-11-28 12:00
  assert.equal(new Date(T0).toISOString().slice(0, 10), '2026-11-28');
  await send(server, { batchId: 'report-01', events: [event(1000, now), event(1000, now), event(10000, now), event(1000, now - 13 * HOUR)] });
  const admin = await server.signIn(devStaff('admin'));
  const res = await admin.call('GET', `${REPORT}?from=2026-11-27&to=2026-11-28`);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), {
    data: [
      { day: '2026-11-27', id: 1000, count: 1 },
      { day: '2026-11-28', id: 1000, count: 2 },
      { day: '2026-11-28', id: 10000, count: 1 },
    ],
    meta: { from: '2026-11-27', to: '2026-11-28', total: 4 },
  });
  const onlyToday = (await admin.call('GET', `${REPORT}?from=2026-11-28&to=2026-11-28`)).json() as { meta: { total: number } };
  assert.equal(onlyToday.meta.total, 3);
  const byDefault = (await admin.call('GET', REPORT)).json() as { meta: { from: string; to: string; total: number } };
  assert.deepEqual(byDefault.meta, { from: '2026-11-22', to: '2026-11-28', total: 4 });
  for (const query of ['?from=2026-11-29&to=2026-11-28', '?from=2026-01-01&to=2026-11-28', '?from=2026-02-30', '?from=yesterday', '?day=2026-11-28']) {
    expectError(await admin.call('GET', `${REPORT}${query}`), 400, 'invalid_range');
  }
});

test('the report is for admins and content editors only: 401 without a staff session, 403 for other roles', async (t) => {
  const server = await startStaff(t);
  expectError(await server.browser().call('GET', REPORT), 401, 'staff_unauthorized');
  for (const role of ['trader', 'kyc_reviewer', 'payments', 'support_agent'] as const) {
    expectError(await (await server.signIn(devStaff(role))).call('GET', REPORT), 403, 'staff_forbidden');
  }
  assert.equal((await (await server.signIn(devStaff('content_editor'))).call('GET', REPORT)).statusCode, 200);
  const listed = server.app.staffRoutes.filter((route) => route.url.startsWith('/staff-api/analytics/'));
  assert.deepEqual(listed.map((r) => [r.method, r.url, r.guard]), [['GET', REPORT, ['admin', 'content_editor']]]);
});

test('production: no analytics test API', async (t) => {
  const { startApp } = await import('../support/helpers');
  const server = await startApp(t, { production: true, testApi: false });
  assert.equal((await server.app.inject({ method: 'GET', url: '/__test/analytics/events' })).statusCode, 404);
});
