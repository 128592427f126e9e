/**
 * Staff sign-in routes (docs/api.md "Staff"): `POST /staff-api/auth/password` (e-mail and password →
 * the pending step's cookie), `POST /staff-api/auth/totp` (the authenticator code → the `kk_staff`
 * session cookie), `POST /staff-api/auth/logout`. Failed attempts of either step are counted per e-mail
 * and per client address; over the limit every attempt is answered 429 until the window ends.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { clientAddress } from '../../http/client-address';
import { sendError } from '../../http/errors';
import { tooManyRequests, type KeyedLimiter } from '../../http/rate-limits';
import { parseBody } from '../../http/validate';
import { appendAudit } from '../audit';
import { STAFF_COOKIE_PENDING, STAFF_COOKIE_SESSION, STAFF_FAILURES_PER_ACCOUNT, STAFF_FAILURES_PER_ADDRESS } from '../constants';
import type { StaffContext } from '../context';
import { clearStaffCookie, readStaffCookie, setStaffCookie } from '../http/cookies';
import { currentStaff } from '../http/session';
import { toMember } from '../members';
import { codeStep, passwordStep, pendingMember } from '../sign-in';

export const STAFF_CREDENTIALS = 'staff_credentials';
export const STAFF_STEP_EXPIRED = 'staff_step_expired';
export const STAFF_CODE_INVALID = 'staff_code_invalid';
export const STAFF_CODE_USED = 'staff_code_used';

const PasswordBody = v.strictObject({ email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254)), password: v.pipe(v.string(), v.maxLength(1024)) });
const CodeBody = v.strictObject({ code: v.pipe(v.string(), v.trim(), v.maxLength(16)) });

interface Failures {
  /** Throws 429 while either count is over its limit. */
  check(request: FastifyRequest, email: string): Promise<void>;
  count(request: FastifyRequest, email: string): Promise<void>;
}

function createFailures(app: FastifyInstance): Failures {
  const perAccount: KeyedLimiter = app.limits.keyed('staff-sign-in-account', STAFF_FAILURES_PER_ACCOUNT);
  const perAddress: KeyedLimiter = app.limits.keyed('staff-sign-in-address', STAFF_FAILURES_PER_ADDRESS);
  return {
    async check(request, email) {
      const wait = Math.max(await perAccount.wait(request, email), await perAddress.wait(request, clientAddress(request)));
      if (wait > 0) throw tooManyRequests('failed staff sign-ins', wait);
    },
    async count(request, email) {
      await perAccount.hit(request, email);
      await perAddress.hit(request, clientAddress(request));
    },
  };
}

export function registerStaffSignInRoutes(app: FastifyInstance, ctx: StaffContext): void {
  const failures = createFailures(app);
  const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

  app.post('/staff-api/auth/password', async (request, reply) => {
    const body = parseBody(PasswordBody, request.body, reply);
    if (!body) return reply;
    await failures.check(request, body.email);
    const step = await passwordStep(ctx, body.email, body.password);
    if (!step.ok) {
      await failures.count(request, body.email);
      request.log.warn({ address: clientAddress(request) }, 'staff password refused');
      return sendError(reply, 401, STAFF_CREDENTIALS, 'Wrong e-mail or password');
    }
    setStaffCookie(ctx, request, reply, STAFF_COOKIE_PENDING, step.pending.id);
    return noStore(reply).send({ data: { step: 'totp', expiresAt: new Date(step.pending.expires_at).toISOString() } });
  });

  app.post('/staff-api/auth/totp', async (request, reply) => {
    const body = parseBody(CodeBody, request.body, reply);
    if (!body) return reply;
    const pendingId = readStaffCookie(request, STAFF_COOKIE_PENDING);
    const found = pendingId ? pendingMember(ctx, pendingId) : undefined;
    if (!found) return sendError(reply, 401, STAFF_STEP_EXPIRED, 'The sign-in step has expired: give your e-mail and password again');
    await failures.check(request, found.member.email);
    const result = await codeStep(ctx, found.pending, found.member, body.code);
    if (!result.ok) {
      await failures.count(request, found.member.email);
      if (result.stepEnded) clearStaffCookie(ctx, request, reply, STAFF_COOKIE_PENDING);
      request.log.warn({ staffId: found.member.id, reason: result.reason }, 'staff code refused');
      return result.reason === 'replayed'
        ? sendError(reply, 401, STAFF_CODE_USED, 'This code has been used already: wait for the next one')
        : sendError(reply, 401, STAFF_CODE_INVALID, 'Wrong authenticator code');
    }
    const previous = readStaffCookie(request, STAFF_COOKIE_SESSION);
    if (previous) ctx.stores.sessions.end(previous, ctx.clock.now());
    setStaffCookie(ctx, request, reply, STAFF_COOKIE_SESSION, result.session.id);
    clearStaffCookie(ctx, request, reply, STAFF_COOKIE_PENDING);
    appendAudit(ctx, result.member.id, request, { action: 'staff.sign_in', target: `staff:${result.member.id}` });
    return noStore(reply).send({ data: toMember(result.member, ctx.stores.staff.rolesOf(result.member.id)) });
  });

  app.post('/staff-api/auth/logout', async (request, reply) => {
    const signedIn = currentStaff(ctx, request);
    if (signedIn) {
      ctx.stores.sessions.end(signedIn.session.id, ctx.clock.now());
      appendAudit(ctx, signedIn.member.id, request, { action: 'staff.sign_out', target: `staff:${signedIn.member.id}` });
    }
    clearStaffCookie(ctx, request, reply, STAFF_COOKIE_SESSION);
    clearStaffCookie(ctx, request, reply, STAFF_COOKIE_PENDING);
    return reply.code(204).send();
  });
}
