/**
 * Identity test API (only with the demo switch, never in production): read the codes the demo gateway
 * sent (its outbox) and captcha answers, publish new terms, shorten the token lifetime, move the
 * server clock, issue login tokens, list the player routes (`player-routes`).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendError } from '../http/errors';
import { parseBody } from '../http/validate';
import { LOGIN_TOKEN_TTL_MS } from './constants';
import { phoneDigits } from './phone';
import { randomId } from './random';
import type { IdentityContext } from './context';
import type { PlayerRoute } from './http/player-routes';
import { parseLoginName } from './login-name';
import type { OutboxMessage } from './store/outbox';
import type { PendingPurpose } from './store/pending-steps';
import { loginTokenSign } from './routes/login';

const TokenTtlSchema = v.strictObject({ seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(86_400)) });
const ClockSchema = v.strictObject({ advanceMs: v.pipe(v.number(), v.integer(), v.minValue(0)) });
const LoginTokenSchema = v.strictObject({ user_id: v.pipe(v.number(), v.integer()), method_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1) });

interface SentCode {
  code: string;
  purpose: string;
  expiresAt: number;
  attempts: number;
  used: boolean;
}

export function registerIdentityTestApi(app: FastifyInstance, svc: IdentityContext, playerRoutes: readonly PlayerRoute[]): void {
  // Every player route with its ban and KYC declarations (tests sweep them with the banned player).
  app.get('/__test/identity/player-routes', async (_request, reply) => reply.send({ data: playerRoutes }));

  const noStore = 'no-store';
  const { outbox, pending, users } = svc.stores;

  /** A sent message with the state of its step (wrong answers, used). */
  const describe = (message: OutboxMessage): SentCode => {
    const step = pending.byId(message.step_id, message.purpose as PendingPurpose);
    return { code: message.code, purpose: message.purpose, expiresAt: message.expires_at, attempts: step?.attempts ?? 0, used: step?.used === 1 };
  };

  /** Where codes for a login went: its e-mail, or the e-mail and phone of its account, or the phone it is. */
  const recipientsOf = (login: string): string[] => {
    const name = parseLoginName(login);
    if (name.kind === 'email') return [name.email];
    const user = name.kind === 'account' ? users.byId(name.id) : undefined;
    if (user) return [user.email, user.phone_code && user.phone_number ? `${user.phone_code}${user.phone_number}` : null].filter((to): to is string => Boolean(to));
    const digits = phoneDigits(login);
    return digits ? [`+${digits}`] : [];
  };

  app.post<{ Querystring: { phone?: unknown } }>('/__test/identity/sms-code', async (request, reply) => {
    const digits = typeof request.query.phone === 'string' ? phoneDigits(request.query.phone) : '';
    if (!digits) return sendError(reply, 400, 'missing_parameter', 'phone is required (digits with the country code, e.g. 79001234567)', { parameter: 'phone' });
    const message = outbox.latest([`+${digits}`], ['sms', 'password_reset', 'phone_bind']);
    if (!message) return sendError(reply, 404, 'not_found', `No code was sent to +${digits}`);
    return reply.header('cache-control', noStore).send(describe(message));
  });

  app.post<{ Querystring: { login?: unknown } }>('/__test/identity/code', async (request, reply) => {
    const login = typeof request.query.login === 'string' ? request.query.login.trim() : '';
    if (!login) return sendError(reply, 400, 'missing_parameter', 'login is required (e-mail, account ID or phone)', { parameter: 'login' });
    const message = outbox.latest(recipientsOf(login), ['two_step', 'password_reset', 'two_step_off']);
    if (!message) return sendError(reply, 404, 'not_found', `No code was sent for ${login}`);
    return reply.header('cache-control', noStore).send(describe(message));
  });

  app.post<{ Querystring: { time?: unknown } }>('/__test/identity/captcha-answer', async (request, reply) => {
    const time = Number(request.query.time);
    const challenge = Number.isSafeInteger(time) ? svc.stores.captcha.challenge(time) : undefined;
    if (!challenge) return sendError(reply, 404, 'not_found', 'No captcha challenge with this time', { parameter: 'time' });
    return reply.header('cache-control', noStore).send({ answer: challenge.answer });
  });

  app.post('/__test/identity/terms', async (_request, reply) => {
    const row = svc.stores.terms.bump(new Date(svc.clock.now()).toISOString());
    return reply.header('cache-control', noStore).send({ version: row.version, updatedAt: row.updated_at });
  });

  app.post('/__test/identity/token-ttl', async (request, reply) => {
    const body = parseBody(TokenTtlSchema, request.body, reply);
    if (!body) return reply;
    svc.settings.tokenTtlSeconds = body.seconds;
    return reply.header('cache-control', noStore).send({ seconds: body.seconds });
  });

  app.post('/__test/identity/clock', async (request, reply) => {
    const body = parseBody(ClockSchema, request.body, reply);
    if (!body) return reply;
    svc.clock.advance(body.advanceMs);
    return reply.header('cache-control', noStore).send({ now: svc.clock.now() });
  });

  app.post('/__test/identity/login-token', async (request, reply) => {
    const body = parseBody(LoginTokenSchema, request.body, reply);
    if (!body) return reply;
    if (!svc.stores.users.byId(body.user_id)) return sendError(reply, 404, 'not_found', `No user ${body.user_id}`);
    const now = svc.clock.now();
    const token = randomId();
    const expiresAt = now + LOGIN_TOKEN_TTL_MS;
    svc.stores.pending.create({ id: randomId(), purpose: 'login_token', user_id: body.user_id, login_key: `method:${body.method_id}`, code: token, created_at: now, expires_at: expiresAt });
    return reply.header('cache-control', noStore).send({ method_id: body.method_id, token, sign: loginTokenSign(svc.secret, body.method_id, token), expiresAt });
  });
}
