import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { runMigrations } from '../../../server/db/migrate';
import { feedMigrations } from '../../../server/feed/migrations';
import { resetFeed, seedFeed } from '../../../server/feed/seed';
import { readFeedState } from '../../../server/feed/store/state';

const NOW = 1_760_000_000;

function counts(db: Database.Database): Record<string, number> {
  const out: Record<string, number> = {};
  for (const table of ['feed_sports', 'feed_champs', 'feed_teams', 'feed_games', 'feed_markets', 'feed_odds', 'feed_results', 'toto_draws', 'toto_events', 'lotto_draws']) {
    out[table] = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? -1;
  }
  return out;
}

test('seedFeed fills empty tables once; a second call changes nothing', () => {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, feedMigrations);
  assert.equal(readFeedState(db), null);
  seedFeed(db, 2026, NOW);
  const first = counts(db);
  for (const [table, n] of Object.entries(first)) assert.ok(n > 0, table);
  const state = readFeedState(db);
  assert.equal(state?.version, 1);
  assert.equal(state?.minDeltaVersion, 1);
  assert.equal(state?.simNow, NOW);
  assert.deepEqual(
    db.prepare('SELECT DISTINCT version FROM feed_games').all(),
    [{ version: 1 }],
    'seeded rows carry the seed version',
  );
  seedFeed(db, 9, NOW + 500);
  assert.deepEqual(counts(db), first);
  assert.deepEqual(readFeedState(db), state);
});

test('resetFeed empties the feed but keeps the version counter; the next seed starts above it', () => {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, feedMigrations);
  seedFeed(db, 2026, NOW);
  db.prepare("UPDATE feed_state SET value = 41 WHERE key = 'version'").run();
  resetFeed(db);
  assert.equal(readFeedState(db), null);
  assert.ok(Object.values(counts(db)).every((n) => n === 0));
  seedFeed(db, 2026, NOW);
  const state = readFeedState(db);
  assert.equal(state?.version, 42);
  assert.equal(state?.minDeltaVersion, 42);
});
