/**
 * Documents routes (contract @kickoff/office-contracts/documents; docs/api.md "Verification documents"):
 * the list with the verification state, the multipart upload (kind, then file; the type by the file's
 * first bytes, the size capped while streaming), and the owner-only download. Banned players may verify
 * (`ban: 'allowed'`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  DOCUMENT_MAX_BYTES,
  DocumentKinds,
  DocumentsErrorCodes,
  DocumentsPaths,
  DocumentsResponseSchema,
  UploadKindSchema,
  UploadResponseSchema,
  type DocumentMediaType,
  type VerificationDocument,
} from '@kickoff/office-contracts/documents';
import type { Clock } from '../clock';
import { sendError } from '../http/errors';
import { playerOf } from '../identity/http/guards';
import type { IdentityStores } from '../identity/store/index';
import { EXTENSIONS, sniffMediaType } from './magic';
import type { DocumentRow, DocumentStore } from './store/documents';
import { afterUpload, phaseOf, stateOf } from './verification';

/** At most this many documents of a player wait for review at once. */
export const MAX_PENDING_DOCUMENTS = 10;
/** The multipart form: one `kind` field, one file, nothing else of size. */
const FORM_LIMITS = { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 50 } as const;

export interface DocumentsDeps {
  documents: DocumentStore;
  identity: IdentityStores;
  clock: Clock;
  /** Folder of the stored files (outside the web root; created if missing). */
  dir: string;
}

export function toDocument(row: DocumentRow): VerificationDocument {
  return {
    id: row.id,
    kind: v.parse(UploadKindSchema, row.kind),
    fileName: row.file_name,
    mediaType: row.media_type as DocumentMediaType,
    size: row.size,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    status: row.status as VerificationDocument['status'],
    comment: row.comment,
  };
}

/** A display-safe copy of the player's file name (no path, no control characters, at most 100 characters). */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 100);
  return clean || 'document';
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

export async function registerDocumentRoutes(app: FastifyInstance, deps: DocumentsDeps): Promise<void> {
  const { documents, identity, clock, dir } = deps;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const guards = app.identityGuards;
  const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');
  const userOf = (id: number) => {
    const user = identity.users.byId(id);
    if (!user) throw new Error(`user ${id} vanished`);
    return user;
  };
  const listOf = (userId: number) => documents.ofUser(userId).map(toDocument);

  app.get(DocumentsPaths.list, { preHandler: guards.player, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const { user } = playerOf(request);
    return noStore(reply).send(v.parse(DocumentsResponseSchema, { state: stateOf(user), documents: listOf(user.id) }));
  });

  // Multipart only in this scope: no other route parses form bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: true });
    scope.post(
      DocumentsPaths.upload,
      {
        preHandler: guards.player,
        config: { ban: 'allowed', restrictedAccess: 'allowed', contentTypes: ['multipart/form-data'] },
        // The form is streamed and capped per part (FORM_LIMITS); this only bounds the whole request.
        bodyLimit: DOCUMENT_MAX_BYTES + 64 * 1024,
      },
      async (request, reply) => {
        const { user } = playerOf(request);
        if (!request.isMultipart()) return sendError(reply, 400, DocumentsErrorCodes.invalidUpload, 'Send the document as multipart/form-data');
        if (phaseOf(user) === 'verified') return sendError(reply, 409, DocumentsErrorCodes.alreadyVerified, 'Your account is already verified');
        if (documents.pendingCount(user.id) >= MAX_PENDING_DOCUMENTS) {
          return sendError(reply, 409, DocumentsErrorCodes.tooMany, `At most ${MAX_PENDING_DOCUMENTS} documents can wait for review`);
        }
        const upload = await readUpload(request, reply);
        if (!upload) return reply;
        const storedName = randomBytes(16).toString('hex');
        const path = join(dir, storedName);
        await writeFile(path, upload.data, { mode: 0o600, flag: 'wx' });
        const now = clock.now();
        try {
          const id = identity.transaction(() => {
            // Checked again where it counts: uploads read in parallel all passed the check above.
            if (documents.pendingCount(user.id) >= MAX_PENDING_DOCUMENTS) return null;
            const rowId = documents.insert({
              user_id: user.id,
              kind: upload.kind,
              stored_name: storedName,
              file_name: upload.fileName,
              media_type: upload.mediaType,
              size: upload.data.length,
              sha256: createHash('sha256').update(upload.data).digest('hex'),
              uploaded_at: now,
            });
            identity.security.setVerification(user.id, afterUpload(userOf(user.id)));
            return rowId;
          });
          if (id === null) {
            await rm(path, { force: true });
            return sendError(reply, 409, DocumentsErrorCodes.tooMany, `At most ${MAX_PENDING_DOCUMENTS} documents can wait for review`);
          }
          request.log.info({ userId: user.id, documentId: id, kind: upload.kind, mediaType: upload.mediaType, size: upload.data.length }, 'document uploaded');
          const row = documents.byId(id);
          if (!row) throw new Error(`document ${id} vanished`);
          return noStore(reply.code(201)).send(
            v.parse(UploadResponseSchema, { document: toDocument(row), state: stateOf(userOf(user.id)), documents: listOf(user.id) }),
          );
        } catch (error) {
          await rm(path, { force: true });
          throw error;
        }
      },
    );
  });

  /** The form's kind and file: 400 / 413 / 415 sent and undefined returned when it is not acceptable. */
  async function readUpload(request: FastifyRequest, reply: FastifyReply) {
    let kind: string | undefined;
    let file: { fileName: string; data: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'kind' && typeof part.value === 'string') kind = part.value;
        } else if (part.fieldname === 'file' && !file) {
          file = { fileName: displayName(part.filename), data: await part.toBuffer() };
        } else {
          await part.toBuffer();
        }
      }
    } catch (error) {
      if (isFileTooLarge(error)) {
        sendError(reply, 413, DocumentsErrorCodes.tooLarge, `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`, { pointer: '/file' });
        return undefined;
      }
      request.log.warn({ err: error }, 'unreadable upload');
      sendError(reply, 400, DocumentsErrorCodes.invalidUpload, 'The form could not be read', { pointer: '/' });
      return undefined;
    }
    const parsedKind = v.safeParse(UploadKindSchema, kind);
    if (!parsedKind.success) {
      sendError(reply, 400, DocumentsErrorCodes.invalidUpload, `kind must be one of ${Object.keys(DocumentKinds).join(', ')}`, { pointer: '/kind' });
      return undefined;
    }
    if (!file || file.data.length === 0) {
      sendError(reply, 400, DocumentsErrorCodes.invalidUpload, 'Choose a file', { pointer: '/file' });
      return undefined;
    }
    const mediaType = sniffMediaType(file.data.subarray(0, 16));
    if (!mediaType) {
      request.log.warn({ claimed: 'content-type ignored' }, 'upload refused: not JPEG, PNG or PDF by its content');
      sendError(reply, 415, DocumentsErrorCodes.unsupportedType, 'Only JPEG, PNG or PDF files are accepted', { pointer: '/file' });
      return undefined;
    }
    return { kind: parsedKind.output, fileName: file.fileName, data: file.data, mediaType };
  }

  // The owner's download: a bearer token, or the session cookie (a plain link in the office works).
  app.get<{ Params: { id: string } }>(DocumentsPaths.fileRoute, async (request, reply) => {
    let userId: number | undefined;
    if (request.headers.authorization !== undefined) {
      await guards.player.call(app, request, reply);
      if (reply.sent) return reply;
      userId = playerOf(request).user.id;
    } else {
      userId = app.preloadedSession(request)?.userId;
    }
    if (userId === undefined) return sendError(reply, 401, 'unauthorized', 'Sign in to download your documents');
    const id = Number(request.params.id);
    const row = Number.isSafeInteger(id) && id > 0 ? documents.byId(id) : undefined;
    // Someone else's document is as unknown as a missing one.
    if (!row || row.user_id !== userId) return sendError(reply, 404, DocumentsErrorCodes.notFound, 'No such document');
    const data = await readFile(join(dir, row.stored_name));
    const name = `${row.kind}-${row.id}.${EXTENSIONS[row.media_type as DocumentMediaType]}`;
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', row.media_type)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(data);
  });
}
