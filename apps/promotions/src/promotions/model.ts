/**
 * The promotions pages' pure rules: which kind a page or address shows, a promotion's status line,
 * the route of a game or a promotion, a partner among promotions and the progress between award
 * levels. Address values are checked with the contract's schemas (an unknown value is dropped, never sent).
 */
import * as v from 'valibot';
import {
  AWARD_LEVELS,
  PromotionKindSchema,
  PromotionSlugSchema,
  type AwardLevel,
  type GameRef,
  type Partner,
  type Promotion,
  type PromotionKind,
  type PromotionSummary,
} from '../contracts/promotions';

/** The kind tabs of the promotions list (null: all kinds), in the order shown. */
export const KIND_TABS: readonly (PromotionKind | null)[] = [null, 'casino', 'sport', 'bonus', 'offer'];

/** `?kind=` of the promotions list: a known kind, or null (all) for anything else. */
export function kindOfSearch(search: string): PromotionKind | null {
  const raw = new URLSearchParams(search).get('kind');
  if (raw === null) return null;
  const parsed = v.safeParse(PromotionKindSchema, raw);
  return parsed.success ? parsed.output : null;
}

/** The route prefix of a kind's own pages (`bonus/...`, `offers/...`). */
export type KindSection = 'bonus' | 'offers';

const SECTION_PAGES = ['', '-section', '-rule', '-partner', '-landing'] as const;

/**
 * The section of a `bonus` / `offers` page (`bonus`, `bonus-section`, `bonus-rule`, `bonus-partner`,
 * `bonus-landing`, the same for `offers`): its route data `kind` when given, else its route name.
 */
export function sectionOfRoute(routeName: string, data: Readonly<Record<string, string>> = {}): KindSection | null {
  for (const section of ['bonus', 'offers'] as const) {
    if (!SECTION_PAGES.some((suffix) => routeName === `${section}${suffix}`)) continue;
    const kind = data['kind'];
    return kind === 'bonus' || kind === 'offers' ? kind : section;
  }
  return null;
}

/** The promotion kind a section's pages list: `offers` pages show the `offer` kind. */
export const kindOfSection = (section: KindSection): PromotionKind => (section === 'offers' ? 'offer' : 'bonus');

/** A promotion or tournament slug from a route parameter, or null (never sent: the page says "not found"). */
export function slugOf(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const parsed = v.safeParse(PromotionSlugSchema, raw);
  return parsed.success ? parsed.output : null;
}

/** A partner id from a route parameter (digits only), or null. */
export function partnerIdOf(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** The status line of a promotion or tournament: the badge's key, and which date it shows with which key. */
export function statusLine(p: Pick<PromotionSummary, 'status' | 'startsAt' | 'endsAt'>): { badge: string; dateKey: string; at: number } {
  switch (p.status) {
    case 'upcoming':
      return { badge: 'status_upcoming', dateKey: 'starts_on', at: p.startsAt };
    case 'active':
      return { badge: 'status_active', dateKey: 'runs_until', at: p.endsAt };
    case 'ended':
      return { badge: 'status_ended', dateKey: 'ended_on', at: p.endsAt };
  }
}

/** A promotion or tournament that can be opted in to (or joined) now. */
export const canTakePart = (p: Pick<PromotionSummary, 'status'>): boolean => p.status === 'active';

/** The promotions a player opts in to that are not over yet (the promo pages), running ones first. */
export function optInPromotions<P extends Pick<PromotionSummary, 'optIn' | 'status' | 'startsAt'>>(items: readonly P[]): P[] {
  const order = { active: 0, upcoming: 1, ended: 2 } as const;
  return items.filter((p) => p.optIn && p.status !== 'ended').sort((a, b) => order[a.status] - order[b.status] || a.startsAt - b.startsAt);
}

/** The route and params of a game's page: live tables under live-casino, every other game under slots. */
export function gameRoute(game: Pick<GameRef, 'id' | 'slug' | 'live'>): { name: string; params: { gameId: string; gameName: string } } {
  return { name: game.live ? 'live-casino-game' : 'slots-game', params: { gameId: String(game.id), gameName: game.slug } };
}

/** Where a promotion's page is from a page of `section` (bonus/offers pages keep their own prefix; casino ones theirs). */
export function promotionRoute(slug: string, where: KindSection | 'casino' | null): { name: string; params: Record<string, string> } {
  if (where === 'casino') return { name: 'bonus-casino-promotion', params: { id: slug } };
  if (where) return { name: `${where}-landing`, params: { landingId: slug } };
  return { name: 'promotion', params: { promotionId: slug } };
}

/** A partner by id among promotions (the first that lists it), with the promotion it belongs to. */
export function findPartner(promotions: readonly Promotion[], id: number): { partner: Partner; promotion: Promotion } | null {
  for (const promotion of promotions) {
    const partner = promotion.partners.find((p) => p.id === id);
    if (partner) return { partner, promotion };
  }
  return null;
}

/** Every distinct game of some promotions, in order. */
export function gamesOf(promotions: readonly Pick<Promotion, 'games'>[]): GameRef[] {
  const seen = new Map<number, GameRef>();
  for (const p of promotions) for (const g of p.games) if (!seen.has(g.id)) seen.set(g.id, g);
  return [...seen.values()];
}

/** The position of an award level in the ladder (0 = bronze). */
export const levelIndex = (level: AwardLevel): number => AWARD_LEVELS.findIndex((l) => l.level === level);

/**
 * Percent of the way from the current level's threshold to the next one (whole, 0–100); 100 at the
 * top level. `balance` below the level's threshold counts as 0.
 */
export function levelProgress(balance: number, level: AwardLevel): number {
  const i = levelIndex(level);
  const current = AWARD_LEVELS[i];
  const next = AWARD_LEVELS[i + 1];
  if (!current) return 0;
  if (!next) return 100;
  const pct = Math.floor(((balance - current.from) / (next.from - current.from)) * 100);
  return Math.min(100, Math.max(0, pct));
}

/** Club points' RUB per point before a player's reply says (the guest page): the service's rule. */
export const DEFAULT_RUB_PER_POINT = 100;

/** The tournament leaderboard refresh while its page is open. */
export const LEADERBOARD_REFRESH_MS = 15_000;
