/**
 * The embed origins an editor manages (content editors and admins): `GET /staff-api/embeds/origins`,
 * `POST` one (validated: `scheme://host[:port]`, https, or http on localhost / 127.0.0.1 outside
 * production), `DELETE /staff-api/embeds/origins/:id`. Each change writes its audit row in the same
 * transaction; the embed CORS reads the table on every request, so a change applies at once.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  EMBED_ERRORS,
  EMBED_ORIGINS_MAX,
  EMBED_PATHS,
  NewEmbedOriginSchema,
  parseEmbedOrigin,
} from '@kickoff/backoffice-contracts/embeds';
import type { Clock } from '../clock';
import { HttpError, sendError } from '../http/errors';
import { parseBody } from '../http/validate';
import { staffOf } from '../staff/http/guards';
import { embedOriginList, toEmbedOrigin } from './origins';
import type { EmbedOriginStore } from './store';

export interface EmbedRoutesContext {
  store: EmbedOriginStore;
  clock: Clock;
  /** The configured origins (security.embedOrigins). */
  configured: readonly string[];
  production: boolean;
}

const IdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)) });

export function registerEmbedOriginRoutes(app: FastifyInstance, ctx: EmbedRoutesContext): void {
  const editors = app.staffGuards.role('content_editor', 'admin');
  const { store } = ctx;

  app.get(EMBED_PATHS.origins, { preHandler: editors }, async (_request, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .send({ data: embedOriginList(ctx.configured, store.list()), meta: { loopbackAllowed: !ctx.production } });
  });

  app.post(EMBED_PATHS.origins, { preHandler: editors }, async (request, reply) => {
    const body = parseBody(NewEmbedOriginSchema, request.body, reply);
    if (!body) return reply;
    const parsed = parseEmbedOrigin(body.origin, ctx.production);
    if (!parsed.ok) return sendError(reply, 400, EMBED_ERRORS.invalidOrigin, parsed.problem, { pointer: '/origin' });
    const { origin } = parsed;
    if (ctx.configured.includes(origin)) return sendError(reply, 409, EMBED_ERRORS.configured, `${origin} is allowed by the server's configuration already`, { pointer: '/origin' });
    const row = store.transaction(() => {
      if (store.has(origin)) throw new HttpError(409, EMBED_ERRORS.exists, `${origin} is in the list already`, { pointer: '/origin' });
      if (store.count() >= EMBED_ORIGINS_MAX) throw new HttpError(409, EMBED_ERRORS.full, `At most ${EMBED_ORIGINS_MAX} origins; remove one first`);
      const added = store.add(origin, staffOf(request).member.id, ctx.clock.now());
      app.staffAudit.record(request, { action: 'embeds.origin_add', target: `embed_origin:${origin}`, before: null, after: { origin } });
      return added;
    });
    return reply.code(201).header('cache-control', 'no-store').send({ data: toEmbedOrigin(row) });
  });

  app.delete<{ Params: { id: string } }>(`${EMBED_PATHS.origins}/:id`, { preHandler: editors }, async (request, reply) => {
    const params = v.safeParse(IdParams, request.params);
    if (!params.success) return sendError(reply, 404, EMBED_ERRORS.notFound, 'No such embed origin');
    const id = params.output.id;
    store.transaction(() => {
      const row = store.byId(id);
      if (!row) throw new HttpError(404, EMBED_ERRORS.notFound, 'No such embed origin');
      store.remove(id);
      app.staffAudit.record(request, { action: 'embeds.origin_remove', target: `embed_origin:${row.origin}`, before: { origin: row.origin }, after: null });
    });
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
