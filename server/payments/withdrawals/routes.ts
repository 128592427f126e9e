/**
 * Withdrawal routes (docs/api.md "Payments"): the methods, a request (under the Idempotency-Key; the amount held
 * on the ledger in the same transaction), a withdrawal's state and the player's cancel. The request
 * route declares `ban: 'deduce'` (level 53 with version 1, 45 otherwise) and `kyc: 'verified'`.
 * A request the review rules flag (../review/rules.ts) starts in `review` instead of `pending`.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { WithdrawalErrorCodes as E, WithdrawalPaths, WithdrawRequestSchema, type WithdrawalMethod } from '@kickoff/office-contracts/withdrawals';
import { officePath } from '@kickoff/office-contracts/base';
import { HttpError, sendError, type MetaValue } from '../../http/errors';
import { bodyOf, validate } from '../../http/validate';
import { toMajor, toMinor } from '../../money';
import { playerIdOf } from '../../wallet/http/player';
import { playerScope } from '../../wallet/idempotency/index';
import type { PaymentRow } from '../store/payments';
import { withdrawalFacts } from '../review/facts';
import { inRoubles, reviewRules } from '../review/rules';
import { methodById, WITHDRAWAL_METHODS } from './methods';
import { cancelWithdrawal, type PayoutDeps } from './payouts';
import { withdrawalView } from './view';

const IdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });

const isCheckFailure = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_CHECK';

export function registerWithdrawalRoutes(app: FastifyInstance, deps: PayoutDeps): void {
  const guards = app.identityGuards;
  const noStore = { 'cache-control': 'no-store' };

  app.get(officePath(WithdrawalPaths.methods), { preHandler: guards.player, config: { ban: 'deduce', restrictedAccess: 'allowed' } }, async (_request, reply) => {
    const data: WithdrawalMethod[] = WITHDRAWAL_METHODS.map((m) => ({
      id: m.id,
      limits: m.limits.map((l) => ({ currency: l.currency, min: toMajor(l.minMinor, 2), max: toMajor(l.maxMinor, 2) })),
    }));
    return reply.headers(noStore).send({ data });
  });

  app.post(officePath(WithdrawalPaths.create), { preHandler: guards.playerWithTerms, config: { ban: 'deduce', kyc: 'verified', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const userId = playerIdOf(request);
    return app.wallet.idempotent(request, reply, playerScope(userId), ({ key, fingerprint }) => {
      const body = bodyOf(WithdrawRequestSchema, request.body);
      const refuse = (status: number, code: string, detail: string, pointer: string, meta?: Record<string, MetaValue>): HttpError => new HttpError(status, code, detail, { pointer }, meta);
      const account = deps.wallet.accounts.byId(body.accountId);
      if (!account || account.user_id !== userId) throw refuse(404, E.unknownAccount, 'No such account of yours', '/accountId');
      if (account.type === 4) throw refuse(400, E.bonusAccount, 'Bonus money cannot be withdrawn', '/accountId');
      const method = methodById(body.methodId);
      if (!method) throw refuse(400, E.unknownMethod, 'No such withdrawal method', '/methodId');
      const limit = method.limits.find((l) => l.currency === account.iso);
      if (!limit) throw refuse(400, E.unsupportedCurrency, `This method does not pay out ${account.iso}`, '/methodId');
      const amountMinor = toMinor(body.amount, account.minor_units);
      const meta = { min: toMajor(limit.minMinor, 2), max: toMajor(limit.maxMinor, 2), currency: account.iso };
      if (amountMinor < limit.minMinor) throw refuse(400, E.belowMinimum, `The minimum is ${meta.min} ${account.iso}`, '/amount', meta);
      if (amountMinor > limit.maxMinor) throw refuse(400, E.aboveMaximum, `The maximum is ${meta.max} ${account.iso}`, '/amount', meta);
      const insufficient = () => refuse(400, E.insufficientFunds, 'The amount is more than the balance', '/amount', { balance: toMajor(deps.wallet.accounts.byId(account.id)?.money ?? 0, account.minor_units) });
      if (amountMinor > account.money) throw insufficient();
      let row: PaymentRow;
      try {
        row = deps.db.transaction(() => {
          const now = deps.now();
          const facts = withdrawalFacts(deps.db, deps.payments, account, amountMinor);
          const rules = reviewRules(facts);
          const inserted = deps.payments.insert({
            user_id: userId, account_id: account.id, currency: account.iso, minor_units: account.minor_units, direction: 'withdrawal',
            method: method.id, amount_minor: amountMinor, status: rules.length ? 'review' : 'pending', idempotency_key: key, request_hash: fingerprint, created_at: now,
          });
          if (rules.length) deps.reviews.open(inserted.id, rules, inRoubles(facts.amount), now);
          // The hold: the accounts CHECK (money ≥ 0) refuses it when a concurrent call spent the money.
          deps.wallet.ledger.post([{ accountId: account.id, amountMinor: -amountMinor, reason: 'withdrawal', reference: `payment:${inserted.id}`, idempotencyKey: `payment:${inserted.id}:hold`, createdAt: now }]);
          return inserted;
        })();
      } catch (error) {
        if (isCheckFailure(error)) throw insufficient();
        throw error;
      }
      request.log.info({ userId, paymentId: row.id, amountMinor, currency: row.currency, status: row.status }, 'withdrawal requested');
      return { status: 201, body: { data: withdrawalView(row), meta: app.wallet.balances([row.account_id]) } };
    });
  });

  const ownWithdrawal = (userId: number, params: unknown): PaymentRow => {
    const parsed = validate(IdParam, params);
    if (!parsed.ok) throw new HttpError(400, 'invalid_params', parsed.detail);
    const row = deps.payments.byId(parsed.value.id);
    if (!row || row.user_id !== userId || row.direction !== 'withdrawal') throw new HttpError(404, E.notFound, 'No such withdrawal of yours');
    return row;
  };

  app.get(officePath(WithdrawalPaths.one(':id')), { preHandler: guards.player, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const row = ownWithdrawal(playerIdOf(request), request.params);
    return reply.headers(noStore).send({ data: withdrawalView(row, deps.reviews.reasonsOf([row.id]).get(row.id)) });
  });

  app.post(officePath(WithdrawalPaths.cancel(':id')), { preHandler: guards.player, config: { ban: 'deduce', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const userId = playerIdOf(request);
    const row = ownWithdrawal(userId, request.params);
    const moved = cancelWithdrawal(deps, row);
    const now = deps.payments.byId(row.id) ?? row;
    if (!moved && now.status !== 'cancelled') return sendError(reply, 409, E.notCancellable, `The withdrawal is ${now.status}: it can no longer be cancelled`, undefined, { status: now.status });
    if (moved) request.log.info({ userId, paymentId: row.id }, 'withdrawal cancelled');
    return reply.headers(noStore).send({ data: withdrawalView(now), meta: app.wallet.balances([now.account_id]) });
  });
}
