/**
 * Documents tables (migrations 540-559): the verification documents players upload. The files live on
 * disk under the server's data directory (docs/security.md "Document storage"); a row keeps the random
 * file name, the media type found by the file's first bytes, the size, the player's own file name (shown
 * only to the owner) and the review status.
 */
import type { Migration } from '../db/migrate';

export const documentsMigrations: readonly Migration[] = [
  {
    version: 540,
    name: 'verification documents',
    sql: `
      CREATE TABLE documents (
        id           INTEGER PRIMARY KEY,
        user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind         TEXT NOT NULL CHECK (kind IN ('passport', 'selfie', 'address')),
        stored_name  TEXT NOT NULL UNIQUE CHECK (stored_name GLOB '[0-9a-f]*' AND length(stored_name) = 32),
        file_name    TEXT NOT NULL,
        media_type   TEXT NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png', 'application/pdf')),
        size         INTEGER NOT NULL CHECK (size > 0),
        sha256       TEXT NOT NULL,
        status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        comment      TEXT,
        uploaded_at  INTEGER NOT NULL,
        decided_at   INTEGER
      );
      CREATE INDEX documents_user ON documents (user_id, uploaded_at);
    `,
  },
];
