/**
 * Accounts (bearer token): GET user/accounts, POST user/accounts/active (switch), POST
 * office/currency/add (the account appears 1.5 s later), POST office/currency/remove.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  AccountsResponseSchema,
  CurrencyChangeRequestSchema,
  CurrencyChangeResponseSchema,
  SessionPaths,
  SwitchAccountRequestSchema,
} from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { accountsState, activeAccountId } from '../accounts-state';
import { ACCOUNT_ERROR_CODES, CURRENCY_OPEN_DELAY_MS } from '../constants';
import { sendFieldError } from '../http/fields';
import { playerOf, type IdentityGuards } from '../http/guards';
import type { IdentityContext } from '../context';

export function registerAccountRoutes(app: FastifyInstance, svc: IdentityContext, guards: IdentityGuards): void {
  const { accounts, users, reference } = svc.stores;

  /** Add and remove (behind the player-with-terms guard): a known currency; else the reply is sent. */
  const currencyChange = (request: FastifyRequest, reply: FastifyReply) => {
    const auth = playerOf(request);
    const body = parseBody(CurrencyChangeRequestSchema, request.body, reply);
    if (!body) return undefined;
    const currency = reference.currency(body.currency_id);
    if (!currency) {
      sendFieldError(reply, 'currency_id', `Unknown currency ${body.currency_id}`);
      return undefined;
    }
    return { auth, currency };
  };

  app.get(svc.web(SessionPaths.accounts), { preHandler: guards.player, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const auth = playerOf(request);
    const data = accountsState(accounts, auth.user, svc.clock.now());
    return reply.header('cache-control', 'no-store').send(v.parse(AccountsResponseSchema, { data }));
  });

  app.post(svc.web(SessionPaths.switchAccount), { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const auth = playerOf(request);
    const body = parseBody(SwitchAccountRequestSchema, request.body, reply);
    if (!body) return reply;
    const now = svc.clock.now();
    const target = accounts.list(auth.user.id, now).find((account) => account.id === body.id);
    if (!target) return sendError(reply, 400, ACCOUNT_ERROR_CODES.invalidAccount, `Account ${body.id} is not one of your accounts`, { pointer: '/id' });
    if (target.type !== 0 && target.type !== 9) {
      return sendError(reply, 400, ACCOUNT_ERROR_CODES.invalidAccount, `Account ${body.id} is a bonus account and cannot be made active`, { pointer: '/id' });
    }
    users.setActiveAccount(auth.user.id, target.id);
    const user = users.byId(auth.user.id) ?? auth.user;
    request.log.info({ userId: user.id, accountId: target.id }, 'active account switched');
    return reply.header('cache-control', 'no-store').send(v.parse(AccountsResponseSchema, { data: accountsState(accounts, user, now) }));
  });

  app.post(svc.web(SessionPaths.addCurrency), { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const change = currencyChange(request, reply);
    if (!change) return reply;
    const { auth, currency } = change;
    if (accounts.list(auth.user.id).some((account) => account.currency_id === currency.id && account.type !== 4)) {
      return sendError(reply, 409, ACCOUNT_ERROR_CODES.currencyExists, `You already have an account in ${currency.iso}`, { pointer: '/currency_id' });
    }
    const now = svc.clock.now();
    app.accountBook.book().open({ userId: auth.user.id, type: 9, currencyId: currency.id, createdAt: now, visibleAt: now + CURRENCY_OPEN_DELAY_MS });
    request.log.info({ userId: auth.user.id, currency: currency.iso }, 'currency account requested');
    return reply
      .header('cache-control', 'no-store')
      .send(v.parse(CurrencyChangeResponseSchema, { data: { message: `Account in ${currency.iso} will be opened` } }));
  });

  app.post(svc.web(SessionPaths.removeCurrency), { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const change = currencyChange(request, reply);
    if (!change) return reply;
    const { auth, currency } = change;
    const now = svc.clock.now();
    const visible = accounts.list(auth.user.id, now);
    const ofCurrency = visible.filter((account) => account.currency_id === currency.id);
    const target = ofCurrency.find((account) => account.type === 9);
    const fail = (detail: string) => sendError(reply, 400, ACCOUNT_ERROR_CODES.invalidAccount, detail, { pointer: '/currency_id' });
    if (!target) {
      return fail(ofCurrency.length > 0 ? `Your ${currency.iso} account is not a currency account and cannot be removed` : `You have no account in ${currency.iso}`);
    }
    if (target.money !== 0) return fail(`Your ${currency.iso} account still holds money: withdraw or transfer it first`);
    if (activeAccountId(auth.user, visible) === target.id) return fail(`Your ${currency.iso} account is active: switch to another account first`);
    app.accountBook.book().close(target.id);
    request.log.info({ userId: auth.user.id, currency: currency.iso }, 'currency account removed');
    return reply
      .header('cache-control', 'no-store')
      .send(v.parse(CurrencyChangeResponseSchema, { data: { message: `Account in ${currency.iso} has been closed` } }));
  });
}
