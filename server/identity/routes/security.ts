/**
 * Office security (issue 11 item 3; contract @kickoff/office-contracts/security): the security state,
 * password change (current password required, every other session ended), two-step sign-in on (with
 * the password) and off (with an e-mailed code), phone binding by SMS code (activation type 0→3, 1→2,
 * account spec §4), secret question (with the password). Every change is logged in `security_log` and
 * answers with the new state. Banned players are refused (the guard's default). Wrong passwords count on
 * the wrong-answer cap of the code limits (429 `too_many_attempts`), code requests on the code limits.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { activationTypeAfterPhoneBinding, protectionStatusOf } from '@kickoff/contracts';
import {
  CodeRequestSchema,
  CodeSentResponseSchema,
  PasswordChangeRequestSchema,
  PasswordChangeResponseSchema,
  PasswordConfirmRequestSchema,
  PhoneCodeRequestSchema,
  SecretQuestionRequestSchema,
  SecurityErrorCodes,
  SecurityPaths,
  SecurityStateResponseSchema,
  type CodeSentResponse,
  type SecurityEventKind,
  type SecurityState,
} from '@kickoff/office-contracts/security';
import { clientAddress } from '../../http/client-address';
import { sendError } from '../../http/errors';
import { checkCode, sendCodeError } from '../codes';
import { DAY, SMS_CODE_TTL_MS, TWO_STEP_CODE_TTL_MS } from '../constants';
import type { IdentityContext } from '../context';
import { maskRecipient } from '../gateway';
import { parseFields, sendFieldError } from '../http/fields';
import { playerOf, type IdentityGuards } from '../http/guards';
import { hashPassword, verifyPassword } from '../password';
import { passwordWeakness } from '../password-policy';
import { fullPhone, normalizePhoneCode, phoneMaskProblem } from '../phone';
import { protectionLevelOf } from '../protection';
import { randomCode, randomId } from '../random';
import type { PendingPurpose } from '../store/pending-steps';
import type { UserRow } from '../store/users';

/** How many events the state lists. */
const RECENT_EVENTS = 10;

/** The pending-step key of a player's own security codes. */
const stepKey = (userId: number): string => `user:${userId}`;

/** A phone-binding step keeps the phone as `<code> <number>` (`+7 9001234567`), as the player typed it. */
function splitStepPhone(phone: string): { code: string; number: string } | undefined {
  const match = /^(\+\d{1,4}) (\d{5,14})$/.exec(phone);
  return match?.[1] && match[2] ? { code: match[1], number: match[2] } : undefined;
}

/** Normalises a secret answer before hashing: case and surrounding spaces do not matter. */
export const secretAnswerText = (answer: string): string => answer.trim().toLowerCase();

function activationType(value: number): SecurityState['activationType'] {
  return value === 1 || value === 2 || value === 3 ? value : 0;
}

export function securityStateOf(svc: IdentityContext, user: UserRow): SecurityState {
  const question = svc.stores.security.question(user.id);
  const level = protectionLevelOf(user);
  const state: SecurityState = {
    protectionLevel: level,
    protectionStatus: protectionStatusOf(level),
    protectionMethods: {
      is_changed_password: user.is_changed_password === 1,
      enable_two_factor_auth: user.enable_two_factor_auth === 1,
      enable_phone_binding: user.enable_phone_binding === 1,
      enable_security_question: user.enable_security_question === 1,
      enable_email_auth: user.enable_email_auth === 1,
    },
    activationType: activationType(user.activation_type),
    email: user.email,
    phone: user.phone_code && user.phone_number ? { code: user.phone_code, number: user.phone_number } : null,
    changedPassDayCount: user.password_changed_at === null ? null : Math.max(0, Math.floor((svc.clock.now() - user.password_changed_at) / DAY)),
    secretQuestion: question?.question ?? null,
    events: svc.stores.security.recent(user.id, RECENT_EVENTS).map((row) => ({
      at: new Date(row.at).toISOString(),
      kind: row.kind as SecurityEventKind,
      ip: row.ip,
    })),
  };
  return state;
}

export function registerSecurityRoutes(app: FastifyInstance, svc: IdentityContext, guards: IdentityGuards): void {
  const { users, security, credentials, sessions, pending } = svc.stores;
  const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

  /** The player's row as it is now (after a change). */
  const fresh = (userId: number): UserRow => {
    const user = users.byId(userId);
    if (!user) throw new Error(`user ${userId} vanished`);
    return user;
  };

  /** Recomputes the stored protection level and logs the change; runs inside the change's transaction. */
  const recordChange = (request: FastifyRequest, userId: number, kind: SecurityEventKind): void => {
    security.setProtectionLevel(userId, protectionLevelOf(fresh(userId)));
    security.log(userId, svc.clock.now(), kind, clientAddress(request));
    request.log.info({ userId, kind }, 'security change');
  };

  const sendState = (reply: FastifyReply, userId: number): FastifyReply =>
    noStore(reply).send(v.parse(SecurityStateResponseSchema, { state: securityStateOf(svc, fresh(userId)) }));

  /**
   * Checks the player's current password within the wrong-answer cap (429 `too_many_attempts`);
   * a wrong one is 400 `wrong_password` on `pointer`.
   */
  const checkPassword = async (request: FastifyRequest, reply: FastifyReply, user: UserRow, password: string, pointer: string): Promise<boolean> => {
    const target = `password:${user.id}`;
    await svc.codeLimits.checkAnswers(request, target);
    const stored = credentials.get(user.id);
    if (stored && (await verifyPassword(password, stored))) return true;
    await svc.codeLimits.wrongAnswer(request, target);
    request.log.warn({ userId: user.id }, 'security change refused: wrong password');
    sendError(reply, 400, SecurityErrorCodes.wrongPassword, 'The password is wrong', { pointer });
    return false;
  };

  /** Creates a code step for the player and sends it; answers the masked recipient and the demo code. */
  const sendCode = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    message: { purpose: PendingPurpose; channel: 'sms' | 'email'; to: string; ttl: number; phone?: string },
  ): Promise<FastifyReply> => {
    // Own target per player (or per phone), so a login's two-step code does not hold up this one.
    await svc.codeLimits.admitRequest(request, message.phone ? `phone:${message.to}` : `security:${user.id}`);
    svc.sweep();
    const now = svc.clock.now();
    const step = {
      id: randomId(),
      purpose: message.purpose,
      user_id: user.id,
      login_key: stepKey(user.id),
      phone: message.phone ?? null,
      code: randomCode(),
      created_at: now,
      expires_at: now + message.ttl,
    };
    pending.create(step);
    svc.gateway.send(request, { channel: message.channel, to: message.to, purpose: message.purpose, code: step.code, stepId: step.id, createdAt: now, expiresAt: step.expires_at });
    const response: CodeSentResponse = { expiresIn: message.ttl / 1000, sentTo: maskRecipient(message.to) };
    if (svc.demo) response.demoCode = step.code;
    return noStore(reply).send(v.parse(CodeSentResponseSchema, response));
  };

  /** The newest code step of this purpose checked against `code`; sends the error unless right. */
  const takeCode = async (request: FastifyRequest, reply: FastifyReply, user: UserRow, purpose: PendingPurpose, code: string) => {
    const step = pending.latestForLogin(stepKey(user.id), purpose);
    if (!step || step.user_id !== user.id) {
      sendCodeError(reply, 'missing');
      return undefined;
    }
    const check = await checkCode(svc, request, step, code);
    if (check !== 'ok') {
      sendCodeError(reply, check);
      return undefined;
    }
    return step;
  };

  app.get(SecurityPaths.state, { preHandler: guards.playerWithTerms }, async (request, reply) => sendState(reply, playerOf(request).user.id));

  app.post(SecurityPaths.password, { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const { user, session } = playerOf(request);
    const body = parseFields(PasswordChangeRequestSchema, request.body, reply);
    if (!body) return reply;
    if (!(await checkPassword(request, reply, user, body.currentPassword, '/currentPassword'))) return reply;
    if (body.newPassword === body.currentPassword) {
      return sendError(reply, 400, SecurityErrorCodes.samePassword, 'The new password must differ from the current one', { pointer: '/newPassword' });
    }
    const weakness = passwordWeakness(body.newPassword, { email: user.email, phone: user.phone_number });
    if (weakness) return sendError(reply, 400, SecurityErrorCodes.weakPassword, weakness, { pointer: '/newPassword' });
    const hash = await hashPassword(body.newPassword);
    const now = svc.clock.now();
    const ended = svc.stores.transaction(() => {
      credentials.set(user.id, hash, now);
      users.markPasswordChanged(user.id, now);
      const count = sessions.countOthers(user.id, session.id);
      sessions.endOthers(user.id, session.id, now);
      recordChange(request, user.id, 'password_changed');
      return count;
    });
    request.log.info({ userId: user.id, endedSessions: ended }, 'password changed: other sessions ended');
    return noStore(reply).send(v.parse(PasswordChangeResponseSchema, { state: securityStateOf(svc, fresh(user.id)), endedSessions: ended }));
  });

  app.post(SecurityPaths.twoStepOn, { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const { user } = playerOf(request);
    const body = parseFields(PasswordConfirmRequestSchema, request.body, reply);
    if (!body) return reply;
    if (!(await checkPassword(request, reply, user, body.password, '/password'))) return reply;
    if (user.enable_two_factor_auth === 1) return sendError(reply, 409, SecurityErrorCodes.alreadySet, 'Two-step sign-in is already on');
    if (!user.email) return sendError(reply, 409, SecurityErrorCodes.emailRequired, 'Two-step codes go by e-mail: add an e-mail address first');
    svc.stores.transaction(() => {
      security.setTwoStep(user.id, true);
      recordChange(request, user.id, 'two_step_on');
    });
    return sendState(reply, user.id);
  });

  app.post(SecurityPaths.twoStepCode, { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const { user } = playerOf(request);
    if (user.enable_two_factor_auth !== 1) return sendError(reply, 409, SecurityErrorCodes.alreadySet, 'Two-step sign-in is already off');
    if (!user.email) return sendError(reply, 409, SecurityErrorCodes.emailRequired, 'The account has no e-mail address');
    return sendCode(request, reply, user, { purpose: 'two_step_off', channel: 'email', to: user.email, ttl: TWO_STEP_CODE_TTL_MS });
  });

  app.post(SecurityPaths.twoStepOff, { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const { user } = playerOf(request);
    const body = parseFields(CodeRequestSchema, request.body, reply);
    if (!body) return reply;
    if (user.enable_two_factor_auth !== 1) return sendError(reply, 409, SecurityErrorCodes.alreadySet, 'Two-step sign-in is already off');
    if (!(await takeCode(request, reply, user, 'two_step_off', body.code))) return reply;
    svc.stores.transaction(() => {
      security.setTwoStep(user.id, false);
      recordChange(request, user.id, 'two_step_off');
    });
    return sendState(reply, user.id);
  });

  app.post(SecurityPaths.phoneCode, { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const { user } = playerOf(request);
    const body = parseFields(PhoneCodeRequestSchema, request.body, reply);
    if (!body) return reply;
    const lengthProblem = phoneMaskProblem(svc.stores.reference.phoneMasks(), body.phoneCode, body.phoneNumber);
    if (lengthProblem) return sendFieldError(reply, 'phoneNumber', lengthProblem);
    const owner = users.byPhone(normalizePhoneCode(body.phoneCode), body.phoneNumber);
    if (owner && owner.id !== user.id) return sendError(reply, 409, SecurityErrorCodes.phoneTaken, 'Another account uses this phone number', { pointer: '/phoneNumber' });
    const to = fullPhone(body.phoneCode, body.phoneNumber);
    const phone = `${normalizePhoneCode(body.phoneCode)} ${body.phoneNumber}`;
    return sendCode(request, reply, user, { purpose: 'phone_bind', channel: 'sms', to, ttl: SMS_CODE_TTL_MS, phone });
  });

  app.post(SecurityPaths.phoneBind, { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const { user } = playerOf(request);
    const body = parseFields(CodeRequestSchema, request.body, reply);
    if (!body) return reply;
    const step = await takeCode(request, reply, user, 'phone_bind', body.code);
    if (!step) return reply;
    const parts = step.phone ? splitStepPhone(step.phone) : undefined;
    if (!parts) return sendCodeError(reply, 'missing');
    const owner = users.byPhone(parts.code, parts.number);
    if (owner && owner.id !== user.id) return sendError(reply, 409, SecurityErrorCodes.phoneTaken, 'Another account uses this phone number');
    svc.stores.transaction(() => {
      security.bindPhone(user.id, parts.code, parts.number, activationTypeAfterPhoneBinding(activationType(user.activation_type)));
      recordChange(request, user.id, 'phone_bound');
    });
    return sendState(reply, user.id);
  });

  app.post(SecurityPaths.question, { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const { user } = playerOf(request);
    const body = parseFields(SecretQuestionRequestSchema, request.body, reply);
    if (!body) return reply;
    if (!(await checkPassword(request, reply, user, body.password, '/password'))) return reply;
    const answer = await hashPassword(secretAnswerText(body.answer));
    svc.stores.transaction(() => {
      security.setQuestion(user.id, body.question, answer, svc.clock.now());
      recordChange(request, user.id, 'secret_question_set');
    });
    return sendState(reply, user.id);
  });
}
