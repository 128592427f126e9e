/**
 * The console's Players section, the limits (issue 24; contract @kickoff/backoffice-contracts/players):
 * `GET /staff-api/players/:id/limits`, the player's active and pending limits, the exclusions (self-
 * exclusion, time-out, extra-limits lock) marked. Read only, for the roles that may open a player.
 */
import type { FastifyInstance } from 'fastify';
import { PLAYER_READ_ROLES, type PlayerLimitWire } from '@kickoff/backoffice-contracts/players';
import { playerIdOf } from '../staff/lists';
import { definitionOf, isPeriodType } from './catalog';
import type { LimitRow, LimitsStore } from './store/limits';

const iso = (ms: number): string => new Date(ms).toISOString();

export const toPlayerLimit = (row: LimitRow): PlayerLimitWire => ({
  type: row.limit_type,
  kind: definitionOf(row.limit_type)?.kind ?? 'money',
  exclusion: isPeriodType(row.limit_type),
  state: row.state,
  value: row.value,
  measure: row.measure,
  minorUnits: row.minor_units,
  startedAt: iso(row.started_at),
  endsAt: row.ends_at === null ? null : iso(row.ends_at),
});

export function registerStaffPlayerRoutes(app: FastifyInstance, store: LimitsStore): void {
  app.get('/staff-api/players/:id/limits', { preHandler: app.staffGuards.role(...PLAYER_READ_ROLES) }, async (request, reply) => {
    const id = playerIdOf(app, request);
    return reply.header('cache-control', 'no-store').send({ data: store.current(id).map(toPlayerLimit) });
  });
}
