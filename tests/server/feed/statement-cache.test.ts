import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_DATA_SEED, prepareDatabase } from '../../../server/app';
import { openDatabase } from '../../../server/db/open';
import { createFeedQueries } from '../../../server/feed/store/queries';
import { readFeedState } from '../../../server/feed/store/state';
import { createStatementCache } from '../../../server/feed/store/statement-cache';
import { createServices } from '../../../server/services';

function seededDb(t: { after: (fn: () => void) => void }) {
  const db = openDatabase(':memory:');
  t.after(() => db.close());
  prepareDatabase(db, createServices({ web: { distDir: 'dist' }, feed: { autoStart: false } }), { dataSeed: DEFAULT_DATA_SEED });
  const state = readFeedState(db);
  assert.ok(state, 'the feed is seeded');
  return { db, state };
}

test('many distinct limit values (and filter values) do not grow the statement cache', (t) => {
  const { db, state } = seededDb(t);
  const queries = createFeedQueries(db);
  const list = (q: Parameters<typeof queries.games>[0]) => queries.games(q, state.simNow, state.version, state.minDeltaVersion, 'ru');
  const shapes = (): void => {
    list({ limit: 1 });
    list({ limit: 1, since: state.version });
    list({ limit: 1, cyber: true, timeFilter: 2 });
  };
  shapes();
  const held = queries.preparedStatements();
  for (let limit = 2; limit <= 400; limit++) {
    const page = list({ limit });
    assert.ok(page.games.length <= limit);
    list({ limit, since: state.version });
    list({ limit, cyber: limit % 2 === 0, timeFilter: limit % 2 === 0 ? 2 : 3 });
  }
  assert.equal(queries.preparedStatements(), held, 'one statement per query shape, whatever the values');
  const all = list({}).games.map((g) => g.id);
  assert.deepEqual(list({ limit: 3 }).games.map((g) => g.id), all.slice(0, 3), 'a bound LIMIT still limits');
});

test('the statement cache drops its least recently used statement past its bound', (t) => {
  const { db } = seededDb(t);
  const cache = createStatementCache(db, 3);
  const first = cache.get('SELECT 1');
  cache.get('SELECT 2');
  cache.get('SELECT 3');
  assert.equal(cache.get('SELECT 1'), first, 'a hit returns the same statement');
  cache.get('SELECT 4');
  assert.equal(cache.size, 3);
  assert.equal(cache.get('SELECT 1'), first, 'recently used statements stay');
});
