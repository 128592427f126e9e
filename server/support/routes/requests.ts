/**
 * The support button's callback request and share-an-idea (docs/api.md "Support"): signed-in players
 * only (401 for a guest; shell spec §5: callback needs an authorized user), open to a banned player, rate-limited
 * per player. A callback in a language the site config's `support.callbackExcludedLanguages` lists is
 * refused (422 `callback_language_excluded`): the server re-checks what the button hides.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SupportGroupSchema } from '@kickoff/contracts';
import {
  CallbackRequestSchema,
  CallbackResponseSchema,
  IdeaRequestSchema,
  IdeaResponseSchema,
  SupportErrorCodes,
  SupportPaths,
} from '@kickoff/office-contracts/support';
import { sendError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { perPlayer, type SupportContext } from '../context';
import { playerId } from './tickets';

export function registerRequestRoutes(app: FastifyInstance, ctx: SupportContext): void {
  const { requests } = ctx.stores;
  const guard = { preHandler: app.identityGuards.player, config: { ban: 'allowed' as const, restrictedAccess: 'allowed' as const } };
  const callbacks = app.limits.keyed('support-callbacks', ctx.limits.callbacks);
  const ideas = app.limits.keyed('support-ideas', ctx.limits.ideas);

  /** The languages callbacks are not offered in (an unreadable group excludes none). */
  const excludedLanguages = (): readonly string[] => {
    const groups = app.site.groups(['support'], (name, detail) => app.log.warn({ group: name, detail }, 'config group failed its schema'));
    const parsed = v.safeParse(SupportGroupSchema, groups['support']);
    return parsed.success ? parsed.output.callbackExcludedLanguages : [];
  };

  app.post(SupportPaths.callback, guard, async (request, reply) => {
    const userId = playerId(request);
    const body = parseBody(CallbackRequestSchema, request.body, reply);
    if (!body) return reply;
    if (excludedLanguages().includes(body.language)) {
      return sendError(reply, 422, SupportErrorCodes.callbackLanguage, `Callbacks are not offered in '${body.language}'`, { pointer: '/language' });
    }
    await perPlayer(request, callbacks, 'callback requests');
    const row = requests.addCallback({ user_id: userId, phone: body.phone, preferred_time: body.preferredTime, language: body.language, created_at: ctx.clock.now() });
    request.log.info({ userId, callbackId: row.id }, 'callback requested');
    const data = { id: row.id, phone: row.phone, preferredTime: row.preferred_time, language: row.language, createdAt: row.created_at };
    return reply.code(201).header('cache-control', 'no-store').send(v.parse(CallbackResponseSchema, { data }));
  });

  app.post(SupportPaths.ideas, guard, async (request, reply) => {
    const userId = playerId(request);
    const body = parseBody(IdeaRequestSchema, request.body, reply);
    if (!body) return reply;
    await perPlayer(request, ideas, 'ideas');
    const row = requests.addIdea({ user_id: userId, topic: body.topic, body: body.text, created_at: ctx.clock.now() });
    request.log.info({ userId, ideaId: row.id }, 'idea shared');
    return reply.code(201).header('cache-control', 'no-store').send(v.parse(IdeaResponseSchema, { data: { id: row.id, createdAt: row.created_at } }));
  });
}
