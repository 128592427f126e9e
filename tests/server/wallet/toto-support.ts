/** Toto test helpers: an open draw of the seeded feed, coupon bodies, placing and listing as the demo player. */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse as Response } from 'fastify';
import type { Db } from '../../../server/db/open';
import { expectError } from '../identity/support';
import { RUB_ACCOUNT, newKey, type WalletServer } from './support';

export type Outcome = '1' | 'X' | '2';

export interface OpenDraw {
  id: number;
  number: number;
  closesAt: number;
  gameIds: number[];
}

/** Open draws of the feed (status 'open'), by closing time. */
export function openDraws(db: Db): OpenDraw[] {
  const draws = db.prepare<[], { id: number; number: number; closes_at: number }>("SELECT id, number, closes_at FROM toto_draws WHERE status = 'open' ORDER BY closes_at").all();
  const events = db.prepare<[number], { game_id: number }>('SELECT game_id FROM toto_events WHERE draw_id = ? ORDER BY position');
  return draws.map((d) => ({ id: d.id, number: d.number, closesAt: d.closes_at, gameIds: events.all(d.id).map((e) => e.game_id) }));
}

export function openDraw(db: Db): OpenDraw {
  const draw = openDraws(db)[0];
  assert.ok(draw, 'the seeded feed has an open toto draw');
  assert.equal(draw.gameIds.length, 15);
  return draw;
}

/** One pick '1' per event, with `extra` outcomes per event position (e.g. { 0: ['X'] } makes 2 lines). */
export function totoBody(draw: OpenDraw, lineStake: number, extra: Record<number, Outcome[]> = {}, over: Record<string, unknown> = {}): Record<string, unknown> {
  const picks = draw.gameIds.map((gameId, i) => ({ gameId, outcomes: ['1', ...(extra[i] ?? [])] }));
  const lines = picks.reduce((n, p) => n * p.outcomes.length, 1);
  return { drawId: draw.id, accountId: RUB_ACCOUNT, lineStake, amount: Math.round(lines * lineStake * 100) / 100, picks, ...over };
}

export const placeToto = (s: WalletServer, body: Record<string, unknown>, key = newKey(), token = s.token): Promise<Response> =>
  s.player.post('toto/place', body, { token, headers: { 'idempotency-key': key } });

export async function finishDraw(s: WalletServer, drawId: number, results?: Outcome[]): Promise<{ couponsSettled: number; paidMinor: number; failed: unknown[] }> {
  const res = await s.app.inject({ method: 'POST', url: '/__test/toto/finish', payload: results ? { drawId, results } : { drawId } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

export const count = (db: Db, sql: string): number => db.prepare<[], { n: number }>(sql).get()?.n ?? -1;

/** Asserts a JSON:API error with this status and code (tests/server/identity/support `expectError`); returns its `meta`. */
export function expectMeta(res: Response, status: number, code: string): Record<string, unknown> | undefined {
  expectError(res, status, code);
  return (res.json() as { errors: Array<{ meta?: Record<string, unknown> }> }).errors[0]?.meta;
}

/** A writing connection to the server's database (closed when the test ends), to move the feed's clock or a draw's status by hand. */
export function writer(t: TestContext, s: WalletServer): Database.Database {
  const db = new Database(s.dbFile);
  db.pragma('busy_timeout = 2000');
  t.after(() => db.close());
  return db;
}
