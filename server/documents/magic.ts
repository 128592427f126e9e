/**
 * The media type of a file by its first bytes (never by its name or the Content-Type the client
 * claims): JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, PDF `%PDF-`. Anything else is undefined.
 */
import type { DocumentMediaType } from '@kickoff/office-contracts/documents';

const SIGNATURES: ReadonlyArray<readonly [DocumentMediaType, readonly number[]]> = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

export function sniffMediaType(head: Uint8Array): DocumentMediaType | undefined {
  for (const [type, signature] of SIGNATURES) {
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) return type;
  }
  return undefined;
}

/** The file extension a download gets for a media type. */
export const EXTENSIONS: Readonly<Record<DocumentMediaType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};
