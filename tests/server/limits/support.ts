/** Limits test helpers: the demo player signed in (wallet helpers), the limits calls, the history rows. */
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse as Response } from 'fastify';
import * as v from 'valibot';
import { LimitsResponseSchema, SetLimitsResponseSchema, TestAnswersResponseSchema, type Limit } from '../../../platform-wallet/src/wire';
import { DEMO, type Browser } from '../identity/support';
import { newKey, startWallet, type WalletServer } from '../wallet/support';

export const LIMITS = '/limit-service-api/api/external/web/v3';
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export interface LimitsServer extends WalletServer {
  /** A limits call as the demo player (or `token`; `null` sends no token). */
  call(method: 'GET' | 'POST' | 'DELETE', name: string, payload?: unknown, token?: string | null, headers?: Record<string, string>): Promise<Response>;
  limits(): Promise<Limit[]>;
  /** POST limits; asserts 200. */
  set(limits: Array<{ limitType: number; limitValue: number; selfExcludeReason?: number }>): Promise<v.InferOutput<typeof SetLimitsResponseSchema>>;
  /** An increase or removal through the self-test with every answer "no"; asserts it is pending. */
  request(limitType: number, limitValue: number): Promise<void>;
  /** Signs the demo player in again in a fresh browser (after the clock moved past the session); updates `token`. */
  relogin(): Promise<void>;
  /** The server clock (ms). */
  now(): Promise<number>;
  history(): Array<{ limit_type: number; action: string; old_value: number | null; new_value: number | null; reason_id: number | null; at: number }>;
}

export async function startLimits(t: TestContext): Promise<LimitsServer> {
  const s = await startWallet(t);
  let player: Browser = s.player;
  const server: LimitsServer = {
    ...s,
    place: (body, key = newKey(), token) => player.post('coupon/place', body, { token: token ?? server.token, headers: { 'idempotency-key': key } }),
    call(method, name, payload, token = server.token, headers = {}) {
      return player.call(method, `${LIMITS}/${name}`, { ...(payload === undefined ? {} : { payload }), ...(token === null ? {} : { token }), headers });
    },
    async limits() {
      const res = await server.call('GET', 'limits');
      assert.equal(res.statusCode, 200, res.body);
      return v.parse(LimitsResponseSchema, res.json()).limitsData;
    },
    async set(limits) {
      const res = await server.call('POST', 'limits', { limits });
      assert.equal(res.statusCode, 200, res.body);
      return v.parse(SetLimitsResponseSchema, res.json());
    },
    async request(limitType, limitValue) {
      const asked = await server.set([{ limitType, limitValue }]);
      assert.equal(asked.status, 'QUESTIONS');
      assert.ok(asked.tokenGuid);
      const answers = asked.questions.map((q) => ({ questionId: q.id, answerId: 2 }));
      const res = await server.call('POST', 'testanswers', { tokenGuid: asked.tokenGuid, answers });
      assert.equal(res.statusCode, 200, res.body);
      const answered = v.parse(TestAnswersResponseSchema, res.json());
      assert.equal(answered.success, true);
      assert.ok(answered.limitsData.some((l) => l.limitType === limitType && l.limitState === 'PENDING' && l.needApprove));
    },
    async relogin() {
      player = await s.newBrowser();
      server.player = player;
      server.token = await player.signIn(DEMO.demo.email);
    },
    async now() {
      const res = await s.app.inject({ method: 'POST', url: '/__test/identity/clock', payload: { advanceMs: 0 } });
      assert.equal(res.statusCode, 200, res.body);
      return v.parse(v.object({ now: v.number() }), res.json()).now;
    },
    history: () =>
      s
        .db()
        .prepare<[number], ReturnType<LimitsServer['history']>[number]>('SELECT limit_type, action, old_value, new_value, reason_id, at FROM limit_history WHERE user_id = ? ORDER BY id')
        .all(DEMO.demo.id),
  };
  return server;
}

export const byType = (limits: readonly Limit[], type: number, state: Limit['limitState'] = 'ACTIVE'): Limit | undefined =>
  limits.find((l) => l.limitType === type && l.limitState === state);
