/**
 * The mail links, without a login (docs/api.md "Office settings and mail links"): POST
 * links/unsubscribe takes a signed unsubscribe token (user/stopnewsletter) and switches that mailing
 * off, the same answer however often it comes; POST links/activate takes a one-use confirm / activate
 * token (user/accountverify, user/activatefast) and confirms the e-mail, moving the activation type by
 * account spec §4. Anonymous writes: rate-limited per address.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import {
  ActivateRequestSchema,
  ActivateResponseSchema,
  SettingsErrorCodes,
  SettingsPaths,
  UnsubscribeRequestSchema,
  UnsubscribeResponseSchema,
} from '@kickoff/office-contracts/settings';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { activationWithEmail, hashLinkToken, verifyUnsubscribe } from '../links';
import { refusal, webPath } from './settings';
import { settingValues } from '../settings-values';
import type { PreferencesStore } from '../store/preferences';

export function registerLinkRoutes(app: FastifyInstance, store: PreferencesStore, now: () => number, anonymousWrite: onRequestAsyncHookHandler): void {
  const invalid = (): HttpError => refusal(404, SettingsErrorCodes.linkInvalid, 'This link is not valid', '/token');

  app.post(webPath(SettingsPaths.unsubscribe), { onRequest: anonymousWrite }, async (request, reply) => {
    const body = parseBody(UnsubscribeRequestSchema, request.body, reply);
    if (!body) return reply;
    const check = verifyUnsubscribe(store.linkSecret(), body.token, now());
    if (!check.ok) {
      if (check.reason === 'expired') throw refusal(410, SettingsErrorCodes.linkExpired, 'This unsubscribe link has expired', '/token');
      throw invalid();
    }
    const { userId, list } = check.claim;
    const player = store.player(userId);
    if (!player) throw invalid();
    const setting = `enable_mail_${list}` as const;
    const before = settingValues(store, player)[setting];
    store.transaction(() => {
      store.firstUnsubscribe(check.signature, userId, list, now());
      store.setPref(userId, setting, 0, now());
    });
    request.log.info({ userId, list, already: before === 0 }, 'unsubscribed through a mail link');
    return reply.header('cache-control', 'no-store').send(v.parse(UnsubscribeResponseSchema, { data: { list, alreadyUnsubscribed: before === 0 } }));
  });

  app.post(webPath(SettingsPaths.activate), { onRequest: anonymousWrite }, async (request, reply) => {
    const body = parseBody(ActivateRequestSchema, request.body, reply);
    if (!body) return reply;
    const hash = hashLinkToken(body.token);
    const link = store.link(hash);
    const purpose = body.type === 'accountverify' ? 'verify' : 'activate';
    const player = link ? store.player(link.user_id) : undefined;
    // A link for another purpose, or for an e-mail the account no longer has, is not valid.
    if (!link || link.purpose !== purpose || !player || player.email?.toLowerCase() !== link.email.toLowerCase()) throw invalid();
    if (link.used_at !== null) throw refusal(409, SettingsErrorCodes.linkUsed, 'This link has been used already', '/token');
    const at = now();
    if (link.expires_at <= at) throw refusal(410, SettingsErrorCodes.linkExpired, 'This link has expired', '/token');
    const activationType = activationWithEmail(player.activation_type);
    const used = store.transaction(() => {
      if (!store.useLink(hash, at)) return false;
      app.identityUsers.activateEmail(player.id, activationType);
      return true;
    });
    if (!used) throw refusal(409, SettingsErrorCodes.linkUsed, 'This link has been used already', '/token');
    request.log.info({ userId: player.id, type: body.type, activationType }, 'e-mail confirmed through a mail link');
    return reply.header('cache-control', 'no-store').send(v.parse(ActivateResponseSchema, { data: { activation_type: activationType, email: link.email } }));
  });
}
