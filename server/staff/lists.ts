/**
 * Helpers of the console's read routes in every service: a page of rows from `limit + 1` fetched
 * (the contract's `{ data, meta: { next } }`, contracts/paging.ts), and the player a
 * `/staff-api/players/:id/...` route names (400 for a malformed id, 404 for an unknown player).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { PLAYERS_ERRORS, PlayerParamsSchema } from '@kickoff/backoffice-contracts/players';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';

export interface Page<T> {
  data: T[];
  meta: { next: number | null };
}

/** The first `limit` of `rows` (fetched `limit + 1`), with the cursor of the next page when there is more. */
export function pageOf<TRow, TOut>(rows: readonly TRow[], limit: number, cursor: (row: TRow) => number, map: (row: TRow) => TOut): Page<TOut> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { data: shown.map(map), meta: { next: rows.length > limit && last !== undefined ? cursor(last) : null } };
}

/** The query of a list route, or 400 `invalid_query`. */
export function queryOf<S extends v.GenericSchema>(schema: S, request: FastifyRequest): v.InferOutput<S> {
  const parsed = validate(schema, request.query);
  if (!parsed.ok) throw new HttpError(400, 'invalid_query', parsed.detail, { parameter: 'query' });
  return parsed.value;
}

/** The known player a route's `:id` names. */
export function playerIdOf(app: FastifyInstance, request: FastifyRequest): number {
  const parsed = validate(PlayerParamsSchema, request.params);
  if (!parsed.ok) throw new HttpError(400, 'invalid_parameter', parsed.detail, { parameter: 'id' });
  if (app.identityStanding(parsed.value.id) === undefined) throw new HttpError(404, PLAYERS_ERRORS.notFound, `No player ${parsed.value.id}`);
  return parsed.value.id;
}
