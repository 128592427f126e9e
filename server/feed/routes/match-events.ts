/**
 * `GET /web-api/feed/games/:id/events?since=<seq>`: a game's match events for a live tracker, polled
 * by delta, and its statistics table. The query is the game call's (`GameQuerySchema`: `since`,
 * `lng`; no names in the reply, so `lng` changes nothing). Reply:
 * `{ gameId, version, full, events, stats }` where `version` is the game's last event seq (0 without
 * events), `events` those after `since` (all of them when `full`: no or 0 `since`, a `since` above the
 * version, e.g. after the events were pruned or the feed re-seeded) and `stats` the per-team table
 * from all the game's events. ETag `"ev<version>.<last event time>"` with no-cache, 304 on a match.
 * Unknown game → 404 `not_found`; bad id or `since` → 400 `invalid_parameter`.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_BASES, FeedPaths, GameQuerySchema } from '@kickoff/contracts';
import { ifNoneMatchHits } from '../../http/etag';
import { GAME_PARAMS, parseQuery } from '../query-params';
import { checked, parseId, sendInvalidParameter, sendNotFound } from '../replies';
import { MATCH_EVENT_TYPES, ZONES, matchStats } from '../simulator/match-events';
import { SPORT_MODELS } from '../simulator/sport-models';
import type { MatchEventStore } from '../store/match-events';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Pair = v.tuple([Count, Count]);

export const MatchEventSchema = v.object({
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Simulated unix time, seconds. */
  at: v.number(),
  type: v.picklist(MATCH_EVENT_TYPES),
  /** 1 or 2; 0 for neutral events (period start and end, a drawn match's end). */
  team: v.picklist([0, 1, 2] as const),
  periodNo: Count,
  /** Whole seconds into the period. */
  clock: Count,
  /** Match score after the event. */
  score: Pair,
  /** Set sports: games or points of the current set after the event. */
  periodScore: v.optional(Pair),
  /** `score` events: the points scored. */
  points: v.optional(Count),
  /** Ball zone relative to team 1's goal (football, hockey, basketball, handball). */
  zone: v.optional(v.picklist(ZONES)),
  /** Tennis point: the game score after it; MMA win: `early` or `decision`. */
  detail: v.optional(v.string()),
});

export const MatchEventsResponseSchema = v.object({
  gameId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  version: Count,
  full: v.boolean(),
  events: v.array(MatchEventSchema),
  stats: v.record(v.string(), Pair),
});
export type MatchEventsResponse = v.InferOutput<typeof MatchEventsResponseSchema>;

export function registerMatchEventRoutes(app: FastifyInstance, store: MatchEventStore): void {
  app.get<{ Params: { id: string } }>(`${API_BASES.web}/${FeedPaths.games}/:id/events`, async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === null) return sendInvalidParameter(reply, 'id', 'id must be a positive integer');
    const query = parseQuery(GameQuerySchema, GAME_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const sport = store.sportOf(id);
    if (sport === null) return sendNotFound(reply, `game ${id}`);
    const all = store.list(id, 0);
    const last = all[all.length - 1];
    const version = last?.seq ?? 0;
    const etag = `"ev${version}.${last?.at ?? 0}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const since = query.value.since ?? 0;
    const full = since <= 0 || since > version;
    const events = full ? all : all.filter((e) => e.seq > since);
    return reply.send(checked(MatchEventsResponseSchema, { gameId: id, version, full, events, stats: matchStats(SPORT_MODELS[sport], all) }));
  });
}
