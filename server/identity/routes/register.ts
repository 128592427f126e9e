/**
 * POST /web-api/auth/register: one_click, phone (SMS-confirmed), full, social (503 here: a social account
 * registers through the OpenID Connect flow, routes/social.ts) and
 * pay-and-play. Every type checks the minimum age (`date_birthday` for full, `age_confirmed: true` for
 * the others), every chosen password passes the policy, and no registration credits money: a new
 * player gets an empty main account in the chosen currency and is signed in; pay-and-play also starts
 * a deposit through the payment provider (`app.registrationDeposits`, the payments service's flow) and
 * answers the provider page to go to. An anonymous write, rate-limited per address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import {
  AuthErrorCodes,
  AuthPaths,
  PersonalDataRules,
  RegistrationRequestSchema,
  RegistrationResponseSchema,
  type PersonalDataProblem,
  type RegistrationRequest,
  type RegistrationResponse,
} from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { checkCode, sendCodeError } from '../codes';
import { readCookie } from '../http/cookies';
import { parseFields, sendFieldError } from '../http/fields';
import type { IdentityGuards } from '../http/guards';
import { startSession } from '../http/session';
import { hashPassword, type PasswordHash } from '../password';
import { passwordWeakness, WEAK_PASSWORD } from '../password-policy';
import { fullPhone, normalizePhoneCode, phoneMaskProblem } from '../phone';
import { randomPassword } from '../random';
import { ageNotConfirmedDetail, ageOn } from '../registration';
import { createPlayerRecord } from '../new-player';
import { refererLang } from '../registration-deposit';
import type { IdentityContext } from '../context';
import { PROVIDER_NOT_CONFIGURED_DETAIL } from './login';

interface NewPlayer {
  email?: string;
  phoneCode?: string;
  phoneNumber?: string;
  password?: string;
}

type WithFields<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

/** Sends `invalid_field` for the first missing field; true when all are present. */
function requireFields<K extends keyof RegistrationRequest>(
  reply: FastifyReply,
  body: RegistrationRequest,
  fields: readonly K[],
): body is WithFields<RegistrationRequest, K> {
  const missing = fields.find((field) => body[field] === undefined || body[field] === '');
  if (missing === undefined) return true;
  sendFieldError(reply, String(missing), `${String(missing)} is required for ${body.type} registration`);
  return false;
}

/** A generated one-click password that the policy accepts (practically always the first one). */
function generatedPassword(): string {
  for (;;) {
    const password = randomPassword(10);
    if (passwordWeakness(password) === undefined) return password;
  }
}

function isUniqueViolation(error: unknown): error is Error {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The cookie the shell page sets from `?ref=` (server/web/referral-cookies.ts). */
const REFERER_COOKIE = 'refererid';

/** The referrer's code: the form's ref_code, else the `refererid` cookie set on arrival with `?ref=` (account spec §9). */
function refCodeOf(request: FastifyRequest, body: RegistrationRequest): string | null {
  if (body.ref_code) return body.ref_code;
  const cookie = readCookie(request, REFERER_COOKIE);
  return cookie !== undefined && /^[\w.-]{1,64}$/.test(cookie) ? cookie : null;
}

/** The types without a birth-date field: the player confirms the minimum age explicitly. */
/** The details of a name the shared rules refuse (the office profile call words them the same). */
const NAME_PROBLEM_DETAIL: Partial<Record<PersonalDataProblem, string>> = {
  required: 'This field is required',
  too_long: 'The text is too long',
  letters: 'Letters, spaces, hyphens and apostrophes only',
};

const CONFIRMS_AGE: ReadonlySet<RegistrationRequest['type']> = new Set(['one_click', 'phone', 'pay-and-play']);

export function registerRegistrationRoute(app: FastifyInstance, svc: IdentityContext, guards: IdentityGuards, anonymousWrite: onRequestAsyncHookHandler): void {
  const { users, reference, pending } = svc.stores;

  /** 400 weak_password (before a code is spent on the registration). */
  function sendIfWeak(reply: FastifyReply, password: string, player: NewPlayer): boolean {
    const weakness = passwordWeakness(password, { email: player.email, phone: player.phoneNumber });
    if (weakness) sendError(reply, 400, WEAK_PASSWORD, weakness, { pointer: '/password' });
    return weakness !== undefined;
  }

  /** 409 when the e-mail or phone already belongs to a player. */
  function sendIfTaken(reply: FastifyReply, player: NewPlayer): boolean {
    if (player.email && users.byEmail(player.email)) {
      sendError(reply, 409, AuthErrorCodes.emailTaken, 'This e-mail is already registered', { pointer: '/email' });
      return true;
    }
    if (player.phoneCode && player.phoneNumber && users.byPhone(player.phoneCode, player.phoneNumber)) {
      sendError(reply, 409, AuthErrorCodes.phoneTaken, 'This phone number is already registered', { pointer: '/phone_number' });
      return true;
    }
    return false;
  }

  const createPlayer = (body: RegistrationRequest, player: NewPlayer, hash: PasswordHash | undefined, refCode: string | null): { userId: number; mainId: number } =>
    createPlayerRecord(app, svc, {
      type: body.type,
      email: player.email,
      phoneCode: player.phoneCode,
      phoneNumber: player.phoneNumber,
      name: body.name,
      surname: body.surname,
      dateBirthday: body.date_birthday,
      countryId: body.country_id,
      currencyId: body.currency_id,
      refCode,
      bonusChoice: body.first_deposit_bonus_choice,
      isDataAfterRegistration: body.type === 'full' ? 0 : 1,
    }, hash);

  async function finish(request: FastifyRequest, reply: FastifyReply, body: RegistrationRequest, player: NewPlayer, login: (id: number) => string): Promise<FastifyReply> {
    if (player.password !== undefined && sendIfWeak(reply, player.password, player)) return reply;
    const hash = player.password ? await hashPassword(player.password) : undefined;
    // Pay-and-play: the deposit must be possible before the player is created.
    const depositStarter = app.registrationDeposits.starter();
    const currency = reference.currency(body.currency_id);
    if (body.type === 'pay-and-play') {
      if (!depositStarter || !currency || body.deposit_amount === undefined) return sendError(reply, 503, 'payments_unavailable', 'Deposits are not available now');
      const refusal = depositStarter.refusal(currency.iso, body.deposit_amount);
      if (refusal) return sendFieldError(reply, 'deposit_amount', refusal);
    }
    let userId: number;
    let mainId: number;
    try {
      ({ userId, mainId } = createPlayer(body, player, hash, refCodeOf(request, body)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const code = error.message.includes('users.email') ? AuthErrorCodes.emailTaken : AuthErrorCodes.phoneTaken;
      return sendError(reply, 409, code, code === AuthErrorCodes.emailTaken ? 'This e-mail is already registered' : 'This phone number is already registered');
    }
    startSession(svc, request, reply, userId, false);
    request.log.info({ userId, type: body.type }, 'user registered');
    app.identityEvents.emit('registered', { request, userId, email: player.email ?? null });
    const response: RegistrationResponse = { user_id: userId, login: login(userId) };
    if (body.type === 'one_click' && player.password) response.password = player.password;
    if (body.type === 'pay-and-play' && depositStarter && currency && body.deposit_amount !== undefined) {
      const started = depositStarter.start({ userId, accountId: mainId, amount: body.deposit_amount, lng: refererLang(request.headers.referer) });
      response.deposit = { amount: body.deposit_amount, currencyId: currency.id, iso: currency.iso, ...started };
    }
    return reply.header('cache-control', 'no-store').send(v.parse(RegistrationResponseSchema, response));
  }

  app.post(svc.web(AuthPaths.register), { onRequest: anonymousWrite, preHandler: guards.fingerprint }, async (request, reply) => {
    const rules = svc.siteRules();
    if (!rules.isRegistrationAllowed || rules.isVipDomain) {
      return sendError(reply, 403, AuthErrorCodes.registrationClosed, rules.isVipDomain ? 'Registration is not available on this domain' : 'Registration is closed');
    }
    const body = parseFields(RegistrationRequestSchema, request.body, reply);
    if (!body) return reply;
    if (reference.countryCode(body.country_id) === undefined) return sendFieldError(reply, 'country_id', `Unknown country ${body.country_id}`);
    if (!reference.currency(body.currency_id)) return sendFieldError(reply, 'currency_id', `Unknown currency ${body.currency_id}`);
    if (CONFIRMS_AGE.has(body.type) && body.age_confirmed !== true) {
      return sendFieldError(reply, 'age_confirmed', ageNotConfirmedDetail(rules.minAge));
    }
    // The phone's length by its country's mask (account spec §3 "Phone mask"), as the form checks it.
    const phoneProblem = body.phone_code && body.phone_number ? phoneMaskProblem(reference.phoneMasks(), body.phone_code, body.phone_number) : null;
    if (phoneProblem) return sendFieldError(reply, 'phone_number', phoneProblem);

    switch (body.type) {
      case 'social':
        return sendError(reply, 503, AuthErrorCodes.providerNotConfigured, PROVIDER_NOT_CONFIGURED_DETAIL);

      case 'one_click':
        return finish(request, reply, body, { password: generatedPassword() }, (id) => String(id));

      case 'phone': {
        if (!requireFields(reply, body, ['phone_code', 'phone_number', 'password', 'sms_code'])) return reply;
        const player: NewPlayer = { phoneCode: normalizePhoneCode(body.phone_code), phoneNumber: body.phone_number, password: body.password };
        if (sendIfTaken(reply, player)) return reply;
        const phone = fullPhone(body.phone_code, body.phone_number);
        const step = pending.latestForPhone(phone, ['sms']);
        if (!step) return sendCodeError(reply, 'missing');
        if (sendIfWeak(reply, body.password, player)) return reply;
        const check = await checkCode(svc, request, step, body.sms_code);
        if (check !== 'ok') return sendCodeError(reply, check);
        return finish(request, reply, body, player, () => phone);
      }

      case 'full': {
        const method = body.method ?? (body.email ? 'email' : 'phone');
        const contact = method === 'email' ? (['email'] as const) : (['phone_code', 'phone_number'] as const);
        if (!requireFields(reply, body, [...contact, 'password', 'name', 'surname', 'date_birthday'])) return reply;
        // The names by the shared personal-data rules (docs/architecture.md "Personal data"), as the form and the profile check them.
        for (const field of ['name', 'surname'] as const) {
          const problem = PersonalDataRules.nameProblem(body[field] ?? '');
          if (problem) return sendFieldError(reply, field, NAME_PROBLEM_DETAIL[problem] ?? 'Not a valid name');
        }
        const age = ageOn(body.date_birthday, svc.clock.now());
        if (!(age >= rules.minAge)) return sendFieldError(reply, 'date_birthday', `You must be at least ${rules.minAge} years old`);
        const player: NewPlayer = { email: body.email, password: body.password };
        if (body.phone_code && body.phone_number) {
          player.phoneCode = normalizePhoneCode(body.phone_code);
          player.phoneNumber = body.phone_number;
        }
        if (sendIfTaken(reply, player)) return reply;
        return finish(request, reply, body, player, () => (method === 'email' && body.email ? body.email.toLowerCase() : fullPhone(player.phoneCode ?? '', player.phoneNumber ?? '')));
      }

      case 'pay-and-play': {
        if (!requireFields(reply, body, ['phone_code', 'phone_number', 'deposit_amount'])) return reply;
        // The deposit is not credited: it is started with the provider, and the browser goes to its page.
        const player: NewPlayer = { phoneCode: normalizePhoneCode(body.phone_code), phoneNumber: body.phone_number, password: body.password };
        if (sendIfTaken(reply, player)) return reply;
        return finish(request, reply, body, player, () => fullPhone(body.phone_code, body.phone_number));
      }
    }
  });
}
