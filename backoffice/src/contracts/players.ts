/**
 * The console's Players section on the wire (issue 24): search, a player's summary and the read-only
 * parts each owning service answers (identity: sessions, security events, bans; wallet: accounts,
 * ledger, coupons; casino play: rounds; limits: limits and exclusions), ending a player's sessions and
 * the ban. Shared by those services' `/staff-api/players/...` routes and the console's players screen.
 */
import * as v from 'valibot';
import type { StaffRole } from './staff';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, pageSchema } from './paging';

/** Who may open a player (reads). */
export const PLAYER_READ_ROLES = ['support_agent', 'payments', 'kyc_reviewer', 'trader', 'admin'] as const satisfies readonly StaffRole[];
/** Who may end a player's sessions and ban or lift a ban. */
export const PLAYER_WRITE_ROLES = ['support_agent', 'admin'] as const satisfies readonly StaffRole[];

/** At most this many players answer one search. */
export const PLAYER_SEARCH_MAX = 20;

const base = (id: number | string): string => `/staff-api/players/${encodeURIComponent(String(id))}`;

export const PLAYERS_PATHS = {
  search: '/staff-api/players',
  player: base,
  accounts: (id: number | string) => `${base(id)}/accounts`,
  ledger: (id: number | string) => `${base(id)}/ledger`,
  coupons: (id: number | string) => `${base(id)}/coupons`,
  casinoRounds: (id: number | string) => `${base(id)}/casino-rounds`,
  sessions: (id: number | string) => `${base(id)}/sessions`,
  endSessions: (id: number | string) => `${base(id)}/sessions/end`,
  limits: (id: number | string) => `${base(id)}/limits`,
  securityEvents: (id: number | string) => `${base(id)}/security-events`,
  ban: (id: number | string) => `${base(id)}/ban`,
} as const;

export const PLAYERS_ERRORS = {
  notFound: 'player_not_found',
  notBanned: 'player_not_banned',
} as const;

/**
 * The ban levels a member may set (account spec §2: a player is banned while `ban_level` > 0; the
 * deduce page stays open for level 53 with version 1). Both leave the player only the allowed pages
 * (the block-and-appeal page, the office, the rules); 53 keeps withdrawals of the remaining balance open.
 */
export const BAN_LEVELS = [
  { level: 53, version: 1, withdrawals: true },
  { level: 45, version: 1, withdrawals: false },
] as const;
export type BanLevel = (typeof BAN_LEVELS)[number]['level'];
export const BanLevelSchema = v.picklist(BAN_LEVELS.map((b) => b.level));

// Requests ------------------------------------------------------------------------------------------

const Digits = v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'a positive integer'), v.transform(Number));
const Limit = v.optional(v.pipe(Digits, v.minValue(1), v.maxValue(PAGE_LIMIT_MAX)), String(PAGE_LIMIT_DEFAULT));

/** `:id` of every player route. */
export const PlayerParamsSchema = v.object({ id: v.pipe(Digits, v.minValue(1)) });
/** `GET /staff-api/players?q=`: an account ID, e-mail or phone, exact or its beginning. */
export const PlayerSearchQuerySchema = v.strictObject({ q: v.pipe(v.string(), v.trim(), v.minLength(1, 'a search term'), v.maxLength(100)) });
/** A paged list: `limit` 1-100 (default 50), `before` the `meta.next` of the previous page. */
export const PageQuerySchema = v.strictObject({ before: v.optional(Digits), limit: Limit });
/** The ledger, optionally of one account or one currency. */
export const LedgerQuerySchema = v.strictObject({
  before: v.optional(Digits),
  limit: Limit,
  accountId: v.optional(Digits),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'an ISO currency code'))),
});
export const BanBodySchema = v.strictObject({
  level: BanLevelSchema,
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'a reason'), v.maxLength(500)),
});
export type BanBody = v.InferOutput<typeof BanBodySchema>;

// Replies -------------------------------------------------------------------------------------------

export const PlayerBanSchema = v.object({
  level: v.number(),
  version: v.number(),
  /** Whether the deduce (withdrawal) page stays open. */
  withdrawals: v.boolean(),
  reason: v.nullable(v.string()),
  at: v.nullable(v.string()),
});
export type PlayerBanWire = v.InferOutput<typeof PlayerBanSchema>;

export const PlayerFoundSchema = v.object({
  id: v.number(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  name: v.nullable(v.string()),
  banned: v.boolean(),
});
export type PlayerFoundWire = v.InferOutput<typeof PlayerFoundSchema>;
export const PlayerSearchReplySchema = v.object({ data: v.array(PlayerFoundSchema) });

export const PlayerSummarySchema = v.object({
  id: v.number(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  name: v.nullable(v.string()),
  birthDate: v.nullable(v.string()),
  registeredAt: v.string(),
  registrationType: v.string(),
  verified: v.boolean(),
  identificationRequired: v.boolean(),
  twoStep: v.boolean(),
  /** Sessions open now. */
  liveSessions: v.number(),
  ban: v.nullable(PlayerBanSchema),
});
export type PlayerSummaryWire = v.InferOutput<typeof PlayerSummarySchema>;
export const PlayerSummaryReplySchema = v.object({ data: PlayerSummarySchema });

export const PlayerAccountSchema = v.object({
  id: v.number(),
  /** 0 main, 4 bonus, 9 currency. */
  type: v.number(),
  currency: v.string(),
  balanceMinor: v.number(),
});
export type PlayerAccountWire = v.InferOutput<typeof PlayerAccountSchema>;
export const PlayerAccountsReplySchema = v.object({ data: v.array(PlayerAccountSchema) });

export const LedgerEntrySchema = v.object({
  id: v.number(),
  accountId: v.number(),
  currency: v.string(),
  amountMinor: v.number(),
  reason: v.string(),
  reference: v.nullable(v.string()),
  at: v.string(),
});
export type LedgerEntryWire = v.InferOutput<typeof LedgerEntrySchema>;
export const LedgerPageSchema = pageSchema(LedgerEntrySchema);

export const PlayerCouponSchema = v.object({
  id: v.number(),
  accountId: v.number(),
  currency: v.string(),
  typeId: v.number(),
  bets: v.number(),
  coef: v.number(),
  stakeMinor: v.number(),
  possibleWinMinor: v.number(),
  status: v.picklist(['open', 'settled']),
  vipState: v.nullable(v.string()),
  payoutMinor: v.nullable(v.number()),
  placedAt: v.string(),
  settledAt: v.nullable(v.string()),
});
export type PlayerCouponWire = v.InferOutput<typeof PlayerCouponSchema>;
export const PlayerCouponsPageSchema = pageSchema(PlayerCouponSchema);

export const CasinoRoundSchema = v.object({
  id: v.string(),
  gameId: v.number(),
  engine: v.string(),
  currency: v.string(),
  stakeMinor: v.number(),
  winMinor: v.nullable(v.number()),
  status: v.picklist(['open', 'settled']),
  startedAt: v.string(),
  settledAt: v.nullable(v.string()),
});
export type CasinoRoundWire = v.InferOutput<typeof CasinoRoundSchema>;
export const CasinoRoundsPageSchema = pageSchema(CasinoRoundSchema);

export const PlayerSessionSchema = v.object({
  /** A short fingerprint of the session (never its id, which signs the player's tokens). */
  ref: v.string(),
  startedAt: v.string(),
  lastSeenAt: v.string(),
  expiresAt: v.string(),
  endedAt: v.nullable(v.string()),
  live: v.boolean(),
});
export type PlayerSessionWire = v.InferOutput<typeof PlayerSessionSchema>;
export const PlayerSessionsReplySchema = v.object({ data: v.array(PlayerSessionSchema) });
/** `POST .../sessions/end`: how many open sessions ended. */
export const SessionsEndedReplySchema = v.object({ data: v.object({ ended: v.number() }) });

export const PlayerLimitSchema = v.object({
  type: v.number(),
  /** money, period (self-exclusion, time-out, extra lock) or duration (session limit, reality check). */
  kind: v.string(),
  /** A self-exclusion, time-out or extra-limits lock. */
  exclusion: v.boolean(),
  state: v.string(),
  value: v.number(),
  measure: v.string(),
  minorUnits: v.number(),
  startedAt: v.string(),
  endsAt: v.nullable(v.string()),
});
export type PlayerLimitWire = v.InferOutput<typeof PlayerLimitSchema>;
export const PlayerLimitsReplySchema = v.object({ data: v.array(PlayerLimitSchema) });

export const SecurityEventSchema = v.object({ id: v.number(), kind: v.string(), address: v.string(), at: v.string() });
export type SecurityEventWire = v.InferOutput<typeof SecurityEventSchema>;
export const SecurityEventsPageSchema = pageSchema(SecurityEventSchema);
