/**
 * Preferences test API (demo switch only, never in production): read the mail log (the mails with
 * their links) and send a newsletter to a player (only when the player has that mailing on).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MAILING_LISTS } from '@kickoff/office-contracts/settings';
import { sendError } from '../http/errors';
import { parseBody } from '../http/validate';
import type { Mailer } from './mail';
import { settingValues } from './settings-values';
import type { PreferencesStore } from './store/preferences';

const MailQuery = v.object({ to: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(3)) });
const NewsletterSchema = v.strictObject({ user_id: v.pipe(v.number(), v.integer()), list: v.optional(v.picklist(MAILING_LISTS), 'news') });

export function registerPreferencesTestApi(app: FastifyInstance, store: PreferencesStore, mailer: Mailer): void {
  app.get('/__test/preferences/mails', async (request, reply) => {
    const query = v.safeParse(MailQuery, request.query);
    if (!query.success) return sendError(reply, 400, 'missing_parameter', 'to is required (an e-mail address)', { parameter: 'to' });
    return reply.header('cache-control', 'no-store').send({ mails: store.mailsTo(query.output.to, 20) });
  });

  app.post('/__test/preferences/newsletter', async (request, reply) => {
    const body = parseBody(NewsletterSchema, request.body, reply);
    if (!body) return reply;
    const player = store.player(body.user_id);
    if (!player?.email) return sendError(reply, 404, 'not_found', `No user ${body.user_id} with an e-mail`);
    const enabled = settingValues(store, player)[`enable_mail_${body.list}`] === 1;
    const sent = mailer.newsletter(request, player.id, player.email, body.list, enabled);
    return reply.header('cache-control', 'no-store').send({ sent });
  });
}
