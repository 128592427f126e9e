/** Shared helpers of the feed API tests: an app with the simulator stopped, JSON GETs, a read-only view of the database. */
import type { TestContext } from 'node:test';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { startApp, type TestServer } from '../support/helpers';

export async function feedApp(t: TestContext): Promise<TestServer & { db: Database.Database }> {
  const server = await startApp(t, { feed: { autoStart: false } });
  const db = new Database(server.dbFile, { readonly: true, fileMustExist: true });
  t.after(() => db.close());
  return { ...server, db };
}

export async function get(server: TestServer, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'GET', url, headers });
}

export async function post(server: TestServer, url: string, payload: unknown): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
}

export async function feedState(server: TestServer): Promise<{ version: number; simNow: number }> {
  return (await get(server, '/__test/feed/state')).json<{ version: number; simNow: number }>();
}

export interface GameFacts {
  id: number;
  sport_id: number;
  champ_id: number;
  section: string;
  status: number;
  period_no: number;
  start_at: number;
  has_video: number;
  is_cyber: number;
  is_synthetic: number;
  is_top: number;
  is_recommended: number;
  team1: string;
  team2: string;
  team1_slug: string;
  team2_slug: string;
}

export const allGames = (db: Database.Database): GameFacts[] =>
  db
    .prepare<[], GameFacts>(
      'SELECT id, sport_id, champ_id, section, status, period_no, start_at, has_video, is_cyber, is_synthetic, is_top, is_recommended, team1, team2, team1_slug, team2_slug FROM feed_games',
    )
    .all();

export const sorted = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);
