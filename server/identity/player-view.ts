/**
 * How identity's player data looks in the console (contract @kickoff/backoffice-contracts/players):
 * a search hit, the summary, a ban, a session (by a short fingerprint, never its id) and a security
 * event. Pure.
 */
import { createHash } from 'node:crypto';
import { isVerifiedConfig } from '@kickoff/contracts';
import type { PlayerBanWire, PlayerFoundWire, PlayerSessionWire, PlayerSummaryWire, SecurityEventWire } from '@kickoff/backoffice-contracts/players';
import { canDeduce } from './http/guards';
import type { BanRow, PlayerFoundRow } from './store/player-records';
import type { SecurityLogRow } from './store/security';
import type { SessionRow } from './store/sessions';
import type { UserRow } from './store/users';

const iso = (ms: number): string => new Date(ms).toISOString();

const phoneOf = (user: Pick<UserRow, 'phone_code' | 'phone_number'>): string | null =>
  user.phone_number ? `${user.phone_code ?? ''} ${user.phone_number}`.trim() : null;

const nameOf = (user: Pick<UserRow, 'name' | 'surname'>): string | null => [user.name, user.surname].filter(Boolean).join(' ') || null;

export function toFound(row: PlayerFoundRow): PlayerFoundWire {
  return { id: row.id, email: row.email, phone: phoneOf(row), name: nameOf(row), banned: row.ban_level > 0 };
}

export function toBan(row: BanRow): PlayerBanWire | null {
  if (row.ban_level <= 0) return null;
  return {
    level: row.ban_level,
    version: row.ban_version,
    withdrawals: canDeduce(row),
    reason: row.ban_reason,
    at: row.banned_at === null ? null : iso(row.banned_at),
  };
}

export function toSummary(user: UserRow, ban: BanRow, liveSessions: number): PlayerSummaryWire {
  return {
    id: user.id,
    email: user.email,
    phone: phoneOf(user),
    name: nameOf(user),
    birthDate: user.date_birthday,
    registeredAt: iso(user.created_at),
    registrationType: user.registration_type,
    verified: isVerifiedConfig({ ...user, requested_additional_document: user.requested_additional_document !== 0 }),
    identificationRequired: user.is_need_identification !== 0,
    twoStep: user.enable_two_factor_auth !== 0,
    liveSessions,
    ban: toBan(ban),
  };
}

/** Whether the session is open at `now`. */
export const sessionLive = (session: SessionRow, now: number): boolean => session.ended_at === null && session.expires_at > now;

export function toSession(session: SessionRow, now: number): PlayerSessionWire {
  return {
    ref: createHash('sha256').update(session.id).digest('hex').slice(0, 10),
    startedAt: iso(session.created_at),
    lastSeenAt: iso(session.last_seen_at),
    expiresAt: iso(session.expires_at),
    endedAt: session.ended_at === null ? null : iso(session.ended_at),
    live: sessionLive(session, now),
  };
}

export function toSecurityEvent(row: SecurityLogRow & { id: number }): SecurityEventWire {
  return { id: row.id, kind: row.kind, address: row.ip, at: iso(row.at) };
}
