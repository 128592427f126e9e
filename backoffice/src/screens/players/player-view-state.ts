/**
 * The players screen's state, pure: which player a path names, the parts of a player's view (tabs)
 * and the one the query string shows, moving between tabs with the keyboard, the query a tab change
 * writes (its own filters and page cursor start over), whether a member may act on a player, and
 * how a limit's value reads.
 */
import { PLAYER_WRITE_ROLES, type PlayerLimitWire } from '../../contracts/players';
import { holdsAny, type StaffRole } from '../../contracts/staff';
import { money } from '../../ui/format';

export const PLAYER_TABS = ['accounts', 'ledger', 'coupons', 'casino-rounds', 'sessions', 'limits', 'security-events'] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

/** The player ID of `/backoffice/players/<id>`, or null when the segment is no ID. */
export function playerIdFrom(rest: string): number | null {
  return /^[1-9]\d{0,14}$/.test(rest) ? Number(rest) : null;
}

/** The tab the query names (`?tab=`), the accounts when none or an unknown one. */
export function tabOf(query: URLSearchParams): PlayerTab {
  const named = query.get('tab');
  return PLAYER_TABS.find((tab) => tab === named) ?? 'accounts';
}

/** The query changes that open `tab`: the previous tab's filters and page cursor go. */
export function tabQuery(tab: PlayerTab): Record<string, string | null> {
  return { tab: tab === 'accounts' ? null : tab, before: null, back: null, accountId: null, currency: null };
}

/** The tab a key moves to from `current` (arrows wrap, Home and End jump), or null for other keys. */
export function tabAfterKey(current: PlayerTab, key: string): PlayerTab | null {
  const at = PLAYER_TABS.indexOf(current);
  const last = PLAYER_TABS.length - 1;
  const index = key === 'ArrowRight' ? (at === last ? 0 : at + 1)
    : key === 'ArrowLeft' ? (at === 0 ? last : at - 1)
    : key === 'Home' ? 0
    : key === 'End' ? last
    : null;
  return index === null ? null : (PLAYER_TABS[index] ?? null);
}

/** Whether the member may end a player's sessions and ban (the server checks the same roles). */
export const canActOnPlayers = (roles: readonly StaffRole[]): boolean => holdsAny(roles, PLAYER_WRITE_ROLES);

/** A limit's value: money in its currency, else the number with its unit. */
export function limitValue(limit: Pick<PlayerLimitWire, 'kind' | 'value' | 'measure'>): string {
  return limit.kind === 'money' ? money(limit.value, limit.measure) : `${limit.value} ${limit.measure}`;
}
