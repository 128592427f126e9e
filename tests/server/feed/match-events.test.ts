import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { runMigrations } from '../../../server/db/migrate';
import { advance, cloneState, initialState, type EngineMark, type Matchup, type MatchState } from '../../../server/feed/simulator/engine';
import { FLAVOUR_CAP, RED_LIMIT, SUB_LIMIT, familyOf, matchEvents, matchStats, scoringTypeOf, type MatchEvent } from '../../../server/feed/simulator/match-events';
import { feedMigrations } from '../../../server/feed/migrations';
import { createRng } from '../../../server/feed/simulator/prng';
import { SPORT_KEYS, SPORT_MODELS, type SportKey } from '../../../server/feed/simulator/sport-models';
import { seedFeed } from '../../../server/feed/seed';
import { createSimulator } from '../../../server/feed/simulator/simulator';
import { createMatchEventStore } from '../../../server/feed/store/match-events';
import { feedApp, get, post } from './support';

const bump = (p: [number, number], team: 1 | 2, n: number): void => {
  p[team - 1] = (p[team - 1] ?? 0) + n;
};

interface Played {
  state: MatchState;
  events: MatchEvent[];
  marks: EngineMark[];
}

/** Plays a game from kick-off to the end in steps of `step()` seconds, collecting marks and events. */
function playWithEvents(key: SportKey, seed: number, m: Matchup, step: (rng: ReturnType<typeof createRng>) => number): Played {
  const model = SPORT_MODELS[key];
  const state = initialState();
  const rng = createRng(seed);
  const eventRng = createRng(seed * 7 + 1);
  const events: MatchEvent[] = [];
  const marks: EngineMark[] = [];
  for (let guard = 0; guard < 100_000 && state.status !== 4; guard++) {
    const before = cloneState(state);
    const dt = step(rng);
    const r = advance(model, m, state, dt, rng);
    const out = matchEvents({ model, matchup: m, before, after: state, dt, marks: r.marks, rng: eventRng });
    state.track = out.track;
    marks.push(...r.marks);
    events.push(...out.events);
  }
  return { state, events, marks };
}

/** Every invariant of a whole game's timeline (throws with the sport in the message). */
function checkTimeline(key: SportKey, { state, events, marks }: Played): void {
  const model = SPORT_MODELS[key];
  const family = familyOf(model);
  const scoring = scoringTypeOf(model);
  const msg = (text: string): string => `${key}: ${text}`;
  assert.equal(state.status, 4, msg('finished'));

  // Sequence and order.
  events.forEach((e, i) => assert.equal(e.seq, i + 1, msg('seqs are consecutive from 1')));
  for (let i = 1; i < events.length; i++) {
    const a = events[i - 1] as MatchEvent;
    const b = events[i] as MatchEvent;
    assert.ok(a.periodNo < b.periodNo || (a.periodNo === b.periodNo && a.clock <= b.clock), msg(`order at seq ${b.seq}: ${a.periodNo}/${a.clock} → ${b.periodNo}/${b.clock}`));
  }
  const ends = events.filter((e) => e.type === 'match_end');
  assert.equal(ends.length, 1, msg('one match_end'));
  assert.equal(events[events.length - 1]?.type, 'match_end', msg('match_end is last'));
  const winner = state.score[0] > state.score[1] ? 1 : state.score[1] > state.score[0] ? 2 : 0;
  assert.equal(ends[0]?.team, winner, msg('match_end names the winner'));
  assert.deepEqual(ends[0]?.score, state.score, msg('match_end carries the final score'));

  // Scoring events are exactly the engine's score changes.
  type ScoreMark = Extract<EngineMark, { kind: 'score' | 'set' | 'finish' }>;
  const engineScores = marks.filter((mk): mk is ScoreMark => mk.kind === 'score' || mk.kind === 'set' || (mk.kind === 'finish' && family === 'fight'));
  const scoringEvents = events.filter((e) => e.type === scoring || e.type === 'set');
  assert.equal(scoringEvents.length, engineScores.length, msg('as many scoring events as engine score changes'));
  engineScores.forEach((mk, i) => {
    const e = scoringEvents[i] as MatchEvent;
    if (mk.kind === 'finish') {
      assert.equal(e.type, 'win');
      assert.deepEqual(e.score, mk.score);
      return;
    }
    assert.equal(e.type, mk.kind === 'set' ? 'set' : scoring, msg('type'));
    assert.equal(e.team, mk.team, msg('team'));
    assert.deepEqual(e.score, mk.score, msg('score after'));
    assert.equal(e.periodNo, mk.periodNo, msg('period'));
    if (model.engine === 'sets') assert.deepEqual(e.periodScore, mk.periodScore, msg('set score after'));
    if (e.type === 'score' && mk.kind === 'score') assert.equal(e.points, mk.points, msg('points'));
  });

  // Replaying the scoring events gives every intermediate score and the final one.
  const score: [number, number] = [0, 0];
  let setScore: [number, number] = [0, 0];
  const sets: Array<[number, number]> = [];
  for (const e of events) {
    if (e.type === 'period_start') setScore = [0, 0];
    if (e.team === 0 || e.type !== scoring) {
      if (e.type === 'set' && e.team !== 0) {
        bump(score, e.team, 1);
        sets.push(setScore);
      } else if (e.type === 'win' && e.team !== 0) score[e.team - 1] = 1;
    } else if (model.engine === 'sets') {
      setScore = [setScore[0], setScore[1]];
      bump(setScore, e.team, 1);
    } else {
      bump(score, e.team, e.points ?? 1);
    }
    assert.deepEqual(e.score, score, msg(`score after seq ${e.seq}`));
    if (model.engine === 'sets') assert.deepEqual(e.periodScore, setScore, msg(`set score after seq ${e.seq}`));
  }
  assert.deepEqual(score, state.score, msg('events reproduce the final score'));
  if (model.engine === 'sets') assert.deepEqual(sets, state.periods, msg('events reproduce every set'));
  if (model.engine === 'timed') {
    const perPeriod = state.periods.map((_, n) => {
      const p: [number, number] = [0, 0];
      for (const e of events) if (e.type === scoring && e.periodNo === n + 1 && e.team !== 0) bump(p, e.team, e.points ?? 1);
      return p;
    });
    assert.deepEqual(perPeriod, state.periods, msg('events reproduce every period'));
  }

  // Periods open and close in pairs.
  const starts = events.filter((e) => e.type === 'period_start').map((e) => e.periodNo);
  const closes = events.filter((e) => e.type === 'period_end').map((e) => e.periodNo);
  assert.deepEqual(starts, closes, msg('every period that starts ends'));
  assert.deepEqual(starts, Array.from({ length: state.periodNo }, (_, i) => i + 1), msg('periods 1..n'));

  // Zones only where there is a ball tracker.
  const ball = family === 'football' || family === 'hockey' || family === 'court';
  if (!ball) assert.ok(events.every((e) => e.zone === undefined), msg('no zones'));
  else assert.ok(events.filter((e) => e.type === 'attack' || e.type === 'shot_on_target' || e.type === scoring).every((e) => e.zone !== undefined), msg('play events have zones'));

  // Flavour constraints.
  const count = (type: string, team: 1 | 2): number => events.filter((e) => e.type === type && e.team === team).length;
  for (const team of [1, 2] as const) {
    assert.ok(count('red_card', team) <= RED_LIMIT, msg('red card limit'));
    assert.ok(count('substitution', team) <= SUB_LIMIT, msg('substitution limit'));
  }
  events.forEach((e, i) => {
    if (e.type === 'goal' || (family === 'hockey' && e.type === 'score')) {
      const prev = events[i - 1];
      assert.equal(prev?.type, 'shot_on_target', msg(`a goal follows a shot on target (seq ${e.seq})`));
      assert.equal(prev?.team, e.team, msg('of the scorer'));
    }
    if (family === 'football' && e.type === 'substitution') assert.equal(e.periodNo, model.engine === 'timed' ? model.periods : 0, msg('substitutions in the second half'));
  });
  if (family === 'tennis') checkTennis(events, msg);

  // Statistics agree with the timeline.
  const stats = matchStats(model, events);
  if (family === 'football') assert.deepEqual(stats.goals, state.score, msg('goal stats'));
  if (family === 'court') assert.deepEqual(stats.points, state.score, msg('point stats'));
  if (family === 'tennis' || family === 'rally') assert.deepEqual(stats.sets, state.score, msg('set stats'));
  if (stats.possession) assert.equal(stats.possession[0] + stats.possession[1], 100, msg('possession adds up to 100'));
  if (events.length < FLAVOUR_CAP && family === 'football') {
    assert.ok((stats.shotsOnTarget?.[0] ?? 0) >= state.score[0] && (stats.shotsOnTarget?.[1] ?? 0) >= state.score[1], msg('shots on target ≥ goals'));
  }
}

/** Tennis: each game is served, its points end with the winner, a break is a game won by the receiver. */
function checkTennis(events: readonly MatchEvent[], msg: (text: string) => string): void {
  let server: 0 | 1 | 2 = 0;
  let points: MatchEvent[] = [];
  let lastGameWinner: 0 | 1 | 2 = 0;
  let lastGameServer: 0 | 1 | 2 = 0;
  for (const e of events) {
    if (e.type === 'serve') {
      assert.ok(e.team !== 0);
      if (server !== 0 && lastGameServer !== 0) assert.notEqual(e.team, lastGameServer, msg('the serve alternates'));
      server = e.team;
      points = [];
    } else if (e.type === 'point') {
      points.push(e);
    } else if (e.type === 'game') {
      assert.ok(server !== 0, msg('a game is served'));
      assert.equal(points[points.length - 1]?.team, e.team, msg('the game winner wins its last point'));
      const won = points.filter((p) => p.team === e.team).length;
      assert.ok(won >= 4 && won - (points.length - won) >= 2, msg(`game points ${points.map((p) => p.detail).join(' ')}`));
      lastGameWinner = e.team;
      lastGameServer = server;
    } else if (e.type === 'break') {
      assert.equal(e.team, lastGameWinner, msg('a break is the game just won'));
      assert.notEqual(e.team, lastGameServer, msg('by the receiver'));
    }
  }
  const games = events.filter((e) => e.type === 'game');
  const breaks = events.filter((e) => e.type === 'break').length;
  assert.ok(games.length > 0 && breaks < games.length);
}

const steps = {
  seconds: (rng: ReturnType<typeof createRng>) => rng.int(1, 5),
  minutes: (rng: ReturnType<typeof createRng>) => rng.int(1, 180),
  chunks: () => 300,
};

for (const key of SPORT_KEYS) {
  test(`${key}: a whole game's events agree with the score, every period and the result`, () => {
    for (const [name, step] of Object.entries(steps)) {
      for (const [seed, m] of [
        [11, { rating1: 0.9, rating2: -0.6 }],
        [12, { rating1: -0.4, rating2: 0.5 }],
      ] as const) {
        const played = playWithEvents(key, seed, m, step);
        try {
          checkTimeline(key, played);
        } catch (error) {
          throw new Error(`${key} steps=${name} seed=${seed}: ${(error as Error).message}`);
        }
      }
    }
  });
}

test('property: any seed, matchup and step pattern keeps the timeline consistent', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SPORT_KEYS),
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.double({ min: -1.5, max: 1.5, noNaN: true }),
      fc.double({ min: -1.5, max: 1.5, noNaN: true }),
      fc.integer({ min: 1, max: 600 }),
      (key, seed, rating1, rating2, maxStep) => {
        checkTimeline(key, playWithEvents(key, seed, { rating1, rating2 }, (rng) => rng.int(1, maxStep)));
      },
    ),
    { numRuns: 60, seed: 2026 },
  );
});

test('the stronger side attacks more; events are deterministic for a seed', () => {
  let strong = 0;
  let weak = 0;
  for (let seed = 1; seed <= 20; seed++) {
    const { events } = playWithEvents('football', seed, { rating1: 1, rating2: -1 }, steps.minutes);
    strong += events.filter((e) => e.type === 'attack' && e.team === 1).length;
    weak += events.filter((e) => e.type === 'attack' && e.team === 2).length;
  }
  assert.ok(strong > weak * 1.5, `attacks ${strong} vs ${weak}`);
  const a = playWithEvents('tennis', 5, { rating1: 0, rating2: 0 }, steps.minutes);
  const b = playWithEvents('tennis', 5, { rating1: 0, rating2: 0 }, steps.minutes);
  assert.deepEqual(a.events, b.events);
});

test('stats: every key of the sport, zeros and 50:50 possession without events', () => {
  assert.deepEqual(matchStats(SPORT_MODELS.football, []), {
    possession: [50, 50],
    attacks: [0, 0],
    dangerousAttacks: [0, 0],
    shotsOnTarget: [0, 0],
    shotsOffTarget: [0, 0],
    corners: [0, 0],
    yellowCards: [0, 0],
    redCards: [0, 0],
    substitutions: [0, 0],
    goals: [0, 0],
  });
  assert.deepEqual(Object.keys(matchStats(SPORT_MODELS.tennis, [])), ['pointsWon', 'games', 'breaks', 'sets']);
  const events = [
    { type: 'period_start', team: 0, periodNo: 1, clock: 0 },
    { type: 'possession', team: 1, periodNo: 1, clock: 0 },
    { type: 'possession', team: 2, periodNo: 1, clock: 300 },
    { type: 'period_end', team: 0, periodNo: 1, clock: 400 },
  ] as const;
  assert.deepEqual(matchStats(SPORT_MODELS['ice-hockey'], events).possession, [75, 25]);
});

// --- The simulator: events stored with the game, odds reacting, pruning -------------------------

const NOW = 1_760_000_000;

function makeFeed(seed = 2026) {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, feedMigrations);
  seedFeed(db, seed, NOW);
  return { db, sim: createSimulator({ db, seed, speed: 1 }) };
}

interface GameFacts {
  id: number;
  status: number;
  score1: number | null;
  score2: number | null;
  state: string;
  key: SportKey;
  finished_at: number | null;
}

test('simulator: games store their events with the state; they replay the final score and carry the tracker seq', () => {
  const { db, sim } = makeFeed();
  const store = createMatchEventStore(db);
  const watched = db.prepare<[], { id: number }>('SELECT id FROM feed_games WHERE status = 1 ORDER BY start_at, id LIMIT 10').all().map((r) => r.id);
  const facts = db.prepare<[number], GameFacts>('SELECT g.id, g.status, g.score1, g.score2, g.state, g.finished_at, s.key FROM feed_games g JOIN feed_sports s ON s.id = g.sport_id WHERE g.id = ?');
  const finished = (): number => watched.filter((id) => facts.get(id)?.status === 4).length;
  for (let i = 0; i < 500 && finished() < 5; i++) sim.tick(i % 7 === 0 ? 95 : 60);
  let checked = 0;
  for (const id of watched) {
    const game = facts.get(id);
    if (!game || game.status !== 4) continue;
    const events = store.list(id, 0);
    assert.ok(events.length > 0, `game ${id} has events`);
    assert.equal(store.version(id), events.length);
    const state = JSON.parse(game.state) as MatchState;
    assert.equal(state.track?.seq, events.length, 'the tracker seq is the stored version');
    const last = events[events.length - 1];
    assert.equal(last?.type, 'match_end');
    assert.deepEqual(last?.score, [game.score1, game.score2]);
    assert.ok(last !== undefined && game.finished_at !== null && Math.abs(last.at - game.finished_at) <= 1, 'match_end at the finish time');
    const model = SPORT_MODELS[game.key];
    const scoring = scoringTypeOf(model);
    for (let i = 1; i < events.length; i++) {
      const a = events[i - 1] as MatchEvent;
      const b = events[i] as MatchEvent;
      assert.ok(a.periodNo < b.periodNo || (a.periodNo === b.periodNo && a.clock <= b.clock), `order in game ${id}`);
      if (model.key !== 'tennis') assert.ok(a.at <= b.at, `time order in game ${id}`);
    }
    if (model.engine === 'timed') {
      const total: [number, number] = [0, 0];
      for (const e of events) if (e.type === scoring && e.team !== 0) bump(total, e.team, e.points ?? 1);
      assert.deepEqual(total, [game.score1, game.score2], `game ${id} (${game.key})`);
    }
    checked++;
  }
  assert.ok(checked >= 3, `checked ${checked} finished games`);
});

test('simulator: a goal suspends the main market, which is repriced and reopens after the pause', () => {
  const { db, sim } = makeFeed();
  const goals = db.prepare<[number], { game_id: number; at: number }>(
    "SELECT e.game_id, e.at FROM feed_match_events e JOIN feed_games g ON g.id = e.game_id WHERE e.type = 'goal' AND e.at >= ? AND g.status IN (2, 3) ORDER BY e.game_id",
  );
  const main = db.prepare<[number], { id: number; is_blocked: number; blocked_until: number | null; version: number }>(
    'SELECT id, is_blocked, blocked_until, version FROM feed_markets WHERE game_id = ? AND kind IN (1, 6) ORDER BY sort LIMIT 1',
  );
  let found: Array<{ gameId: number; market: { id: number; is_blocked: number; blocked_until: number | null; version: number } }> = [];
  for (let i = 0; i < 200 && found.length === 0; i++) {
    const before = sim.state()?.simNow ?? 0;
    sim.tick(2);
    found = goals.all(before).map((g) => ({ gameId: g.game_id, market: main.get(g.game_id) as NonNullable<ReturnType<typeof main.get>> }));
  }
  assert.ok(found.length > 0, 'a goal was scored');
  const now = sim.state()?.simNow ?? 0;
  for (const { market } of found) {
    assert.equal(market.is_blocked, 1, 'the main market is suspended in the next reply');
  }
  assert.ok(found.some(({ market }) => market.blocked_until !== null && market.blocked_until > now), 'for a while');
  sim.tick(50);
  const marketNow = db.prepare<[number], { is_blocked: number; version: number }>('SELECT is_blocked, version FROM feed_markets WHERE id = ?');
  const reopened = found.map(({ market }) => ({ market, row: marketNow.get(market.id) }));
  assert.ok(reopened.some((r) => r.row?.is_blocked === 0), 'the main market reopens after the pause');
  for (const r of reopened) {
    if (r.row?.is_blocked !== 0) continue;
    assert.ok(r.row.version > r.market.version, 'with a newer version');
    const oddVersions = db.prepare<[number], { v: number }>('SELECT max(version) AS v FROM feed_odds WHERE market_id = ?').get(r.market.id)?.v ?? 0;
    assert.ok(oddVersions >= r.market.version, 'its odds were repriced on or after the goal');
  }
});

test('simulator: a tennis break suspends the main market for a few seconds', () => {
  const { db, sim } = makeFeed();
  const breaks = db.prepare<[number], { game_id: number; at: number }>(
    "SELECT e.game_id, e.at FROM feed_match_events e JOIN feed_games g ON g.id = e.game_id WHERE e.type = 'break' AND e.at >= ? AND g.status = 2 ORDER BY e.game_id",
  );
  const main = db.prepare<[number], { is_blocked: number; blocked_until: number | null }>('SELECT is_blocked, blocked_until FROM feed_markets WHERE game_id = ? AND kind = 6');
  let hit: { game_id: number; at: number } | undefined;
  let now = 0;
  for (let i = 0; i < 600 && !hit; i++) {
    const before = sim.state()?.simNow ?? 0;
    sim.tick(1);
    now = sim.state()?.simNow ?? 0;
    hit = breaks.all(before).find((b) => main.get(b.game_id)?.is_blocked === 1);
  }
  assert.ok(hit, 'a break suspended its game');
  const row = main.get(hit.game_id);
  assert.ok(row?.blocked_until !== null && (row?.blocked_until ?? 0) > now && (row?.blocked_until ?? 0) <= now + 16);
});

test('simulator: events of a game finished more than 6 h ago are pruned; the game stays', () => {
  const { db, sim } = makeFeed();
  const store = createMatchEventStore(db);
  const live = db.prepare<[], { id: number }>('SELECT id FROM feed_games WHERE status = 2 ORDER BY id').all();
  sim.tick(120);
  const withEvents = live.map((g) => g.id).find((id) => store.version(id) > 0);
  assert.ok(withEvents !== undefined);
  db.prepare('UPDATE feed_games SET status = 4, finished_at = ? WHERE id = ?').run(NOW - 7 * 3600, withEvents);
  sim.tick(1);
  assert.equal(store.version(withEvents), 0);
  assert.ok(db.prepare('SELECT id FROM feed_games WHERE id = ?').get(withEvents), 'the game row stays (3 days)');
});

// --- The route ------------------------------------------------------------------------------------

interface EventsReply {
  gameId: number;
  version: number;
  full: boolean;
  events: MatchEvent[];
  stats: Record<string, [number, number]>;
}

test('GET feed/games/:id/events: full list, deltas by seq, ETag, 404 and 400', async (t) => {
  const server = await feedApp(t);
  assert.equal((await post(server, '/__test/feed/tick', { seconds: 90 })).statusCode, 200);
  const row = server.db
    .prepare<[], { game_id: number; n: number }>(
      "SELECT e.game_id, count(*) AS n FROM feed_match_events e JOIN feed_games g ON g.id = e.game_id JOIN feed_sports s ON s.id = g.sport_id WHERE s.key = 'football' GROUP BY e.game_id ORDER BY n DESC LIMIT 1",
    )
    .get();
  assert.ok(row, 'a football game has events');
  const url = `/web-api/feed/games/${row.game_id}/events`;
  const full = await get(server, url);
  assert.equal(full.statusCode, 200, full.body);
  const body = full.json<EventsReply>();
  assert.equal(body.gameId, row.game_id);
  assert.equal(body.full, true);
  assert.equal(body.version, body.events[body.events.length - 1]?.seq);
  assert.equal(body.events.length, row.n);
  assert.deepEqual(Object.keys(body.stats), ['possession', 'attacks', 'dangerousAttacks', 'shotsOnTarget', 'shotsOffTarget', 'corners', 'yellowCards', 'redCards', 'substitutions', 'goals']);
  assert.equal(full.headers['cache-control'], 'no-cache');
  const etag = full.headers.etag;
  assert.ok(typeof etag === 'string' && etag.startsWith(`"ev${body.version}.`));

  const same = await get(server, `${url}?since=${body.version}`);
  assert.deepEqual({ ...same.json<EventsReply>(), stats: {} }, { gameId: row.game_id, version: body.version, full: false, events: [], stats: {} });
  assert.deepEqual(same.json<EventsReply>().stats, body.stats, 'stats always cover the whole game');
  if (body.version > 2) {
    const tail = (await get(server, `${url}?since=${body.version - 2}`)).json<EventsReply>();
    assert.deepEqual(
      tail.events.map((e) => e.seq),
      [body.version - 1, body.version],
    );
  }
  assert.equal((await get(server, `${url}?since=${body.version + 50}`)).json<EventsReply>().full, true, 'a since above the version → full');
  assert.equal((await get(server, url, { 'if-none-match': etag })).statusCode, 304);

  await post(server, '/__test/feed/tick', { seconds: 120 });
  const delta = (await get(server, `${url}?since=${body.version}`)).json<EventsReply>();
  assert.equal(delta.full, false);
  assert.ok(delta.events.every((e) => e.seq > body.version));
  assert.equal(delta.version, delta.events.length > 0 ? delta.events[delta.events.length - 1]?.seq : body.version);

  const line = server.db.prepare<[], { id: number }>('SELECT id FROM feed_games WHERE status = 1 ORDER BY start_at DESC LIMIT 1').get();
  assert.ok(line);
  const empty = (await get(server, `/web-api/feed/games/${line.id}/events?since=3`)).json<EventsReply>();
  assert.equal(empty.version, 0);
  assert.deepEqual(empty.events, []);
  assert.equal(empty.full, true);

  const missing = await get(server, '/web-api/feed/games/99999999/events');
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json<{ errors: Array<{ code: string }> }>().errors[0]?.code, 'not_found');
  for (const bad of ['-1', 'abc', '1.5']) {
    const res = await get(server, `${url}?since=${bad}`);
    assert.equal(res.statusCode, 400, bad);
    assert.equal(res.json<{ errors: Array<{ source: { parameter: string } }> }>().errors[0]?.source.parameter, 'since');
  }
  assert.equal((await get(server, '/web-api/feed/games/x/events')).statusCode, 400);
});
