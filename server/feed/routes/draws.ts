/** Toto and lotto draws (FeedPaths.totoDraws, FeedPaths.lottoDraws under /web-api) in the language of `lng`. */
import type { FastifyInstance } from 'fastify';
import {
  API_BASES,
  DrawQuerySchema,
  FeedPaths,
  LottoDrawResponseSchema,
  LottoDrawsQuerySchema,
  LottoDrawsResponseSchema,
  TotoDrawResponseSchema,
  TotoDrawsResponseSchema,
  type LottoDraw,
  type TotoDraw,
} from '@kickoff/contracts';
import type { FeedStores } from '../store/index';
import { checked, parseId, replyLangOf, sendInvalidParameter, sendNotFound } from '../replies';
import { lottoDrawName } from '../simulator/lotto';
import type { FeedLang } from '../names';
import { DRAW_PARAMS, LOTTO_PARAMS, parseQuery } from '../query-params';
import { totoWinners } from '../simulator/toto';
import type { LottoDrawRecord, TotoDrawRecord } from '../types';

/** Winners counted from real coupons (the wallet's counter); undefined when nobody played the draw. */
export type RealTotoWinners = (draw: TotoDrawRecord) => number | undefined;

/**
 * Toto draws carry no language-dependent text (team names are the same in every language). The
 * winners of a settled draw come from real coupons once any were placed on it, else they are derived.
 */
const toToto = (d: TotoDrawRecord, realWinners: RealTotoWinners): TotoDraw => {
  const winners = d.status === 'settled' ? (realWinners(d) ?? totoWinners(d)) : undefined;
  return {
    id: d.id,
    number: d.number,
    status: d.status,
    closesAt: d.closesAt,
    pool: d.pool,
    jackpot: d.jackpot,
    currency: d.currency,
    events: d.events.map((e) => ({ gameId: e.gameId, team1: e.team1, team2: e.team2, startAt: e.startAt, result: e.result })),
    ...(winners === undefined ? {} : { winners }),
  };
};

const toLotto = (d: LottoDrawRecord, lang: FeedLang): LottoDraw => ({
  id: d.id,
  name: lottoDrawName(lang, d),
  pick: d.pick,
  of: d.of,
  drawAt: d.drawAt,
  jackpot: d.jackpot,
  currency: d.currency,
  numbers: d.numbers,
});

export function registerDrawRoutes(app: FastifyInstance, stores: FeedStores, realWinners: RealTotoWinners = () => undefined): void {
  const { toto, lotto } = stores;

  app.get(`${API_BASES.web}/${FeedPaths.totoDraws}`, async (request, reply) => {
    const query = parseQuery(DrawQuerySchema, DRAW_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    return reply.header('cache-control', 'no-cache').send(checked(TotoDrawsResponseSchema, { data: toto.list().map((d) => toToto(d, realWinners)) }));
  });

  app.get<{ Params: { id: string } }>(`${API_BASES.web}/${FeedPaths.totoDraws}/:id`, async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === null) return sendInvalidParameter(reply, 'id', 'id must be a positive integer');
    const query = parseQuery(DrawQuerySchema, DRAW_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const draw = toto.get(id);
    if (!draw) return sendNotFound(reply, `toto draw ${id}`);
    return reply.header('cache-control', 'no-cache').send(checked(TotoDrawResponseSchema, { data: toToto(draw, realWinners) }));
  });

  app.get(`${API_BASES.web}/${FeedPaths.lottoDraws}`, async (request, reply) => {
    const query = parseQuery(LottoDrawsQuerySchema, LOTTO_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const lang = replyLangOf(query.value.lng);
    const data = lotto.list(query.value.status ?? 'all').map((d) => toLotto(d, lang));
    return reply.header('cache-control', 'no-cache').send(checked(LottoDrawsResponseSchema, { data }));
  });

  app.get<{ Params: { id: string } }>(`${API_BASES.web}/${FeedPaths.lottoDraws}/:id`, async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === null) return sendInvalidParameter(reply, 'id', 'id must be a positive integer');
    const query = parseQuery(DrawQuerySchema, DRAW_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const draw = lotto.get(id);
    if (!draw) return sendNotFound(reply, `lotto draw ${id}`);
    return reply.header('cache-control', 'no-cache').send(checked(LottoDrawResponseSchema, { data: toLotto(draw, replyLangOf(query.value.lng)) }));
  });
}
