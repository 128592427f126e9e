/**
 * Toto test API (only with the demo switch): finish a toto draw now. Every event without a result
 * gets one (the given `results` in the draw's event order, else all '1'): its game is finished through
 * the feed test API with a matching score (1 → 1:0, X → 1:1, 2 → 0:1; a game already finished keeps
 * its score), the event's result is written, the draw is marked settled and the toto settlement runs.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { TOTO_OUTCOMES, type TotoOutcome } from '@kickoff/wallet-contracts';
import { sendError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { TotoStore } from '../../feed/store/toto';
import type { Db } from '../../db/open';
import type { TotoSettlementReport } from './settle';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
export const TotoFinishBodySchema = v.strictObject({ drawId: Id, results: v.optional(v.pipe(v.array(v.picklist(TOTO_OUTCOMES)), v.maxLength(30))) });

const SCORES: Record<TotoOutcome, [number, number]> = { '1': [1, 0], X: [1, 1], '2': [0, 1] };

export interface TotoTestApiDeps {
  db: Db;
  draws: TotoStore;
  settleNow(): TotoSettlementReport;
}

export function registerTotoTestApi(app: FastifyInstance, deps: TotoTestApiDeps): void {
  app.post('/__test/toto/finish', async (request, reply) => {
    const body = parseBody(TotoFinishBodySchema, request.body, reply);
    if (!body) return reply;
    const draw = deps.draws.get(body.drawId);
    if (!draw) return sendError(reply, 404, 'not_found', `No toto draw ${body.drawId}`);
    if (body.results && body.results.length !== draw.events.length) {
      return sendError(reply, 400, 'invalid_body', `results: the draw has ${draw.events.length} events`);
    }
    for (const [i, event] of draw.events.entries()) {
      if (event.result !== null) continue;
      const result = body.results?.[i] ?? '1';
      const [score1, score2] = SCORES[result];
      // 404: the game is already finished (or gone); the toto result is written all the same.
      await app.inject({ method: 'POST', url: '/__test/feed/finish', payload: { gameId: event.gameId, score1, score2 } });
      deps.db.transaction(() => deps.draws.settleGame(event.gameId, result)).immediate();
    }
    deps.draws.setStatus(draw.id, 'settled');
    return reply.header('cache-control', 'no-store').send(deps.settleNow());
  });
}
