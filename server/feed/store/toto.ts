/** Toto draws and their events (toto_draws, toto_events). */
import type { Db } from '../../db/open';
import * as v from 'valibot';
import type { TotoDrawRecord, TotoEventRecord, TotoResult } from '../types';

interface DrawRow {
  id: number;
  number: number;
  status: string;
  closes_at: number;
  pool: number;
  jackpot: number;
  currency: string;
}

interface EventRow {
  draw_id: number;
  position: number;
  game_id: number;
  team1: string;
  team2: string;
  start_at: number;
  result: string | null;
}

const StatusSchema = v.picklist(['open', 'closed', 'settled'] as const);
const ResultSchema = v.nullable(v.picklist(['1', 'X', '2'] as const));

export interface TotoStore {
  insert(draw: TotoDrawRecord): void;
  list(): TotoDrawRecord[];
  get(id: number): TotoDrawRecord | null;
  /** Sets the result of every event of this game; returns the draws touched. */
  settleGame(gameId: number, result: TotoResult): number[];
  setStatus(id: number, status: TotoDrawRecord['status']): void;
  /** Games already used by a draw. */
  usedGameIds(): Set<number>;
  maxNumber(): number;
}

export function createTotoStore(db: Db): TotoStore {
  const insertDraw = db.prepare('INSERT INTO toto_draws (id, number, status, closes_at, pool, jackpot, currency) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertEvent = db.prepare('INSERT INTO toto_events (draw_id, position, game_id, team1, team2, start_at, result) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const allDraws = db.prepare<[], DrawRow>('SELECT * FROM toto_draws ORDER BY number DESC');
  const oneDraw = db.prepare<[number], DrawRow>('SELECT * FROM toto_draws WHERE id = ?');
  const eventsOf = db.prepare<[number], EventRow>('SELECT * FROM toto_events WHERE draw_id = ? ORDER BY position');
  const drawsOfGame = db.prepare<[number], { draw_id: number }>('SELECT DISTINCT draw_id FROM toto_events WHERE game_id = ? AND result IS NULL');
  const settle = db.prepare<[string, number]>('UPDATE toto_events SET result = ? WHERE game_id = ? AND result IS NULL');
  const status = db.prepare<[string, number]>('UPDATE toto_draws SET status = ? WHERE id = ?');
  const used = db.prepare<[], { game_id: number }>('SELECT DISTINCT game_id FROM toto_events');
  const maxNumber = db.prepare<[], { n: number | null }>('SELECT max(number) AS n FROM toto_draws');

  const toEvent = (r: EventRow): TotoEventRecord => ({
    gameId: r.game_id,
    team1: r.team1,
    team2: r.team2,
    startAt: r.start_at,
    result: v.parse(ResultSchema, r.result),
  });
  const toDraw = (r: DrawRow): TotoDrawRecord => ({
    id: r.id,
    number: r.number,
    status: v.parse(StatusSchema, r.status),
    closesAt: r.closes_at,
    pool: r.pool,
    jackpot: r.jackpot,
    currency: r.currency,
    events: eventsOf.all(r.id).map(toEvent),
  });

  return {
    insert(draw) {
      insertDraw.run(draw.id, draw.number, draw.status, draw.closesAt, draw.pool, draw.jackpot, draw.currency);
      draw.events.forEach((e, i) => insertEvent.run(draw.id, i + 1, e.gameId, e.team1, e.team2, e.startAt, e.result));
    },
    list: () => allDraws.all().map(toDraw),
    get(id) {
      const row = oneDraw.get(id);
      return row ? toDraw(row) : null;
    },
    settleGame(gameId, result) {
      const draws = drawsOfGame.all(gameId).map((r) => r.draw_id);
      if (draws.length > 0) settle.run(result, gameId);
      return draws;
    },
    setStatus(id, value) {
      status.run(value, id);
    },
    usedGameIds: () => new Set(used.all().map((r) => r.game_id)),
    maxNumber: () => maxNumber.get()?.n ?? 0,
  };
}
