/**
 * Feed test API (only with testApi): step the simulator, set markets and odds by hand and finish a
 * game now with a given score, so end-to-end tests are deterministic.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseBody } from '../http/validate';
import type { FeedEvents } from './events';
import { sendNotFound } from './replies';
import type { Simulator } from './simulator/simulator';
import { DAY } from './timing';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
export const FeedTickBodySchema = v.strictObject({ seconds: v.pipe(v.number(), v.minValue(0), v.maxValue(7 * DAY)) });
export const FeedBlockBodySchema = v.strictObject({ marketId: Id, blocked: v.boolean() });
const Score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999));
export const FeedFinishBodySchema = v.strictObject({ gameId: Id, score1: Score, score2: Score });
export const FeedOddBodySchema = v.strictObject({ oddId: Id, coef: v.pipe(v.number(), v.minValue(1.001), v.maxValue(10_000)) });

export function registerFeedTestApi(app: FastifyInstance, sim: Simulator, events: FeedEvents): void {
  app.get('/__test/feed/state', async (_request, reply) => {
    const state = sim.state();
    return reply.header('cache-control', 'no-store').send({ version: state?.version ?? 0, simNow: state?.simNow ?? null, speed: sim.speed });
  });

  app.post('/__test/feed/tick', async (request, reply) => {
    const body = parseBody(FeedTickBodySchema, request.body, reply);
    if (!body) return reply;
    const report = sim.tick(body.seconds);
    if (report.finished > 0) events.emitGamesSettled({ finished: report.finished });
    return reply.header('cache-control', 'no-store').send(report);
  });

  app.post('/__test/feed/block', async (request, reply) => {
    const body = parseBody(FeedBlockBodySchema, request.body, reply);
    if (!body) return reply;
    const version = sim.setMarketBlocked(body.marketId, body.blocked);
    if (version === null) return sendNotFound(reply, `market ${body.marketId}`);
    return reply.header('cache-control', 'no-store').send({ version });
  });

  app.post('/__test/feed/odd', async (request, reply) => {
    const body = parseBody(FeedOddBodySchema, request.body, reply);
    if (!body) return reply;
    const version = sim.setOddCoef(body.oddId, body.coef);
    if (version === null) return sendNotFound(reply, `odd ${body.oddId}`);
    return reply.header('cache-control', 'no-store').send({ version });
  });

  app.post('/__test/feed/finish', async (request, reply) => {
    const body = parseBody(FeedFinishBodySchema, request.body, reply);
    if (!body) return reply;
    const version = sim.finishGame(body.gameId, body.score1, body.score2);
    if (version === null) return sendNotFound(reply, `unfinished game ${body.gameId}`);
    events.emitGamesSettled({ finished: 1, gameIds: [body.gameId] });
    return reply.header('cache-control', 'no-store').send({ version });
  });
}
