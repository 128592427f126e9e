/** A player's real casino rounds for the console (issue 24), newest first, paged by row number. */
import type { Db } from '../../db/open';

export interface PlayerRoundRow {
  seq: number;
  id: string;
  game_id: number;
  engine: string;
  currency: string;
  stake_minor: number;
  win_minor: number | null;
  status: 'open' | 'settled';
  started_at: number;
  settled_at: number | null;
}

export interface PlayerRoundStore {
  /** The player's real rounds started before the round numbered `beforeSeq` (all when undefined). */
  page(userId: number, beforeSeq: number | undefined, limit: number): PlayerRoundRow[];
}

export function createPlayerRoundStore(db: Db): PlayerRoundStore {
  const page = db.prepare<[number, number | null, number | null, number], PlayerRoundRow>(
    `SELECT rowid AS seq, id, game_id, engine, currency, stake_minor, win_minor, status, started_at, settled_at
       FROM casino_rounds WHERE user_id = ? AND mode = 'real' AND (? IS NULL OR rowid < ?) ORDER BY rowid DESC LIMIT ?`,
  );
  return { page: (userId, beforeSeq, limit) => page.all(userId, beforeSeq ?? null, beforeSeq ?? null, limit) };
}
