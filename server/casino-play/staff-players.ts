/**
 * The console's Players section, the casino rounds (issue 24; contract @kickoff/backoffice-contracts/players):
 * `GET /staff-api/players/:id/casino-rounds`, the player's real rounds newest first, paged. Read only,
 * for the roles that may open a player.
 */
import type { FastifyInstance } from 'fastify';
import { PageQuerySchema, PLAYER_READ_ROLES, type CasinoRoundWire } from '@kickoff/backoffice-contracts/players';
import type { Db } from '../db/open';
import { pageOf, playerIdOf, queryOf } from '../staff/lists';
import { createPlayerRoundStore, type PlayerRoundRow } from './store/player-rounds';

const iso = (ms: number): string => new Date(ms).toISOString();

export const toRound = (row: PlayerRoundRow): CasinoRoundWire => ({
  id: row.id,
  gameId: row.game_id,
  engine: row.engine,
  currency: row.currency,
  stakeMinor: row.stake_minor,
  winMinor: row.win_minor,
  status: row.status,
  startedAt: iso(row.started_at),
  settledAt: row.settled_at === null ? null : iso(row.settled_at),
});

export function registerStaffPlayerRoutes(app: FastifyInstance, db: Db): void {
  const rounds = createPlayerRoundStore(db);
  app.get('/staff-api/players/:id/casino-rounds', { preHandler: app.staffGuards.role(...PLAYER_READ_ROLES) }, async (request, reply) => {
    const id = playerIdOf(app, request);
    const { before, limit } = queryOf(PageQuerySchema, request);
    const rows = rounds.page(id, before, limit + 1);
    return reply.header('cache-control', 'no-store').send(pageOf(rows, limit, (row) => row.seq, toRound));
  });
}
