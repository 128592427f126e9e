/** Toto and lotto draws (FeedPaths.totoDraws, FeedPaths.lottoDraws under /web-api). */
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
  FeedPaths,
  LottoDrawResponseSchema,
  LottoDrawsQuerySchema,
  LottoDrawsResponseSchema,
  TotoDrawResponseSchema,
  TotoDrawsResponseSchema,
  type LottoDraw,
  type TotoDraw,
} from '../../platform/src/schemas/feed';
import { WEB_API, checked, parseId, sendInvalidParameter, sendNotFound } from './http';
import { createLottoStore } from './lotto-store';
import { LOTTO_PARAMS, parseQuery } from './query-params';
import { createTotoStore } from './toto-store';
import type { LottoDrawRecord, TotoDrawRecord } from './types';

const toToto = (d: TotoDrawRecord): TotoDraw => ({
  id: d.id,
  number: d.number,
  status: d.status,
  closesAt: d.closesAt,
  pool: d.pool,
  jackpot: d.jackpot,
  currency: d.currency,
  events: d.events.map((e) => ({ gameId: e.gameId, team1: e.team1, team2: e.team2, startAt: e.startAt, result: e.result })),
});

const toLotto = (d: LottoDrawRecord): LottoDraw => ({
  id: d.id,
  name: d.name,
  pick: d.pick,
  of: d.of,
  drawAt: d.drawAt,
  jackpot: d.jackpot,
  currency: d.currency,
  numbers: d.numbers,
});

export function registerDrawRoutes(app: FastifyInstance, db: Database.Database): void {
  const toto = createTotoStore(db);
  const lotto = createLottoStore(db);

  app.get(`${WEB_API}/${FeedPaths.totoDraws}`, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(checked(TotoDrawsResponseSchema, { data: toto.list().map(toToto) })),
  );

  app.get<{ Params: { id: string } }>(`${WEB_API}/${FeedPaths.totoDraws}/:id`, async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === null) return sendInvalidParameter(reply, 'id', 'id must be a positive integer');
    const draw = toto.get(id);
    if (!draw) return sendNotFound(reply, `toto draw ${id}`);
    return reply.header('cache-control', 'no-cache').send(checked(TotoDrawResponseSchema, { data: toToto(draw) }));
  });

  app.get(`${WEB_API}/${FeedPaths.lottoDraws}`, async (request, reply) => {
    const query = parseQuery(LottoDrawsQuerySchema, LOTTO_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const data = lotto.list(query.value.status ?? 'all').map(toLotto);
    return reply.header('cache-control', 'no-cache').send(checked(LottoDrawsResponseSchema, { data }));
  });

  app.get<{ Params: { id: string } }>(`${WEB_API}/${FeedPaths.lottoDraws}/:id`, async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === null) return sendInvalidParameter(reply, 'id', 'id must be a positive integer');
    const draw = lotto.get(id);
    if (!draw) return sendNotFound(reply, `lotto draw ${id}`);
    return reply.header('cache-control', 'no-cache').send(checked(LottoDrawResponseSchema, { data: toLotto(draw) }));
  });
}
