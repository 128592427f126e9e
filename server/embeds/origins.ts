/**
 * The embed allow-list as the console shows it: the configured origins (KICKOFF_EMBED_ORIGINS, read-only
 * here) first, then the editors' own, oldest first. Pure: rows in, wire objects out.
 */
import type { EmbedOriginWire } from '@kickoff/backoffice-contracts/embeds';
import type { EmbedOriginRow } from './store';

export function embedOriginList(configured: readonly string[], rows: readonly EmbedOriginRow[]): EmbedOriginWire[] {
  const fixed = configured.map((origin): EmbedOriginWire => ({ id: null, origin, source: 'configuration', addedAt: null, addedBy: null }));
  return [...fixed, ...rows.map(toEmbedOrigin)];
}

export function toEmbedOrigin(row: EmbedOriginRow): EmbedOriginWire {
  return { id: row.id, origin: row.origin, source: 'console', addedAt: new Date(row.added_at).toISOString(), addedBy: row.added_by };
}
