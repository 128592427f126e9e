/**
 * The limits service's calls (docs/api.md "Limits service"): every reply validated with the wire
 * schemas of ./schemas/limits.ts, texts in the page's language (`lng`), the bearer token on every
 * call. Errors are the client's `ApiError` (`code`: the `LimitErrorCodes`; the server's title is the
 * message the browser shows, account spec §8).
 */
import * as v from 'valibot';
import { $language, api } from '@kickoff/platform';
import { LIMITS_API_PATH, LimitPaths, REALITY_CHECK_PATH } from './schemas/limit-rules';
import {
  AvailableLimitsResponseSchema,
  BlockUserResponseSchema,
  LimitActionResponseSchema,
  LimitsResponseSchema,
  PingResponseSchema,
  RealityCheckResponseSchema,
  SelfExcludeReasonsResponseSchema,
  SetLimitsResponseSchema,
  TestAnswersResponseSchema,
  type LimitActionRequest,
  type LimitChange,
  type RealityCheckAttributes,
  type TestAnswersRequest,
} from './schemas/limits';

const call = <S extends v.GenericSchema>(path: string, schema: S, opts: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; query?: Record<string, string>; signal?: AbortSignal } = {}): Promise<v.InferOutput<S>> =>
  api.request({
    service: 'limits',
    path: `${LIMITS_API_PATH}/${path}`,
    method: opts.method ?? 'GET',
    query: { lng: $language.get(), ...opts.query },
    ...(opts.body === undefined ? {} : { body: opts.body }),
    auth: true,
    cache: 'no-store',
    schema,
    ...(opts.signal ? { signal: opts.signal } : {}),
  });

export const limitsCalls = {
  /** The ACTIVE and PENDING limits. */
  limits: async (signal?: AbortSignal) => (await call(LimitPaths.limits, LimitsResponseSchema, { signal })).limitsData,
  /** Every type's options. */
  available: async (signal?: AbortSignal) => (await call(LimitPaths.available, AvailableLimitsResponseSchema, { signal })).availableLimits,
  /** The self-exclusion reasons in the page's language. */
  reasons: (signal?: AbortSignal) => call(LimitPaths.reasons, SelfExcludeReasonsResponseSchema, { signal }),
  /** Sets limits: at once when stricter, else the self-test first (`status: 'QUESTIONS'`). */
  set: (limits: readonly LimitChange[]) => call(LimitPaths.limits, SetLimitsResponseSchema, { method: 'POST', body: { limits } }),
  /** Answers the self-test of an increase or removal. */
  testAnswers: (request: TestAnswersRequest) => call(LimitPaths.testAnswers, TestAnswersResponseSchema, { method: 'POST', body: request }),
  /** Confirms a matured pending change or rejects a pending one. */
  action: (request: LimitActionRequest) => call(LimitPaths.action, LimitActionResponseSchema, { method: 'POST', body: request }),
  /** The longest self-exclusion at once. */
  blockUser: (selfExcludeReason: number) => call(LimitPaths.blockUser, BlockUserResponseSchema, { method: 'POST', body: { selfExcludeReason } }),
  /** The session ping (every 30 s while a session limit is set). */
  ping: () => call(LimitPaths.ping, PingResponseSchema, { method: 'POST', body: {} }),
  /** Records the player's answer to the reality check. */
  realityCheck: (attributes: RealityCheckAttributes) =>
    api.request({
      service: 'web',
      path: REALITY_CHECK_PATH,
      method: 'POST',
      body: { data: { type: 'reality-check', attributes } },
      auth: true,
      cache: 'no-store',
      schema: RealityCheckResponseSchema,
    }),
};
