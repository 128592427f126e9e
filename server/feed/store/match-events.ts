/**
 * Match events of the games (feed_match_events, migration 202): appended by the simulator in the
 * tick's transaction, read by `GET feed/games/:id/events`. A game's event version is its last seq
 * (0 without events). Events go with their game (ON DELETE CASCADE, 3 days after it ends) and are
 * pruned earlier, EVENTS_KEEP after the game finished: only a live page needs them.
 */
import type { Db } from '../../db/open';
import * as v from 'valibot';
import { MATCH_EVENT_TYPES, ZONES, type MatchEvent, type MatchEventType, type Zone } from '../simulator/match-events';
import { SPORT_KEYS, type SportKey } from '../simulator/sport-models';

/** A stored event: `at` is simulated unix time (whole seconds). */
export type StoredMatchEvent = Omit<MatchEvent, 'at'> & { at: number };

interface EventRow {
  seq: number;
  at: number;
  type: string;
  team: number;
  period_no: number;
  clock: number;
  score1: number;
  score2: number;
  period_score1: number | null;
  period_score2: number | null;
  points: number | null;
  zone: string | null;
  detail: string | null;
}

export interface MatchEventStore {
  /** Appends a step's events (`at` relative to `spanStart`). */
  append(gameId: number, spanStart: number, events: readonly MatchEvent[]): void;
  /** Events with seq > since, in order. */
  list(gameId: number, since: number): StoredMatchEvent[];
  /** The game's event version: its last seq, 0 without events. */
  version(gameId: number): number;
  /** The sport of a stored game, or null when the game is unknown. */
  sportOf(gameId: number): SportKey | null;
  /** Deletes the events of games finished before `before`; returns how many rows went. */
  pruneFinished(before: number): number;
}

const TypeSchema = v.picklist(MATCH_EVENT_TYPES);
const ZoneSchema = v.picklist(ZONES);
const TeamSchema = v.picklist([0, 1, 2] as const);
const SportKeySchema = v.picklist(SPORT_KEYS);

function toEvent(row: EventRow): StoredMatchEvent {
  const event: StoredMatchEvent = {
    seq: row.seq,
    at: row.at,
    type: v.parse(TypeSchema, row.type) as MatchEventType,
    team: v.parse(TeamSchema, row.team),
    periodNo: row.period_no,
    clock: row.clock,
    score: [row.score1, row.score2],
  };
  if (row.period_score1 !== null && row.period_score2 !== null) event.periodScore = [row.period_score1, row.period_score2];
  if (row.points !== null) event.points = row.points;
  if (row.zone !== null) event.zone = v.parse(ZoneSchema, row.zone) as Zone;
  if (row.detail !== null) event.detail = row.detail;
  return event;
}

export function createMatchEventStore(db: Db): MatchEventStore {
  const insert = db.prepare(`INSERT INTO feed_match_events (game_id, seq, at, type, team, period_no, clock, score1, score2, period_score1, period_score2, points, zone, detail)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const since = db.prepare<[number, number], EventRow>(
    'SELECT seq, at, type, team, period_no, clock, score1, score2, period_score1, period_score2, points, zone, detail FROM feed_match_events WHERE game_id = ? AND seq > ? ORDER BY seq',
  );
  const last = db.prepare<[number], { seq: number | null }>('SELECT max(seq) AS seq FROM feed_match_events WHERE game_id = ?');
  const sport = db.prepare<[number], { key: string }>('SELECT s.key FROM feed_games g JOIN feed_sports s ON s.id = g.sport_id WHERE g.id = ?');
  const prune = db.prepare<[number]>(
    'DELETE FROM feed_match_events WHERE game_id IN (SELECT id FROM feed_games WHERE status = 4 AND finished_at IS NOT NULL AND finished_at < ?)',
  );
  return {
    append(gameId, spanStart, events) {
      for (const e of events) {
        insert.run(
          gameId,
          e.seq,
          Math.floor(spanStart + e.at),
          e.type,
          e.team,
          e.periodNo,
          e.clock,
          e.score[0],
          e.score[1],
          e.periodScore?.[0] ?? null,
          e.periodScore?.[1] ?? null,
          e.points ?? null,
          e.zone ?? null,
          e.detail ?? null,
        );
      }
    },
    list: (gameId, after) => since.all(gameId, after).map(toEvent),
    version: (gameId) => last.get(gameId)?.seq ?? 0,
    sportOf(gameId) {
      const row = sport.get(gameId);
      if (!row) return null;
      const parsed = v.safeParse(SportKeySchema, row.key);
      return parsed.success ? parsed.output : null;
    },
    pruneFinished: (before) => prune.run(before).changes,
  };
}
