/**
 * Seeding and resetting the feed tables. The seed runs only while the feed is empty (idempotent);
 * a reset keeps the version counter so versions never go backwards, and every version a client
 * held before becomes too old for a delta (it gets a full list).
 */
import type { Db } from '../db/open';
import { inTransaction } from '../db/transaction';
import { insertCatalog } from './store/catalog';
import { createGameStore } from './store/games';
import { generateFeed } from './simulator/generator';
import { createLottoStore } from './store/lotto';
import { createResultStore } from './store/results';
import { currentVersion, writeFeedState } from './store/state';
import { clearFeedTables, isFeedSeeded } from './store/tables';
import { createTotoStore } from './store/toto';

/** Seeds the feed from `seed` at the simulated time `nowSec` (default: now) unless it holds data. */
export function seedFeed(db: Db, seed: number, nowSec: number = Math.floor(Date.now() / 1000)): void {
  inTransaction(db, () => {
    if (isFeedSeeded(db)) return;
    const version = currentVersion(db) + 1;
    const data = generateFeed(seed, nowSec);
    insertCatalog(db, data.sports, data.champs, data.teams);
    const games = createGameStore(db);
    for (const game of data.games) games.insertGame(game, version);
    const results = createResultStore(db);
    for (const result of data.results) results.insert(result);
    const toto = createTotoStore(db);
    for (const draw of data.totoDraws) toto.insert(draw);
    const lotto = createLottoStore(db);
    for (const draw of data.lottoDraws) lotto.insert(draw);
    writeFeedState(db, { ...data.counters, version, minDeltaVersion: version });
  });
}

/** Empties the feed tables (the version counter survives). */
export function resetFeed(db: Db): void {
  inTransaction(db, () => {
    const version = currentVersion(db);
    clearFeedTables(db);
    writeFeedState(db, { version });
  });
}
