/**
 * The KYC screen's pure parts: the queue's filters read from the console's query string (unknown values
 * fall back to the defaults the server uses), the staff call of a page, the document id of a path, and
 * how each file is shown (an image inline, a PDF as links).
 */
import {
  KYC_DOCUMENT_KINDS,
  KYC_PATHS,
  KYC_STATUS_FILTERS,
  type KycDocumentKind,
  type KycFile,
  type KycPlayer,
  type KycStatusFilter,
} from '@kickoff/backoffice-contracts/kyc';
import { query } from '../../api/client';

export interface KycFilters {
  /** Default `pending`: the documents waiting for a decision. */
  status: KycStatusFilter;
  kind: KycDocumentKind | undefined;
  /** A player id (digits only). */
  userId: string | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const DIGITS = /^\d{1,15}$/;

export function filtersOf(params: URLSearchParams): KycFilters {
  const userId = params.get('userId')?.trim();
  return {
    status: oneOf(KYC_STATUS_FILTERS, params.get('status')) ?? 'pending',
    kind: oneOf(KYC_DOCUMENT_KINDS, params.get('kind')),
    userId: userId && DIGITS.test(userId) ? userId : undefined,
  };
}

/** The staff call of the queue's page: the filters and the page's cursor. */
export function queuePath(filters: KycFilters, before: string | undefined): string {
  return `${KYC_PATHS.documents}${query({ status: filters.status, kind: filters.kind, userId: filters.userId, before })}`;
}

/** The query-string changes that show the filters (the default status is left out of the link). */
export function filterQuery(filters: KycFilters): Record<string, string | null> {
  return { status: filters.status === 'pending' ? null : filters.status, kind: filters.kind ?? null, userId: filters.userId ?? null };
}

/** The document id of the path after /backoffice/kyc/, or null when it is none. */
export function documentIdOf(rest: string): number | null {
  return DIGITS.test(rest) && Number(rest) > 0 ? Number(rest) : null;
}

/** Images are shown inline; a PDF is offered as links (a browser's viewer opens it). */
export function fileView(file: Pick<KycFile, 'mediaType'>): 'image' | 'pdf' {
  return file.mediaType === 'application/pdf' ? 'pdf' : 'image';
}

/** The name a download gets: `<kind>-<document>.<ext>` (never the player's own file name). */
export function downloadName(documentId: number, kind: KycDocumentKind, file: Pick<KycFile, 'mediaType'>): string {
  const ext = file.mediaType === 'application/pdf' ? 'pdf' : file.mediaType === 'image/png' ? 'png' : 'jpg';
  return `${kind}-${documentId}.${ext}`;
}

/** "Name Surname (e-mail)", or the player id when the player gave neither. */
export function playerLabel(player: KycPlayer): string {
  const contact = player.email ?? `#${player.id}`;
  return player.name ? `${player.name} (${contact})` : contact;
}

/** `1536` → `1.5 KB`. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
