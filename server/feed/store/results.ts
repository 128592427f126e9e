/**
 * Settled games (feed_results): written when a game finishes, read by the results and standings calls.
 * A row keeps the Russian sport and championship names; lists add the English ones from the catalogue.
 */
import type { Db } from '../../db/open';
import * as v from 'valibot';
import type { ResultRecord } from '../types';

interface ResultRow {
  game_id: number;
  sport_id: number;
  champ_id: number;
  sport_name: string;
  champ_name: string;
  team1: string;
  team2: string;
  start_at: number;
  finished_at: number;
  score1: number;
  score2: number;
  score_formatted: string;
  type: string;
}

interface ListedRow extends ResultRow {
  sport_name_en: string;
  champ_name_en: string;
}

/** A listed result with the English sport and championship names too. */
export interface ListedResult extends ResultRecord {
  sportNameEn: string;
  champNameEn: string;
}

const TypeSchema = v.picklist(['live', 'zone'] as const);

export interface ResultsFilter {
  type: 'live' | 'zone';
  /** Which time the window applies to: the game's start (a calendar date) or its finish (recent results). */
  by: 'start' | 'finish';
  from: number;
  to: number;
  sportId?: number;
  champId?: number;
}

/** Most rows one results reply carries. */
export const RESULTS_LIMIT = 500;

export interface ResultStore {
  insert(result: ResultRecord): void;
  list(filter: ResultsFilter): ListedResult[];
  forChamp(champId: number): ResultRecord[];
}

const toResult = (r: ResultRow): ResultRecord => ({
  gameId: r.game_id,
  sportId: r.sport_id,
  champId: r.champ_id,
  sportName: r.sport_name,
  champName: r.champ_name,
  team1: r.team1,
  team2: r.team2,
  startAt: r.start_at,
  finishedAt: r.finished_at,
  score1: r.score1,
  score2: r.score2,
  scoreFormatted: r.score_formatted,
  type: v.parse(TypeSchema, r.type),
});

const toListed = (r: ListedRow): ListedResult => ({ ...toResult(r), sportNameEn: r.sport_name_en, champNameEn: r.champ_name_en });

export function createResultStore(db: Db): ResultStore {
  const insert = db.prepare(`INSERT OR REPLACE INTO feed_results (game_id, sport_id, champ_id, sport_name, champ_name, team1, team2, start_at, finished_at,
    score1, score2, score_formatted, type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const byChamp = db.prepare<[number], ResultRow>('SELECT * FROM feed_results WHERE champ_id = ? ORDER BY start_at, game_id');
  return {
    insert(r) {
      insert.run(r.gameId, r.sportId, r.champId, r.sportName, r.champName, r.team1, r.team2, r.startAt, r.finishedAt, r.score1, r.score2, r.scoreFormatted, r.type);
    },
    list(filter) {
      const column = filter.by === 'start' ? 'r.start_at' : 'r.finished_at';
      const where = ['r.type = ?', `${column} >= ?`, `${column} < ?`];
      const params: number[] = [filter.from, filter.to];
      if (filter.sportId !== undefined) {
        where.push('r.sport_id = ?');
        params.push(filter.sportId);
      }
      if (filter.champId !== undefined) {
        where.push('r.champ_id = ?');
        params.push(filter.champId);
      }
      const sql = `SELECT r.*, coalesce(s.name_en, r.sport_name) AS sport_name_en, coalesce(c.name_en, r.champ_name) AS champ_name_en
        FROM feed_results r LEFT JOIN feed_sports s ON s.id = r.sport_id LEFT JOIN feed_champs c ON c.id = r.champ_id
        WHERE ${where.join(' AND ')} ORDER BY r.finished_at DESC, r.game_id LIMIT ${RESULTS_LIMIT}`;
      return db.prepare<unknown[], ListedRow>(sql).all(filter.type, ...params).map(toListed);
    },
    forChamp(champId) {
      return byChamp.all(champId).map(toResult);
    },
  };
}
