/**
 * Rate limits of codes (SMS, password reset, two-step) on the HTTP infrastructure's limiters: a code
 * request is admitted when its target (an account or a phone) is out of its cool-down and under its
 * hourly count, and the fingerprint and the client address are under theirs; wrong answers are capped
 * per target across all its codes. A refusal is a 429 whose `meta.retryAfter` tells the seconds to wait.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../http/client-address';
import { admit, tooManyRequests } from '../http/rate-limits';
import type { SecurityConfig } from '../http/security-config';

/** Error code of the wrong-answer cap (429). */
export const TOO_MANY_ATTEMPTS = 'too_many_attempts';

export interface CodeLimits {
  /** Admits one code request for `target` (counted), or throws the 429 with the wait. */
  admitRequest(request: FastifyRequest, target: string): Promise<void>;
  /** Throws the 429 while `target` has used up its wrong answers. */
  checkAnswers(request: FastifyRequest, target: string): Promise<void>;
  /** Counts a wrong answer for `target`. */
  wrongAnswer(request: FastifyRequest, target: string): Promise<void>;
}

export function createCodeLimits(app: FastifyInstance, codes: SecurityConfig['codes']): CodeLimits {
  const cooldown = app.limits.keyed('code-cooldown', codes.cooldown);
  const perTarget = app.limits.keyed('code-target', codes.perTarget);
  const perFingerprint = app.limits.keyed('code-fingerprint', codes.perFingerprint);
  const perAddress = app.limits.keyed('code-address', codes.perAddress);
  const wrong = app.limits.keyed('code-wrong', codes.wrongAnswersPerTarget);
  return {
    async admitRequest(request, target) {
      const wait = await admit(request, [
        [cooldown, target],
        [perTarget, target],
        [perFingerprint, request.fingerprint ?? undefined],
        [perAddress, clientAddress(request)],
      ]);
      if (wait > 0) throw tooManyRequests('code requests', wait);
    },
    async checkAnswers(request, target) {
      const wait = await wrong.wait(request, target);
      if (wait > 0) throw tooManyRequests('wrong codes', wait, TOO_MANY_ATTEMPTS);
    },
    async wrongAnswer(request, target) {
      await wrong.hit(request, target);
    },
  };
}
