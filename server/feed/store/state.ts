/**
 * The feed's counters in `feed_state` (key → number): the global version, the oldest version a
 * delta can start from, the simulated clock, the simulator's PRNG state, id counters and targets.
 * Read back through a valibot schema (storage boundary).
 */
import type { Db } from '../../db/open';
import * as v from 'valibot';
import type { FeedCounters } from '../types';

export interface FeedStateValues extends FeedCounters {
  /** The global change counter: every change to a game, market or odd takes the next value. */
  version: number;
  /** A `since` below this cannot be served as a delta (rows were pruned or re-seeded). */
  minDeltaVersion: number;
}

const KEYS: Record<keyof FeedStateValues, string> = {
  version: 'version',
  minDeltaVersion: 'min_delta_version',
  simNow: 'sim_now',
  rng: 'rng',
  nextGameId: 'next_game_id',
  nextMarketId: 'next_market_id',
  nextOddId: 'next_odd_id',
  nextTotoId: 'next_toto_id',
  nextLottoId: 'next_lotto_id',
  liveTarget: 'live_target',
  lineTarget: 'line_target',
};

const Num = v.pipe(v.number(), v.finite());
const FeedStateSchema = v.object({
  version: Num,
  minDeltaVersion: Num,
  simNow: Num,
  rng: Num,
  nextGameId: Num,
  nextMarketId: Num,
  nextOddId: Num,
  nextTotoId: Num,
  nextLottoId: Num,
  liveTarget: Num,
  lineTarget: Num,
});

const prepareReadAll = (db: Db) => db.prepare<[], { key: string; value: number }>('SELECT key, value FROM feed_state');
const readAll = new WeakMap<Db, ReturnType<typeof prepareReadAll>>();

export function readFeedState(db: Db): FeedStateValues | null {
  let stmt = readAll.get(db);
  if (!stmt) {
    stmt = prepareReadAll(db);
    readAll.set(db, stmt);
  }
  const rows = stmt.all();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  // Only the version survives a reset: not seeded.
  if (!byKey.has(KEYS.simNow)) return null;
  const raw = Object.fromEntries(Object.entries(KEYS).map(([field, key]) => [field, byKey.get(key)]));
  const parsed = v.safeParse(FeedStateSchema, raw);
  if (!parsed.success) throw new Error(`feed_state is incomplete: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

export function writeFeedState(db: Db, values: Partial<FeedStateValues>): void {
  const upsert = db.prepare<[string, number]>('INSERT INTO feed_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  for (const [field, value] of Object.entries(values)) {
    const key = KEYS[field as keyof FeedStateValues];
    if (key !== undefined && typeof value === 'number') upsert.run(key, value);
  }
}

/** The current global version (0 before the feed is seeded). */
export function currentVersion(db: Db): number {
  return db.prepare<[], { value: number }>("SELECT value FROM feed_state WHERE key = 'version'").get()?.value ?? 0;
}
