/**
 * The KYC review for staff (role `kyc_reviewer`; contract @kickoff/backoffice-contracts/kyc; docs/api.md
 * "Staff: KYC"): the document queue, a document with its files and the player's verification phase, each
 * file streamed to the reviewer (only through its own document: a file id of another document is 404),
 * and the decision of one document. A decision marks the document decided only if it is still pending
 * (a second one is 409), moves the player's verification fields through decide.ts, the path the test
 * API takes too, and writes the audit row, all in one transaction.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  KYC_ERRORS,
  KYC_ROUTES,
  KycDocumentReplySchema,
  KycPageSchema,
  KycQuerySchema,
  KycRejectBodySchema,
  type KycDocument,
  type KycDocumentDetail,
  type KycPlayer,
} from '@kickoff/backoffice-contracts/kyc';
import type { DocumentMediaType } from '@kickoff/office-contracts/documents';
import { sendError } from '../http/errors';
import { parseBody, validate } from '../http/validate';
import { applyDecision, DECIDED_STATUS, type Decision } from './decide';
import { EXTENSIONS } from './magic';
import type { DocumentsDeps } from './routes';
import type { DocumentRow } from './store/documents';
import { phaseOf } from './verification';

const ROLE = 'kyc_reviewer';

type Params = { id: string };
type FileParams = { id: string; fileId: string };

const idOf = (text: string): number | undefined => (/^\d{1,15}$/.test(text) ? Number(text) : undefined);

export function registerKycStaffRoutes(app: FastifyInstance, deps: DocumentsDeps): void {
  const { documents, identity, clock, dir } = deps;
  const guard = app.staffGuards.role(ROLE);
  const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

  const playerOf = (userId: number): KycPlayer => {
    const user = identity.users.byId(userId);
    if (!user) throw new Error(`user ${userId} vanished`);
    const name = [user.name, user.surname].filter((part) => part).join(' ');
    return { id: user.id, email: user.email, name: name || null, phase: phaseOf(user) };
  };
  const toRow = (row: DocumentRow, player: KycPlayer = playerOf(row.user_id)): KycDocument => ({
    id: row.id,
    kind: row.kind as KycDocument['kind'],
    status: row.status as KycDocument['status'],
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    comment: row.comment,
    player,
  });
  // A document is one stored file today; the file's id is the document's (the list leaves room for more).
  const toDetail = (row: DocumentRow): KycDocumentDetail => ({
    ...toRow(row),
    files: [{ id: row.id, fileName: row.file_name, mediaType: row.media_type as DocumentMediaType, size: row.size }],
  });
  const documentOf = (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply): DocumentRow | undefined => {
    const id = idOf(request.params.id);
    const row = id === undefined ? undefined : documents.byId(id);
    if (!row) sendError(reply, 404, KYC_ERRORS.notFound, 'No such document');
    return row;
  };

  app.get(KYC_ROUTES.documents, { preHandler: guard }, async (request, reply) => {
    const query = validate(KycQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const { status, kind, userId, before, limit } = query.value;
    const rows = documents.find({
      ...(status !== 'all' ? { status } : {}),
      ...(kind !== undefined ? { kind } : {}),
      ...(userId !== undefined ? { userId } : {}),
      ...(before !== undefined ? { beforeId: before } : {}),
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const players = new Map<number, KycPlayer>();
    const data = page.map((row) => {
      const player = players.get(row.user_id) ?? playerOf(row.user_id);
      players.set(row.user_id, player);
      return toRow(row, player);
    });
    const next = rows.length > limit ? (page.at(-1)?.id ?? null) : null;
    return noStore(reply).send(v.parse(KycPageSchema, { data, meta: { next } }));
  });

  app.get<{ Params: Params }>(KYC_ROUTES.document, { preHandler: guard }, async (request, reply) => {
    const row = documentOf(request, reply);
    if (!row) return reply;
    return noStore(reply).send(v.parse(KycDocumentReplySchema, { data: toDetail(row) }));
  });

  app.get<{ Params: FileParams }>(KYC_ROUTES.file, { preHandler: guard }, async (request, reply) => {
    const row = documentOf(request, reply);
    if (!row) return reply;
    // Only the files listed on this document: another document's file id is as unknown as a missing one.
    if (idOf(request.params.fileId) !== row.id) return sendError(reply, 404, KYC_ERRORS.notFound, 'No such file of this document');
    let data: Buffer;
    try {
      data = await readFile(join(dir, row.stored_name));
    } catch (error) {
      request.log.error({ err: error, documentId: row.id }, 'stored document file missing');
      return sendError(reply, 404, KYC_ERRORS.notFound, 'The file of this document is missing');
    }
    const name = `${row.kind}-${row.id}.${EXTENSIONS[row.media_type as DocumentMediaType]}`;
    request.log.info({ documentId: row.id }, 'document file viewed by staff');
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', row.media_type)
      .header('content-disposition', `inline; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(data);
  });

  const decide = (decision: Decision) => async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const id = idOf(request.params.id);
    let reason: string | null = null;
    if (decision === 'reject') {
      const body = parseBody(KycRejectBodySchema, request.body, reply);
      if (!body) return reply;
      reason = body.reason;
    }
    const outcome = identity.transaction((): 'missing' | 'decided' | DocumentRow => {
      const before = id === undefined ? undefined : documents.byId(id);
      if (!before) return 'missing';
      const phaseBefore = playerOf(before.user_id).phase;
      const row = documents.decideOne(before.id, DECIDED_STATUS[decision], reason, clock.now());
      if (!row) return 'decided';
      applyDecision(identity, row.user_id, [row], decision);
      app.staffAudit.record(request, {
        action: `kyc.${decision}`,
        target: `document:${row.id}`,
        before: { status: before.status, playerId: row.user_id, phase: phaseBefore },
        after: { status: row.status, comment: row.comment, playerId: row.user_id, phase: playerOf(row.user_id).phase },
      });
      return row;
    });
    if (outcome === 'missing') return sendError(reply, 404, KYC_ERRORS.notFound, 'No such document');
    if (outcome === 'decided') {
      const status = (id === undefined ? undefined : documents.byId(id))?.status ?? 'decided';
      return sendError(reply, 409, KYC_ERRORS.decided, `The document is already ${status}`, undefined, { status });
    }
    request.log.info({ documentId: outcome.id, userId: outcome.user_id, decision }, 'document decided by staff');
    return noStore(reply).send(v.parse(KycDocumentReplySchema, { data: toDetail(outcome) }));
  };

  app.post<{ Params: Params }>(KYC_ROUTES.approve, { preHandler: guard }, decide('approve'));
  app.post<{ Params: Params }>(KYC_ROUTES.reject, { preHandler: guard }, decide('reject'));
}
