import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  LottoDrawResponseSchema,
  LottoDrawsResponseSchema,
  ResultsResponseSchema,
  StandingsResponseSchema,
  TotoDrawResponseSchema,
  TotoDrawsResponseSchema,
} from '../../../platform/src/schemas/feed';
import { feedApp, feedState, get } from './support';

const code = (res: { json: <T>() => T }): string | undefined => res.json<{ errors: Array<{ code: string }> }>().errors[0]?.code;

test('feed/results: recent live results, zone results, by date, sport and championship', async (t) => {
  const server = await feedApp(t);
  // The simulator keeps running while the test reads: the window is the clock before and after the read.
  const { simNow: before } = await feedState(server);
  const recent = v.parse(ResultsResponseSchema, (await get(server, '/web-api/feed/results')).json()).data;
  const { simNow: after } = await feedState(server);
  assert.ok(recent.length > 10);
  for (const r of recent) {
    assert.equal(r.type, 'live');
    assert.ok(r.finishedAt > before - 86_400 && r.finishedAt <= after, `finished ${r.finishedAt}, clock ${before}..${after}`);
    assert.ok(r.finishedAt > r.startAt);
  }
  const zone = v.parse(ResultsResponseSchema, (await get(server, '/web-api/feed/results?type=zone')).json()).data;
  assert.ok(zone.length > 0 && zone.every((r) => r.type === 'zone' && [15, 16].includes(r.sportId)), 'zone: simulated sports');

  const day = server.db.prepare<[], { start_at: number }>("SELECT start_at FROM feed_results WHERE type = 'live' AND champ_id = 1 ORDER BY start_at LIMIT 1").get();
  assert.ok(day);
  const date = new Date(day.start_at * 1000).toISOString().slice(0, 10);
  const dayStart = Date.parse(`${date}T00:00:00Z`) / 1000;
  const byDate = v.parse(ResultsResponseSchema, (await get(server, `/web-api/feed/results?date=${date}`)).json()).data;
  assert.ok(byDate.some((r) => r.champId === 1));
  assert.ok(byDate.every((r) => r.startAt >= dayStart && r.startAt < dayStart + 86_400));
  const byChamp = v.parse(ResultsResponseSchema, (await get(server, `/web-api/feed/results?date=${date}&champId=1`)).json()).data;
  assert.ok(byChamp.length > 0 && byChamp.every((r) => r.champId === 1));
  const bySport = v.parse(ResultsResponseSchema, (await get(server, '/web-api/feed/results?sportId=3')).json()).data;
  assert.ok(bySport.every((r) => r.sportId === 3));
  const bad = await get(server, '/web-api/feed/results?date=2026-02-31x');
  assert.equal(bad.statusCode, 400);
  assert.equal(code(bad), 'invalid_parameter');
  assert.equal((await get(server, '/web-api/feed/results?type=future')).statusCode, 400);
});

test('feed/standings: a non-trivial table computed from finished games', async (t) => {
  const server = await feedApp(t);
  const res = await get(server, '/web-api/feed/standings?champId=1');
  assert.equal(res.statusCode, 200);
  const table = v.parse(StandingsResponseSchema, res.json());
  assert.equal(table.champId, 1);
  assert.equal(table.champName, 'Англия. Премьер-лига');
  assert.equal(table.data.length, 20);
  const played = server.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM feed_results WHERE champ_id = 1').get()?.n ?? 0;
  assert.equal(
    table.data.reduce((s, r) => s + r.played, 0),
    played * 2,
  );
  for (const row of table.data) {
    assert.equal(row.points, row.won * 3 + row.drawn);
    assert.equal(row.played, row.won + row.drawn + row.lost);
  }
  for (let i = 1; i < table.data.length; i++) assert.ok((table.data[i - 1]?.points ?? 0) >= (table.data[i]?.points ?? 0));
  assert.ok((table.data[0]?.points ?? 0) > (table.data[19]?.points ?? 0), 'not everyone is level');
  const nba = v.parse(StandingsResponseSchema, (await get(server, '/web-api/feed/standings?champId=11')).json());
  assert.ok(nba.data.every((r) => r.drawn === 0 && r.points === r.won * 2));
  const missing = await get(server, '/web-api/feed/standings?champId=999');
  assert.equal(missing.statusCode, 404);
  assert.equal(code(missing), 'not_found');
  const noChamp = await get(server, '/web-api/feed/standings');
  assert.equal(noChamp.statusCode, 400);
  assert.equal(code(noChamp), 'invalid_parameter');
});

test('toto/draws: open, closed and settled draws of 15 events', async (t) => {
  const server = await feedApp(t);
  const { simNow } = await feedState(server);
  const draws = v.parse(TotoDrawsResponseSchema, (await get(server, '/web-api/toto/draws')).json()).data;
  assert.deepEqual(
    draws.map((d) => d.status),
    ['open', 'closed', 'settled'],
  );
  for (const d of draws) assert.equal(d.events.length, 15);
  const [open, closed, settled] = draws;
  assert.ok(open && closed && settled);
  assert.ok(open.closesAt > simNow && open.events.every((e) => e.result === null && e.startAt >= open.closesAt));
  assert.ok(closed.closesAt <= simNow);
  assert.ok(settled.events.every((e) => e.result !== null));
  assert.equal(open.winners, undefined, 'no winners before settlement');
  assert.equal(closed.winners, undefined);
  assert.ok(Number.isInteger(settled.winners) && (settled.winners ?? -1) >= 0, `settled draw reports winners: ${settled.winners}`);
  const one = v.parse(TotoDrawResponseSchema, (await get(server, `/web-api/toto/draws/${open.id}`)).json());
  assert.deepEqual(one.data, open);
  assert.equal((await get(server, '/web-api/toto/draws/9999')).statusCode, 404);
  assert.equal((await get(server, '/web-api/toto/draws/first')).statusCode, 400);
});

test('lotto/draws: upcoming without numbers, results with them', async (t) => {
  const server = await feedApp(t);
  const { simNow } = await feedState(server);
  const upcoming = v.parse(LottoDrawsResponseSchema, (await get(server, '/web-api/lotto/draws?status=upcoming')).json()).data;
  assert.equal(upcoming.length, 9, 'three per lottery');
  assert.ok(upcoming.every((d) => d.numbers === null && d.drawAt > simNow));
  for (let i = 1; i < upcoming.length; i++) assert.ok((upcoming[i]?.drawAt ?? 0) >= (upcoming[i - 1]?.drawAt ?? 0));
  const results = v.parse(LottoDrawsResponseSchema, (await get(server, '/web-api/lotto/draws?status=results')).json()).data;
  assert.ok(results.length > 10);
  for (const d of results) {
    assert.equal(d.numbers?.length, d.pick);
    assert.ok(d.drawAt <= simNow);
  }
  assert.ok(results.some((d) => d.name === 'Спортлото 6 из 45' && d.pick === 6 && d.of === 45));
  assert.ok(results.some((d) => d.name === 'Keno 20/80' && d.pick === 20 && d.of === 80));
  const all = v.parse(LottoDrawsResponseSchema, (await get(server, '/web-api/lotto/draws')).json()).data;
  assert.equal(all.length, upcoming.length + results.length);
  const first = results[0];
  assert.ok(first);
  assert.deepEqual(v.parse(LottoDrawResponseSchema, (await get(server, `/web-api/lotto/draws/${first.id}`)).json()).data, first);
  assert.equal((await get(server, '/web-api/lotto/draws/99999')).statusCode, 404);
  assert.equal((await get(server, '/web-api/lotto/draws?status=soon')).statusCode, 400);
});
