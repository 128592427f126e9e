/**
 * Checking a code against a pending step: right, wrong (an attempt is counted, on the step and on the
 * hourly wrong-answer cap of its account or phone) or expired.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthErrorCodes } from '@kickoff/contracts';
import { sendError } from '../http/errors';
import { CODE_MAX_ATTEMPTS } from './constants';
import type { IdentityContext } from './context';
import type { PendingRow } from './store/pending-steps';

export type CodeCheck = 'ok' | 'wrong' | 'expired';

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whom a step's wrong answers count against: its account, else its phone, else its login. */
export function codeTarget(step: PendingRow): string {
  if (step.user_id !== null) return `account:${step.user_id}`;
  if (step.phone) return `phone:${step.phone}`;
  return `login:${step.login_key ?? step.id}`;
}

/**
 * A used step, one past its expiry, or one with `CODE_MAX_ATTEMPTS` wrong answers is expired. A right
 * code uses the step up (a code works once). `acceptable: false` makes every code wrong (decoy steps).
 * Throws the 429 `too_many_attempts` while the step's target has used up its wrong answers for the hour.
 */
export async function checkCode(svc: IdentityContext, request: FastifyRequest, step: PendingRow, code: string, acceptable = true): Promise<CodeCheck> {
  const target = codeTarget(step);
  await svc.codeLimits.checkAnswers(request, target);
  const { pending } = svc.stores;
  if (step.used === 1 || step.expires_at <= svc.clock.now() || step.attempts >= CODE_MAX_ATTEMPTS) return 'expired';
  if (!acceptable || !sameCode(step.code, code)) {
    pending.addAttempt(step.id);
    await svc.codeLimits.wrongAnswer(request, target);
    return 'wrong';
  }
  return pending.use(step.id) ? 'ok' : 'expired';
}

export function sendCodeError(reply: FastifyReply, check: 'wrong' | 'expired' | 'missing'): FastifyReply {
  if (check === 'expired') return sendError(reply, 400, AuthErrorCodes.codeExpired, 'The code has expired: request a new one');
  if (check === 'missing') return sendError(reply, 400, AuthErrorCodes.codeWrong, 'No code was requested: request a new one');
  return sendError(reply, 400, AuthErrorCodes.codeWrong, 'The code is wrong');
}
