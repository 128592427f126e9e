/** Sportsbook feed service (STUB by the lead; the feed helper fills it in). */
import type { FastifyInstance } from 'fastify';
import type Database from 'better-sqlite3';
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';

/** Feed migrations: versions 200-299. */
export const feedMigrations: readonly Migration[] = [];

export interface FeedOptions {
  /** PRNG seed of the seed data and the simulator (default 2026). */
  seed?: number;
  /** Simulator speed: simulated seconds per real second (default 1); 0 stops the clock. */
  speed?: number;
  /** Start the simulator timer (default true; tests step it by hand through the test API). */
  autoStart?: boolean;
}

export function seedFeed(_db: Database.Database, _seed: number): void {}
export function resetFeed(_db: Database.Database): void {}

export function registerFeedRoutes(_app: FastifyInstance, _ctx: AppContext, _opts: FeedOptions & { testApi: boolean }): void {}
