/**
 * The betting app's wire schema of match events (apps/betting/src/contracts/match-events.ts) against the
 * real feed server, started in-process with the simulator stepped by the test API: full and delta replies
 * of every sport family parse with it, its event types and zones are the simulator's, and the recorded
 * football sequence the browser test renders (fixtures/match-events-football.json) still parses.
 * `RECORD_MATCH_EVENTS=1` writes that recording again from this run.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { MATCH_EVENT_TYPES, MatchEventsReplySchema, ZONES, type MatchEventsReply } from '../../apps/betting/src/contracts/match-events';
import { MATCH_EVENT_TYPES as SERVER_TYPES, ZONES as SERVER_ZONES } from '../../server/feed/simulator/match-events';
import { MatchEventsResponseSchema } from '../../server/feed/routes/match-events';
import { feedApp, get, post } from '../server/feed/support';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'match-events-football.json');

test('the app knows every event type and zone the simulator writes', () => {
  assert.deepEqual([...MATCH_EVENT_TYPES].sort(), [...SERVER_TYPES].sort());
  assert.deepEqual([...ZONES], [...SERVER_ZONES]);
});

test('real replies of every sport family parse with the app schema (full and delta)', async (t) => {
  const server = await feedApp(t);
  assert.equal((await post(server, '/__test/feed/tick', { seconds: 240 })).statusCode, 200);
  const rows = server.db
    .prepare<[], { game_id: number; sport: string; n: number }>(
      `SELECT e.game_id, s.key AS sport, count(*) AS n FROM feed_match_events e JOIN feed_games g ON g.id = e.game_id
       JOIN feed_sports s ON s.id = g.sport_id GROUP BY e.game_id ORDER BY n DESC`,
    )
    .all();
  const perSport = new Map<string, number>();
  for (const r of rows) if (!perSport.has(r.sport)) perSport.set(r.sport, r.game_id);
  for (const sport of ['football', 'ice-hockey', 'basketball', 'tennis', 'volleyball']) assert.ok(perSport.has(sport), `${sport} has a game with events`);
  const types = new Set<string>();
  for (const [sport, gameId] of perSport) {
    const res = await get(server, `/web-api/feed/games/${gameId}/events`);
    assert.equal(res.statusCode, 200, `${sport}: ${res.body}`);
    const parsed = v.safeParse(MatchEventsReplySchema, res.json());
    assert.ok(parsed.success, `${sport}: ${parsed.success ? '' : v.summarize(parsed.issues)}`);
    const full = parsed.output;
    assert.equal(full.full, true);
    assert.ok(full.events.length > 0, sport);
    for (const e of full.events) types.add(e.type);
    // What the app parses is what the server's own schema describes.
    assert.ok(v.is(MatchEventsResponseSchema, res.json()), `${sport}: the server schema agrees`);
    const since = Math.max(1, full.version - 3);
    const delta = v.parse(MatchEventsReplySchema, (await get(server, `/web-api/feed/games/${gameId}/events?since=${since}&lng=en`)).json());
    assert.equal(delta.full, false);
    assert.deepEqual(
      delta.events.map((e) => e.seq),
      full.events.filter((e) => e.seq > since).map((e) => e.seq),
    );
  }
  for (const type of types) assert.ok((MATCH_EVENT_TYPES as readonly string[]).includes(type), type);

  // The browser test's recording: a football game's full reply, then a delta after 60 more seconds.
  const football = perSport.get('football')!;
  const first = v.parse(MatchEventsReplySchema, (await get(server, `/web-api/feed/games/${football}/events`)).json());
  await post(server, '/__test/feed/tick', { seconds: 60 });
  const next = v.parse(MatchEventsReplySchema, (await get(server, `/web-api/feed/games/${football}/events?since=${first.version}`)).json());
  assert.equal(next.full, false);
  if (process.env['RECORD_MATCH_EVENTS'] === '1') writeFileSync(FIXTURE, `${JSON.stringify({ full: first, delta: next }, null, 1)}\n`);
});

test('malformed replies are refused', () => {
  const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { full: MatchEventsReply };
  const good = recorded.full;
  const first = good.events[0]!;
  const bad: unknown[] = [
    null,
    [],
    { ...good, gameId: 0 },
    { ...good, full: 'yes' },
    { ...good, stats: { goals: [1] } },
    { ...good, events: [{ ...first, team: 3 }] },
    { ...good, events: [{ ...first, zone: 'box' }] },
    { ...good, events: [{ ...first, score: [1, -1] }] },
    { ...good, events: [{ ...first, seq: 0 }] },
    { ...good, events: [{ ...first, clock: 1.5 }] },
  ];
  for (const reply of bad) assert.equal(v.is(MatchEventsReplySchema, reply), false, JSON.stringify(reply)?.slice(0, 80));
  assert.equal(v.is(MatchEventsReplySchema, { ...good, events: [{ ...first, type: 'var_review' }] }), true, 'a new event type is kept');
});

test('the recorded football sequence parses: a full reply and its delta', () => {
  const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { full: unknown; delta: unknown };
  const full: MatchEventsReply = v.parse(MatchEventsReplySchema, recorded.full);
  const delta: MatchEventsReply = v.parse(MatchEventsReplySchema, recorded.delta);
  assert.equal(full.full, true);
  assert.equal(delta.full, false);
  assert.equal(delta.gameId, full.gameId);
  assert.ok(delta.events.length > 0 && delta.events.every((e) => e.seq > full.version), 'the delta brings new events');
});
