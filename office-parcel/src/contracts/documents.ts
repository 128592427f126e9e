/**
 * Office verification and identification documents (account spec §3 verification fields, §4 "Ban and
 * verification"; issue 11 item 4): the player's documents and verification state, the upload
 * (multipart/form-data: a `kind` field, then one `file`; JPEG, PNG or PDF by their first bytes, at most
 * `DOCUMENT_MAX_BYTES`), and the owner-only download.
 */
import * as v from 'valibot';
import { officePath } from './base';

export const DocumentsPaths = {
  /** GET: the verification state and the player's documents. */
  list: officePath('documents'),
  /** POST multipart/form-data: fields `kind`, then `file`. */
  upload: officePath('documents'),
  /** GET: the file of one of the player's own documents (attachment; 404 for anyone else). */
  file: (id: number): string => officePath(`documents/${id}/file`),
  /** The download route as the server registers it. */
  fileRoute: officePath('documents/:id/file'),
} as const;

/** Largest accepted file (5 MiB). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Media types accepted (checked by the file's first bytes on the server). */
export const DOCUMENT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

/** What a document shows; the number is its `verification_types` id (account spec §3). */
export const DocumentKinds = { passport: 1, selfie: 2, address: 3 } as const;
export type DocumentKind = keyof typeof DocumentKinds;
export const DOCUMENT_KINDS = Object.keys(DocumentKinds) as DocumentKind[];

export const DocumentsErrorCodes = {
  /** The file is not JPEG, PNG or PDF by its content (415). */
  unsupportedType: 'unsupported_document_type',
  /** The file is larger than `DOCUMENT_MAX_BYTES` (413). */
  tooLarge: 'document_too_large',
  /** The form has no file, an empty file, or no valid kind (400). */
  invalidUpload: 'invalid_upload',
  /** The player is verified and no document is requested (409). */
  alreadyVerified: 'already_verified',
  /** The player has too many documents waiting (409). */
  tooMany: 'too_many_documents',
  /** No such document of this player (404). */
  notFound: 'not_found',
} as const;

/** Where the player's verification stands, derived on the server from the user config fields. */
export const VerificationPhases = ['not_started', 'pending', 'verified', 'more_needed'] as const;
export type VerificationPhase = (typeof VerificationPhases)[number];

export const DocumentStatuses = ['pending', 'approved', 'rejected'] as const;

export const DocumentSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  kind: v.picklist(DOCUMENT_KINDS),
  /** The name the player's file had (shown only to the owner; never used on disk). */
  fileName: v.string(),
  mediaType: v.picklist(DOCUMENT_MEDIA_TYPES),
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** ISO 8601 time. */
  uploadedAt: v.pipe(v.string(), v.isoTimestamp()),
  status: v.picklist(DocumentStatuses),
  /** Why a document was rejected. */
  comment: v.nullable(v.string()),
});
export type VerificationDocument = v.InferOutput<typeof DocumentSchema>;

export const VerificationStateSchema = v.object({
  phase: v.picklist(VerificationPhases),
  /** The user config fields (account spec §3) as they are now. */
  verification_status: v.number(),
  user_status_id: v.number(),
  internal_verification_status: v.number(),
  requested_additional_document: v.boolean(),
  is_need_identification: v.boolean(),
  verification_types: v.array(v.number()),
});
export type VerificationState = v.InferOutput<typeof VerificationStateSchema>;

export const DocumentsResponseSchema = v.object({
  state: VerificationStateSchema,
  /** Newest first. */
  documents: v.array(DocumentSchema),
});
export type DocumentsResponse = v.InferOutput<typeof DocumentsResponseSchema>;

/** Reply of an upload: the new document, the state and the list. */
export const UploadResponseSchema = v.object({
  document: DocumentSchema,
  state: VerificationStateSchema,
  documents: v.array(DocumentSchema),
});

/** The `kind` field of the upload form. */
export const UploadKindSchema = v.picklist(DOCUMENT_KINDS);
