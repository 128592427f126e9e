/**
 * The deposits' test API (only with the demo switch): replay the provider's last notification of a
 * payment, and finish a pending one as the provider's back office would.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { DemoProvider } from '../provider/index';

const IdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });
const CompleteBody = v.object({ status: v.picklist(['success', 'failed']) });

export function registerDepositTestApi(app: FastifyInstance, provider: DemoProvider): void {
  app.post('/__test/payments/callback/:id/replay', async (request, reply) => {
    const params = validate(IdParam, request.params);
    const status = params.ok ? await provider.replay(params.value.id) : null;
    if (status === null) return sendError(reply, 404, 'not_found', 'The provider sent nothing for this payment');
    return reply.send({ callbackStatus: status });
  });

  app.post('/__test/payments/provider/:id/complete', async (request, reply) => {
    const params = validate(IdParam, request.params);
    const body = validate(CompleteBody, request.body);
    if (!body.ok) return sendError(reply, 400, 'invalid_body', body.detail);
    const status = params.ok ? await provider.complete(params.value.id, body.value.status) : null;
    if (status === null) return sendError(reply, 404, 'not_found', 'No pending deposit with this id');
    return reply.send({ callbackStatus: status });
  });
}
