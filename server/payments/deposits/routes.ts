/**
 * Deposit routes (docs/api.md "Payments"): GET office/deposits/methods, POST office/deposits (a signed-in
 * player who is not banned, terms accepted, identification passed while the site config
 * shows identification (`isShowIdentification`); under the Idempotency-Key, docs/api.md "Idempotency") and GET office/deposits/:id (the
 * player's own deposit, open to a banned player so a return page still shows its result). And the
 * provider's callback POST /web-api/payments/callback: the signature is checked on the raw body before
 * anything is parsed; a repeated or late notification answers 200 and changes nothing; a notification
 * for an expired checkout answers 410 `checkout_expired`, a success the limits now refuse answers the
 * limit's error (the deposit ends `failed`, the provider returns the money). Both writes wait out
 * another process's database lock asynchronously (`retryWhenBusy`, ../../db/busy.ts).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_BASES } from '@kickoff/contracts';
import {
  DepositErrorCodes,
  DepositMethodsResponseSchema,
  DepositPaths,
  DepositRequestSchema,
  DepositResponseSchema,
  StartDepositResponseSchema,
} from '@kickoff/office-contracts/deposits';
import { retryWhenBusy } from '../../db/busy';
import { HttpError, sendError } from '../../http/errors';
import { bodyOf, validate } from '../../http/validate';
import { kycRefusal, playerOf } from '../../identity/http/guards';
import { playerScope } from '../../wallet/idempotency/index';
import type { CheckoutProvider } from '../provider/port';
import { CALLBACK_PATH, CallbackBodySchema } from '../provider/callback';
import { SIGNATURE_HEADER, verifySignature } from '../signature';
import { applyProviderEvent, depositView, startDeposit, type DepositDeps } from './flow';
import { DEPOSIT_METHOD_TABLE } from './methods';

export interface DepositRouteDeps extends DepositDeps {
  /** Null: no provider is configured, deposits are switched off (503 deposits_unavailable). */
  provider: CheckoutProvider | null;
  secret: string;
  /** Whether the site config requires identification before a deposit. */
  identificationRequired(): boolean;
}

const web = (path: string): string => `${API_BASES.web}/${path}`;
const IdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });

export function registerDepositRoutes(app: FastifyInstance, deps: DepositRouteDeps): void {
  const guards = app.identityGuards;

  app.get(web(DepositPaths.methods), { preHandler: guards.player, config: { ban: 'allowed' } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(v.parse(DepositMethodsResponseSchema, { data: deps.provider ? { methods: DEPOSIT_METHOD_TABLE } : { methods: [], available: false } })),
  );

  app.post(web(DepositPaths.create), { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const { user } = playerOf(request);
    const provider = deps.provider;
    if (!provider) return sendError(reply, 503, DepositErrorCodes.unavailable, 'Deposits are switched off: no payment provider is configured');
    // A checkout waits out another process's lock (server/db/busy.ts): the key's transaction runs again.
    return retryWhenBusy(() =>
      app.wallet.idempotent(request, reply, playerScope(user.id), ({ key, fingerprint }) => {
        if (deps.identificationRequired()) {
          const refusal = kycRefusal(user, 'identified');
          if (refusal) throw new HttpError(403, refusal.code, refusal.detail);
        }
        const body = bodyOf(DepositRequestSchema, request.body);
        const started = startDeposit(deps, { userId: user.id, idempotencyKey: key, requestHash: fingerprint, request: body });
        request.log.info({ userId: user.id, paymentId: started.row.id, method: body.method }, 'deposit started');
        const data = { payment: depositView(started.row, deps.now()), redirectUrl: provider.checkoutUrl(started.row.provider_ref ?? '', body.lng ?? 'ru') };
        return { status: 201, body: v.parse(StartDepositResponseSchema, { data }) };
      }),
    );
  });

  app.get(web(DepositPaths.one), { preHandler: guards.player, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const { user } = playerOf(request);
    const params = validate(IdParam, request.params);
    const row = params.ok ? deps.payments.byId(params.value.id) : undefined;
    // Another player's payment is as unknown as a missing one.
    if (!row || row.user_id !== user.id || row.direction !== 'deposit') return sendError(reply, 404, DepositErrorCodes.notFound, 'No such deposit');
    return reply.header('cache-control', 'no-store').send(v.parse(DepositResponseSchema, { data: depositView(row, deps.now()) }));
  });

  // The callback reads its body as the raw string: the signature covers the exact bytes.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    scope.post(CALLBACK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      if (!verifySignature(deps.secret, raw, typeof signature === 'string' ? signature : undefined)) {
        request.log.warn('payment callback with a missing or wrong signature refused');
        return sendError(reply, 401, 'invalid_signature', 'The callback signature is missing or wrong');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return sendError(reply, 400, 'invalid_body', 'The callback body is not JSON');
      }
      const event = validate(CallbackBodySchema, json);
      if (!event.ok) return sendError(reply, 400, 'invalid_body', event.detail);
      const applied = await retryWhenBusy(() => applyProviderEvent(deps, event.value));
      const { result } = applied;
      if (result === 'unknown') return sendError(reply, 404, 'not_found', 'No such deposit');
      if (result === 'mismatch') {
        request.log.error({ paymentId: event.value.paymentId }, 'payment callback does not match the payment');
        return sendError(reply, 409, 'payment_mismatch', 'The callback does not match the payment');
      }
      if (result === 'expired') {
        request.log.warn({ paymentId: event.value.paymentId, status: event.value.status }, 'payment callback for an expired checkout refused');
        return sendError(reply, 410, DepositErrorCodes.checkoutExpired, 'The checkout expired before it was paid');
      }
      if (result === 'refused') {
        const { status, code, detail, meta } = applied.refusal;
        request.log.warn({ paymentId: event.value.paymentId, code }, 'deposit refused at credit: the provider must return the money');
        return sendError(reply, status, code, detail, undefined, meta);
      }
      request.log.info({ paymentId: event.value.paymentId, status: event.value.status, result }, 'payment callback');
      return reply.header('cache-control', 'no-store').send({ data: { result } });
    });
  });
}
