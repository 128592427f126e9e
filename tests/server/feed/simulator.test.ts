import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { runMigrations } from '../../../server/db/migrate';
import { feedMigrations } from '../../../server/feed/migrations';
import { seedFeed } from '../../../server/feed/seed';
import { createSimulator, type Simulator } from '../../../server/feed/simulator/simulator';

const NOW = 1_760_000_000;
const SEED = 2026;

function makeFeed(seed = SEED, speed = 1, clock?: () => number): { db: Database.Database; sim: Simulator } {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, feedMigrations);
  seedFeed(db, seed, NOW);
  return { db, sim: createSimulator({ db, seed, speed, ...(clock ? { now: clock } : {}) }) };
}

interface GameRow {
  id: number;
  permanent_id: number;
  section: string;
  status: number;
  start_at: number;
  time_sec: number | null;
  score1: number | null;
  score2: number | null;
  is_finished: number;
  finished_at: number | null;
  period_no: number;
  version: number;
}

const game = (db: Database.Database, id: number): GameRow => db.prepare<[number], GameRow>('SELECT * FROM feed_games WHERE id = ?').get(id) as GameRow;
const simNow = (sim: Simulator): number => sim.state()?.simNow ?? 0;

test('timers of running games advance with the simulated clock', () => {
  const { db, sim } = makeFeed();
  const running = db
    .prepare<[], GameRow>("SELECT g.* FROM feed_games g JOIN feed_sports s ON s.id = g.sport_id WHERE s.key = 'football' AND g.status = 2 AND g.time_sec % 2700 < 2000 ORDER BY g.id")
    .all();
  assert.ok(running.length > 3);
  sim.tick(60);
  for (const before of running) {
    const after = game(db, before.id);
    assert.equal(after.time_sec, (before.time_sec ?? 0) + 60, `game ${before.id}`);
  }
  assert.equal(simNow(sim), NOW + 60);
});

test('a live game finishes with status 4, is settled into results and toto, and its markets close', () => {
  const { db, sim } = makeFeed();
  const closed = db.prepare<[], { game_id: number }>("SELECT e.game_id FROM toto_events e JOIN toto_draws d ON d.id = e.draw_id WHERE d.status = 'closed' AND e.result IS NULL").all();
  const target = closed.map((e) => game(db, e.game_id)).find((g) => g.status === 2 || g.status === 3);
  assert.ok(target, 'the closed toto draw has running games');
  for (let i = 0; i < 40 && game(db, target.id).status !== 4; i++) sim.tick(300);
  const after = game(db, target.id);
  assert.equal(after.status, 4);
  assert.equal(after.is_finished, 1);
  assert.ok(after.finished_at !== null && after.finished_at <= simNow(sim));
  assert.ok(after.version > target.version);
  const result = db.prepare<[number], { score1: number; score2: number }>('SELECT score1, score2 FROM feed_results WHERE game_id = ?').get(target.id);
  assert.deepEqual(result, { score1: after.score1, score2: after.score2 });
  const open = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM feed_markets WHERE game_id = ? AND is_blocked = 0').get(target.id);
  assert.equal(open?.n, 0, 'no market stays open on a finished game');
  const toto = db.prepare<[number], { result: string }>('SELECT result FROM toto_events WHERE game_id = ?').get(target.id);
  const expected = (after.score1 ?? 0) > (after.score2 ?? 0) ? '1' : (after.score1 ?? 0) < (after.score2 ?? 0) ? '2' : 'X';
  assert.equal(toto?.result, expected);
});

test('a line game whose start has passed becomes live with the same id and permanentId', () => {
  const { db, sim } = makeFeed();
  const next = db.prepare<[], GameRow>('SELECT * FROM feed_games WHERE status = 1 ORDER BY start_at, id LIMIT 1').get() as GameRow;
  sim.tick(next.start_at - NOW + 90);
  const after = game(db, next.id);
  assert.equal(after.section, 'live');
  assert.ok(after.status === 2 || after.status === 3 || after.status === 4);
  assert.equal(after.permanent_id, next.permanent_id);
  assert.equal(after.period_no >= 1, true);
  assert.ok(after.version > next.version);
});

test('odds drift: about a tenth of live odds move per tick, and every change takes a newer version', () => {
  const { db, sim } = makeFeed();
  type Odd = { id: number; coef: number; version: number; game_id: number };
  const snapshot = (): Map<number, Odd> =>
    new Map(
      db
        .prepare<[], Odd>('SELECT o.id, o.coef, o.version, m.game_id FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id JOIN feed_games g ON g.id = m.game_id WHERE g.status IN (2, 3)')
        .all()
        .map((o) => [o.id, o]),
    );
  const before = snapshot();
  const versionBefore = sim.state()?.version ?? 0;
  sim.tick(1);
  const after = snapshot();
  const moved = [...after.values()].filter((o) => before.get(o.id)?.coef !== o.coef);
  const share = moved.length / after.size;
  assert.ok(share > 0.03 && share < 0.3, `moved share ${share}`);
  for (const o of moved) {
    assert.ok(o.version > versionBefore, 'a changed odd has a version newer than before the tick');
    assert.ok(game(db, o.game_id).version >= o.version, 'its game carries at least that version');
    const old = before.get(o.id)?.coef ?? 0;
    assert.ok(Math.abs(o.coef / old - 1) < 0.5, `odd ${o.id} moved ${old} → ${o.coef}`);
  }
  const untouched = [...after.values()].filter((o) => before.get(o.id)?.coef === o.coef && before.get(o.id)?.version === o.version);
  assert.ok(untouched.length > after.size / 2, 'most odds keep their version');
  assert.ok((sim.state()?.version ?? 0) > versionBefore);
});

test('a goal suspends the game markets briefly; they reopen later', () => {
  const { db, sim } = makeFeed();
  const blockedQuery = db.prepare<[], { id: number; blocked_until: number; version: number }>(
    'SELECT id, blocked_until, version FROM feed_markets WHERE blocked_until IS NOT NULL AND is_blocked = 1 ORDER BY id',
  );
  let blocked = blockedQuery.all();
  for (let i = 0; i < 60 && blocked.length === 0; i++) {
    sim.tick(20);
    blocked = blockedQuery.all();
  }
  assert.ok(blocked.length > 0, 'some game scored and got suspended');
  for (const m of blocked) assert.ok(m.blocked_until > simNow(sim));
  sim.tick(60);
  const reopened = blocked.map((m) => db.prepare<[number], { is_blocked: number; blocked_until: number | null; version: number }>('SELECT is_blocked, blocked_until, version FROM feed_markets WHERE id = ?').get(m.id));
  reopened.forEach((m, i) => {
    const was = blocked[i]?.blocked_until ?? 0;
    assert.ok(m === undefined || m.blocked_until === null || m.blocked_until > was, 'an expired suspension is lifted (or renewed by another goal)');
  });
  assert.ok(reopened.some((m) => m?.is_blocked === 0), 'suspended markets reopen');
  for (const [i, m] of reopened.entries()) if (m?.is_blocked === 0) assert.ok(m.version > (blocked[i]?.version ?? 0));
});

test('test hooks: blocking a market and setting a coefficient bump the versions', () => {
  const { db, sim } = makeFeed();
  const market = db.prepare<[], { id: number; game_id: number }>('SELECT id, game_id FROM feed_markets WHERE is_blocked = 0 ORDER BY id LIMIT 1').get();
  assert.ok(market);
  const v1 = sim.setMarketBlocked(market.id, true);
  assert.ok(v1 !== null);
  assert.deepEqual(db.prepare('SELECT is_blocked, version FROM feed_markets WHERE id = ?').get(market.id), { is_blocked: 1, version: v1 });
  assert.equal(game(db, market.game_id).version, v1);
  const odd = db.prepare<[number], { id: number }>('SELECT id FROM feed_odds WHERE market_id = ? LIMIT 1').get(market.id);
  assert.ok(odd);
  const v2 = sim.setOddCoef(odd.id, 3.333);
  assert.equal(v2, v1 + 1);
  assert.deepEqual(db.prepare('SELECT coef, version FROM feed_odds WHERE id = ?').get(odd.id), { coef: 3.333, version: v2 });
  assert.equal(sim.setMarketBlocked(99_999_999, true), null);
  assert.equal(sim.setOddCoef(99_999_999, 2), null);
});

test('the line never runs dry and the live section is refilled; lotto draws are drawn on time', () => {
  const { db, sim } = makeFeed();
  const targets = sim.state();
  assert.ok(targets);
  const firstNewId = targets.nextGameId;
  const keno = db.prepare<[number], { id: number; draw_at: number }>("SELECT id, draw_at FROM lotto_draws WHERE lottery = 'keno-20-80' AND numbers IS NULL AND draw_at <= ? ORDER BY draw_at LIMIT 1").get(NOW + 900);
  assert.ok(keno);
  sim.tick(3 * 3600);
  const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n ?? 0;
  const line = count('SELECT count(*) AS n FROM feed_games WHERE status = 1');
  const live = count('SELECT count(*) AS n FROM feed_games WHERE status IN (2, 3)');
  assert.ok(line >= targets.lineTarget * 0.9, `line ${line} / ${targets.lineTarget}`);
  assert.ok(live >= targets.liveTarget * 0.5, `live ${live} / ${targets.liveTarget}`);
  const created = count(`SELECT count(*) AS n FROM feed_games WHERE id >= ${firstNewId}`);
  assert.ok(created > 20, `created ${created}`);
  assert.ok(count(`SELECT count(*) AS n FROM feed_games WHERE id >= ${firstNewId} AND markets_count = 0`) === 0);
  const drawn = db.prepare<[number], { numbers: string | null }>('SELECT numbers FROM lotto_draws WHERE id = ?').get(keno.id);
  assert.equal((JSON.parse(drawn?.numbers ?? 'null') as number[] | null)?.length, 20);
  for (const lottery of ['keno-20-80', 'sportloto-6-45', 'sportloto-5-36']) {
    assert.equal(count(`SELECT count(*) AS n FROM lotto_draws WHERE lottery = '${lottery}' AND numbers IS NULL`), 3, lottery);
  }
});

test('finished games older than 3 days are pruned; their results stay and old deltas become full', () => {
  const { db, sim } = makeFeed();
  const old = db.prepare<[], GameRow>('SELECT * FROM feed_games WHERE status = 4 ORDER BY id LIMIT 1').get() as GameRow;
  const recent = db.prepare<[number], GameRow>('SELECT * FROM feed_games WHERE status = 4 AND id > ? ORDER BY id LIMIT 1').get(old.id) as GameRow;
  const stamped = (sim.state()?.version ?? 0) + 5;
  db.prepare('UPDATE feed_games SET finished_at = ?, version = ? WHERE id = ?').run(NOW - 4 * 86_400, stamped, old.id);
  assert.ok((sim.state()?.minDeltaVersion ?? 0) < stamped);
  sim.tick(1);
  assert.equal(db.prepare('SELECT id FROM feed_games WHERE id = ?').get(old.id), undefined);
  assert.deepEqual(db.prepare('SELECT count(*) AS n FROM feed_markets WHERE game_id = ?').get(old.id), { n: 0 }, 'markets go with the game');
  assert.ok(db.prepare('SELECT game_id FROM feed_results WHERE game_id = ?').get(old.id), 'the result stays');
  assert.ok(game(db, recent.id), 'games finished within 3 days stay');
  assert.ok((sim.state()?.minDeltaVersion ?? 0) >= stamped, 'a since before the pruned change cannot be a delta');
});

test('the same seed and tick sequence give the same feed', () => {
  const dump = (db: Database.Database) => ({
    games: db.prepare('SELECT id, status, section, score1, score2, time_sec, state, version FROM feed_games ORDER BY id').all(),
    markets: db.prepare('SELECT id, is_blocked, blocked_until, version FROM feed_markets ORDER BY id').all(),
    odds: db.prepare('SELECT id, coef, is_blocked, version FROM feed_odds ORDER BY id').all(),
    results: db.prepare('SELECT * FROM feed_results ORDER BY game_id').all(),
    lotto: db.prepare('SELECT * FROM lotto_draws ORDER BY id').all(),
  });
  const run = () => {
    const { db, sim } = makeFeed(5);
    for (const seconds of [1, 30, 700, 1, 1]) sim.tick(seconds);
    return { data: dump(db), state: sim.state() };
  };
  const a = run();
  const b = run();
  assert.deepEqual(a, b);
  const { db, sim } = makeFeed(6);
  for (const seconds of [1, 30, 700, 1, 1]) sim.tick(seconds);
  assert.notDeepEqual(dump(db).odds, a.data.odds, 'another seed plays differently');
});

test('speed: 0 freezes the timer-driven clock, 2 runs it twice as fast', () => {
  let clock = 1_000_000;
  const frozen = makeFeed(SEED, 0, () => clock);
  const version = frozen.sim.state()?.version;
  clock += 10_000;
  assert.equal(frozen.sim.pump(), null);
  assert.equal(simNow(frozen.sim), NOW);
  assert.equal(frozen.sim.state()?.version, version, 'nothing changes');
  const fast = makeFeed(SEED, 2, () => clock);
  clock += 5_000;
  const report = fast.sim.pump();
  assert.equal(report?.simNow, NOW + 10);
  assert.equal(simNow(fast.sim), NOW + 10);
});

test('catch-up replays a short gap and re-seeds a stale feed', () => {
  let clock = (NOW + 600) * 1000;
  const short = makeFeed(SEED, 1, () => clock);
  short.sim.catchUp();
  assert.equal(simNow(short.sim), NOW + 600);
  clock = (NOW + 2 * 86_400) * 1000;
  const stale = makeFeed(SEED, 1, () => clock);
  const versionBefore = stale.sim.state()?.version ?? 0;
  stale.sim.catchUp();
  const state = stale.sim.state();
  assert.equal(state?.simNow, NOW + 2 * 86_400);
  assert.ok((state?.minDeltaVersion ?? 0) > versionBefore, 'clients holding old versions get full lists');
  const earliest = stale.db.prepare<[], { t: number }>('SELECT min(start_at) AS t FROM feed_games WHERE status = 1').get()?.t ?? 0;
  assert.ok(earliest > NOW + 2 * 86_400, 'the new line starts after the new clock');
});
