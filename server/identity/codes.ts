/** Checking a code against a pending step: right, wrong (an attempt is counted) or expired. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { AuthErrorCodes } from '@kickoff/contracts';
import { sendError } from '../http/errors';
import { CODE_MAX_ATTEMPTS } from './constants';
import type { PendingRow, PendingStore } from './store/pending-steps';

export type CodeCheck = 'ok' | 'wrong' | 'expired';

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A used step, one past its expiry, or one with `CODE_MAX_ATTEMPTS` wrong answers is expired. A right
 * code uses the step up (a code works once). `acceptable: false` makes every code wrong (decoy steps).
 */
export function checkCode(pending: PendingStore, step: PendingRow, code: string, now: number, acceptable = true): CodeCheck {
  if (step.used === 1 || step.expires_at <= now || step.attempts >= CODE_MAX_ATTEMPTS) return 'expired';
  if (!acceptable || !sameCode(step.code, code)) {
    pending.addAttempt(step.id);
    return 'wrong';
  }
  return pending.use(step.id) ? 'ok' : 'expired';
}

export function sendCodeError(reply: FastifyReply, check: 'wrong' | 'expired' | 'missing'): FastifyReply {
  if (check === 'expired') return sendError(reply, 400, AuthErrorCodes.codeExpired, 'The code has expired: request a new one');
  if (check === 'missing') return sendError(reply, 400, AuthErrorCodes.codeWrong, 'No code was requested: request a new one');
  return sendError(reply, 400, AuthErrorCodes.codeWrong, 'The code is wrong');
}
