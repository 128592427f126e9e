/**
 * Route parameters of the betting pages (untrusted URL input): game ids are the leading digits of
 * `{id}-{slug}`, championship and coupon ids are digits, `ids` of the multi page are at most 4 ids.
 */
import type { GameHeader } from '@kickoff/platform';

export const parseId = (raw: string | undefined | null): number | null => {
  if (!raw) return null;
  const m = /^(\d{1,12})(?:-[a-z0-9-]*)?$/.exec(raw);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The game segment of a game link. */
export const gameParam = (game: Pick<GameHeader, 'id' | 'slug'>): string => `${game.id}-${game.slug}`;

export const MULTI_MAX = 4;

/** `ids=1,2,3` of the multi page: unique valid ids, at most 4. */
export function parseMultiIds(search: string): number[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const out: number[] = [];
  for (const part of raw.split(',')) {
    const id = parseId(part.trim());
    if (id !== null && !out.includes(id)) out.push(id);
    if (out.length === MULTI_MAX) break;
  }
  return out;
}

export const queryParam = (search: string, name: string): string | null => new URLSearchParams(search).get(name);

/** Today as YYYY-MM-DD in a fixed UTC offset (hours). */
export function isoDate(ms: number, timeZoneHours: number): string {
  return new Date(ms + timeZoneHours * 3_600_000).toISOString().slice(0, 10);
}
