/**
 * Captcha: GET auth/captcha/update (a new challenge), POST auth/captcha/validate (answer → pass token),
 * GET auth/captcha/gettime. Five wrong answers on one fingerprint answer type 2 (log out).
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import {
  AuthPaths,
  CaptchaChallengeSchema,
  CaptchaTimeResponseSchema,
  CaptchaValidateRequestSchema,
  CaptchaValidateResponseSchema,
} from '@kickoff/contracts';
import { parseBody } from '../../http/validate';
import { makeQuestion, renderCaptcha } from '../captcha-image';
import { CAPTCHA_CHALLENGE_TTL_MS, CAPTCHA_MAX_WRONG_ANSWERS, CAPTCHA_PASS_TTL_MS } from '../constants';
import { fingerprintOf, type IdentityGuards } from '../http/guards';
import { endSession } from '../http/session';
import { randomId } from '../random';
import type { IdentityContext } from '../context';

type CaptchaResult = v.InferOutput<typeof CaptchaValidateResponseSchema>;

export function registerCaptchaRoutes(app: FastifyInstance, svc: IdentityContext, guards: IdentityGuards, anonymousWrite: onRequestAsyncHookHandler): void {
  // Each challenge is a stored row: an anonymous write, rate-limited per address.
  app.get(svc.web(AuthPaths.captchaUpdate), { onRequest: anonymousWrite }, async (_request, reply) => {
    const question = makeQuestion();
    const now = svc.clock.now();
    const time = svc.stores.captcha.createChallenge(now, question.answer, now + CAPTCHA_CHALLENGE_TTL_MS);
    return reply.header('cache-control', 'no-store').send(v.parse(CaptchaChallengeSchema, { time, image: renderCaptcha(question.text) }));
  });

  app.get(svc.web(AuthPaths.captchaGetTime), async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(v.parse(CaptchaTimeResponseSchema, { time: svc.clock.now() })),
  );

  app.post(svc.web(AuthPaths.captchaValidate), { preHandler: guards.fingerprint }, async (request, reply) => {
    const fingerprint = fingerprintOf(request);
    const body = parseBody(CaptchaValidateRequestSchema, request.body, reply);
    if (!body) return reply;
    const now = svc.clock.now();
    const { captcha } = svc.stores;
    const challenge = captcha.challenge(body.captcha.time);
    // A challenge takes one answer, right or wrong.
    const fresh = challenge !== undefined && challenge.expires_at > now && captcha.useChallenge(challenge.id);
    let result: CaptchaResult;
    if (fresh && challenge.answer === body.captcha.answer.trim()) {
      const token = randomId();
      captcha.createPass(token, now + CAPTCHA_PASS_TTL_MS);
      captcha.clearWrongAnswers(fingerprint);
      result = { success: true, type: 1, token };
    } else {
      captcha.recordWrongAnswer(fingerprint, now);
      if (captcha.wrongAnswers(fingerprint, now - svc.loginFailures.windowSeconds * 1000) >= CAPTCHA_MAX_WRONG_ANSWERS) {
        captcha.clearWrongAnswers(fingerprint);
        endSession(svc, request, reply);
        request.log.warn({ fingerprint }, 'too many wrong captcha answers: session ended');
        result = { success: false, type: 2, token: null, isLogoutUser: true };
      } else {
        result = { success: false, type: 1, token: null };
      }
    }
    return reply.header('cache-control', 'no-store').send(v.parse(CaptchaValidateResponseSchema, result));
  });
}
