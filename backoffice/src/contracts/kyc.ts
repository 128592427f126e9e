/**
 * The KYC review on the wire (issue 24, role `kyc_reviewer`), shared by the documents service and the
 * console: the document queue (filtered by status, kind and player, paged newest first by cursor), a
 * document with its files and the player's verification phase, each file streamed through the staff
 * call (never a guessable URL), and the decision: approve, or reject with a reason the player sees.
 */
import * as v from 'valibot';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, pageSchema } from './paging';

export const KYC_BASE = '/staff-api/kyc/documents';

export const KYC_PATHS = {
  /** GET: the queue (`KycQuerySchema`). */
  documents: KYC_BASE,
  /** GET: one document with its files. */
  document: (id: number): string => `${KYC_BASE}/${id}`,
  /** GET: a file of the document, streamed with its content type. */
  file: (id: number, fileId: number): string => `${KYC_BASE}/${id}/files/${fileId}`,
  /** POST (no body): approve the document. */
  approve: (id: number): string => `${KYC_BASE}/${id}/approve`,
  /** POST `{ reason }`: reject the document; the player sees the reason. */
  reject: (id: number): string => `${KYC_BASE}/${id}/reject`,
} as const;

/** The routes as the server registers them. */
export const KYC_ROUTES = {
  documents: KYC_BASE,
  document: `${KYC_BASE}/:id`,
  file: `${KYC_BASE}/:id/files/:fileId`,
  approve: `${KYC_BASE}/:id/approve`,
  reject: `${KYC_BASE}/:id/reject`,
} as const;

export const KYC_DOCUMENT_KINDS = ['passport', 'selfie', 'address'] as const;
export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The queue's status filter: one status, or `all`. */
export const KYC_STATUS_FILTERS = [...KYC_STATUSES, 'all'] as const;
export const KYC_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const KYC_PHASES = ['not_started', 'pending', 'verified', 'more_needed'] as const;
/** The longest reason a reviewer may give (the player reads it in the office). */
export const KYC_REASON_MAX = 500;

export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export type KycStatus = (typeof KYC_STATUSES)[number];
export type KycStatusFilter = (typeof KYC_STATUS_FILTERS)[number];
export type KycPhase = (typeof KYC_PHASES)[number];

const Id = v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'a positive integer'), v.transform(Number));

/** The queue's query string: `status` (default `pending`), `kind`, `userId`, `limit` (1-100), `before`. */
export const KycQuerySchema = v.strictObject({
  status: v.optional(v.picklist(KYC_STATUS_FILTERS), 'pending'),
  kind: v.optional(v.picklist(KYC_DOCUMENT_KINDS)),
  userId: v.optional(Id),
  before: v.optional(Id),
  limit: v.optional(v.pipe(Id, v.minValue(1), v.maxValue(PAGE_LIMIT_MAX)), String(PAGE_LIMIT_DEFAULT)),
});

export const KycPlayerSchema = v.object({
  id: v.number(),
  email: v.nullable(v.string()),
  /** First name and surname, null when the player gave none. */
  name: v.nullable(v.string()),
  /** Where the player's verification stands now. */
  phase: v.picklist(KYC_PHASES),
});
export type KycPlayer = v.InferOutput<typeof KycPlayerSchema>;

export const KycDocumentSchema = v.object({
  id: v.number(),
  kind: v.picklist(KYC_DOCUMENT_KINDS),
  status: v.picklist(KYC_STATUSES),
  uploadedAt: v.string(),
  decidedAt: v.nullable(v.string()),
  /** The reason of a rejection (the player sees it). */
  comment: v.nullable(v.string()),
  player: KycPlayerSchema,
});
export type KycDocument = v.InferOutput<typeof KycDocumentSchema>;

export const KycFileSchema = v.object({
  /** Fetch it with `KYC_PATHS.file(document.id, file.id)`. */
  id: v.number(),
  /** The name the player's file had (display only). */
  fileName: v.string(),
  mediaType: v.picklist(KYC_MEDIA_TYPES),
  size: v.number(),
});
export type KycFile = v.InferOutput<typeof KycFileSchema>;

export const KycDocumentDetailSchema = v.object({ ...KycDocumentSchema.entries, files: v.array(KycFileSchema) });
export type KycDocumentDetail = v.InferOutput<typeof KycDocumentDetailSchema>;

/** `GET /staff-api/kyc/documents`. */
export const KycPageSchema = pageSchema(KycDocumentSchema);
/** `GET /staff-api/kyc/documents/:id` and the decisions' replies. */
export const KycDocumentReplySchema = v.object({ data: KycDocumentDetailSchema });

/** `POST /staff-api/kyc/documents/:id/reject`. */
export const KycRejectBodySchema = v.strictObject({
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'a reason the player can read'), v.maxLength(KYC_REASON_MAX)),
});

export const KYC_ERRORS = {
  /** No such document, or no such file of it (404). */
  notFound: 'kyc_document_not_found',
  /** The document is already approved or rejected (409). */
  decided: 'kyc_already_decided',
} as const;
