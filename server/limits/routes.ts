/**
 * The limits service's calls (account spec §7, docs/api.md "Limits service") under
 * `/limit-service-api/api/external/web/v3`, and the reality-check answer under `/web-api`. Every call
 * is a player call (the identity's player guard: 401 without a valid bearer token) open to a banned
 * player (protecting oneself is never closed); texts follow the language header. They stay open during
 * self-exclusion, time-out and after the session limit (`config.limitsCheck: 'skip'`): the service
 * enforces its own rules (nothing cancels or shortens an exclusion, an increase waits 24 h), the
 * browser can read why everything else is refused, and the reality-check answer is still recorded.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_BASES } from '@kickoff/contracts';
import {
  AvailableLimitsResponseSchema,
  BlockUserRequestSchema,
  BlockUserResponseSchema,
  DeleteLimitQuerySchema,
  LIMITS_API_PATH,
  LimitActionRequestSchema,
  LimitActionResponseSchema,
  LimitChangeSchema,
  LimitErrorCodes,
  LimitPaths,
  LimitTypes,
  LimitsResponseSchema,
  PingResponseSchema,
  REALITY_CHECK_PATH,
  RealityCheckRequestSchema,
  RealityCheckResponseSchema,
  SELF_EXCLUSION_DAYS,
  SelfExcludeReasonsResponseSchema,
  SetLimitsRequestSchema,
  SetLimitsResponseSchema,
  TestAnswersRequestSchema,
  TestAnswersResponseSchema,
} from '@kickoff/wallet-contracts';
import type { Db } from '../db/open';
import { toMajor } from '../money';
import { HttpError, sendError } from '../http/errors';
import { parseBody, validate } from '../http/validate';
import { LIMIT_CATALOG } from './catalog';
import { applyNow, confirmChange, planChanges, rejectChange, requestChange, type Planned } from './changes';
import { limitsStoreOf, sessionState, spendingIn, type SessionSpans } from './enforce';
import { ANSWER_NO, SELF_EXCLUDE_REASONS, TEST_QUESTIONS, TITLES, langOf, questions } from './texts';
import { limitsData } from './view';

/** A self-test token lives 15 minutes. */
const TEST_TTL_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'skip': the limits' refusals (self-exclusion, time-out, session limit) do not apply to this player route. */
    limitsCheck?: 'skip';
  }
}

export interface LimitsRouteDeps {
  db: Db;
  now(): number;
  spans: SessionSpans;
}

const StoredChanges = v.array(LimitChangeSchema);

function player(request: FastifyRequest): { userId: number; sessionId: string; startedAt: number } {
  const p = request.player;
  if (!p) throw new HttpError(401, 'unauthorized', 'Sign in first');
  return { userId: p.user.id, sessionId: p.session.id, startedAt: p.session.created_at };
}

export function registerLimitsRoutes(app: FastifyInstance, deps: LimitsRouteDeps): void {
  const { db } = deps;
  const store = limitsStoreOf(db);
  const path = (name: string): string => `${API_BASES.limits}${LIMITS_API_PATH}/${name}`;
  const guard = app.identityGuards.player;
  const open = { preHandler: guard, config: { ban: 'allowed' as const, limitsCheck: 'skip' as const, restrictedAccess: 'allowed' as const } };
  const noStore = 'no-store';

  app.get(path(LimitPaths.limits), open, async (request, reply) => {
    const { userId } = player(request);
    const data = db.transaction(() => limitsData(store, userId, deps.now())).immediate();
    return reply.header('cache-control', noStore).send(v.parse(LimitsResponseSchema, { status: 'OK', limitsData: data }));
  });

  app.get(path(LimitPaths.available), open, async (request, reply) => {
    const { userId } = player(request);
    const currency = store.mainCurrency(userId).iso;
    const availableLimits = [...LIMIT_CATALOG.values()].map((def) => ({
      limitType: def.type,
      measure: def.unit === 'money' ? currency : def.unit,
      availableValues: [...def.availableValues],
      customValues: def.kind === 'money',
    }));
    return reply.header('cache-control', noStore).send(v.parse(AvailableLimitsResponseSchema, { availableLimits }));
  });

  app.get(path(LimitPaths.reasons), open, async (request, reply) => {
    const lang = langOf(request);
    const reasons = SELF_EXCLUDE_REASONS.map((r) => ({ id: r.id, selfExcludeReason: r.text[lang] }));
    return reply.header('cache-control', noStore).send(v.parse(SelfExcludeReasonsResponseSchema, reasons));
  });

  app.post(path(LimitPaths.limits), open, async (request, reply) => {
    const { userId } = player(request);
    const body = parseBody(SetLimitsRequestSchema, request.body, reply);
    if (!body) return reply;
    const lang = langOf(request);
    const result = db
      .transaction(() => {
        const now = deps.now();
        store.expire(userId, now);
        const planned = planChanges(store, userId, body.limits, now);
        for (const p of planned) if (p.apply.when === 'now') applyNow(store, userId, p, p.apply.action, now);
        const later = planned.filter((p) => p.apply.when === 'test');
        let tokenGuid: string | null = null;
        if (later.length > 0) {
          tokenGuid = randomUUID();
          const changes = body.limits.filter((c) => later.some((p) => p.def.type === c.limitType));
          store.createTest(tokenGuid, userId, JSON.stringify(changes), now, now + TEST_TTL_MS);
        }
        return { tokenGuid, limitsData: limitsData(store, userId, now) };
      })
      .immediate();
    const response = result.tokenGuid
      ? { status: 'QUESTIONS' as const, questions: questions(lang), tokenGuid: result.tokenGuid, limitsData: result.limitsData }
      : { status: 'OK' as const, questions: [], tokenGuid: null, limitsData: result.limitsData };
    return reply.header('cache-control', noStore).send(v.parse(SetLimitsResponseSchema, response));
  });

  app.post(path(LimitPaths.testAnswers), open, async (request, reply) => {
    const { userId } = player(request);
    const body = parseBody(TestAnswersRequestSchema, request.body, reply);
    if (!body) return reply;
    const missing = TEST_QUESTIONS.filter((q) => !body.answers.some((a) => a.questionId === q.id));
    if (missing.length > 0 || body.answers.some((a) => !TEST_QUESTIONS.some((q) => q.id === a.questionId) || a.answerId > 2)) {
      return sendError(reply, 400, 'invalid_body', 'Answer every question once with answer 1 (yes) or 2 (no)', { pointer: '/answers' });
    }
    const questionsResult = body.answers.map((a) => ({ questionId: a.questionId, answerId: a.answerId, passed: a.answerId === ANSWER_NO }));
    const success = questionsResult.every((r) => r.passed);
    const data = db
      .transaction(() => {
        const now = deps.now();
        const stored = store.takeTest(body.tokenGuid, userId, now);
        if (stored === undefined) throw new HttpError(404, LimitErrorCodes.unknownTest, 'The questionnaire is unknown, used or expired: ask for the change again');
        if (success) {
          store.expire(userId, now);
          const planned: Planned[] = planChanges(store, userId, v.parse(StoredChanges, JSON.parse(stored)), now);
          for (const p of planned) {
            if (p.apply.when === 'now') applyNow(store, userId, p, p.apply.action, now);
            else requestChange(store, userId, p, now);
          }
        }
        return limitsData(store, userId, now);
      })
      .immediate();
    return reply.header('cache-control', noStore).send(v.parse(TestAnswersResponseSchema, { questionsResult, success, limitsData: data }));
  });

  app.post(path(LimitPaths.action), open, async (request, reply) => {
    const { userId } = player(request);
    const body = parseBody(LimitActionRequestSchema, request.body, reply);
    if (!body) return reply;
    const data = db
      .transaction(() => {
        const now = deps.now();
        if (body.action === 'confirm') confirmChange(store, userId, body.limitType, now);
        else rejectChange(store, userId, body.limitType, now);
        return limitsData(store, userId, now);
      })
      .immediate();
    const title = (body.action === 'confirm' ? TITLES.confirmed : TITLES.rejected)[langOf(request)];
    return reply.header('cache-control', noStore).send(v.parse(LimitActionResponseSchema, { status: 'OK', title, limitsData: data }));
  });

  app.delete(path(LimitPaths.remove), open, async (request, reply) => {
    const { userId } = player(request);
    const query = validate(DeleteLimitQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail, { parameter: 'limitType' });
    const data = db
      .transaction(() => {
        const now = deps.now();
        rejectChange(store, userId, query.value.limitType, now);
        return limitsData(store, userId, now);
      })
      .immediate();
    return reply.header('cache-control', noStore).send(v.parse(LimitActionResponseSchema, { status: 'OK', title: TITLES.rejected[langOf(request)], limitsData: data }));
  });

  app.post(path(LimitPaths.blockUser), open, async (request, reply) => {
    const { userId } = player(request);
    const body = parseBody(BlockUserRequestSchema, request.body, reply);
    if (!body) return reply;
    if (!SELF_EXCLUDE_REASONS.some((r) => r.id === body.selfExcludeReason)) {
      return sendError(reply, 400, LimitErrorCodes.invalidLimit, `Unknown self-exclusion reason ${body.selfExcludeReason}`, { pointer: '/selfExcludeReason' });
    }
    db.transaction(() => {
      const now = deps.now();
      store.expire(userId, now);
      const days = Math.max(...SELF_EXCLUSION_DAYS);
      const active = store.active(userId, LimitTypes.selfExclusion);
      // Blocking never shortens a longer self-exclusion.
      if (active && (active.ends_at ?? 0) >= now + days * DAY_MS) return;
      if (active) store.setState(active.id, 'INACTIVE', now);
      store.insert(
        { user_id: userId, limit_type: LimitTypes.selfExclusion, state: 'ACTIVE', value: days, measure: 'days', minor_units: 0, started_at: now, ends_at: now + days * DAY_MS, reason_id: body.selfExcludeReason, need_approve: 0 },
        now,
      );
      store.record({ userId, limitType: LimitTypes.selfExclusion, action: 'block', oldValue: active?.value ?? null, newValue: days, reasonId: body.selfExcludeReason, at: now });
    }).immediate();
    request.log.info({ userId }, 'player blocked himself');
    return reply.header('cache-control', noStore).send(v.parse(BlockUserResponseSchema, { success: true }));
  });

  app.post(path(LimitPaths.ping), open, async (request, reply) => {
    const session = player(request);
    const state = sessionState(db, deps.spans, session, deps.now());
    // The reality check's figures: this session's start and the net result of the bets since then
    // (every real-money account, converted into the main currency).
    const main = store.mainCurrency(session.userId);
    const spent = spendingIn(store, session.userId, main, session.startedAt);
    const response = {
      status: state.reached ? 'SESSION_LIMIT_REACHED' : 'OK',
      sessionEndsAt: state.endsAt === null ? null : Math.floor(state.endsAt / 1000),
      sessionStartedAt: Math.floor(session.startedAt / 1000),
      netResult: toMajor(spent.payouts + spent.refunds - spent.stakes, main.minorUnits),
      currency: main.iso,
    };
    return reply.header('cache-control', noStore).send(v.parse(PingResponseSchema, response));
  });

  app.post(`${API_BASES.web}/${REALITY_CHECK_PATH}`, open, async (request, reply) => {
    const { userId } = player(request);
    const body = parseBody(RealityCheckRequestSchema, request.body, reply);
    if (!body) return reply;
    const attributes = body.data.attributes;
    const id = store.recordRealityCheck(userId, attributes.action, attributes.do_not_show_again, attributes.popup_show_at, deps.now());
    return reply
      .code(201)
      .header('cache-control', noStore)
      .send(v.parse(RealityCheckResponseSchema, { data: { type: 'reality-check', id: String(id), attributes } }));
  });
}
