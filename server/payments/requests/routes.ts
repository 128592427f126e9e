/**
 * Payment requests (docs/api.md "Payments"): the topics with their sub-topics, the player's requests
 * and a new one (under the Idempotency-Key, docs/api.md "Idempotency"). The server checks that the topic exists, that a sub-topic belongs
 * to it (a topic with sub-topics needs one), that a topic about a transaction names one of the
 * player's own payments, and the text's length. Banned players may write too (`ban: 'allowed'`).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { officePath } from '@kickoff/office-contracts/base';
import {
  CreatePaymentRequestSchema,
  PaymentRequestErrorCodes as E,
  PaymentRequestPaths,
  type PaymentRequest,
  type PaymentTopic,
} from '@kickoff/office-contracts/payment-requests';
import type { Db } from '../../db/open';
import { HttpError, sendError } from '../../http/errors';
import { bodyOf, parseBody, validate } from '../../http/validate';
import { playerIdOf } from '../../wallet/http/player';
import { playerScope } from '../../wallet/idempotency/index';
import type { PaymentStore } from '../store/payments';
import type { PaymentRequestRow, PaymentRequestStore } from './store';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function requestView(row: PaymentRequestRow): PaymentRequest {
  return {
    id: row.id,
    topicId: row.topic_id,
    subTopicId: row.sub_topic_id,
    paymentId: row.payment_id,
    text: row.text,
    status: row.status,
    reply: row.reply,
    createdAt: new Date(row.created_at).toISOString(),
    repliedAt: iso(row.replied_at),
  };
}

export interface PaymentRequestDeps {
  db: Db;
  requests: PaymentRequestStore;
  payments: PaymentStore;
  now(): number;
  testApi: boolean;
}

const IdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });
const ReplyBody = v.strictObject({ text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000)) });

export function registerPaymentRequestRoutes(app: FastifyInstance, deps: PaymentRequestDeps): void {
  const guard = { preHandler: app.identityGuards.player, config: { ban: 'allowed' as const, restrictedAccess: 'allowed' as const } };
  const noStore = { 'cache-control': 'no-store' };

  app.get(officePath(PaymentRequestPaths.topics), async (_request, reply) => {
    const rows = deps.requests.topics();
    const data: PaymentTopic[] = rows
      .filter((r) => r.parent_id === null)
      .map((r) => ({
        id: r.id,
        title: { ru: r.title_ru, en: r.title_en },
        needsTransaction: r.needs_transaction === 1,
        subTopics: rows.filter((s) => s.parent_id === r.id).map((s) => ({ id: s.id, title: { ru: s.title_ru, en: s.title_en } })),
      }));
    return reply.header('cache-control', 'public, max-age=300').send({ data });
  });

  app.get(officePath(PaymentRequestPaths.list), guard, async (request, reply) =>
    reply.headers(noStore).send({ data: deps.requests.ofUser(playerIdOf(request)).map(requestView) }),
  );

  app.post(officePath(PaymentRequestPaths.create), guard, async (request, reply) => {
    const userId = playerIdOf(request);
    return app.wallet.idempotent(request, reply, playerScope(userId), ({ key, fingerprint }) => {
      const body = bodyOf(CreatePaymentRequestSchema, request.body);
      const topic = deps.requests.topic(body.topicId);
      if (!topic || topic.parent_id !== null) throw new HttpError(400, E.unknownTopic, 'No such topic', { pointer: '/topicId' });
      const children = deps.requests.topics().filter((t) => t.parent_id === topic.id);
      if (children.length > 0 || body.subTopicId !== undefined) {
        if (!children.some((c) => c.id === body.subTopicId)) throw new HttpError(400, E.unknownSubTopic, 'Choose a sub-topic of this topic', { pointer: '/subTopicId' });
      }
      if (topic.needs_transaction === 1 && body.paymentId === undefined) throw new HttpError(400, E.transactionRequired, 'Choose the payment the request is about', { pointer: '/paymentId' });
      if (body.paymentId !== undefined) {
        const payment = deps.payments.byId(body.paymentId);
        if (!payment || payment.user_id !== userId) throw new HttpError(400, E.unknownTransaction, 'No such payment of yours', { pointer: '/paymentId' });
      }
      const row = deps.requests.insert({
        user_id: userId, topic_id: topic.id, sub_topic_id: body.subTopicId ?? null, payment_id: body.paymentId ?? null,
        text: body.text, idempotency_key: key, request_hash: fingerprint, created_at: deps.now(),
      });
      request.log.info({ userId, requestId: row.id, topicId: row.topic_id }, 'payment request created');
      return { status: 201, body: { data: requestView(row) } };
    });
  });

  if (deps.testApi) {
    // The payments desk's reply to a request (the demo has no back office for it).
    app.post('/__test/payments/requests/:id/reply', async (request, reply) => {
      const params = validate(IdParam, request.params);
      if (!params.ok) return sendError(reply, 400, 'invalid_params', params.detail);
      const body = parseBody(ReplyBody, request.body, reply);
      if (!body) return reply;
      if (!deps.requests.reply(params.value.id, body.text, deps.now())) return sendError(reply, 404, 'not_found', 'No such request');
      const row = deps.requests.byId(params.value.id);
      return reply.headers(noStore).send({ data: row ? requestView(row) : null });
    });
  }
}
