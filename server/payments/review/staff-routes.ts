/**
 * The console's Payments routes (role `payments`; docs/api.md "Staff: payments"): the withdrawals that
 * went to review, filtered by the review's state (default `awaiting`) and paged by cursor; one with
 * the player's recent deposits, bets and limits; and the decisions, each audited in its transaction
 * (`payments.withdrawal_approve`, `payments.withdrawal_reject`, target `withdrawal:<id>`). A second
 * decision, or one after the player's cancel, is 409 `withdrawal_decided`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  PAYMENTS_ERRORS,
  PAYMENTS_PATHS,
  RejectBodySchema,
  WithdrawalQuerySchema,
  type ReviewedWithdrawal,
} from '@kickoff/backoffice-contracts/payments';
import { createUserStore } from '../../identity/store/users';
import { sendError } from '../../http/errors';
import { parseBody, validate } from '../../http/validate';
import { limitsStoreOf } from '../../limits/enforce';
import { limitsData } from '../../limits/view';
import { staffOf } from '../../staff/http/guards';
import { createCouponStore } from '../../wallet/store/coupons';
import type { PayoutDeps } from '../withdrawals/payouts';
import type { PaymentRow } from '../store/payments';
import { approveReview, rejectReview, type ReviewOutcome } from './decisions';
import { betContextView, depositContextView, limitContextView, reviewedWithdrawalView } from './view';

const IdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });
/** How much of the player's history the detail shows beside the withdrawal. */
const CONTEXT_ROWS = 10;

export function registerReviewStaffRoutes(app: FastifyInstance, deps: PayoutDeps): void {
  const guard = { preHandler: app.staffGuards.role('payments') };
  const users = createUserStore(deps.db);
  const coupons = createCouponStore(deps.db);
  const noStore = { 'cache-control': 'no-store' };

  const view = (row: PaymentRow): ReviewedWithdrawal | undefined => {
    const review = deps.reviews.byPayment(row.id);
    if (!review) return undefined;
    const user = users.byId(row.user_id);
    return reviewedWithdrawalView(row, review, { email: user?.email ?? null, name: user ? [user.name, user.surname].filter(Boolean).join(' ') || null : null });
  };
  /** The reviewed withdrawal of the `:id` param, or the error already sent. */
  const reviewedOf = (params: unknown, reply: FastifyReply): { row: PaymentRow; wire: ReviewedWithdrawal } | FastifyReply => {
    const parsed = validate(IdParam, params);
    if (!parsed.ok) return sendError(reply, 400, 'invalid_params', parsed.detail);
    const row = deps.payments.byId(parsed.value.id);
    const wire = row && row.direction === 'withdrawal' ? view(row) : undefined;
    if (!row || !wire) return sendError(reply, 404, PAYMENTS_ERRORS.notFound, 'No withdrawal in review with this id');
    return { row, wire };
  };

  app.get(PAYMENTS_PATHS.withdrawals, guard, async (request, reply) => {
    const query = validate(WithdrawalQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const { status, before, limit } = query.value;
    const reviews = deps.reviews.page(status === 'all' ? undefined : status, before, limit + 1);
    const page = reviews.slice(0, limit);
    const data = page.flatMap((review) => {
      const row = deps.payments.byId(review.payment_id);
      const wire = row ? view(row) : undefined;
      return wire ? [wire] : [];
    });
    const next = reviews.length > limit ? (page.at(-1)?.payment_id ?? null) : null;
    return reply.headers(noStore).send({ data, meta: { next } });
  });

  app.get(PAYMENTS_PATHS.withdrawal(':id'), guard, async (request, reply) => {
    const found = reviewedOf(request.params, reply);
    if (!('row' in found)) return found;
    const { row, wire } = found;
    const now = deps.now();
    const deposits = deps.payments.list({ userId: row.user_id, direction: 'deposit' }, 0, CONTEXT_ROWS).items.map(depositContextView);
    const bets = coupons.filtered({ userId: row.user_id }, CONTEXT_ROWS, 0).map(betContextView);
    const limits = limitsData(limitsStoreOf(deps.db), row.user_id, now).map(limitContextView);
    const balanceMinor = deps.wallet.accounts.byId(row.account_id)?.money ?? 0;
    return reply.headers(noStore).send({ data: { withdrawal: wire, balanceMinor, deposits, bets, limits } });
  });

  const answer = (reply: FastifyReply, outcome: ReviewOutcome): FastifyReply => {
    if (outcome.kind === 'not_found') return sendError(reply, 404, PAYMENTS_ERRORS.notFound, 'No withdrawal in review with this id');
    if (outcome.kind === 'decided') {
      const state = deps.reviews.byPayment(outcome.row.id)?.state ?? null;
      return sendError(reply, 409, PAYMENTS_ERRORS.decided, `The withdrawal is no longer awaiting review (${state ?? outcome.row.status})`, undefined, { state, status: outcome.row.status });
    }
    return reply.headers(noStore).send({ data: view(outcome.row) });
  };
  /** The audit row of a decision, written by the decision inside its transaction. */
  const audited = (request: FastifyRequest, action: string, extra: Record<string, unknown> = {}) =>
    (before: PaymentRow, after: PaymentRow): void => {
      app.staffAudit.record(request, {
        action,
        target: `withdrawal:${before.id}`,
        before: { status: before.status, review: 'awaiting' },
        after: { status: after.status, review: deps.reviews.byPayment(after.id)?.state ?? null, ...extra },
      });
    };

  app.post(PAYMENTS_PATHS.approve(':id'), guard, async (request, reply) => {
    const found = reviewedOf(request.params, reply);
    if (!('row' in found)) return found;
    const staffId = staffOf(request).member.id;
    const outcome = approveReview(deps, { paymentId: found.row.id, staffId, record: audited(request, 'payments.withdrawal_approve') });
    if (outcome.kind === 'applied') request.log.info({ paymentId: found.row.id, staffId }, 'withdrawal approved after review');
    return answer(reply, outcome);
  });

  app.post(PAYMENTS_PATHS.reject(':id'), guard, async (request, reply) => {
    const found = reviewedOf(request.params, reply);
    if (!('row' in found)) return found;
    const body = parseBody(RejectBodySchema, request.body, reply);
    if (!body) return reply;
    const staffId = staffOf(request).member.id;
    const outcome = rejectReview(deps, { paymentId: found.row.id, staffId, reason: body.reason, record: audited(request, 'payments.withdrawal_reject', { reason: body.reason }) });
    if (outcome.kind === 'applied') request.log.info({ paymentId: found.row.id, staffId }, 'withdrawal rejected after review');
    return answer(reply, outcome);
  });
}
