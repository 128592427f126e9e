/**
 * Seeding and resetting the feed tables. The seed runs only while the feed is empty (idempotent);
 * a reset keeps the version counter so versions never go backwards, and every version a client
 * held before becomes too old for a delta (it gets a full list).
 */
import type Database from 'better-sqlite3';
import { insertCatalog } from './catalog-store';
import { createGameStore } from './game-store';
import { generateFeed } from './generator';
import { createLottoStore } from './lotto-store';
import { FEED_TABLES_IN_DELETE_ORDER } from './migrations';
import { createResultStore } from './results-store';
import { currentVersion, writeFeedState } from './state-store';
import { createTotoStore } from './toto-store';

const inTransaction = (db: Database.Database, fn: () => void): void => {
  if (db.inTransaction) fn();
  else db.transaction(fn).immediate();
};

export const isFeedSeeded = (db: Database.Database): boolean =>
  (db.prepare<[], { n: number }>('SELECT count(*) AS n FROM feed_sports').get()?.n ?? 0) > 0;

/** Seeds the feed from `seed` at the simulated time `nowSec` (default: now) unless it holds data. */
export function seedFeed(db: Database.Database, seed: number, nowSec: number = Math.floor(Date.now() / 1000)): void {
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
export function resetFeed(db: Database.Database): void {
  inTransaction(db, () => {
    const version = currentVersion(db);
    for (const table of FEED_TABLES_IN_DELETE_ORDER) db.exec(`DELETE FROM ${table}`);
    writeFeedState(db, { version });
  });
}
