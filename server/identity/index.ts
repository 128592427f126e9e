/** Identity service (STUB by the lead; the identity helper fills it in). */
import type { FastifyInstance } from 'fastify';
import type Database from 'better-sqlite3';
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';

/** Identity migrations: versions 100-199. */
export const identityMigrations: readonly Migration[] = [];

/** Idempotent seed of the identity tables (demo accounts). */
export function seedIdentity(_db: Database.Database): void {}

/** Empties the identity tables before a test-API reset re-seeds them. */
export function resetIdentity(_db: Database.Database): void {}

export function registerIdentityRoutes(_app: FastifyInstance, _ctx: AppContext, _opts: { testApi: boolean }): void {}
