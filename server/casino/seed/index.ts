/** The catalogue seed (idempotent: rows that exist are kept) and the reset of the test API. */
import type { Db } from '../../db/open';
import { createCasinoStore } from '../store';
import { PROVIDERS, generateCatalogue } from './catalogue';

/** The catalogue's "now": a game's `added_at` is this less its age. */
const SEEDED_AT = Date.parse('2026-11-20T00:00:00Z');
const DAY_MS = 86_400_000;

export function seedCasino(db: Db): void {
  const store = createCasinoStore(db);
  db.transaction(() => {
    for (const p of PROVIDERS) store.insertProvider(p);
    for (const g of generateCatalogue()) store.insertGame(g, SEEDED_AT - g.ageDays * DAY_MS);
  })();
}

export function resetCasino(db: Db): void {
  createCasinoStore(db).clear();
}
