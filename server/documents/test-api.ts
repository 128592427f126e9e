/**
 * Documents test API (only with the demo switch): POST /__test/documents/decide approves or rejects
 * every pending document of a player at once (the console decides one at a time: staff-routes.ts); both
 * go through decide.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DocumentsResponseSchema } from '@kickoff/office-contracts/documents';
import type { Clock } from '../clock';
import { sendError } from '../http/errors';
import { parseBody } from '../http/validate';
import type { IdentityStores } from '../identity/store/index';
import type { DocumentStore } from './store/documents';
import { applyDecision, DECIDED_STATUS } from './decide';
import { toDocument } from './routes';
import { stateOf } from './verification';

const DecideSchema = v.strictObject({
  userId: v.pipe(v.number(), v.integer()),
  decision: v.picklist(['approve', 'reject']),
  comment: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export function registerDocumentsTestApi(app: FastifyInstance, deps: { documents: DocumentStore; identity: IdentityStores; clock: Clock }): void {
  const { documents, identity, clock } = deps;
  app.post('/__test/documents/decide', async (request, reply) => {
    const body = parseBody(DecideSchema, request.body, reply);
    if (!body) return reply;
    const user = identity.users.byId(body.userId);
    if (!user) return sendError(reply, 404, 'not_found', `No user ${body.userId}`);
    const decided = identity.transaction(() => {
      const rows = documents.decidePending(user.id, DECIDED_STATUS[body.decision], body.comment ?? null, clock.now());
      applyDecision(identity, user.id, rows, body.decision);
      return rows;
    });
    if (decided.length === 0) return sendError(reply, 409, 'nothing_pending', 'The player has no document waiting for review');
    const fresh = identity.users.byId(user.id) ?? user;
    return reply
      .header('cache-control', 'no-store')
      .send(v.parse(DocumentsResponseSchema, { state: stateOf(fresh), documents: documents.ofUser(user.id).map(toDocument) }));
  });
}
