/**
 * The promotions' pure rules: a promotion's status at a time, the weekly tournament period, the
 * leaderboard (real entries with the simulated rivals of the period, prizes by place), club points for
 * casino stakes and the award levels, and the bonus games' prize tables and daily limit.
 */
import type { BonusGameRoute } from '@kickoff/casino-contracts/bonus-games';
import { AWARD_LEVELS, type AwardLevel, type Leader } from '@kickoff/promotions-contracts/promotions';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05 was a Monday. */
const FIRST_MONDAY = 4 * DAY_MS;

export type Status = 'upcoming' | 'active' | 'ended';

export const statusAt = (startsAt: number, endsAt: number, now: number): Status => (now < startsAt ? 'upcoming' : now >= endsAt ? 'ended' : 'active');

/** The weekly period holding `now`: Monday 00:00 UTC to the next Monday. */
export function weekOf(now: number): { start: number; end: number } {
  const start = now - ((((now - FIRST_MONDAY) % WEEK_MS) + WEEK_MS) % WEEK_MS);
  return { start, end: start + WEEK_MS };
}

/** RUB staked in the casino for one club point. */
export const RUB_PER_POINT = 100;

/** Club points earned when a player's casino stakes go from `before` to `after` (RUB minor units), times `factor`. */
export function clubPointsEarned(beforeMinor: number, afterMinor: number, factor = 1): number {
  const per = RUB_PER_POINT * 100;
  return (Math.floor(afterMinor / per) - Math.floor(beforeMinor / per)) * factor;
}

/** Tournament points of a stake: one per whole rouble. */
export const tournamentPoints = (stakeMinor: number): number => Math.floor(stakeMinor / 100);

export function levelOf(points: number): { level: AwardLevel; next: { level: AwardLevel; missing: number } | null } {
  let index = 0;
  AWARD_LEVELS.forEach((l, i) => {
    if (points >= l.from) index = i;
  });
  const current = AWARD_LEVELS[index] ?? AWARD_LEVELS[0];
  const next = AWARD_LEVELS[index + 1];
  return { level: current.level, next: next ? { level: next.level, missing: next.from - points } : null };
}

/** A small deterministic hash (for the simulated rivals). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface Standing {
  key: string;
  userId: number | null;
  points: number;
  rounds: number;
}

/** Rival players of a period: their points grow through the week toward a target drawn from the period. */
export function rivalsOf(slug: string, periodStart: number, now: number, count = 12): Standing[] {
  const elapsed = Math.min(1, Math.max(0, (now - periodStart) / WEEK_MS));
  return Array.from({ length: count }, (_, i) => {
    const h = hash(`${slug}:${periodStart}:${i}`);
    const target = 200 + (h % 20_000);
    const points = Math.floor(target * elapsed);
    return { key: `rival-${i}`, userId: 10_100_000 + (h % 899_999), points, rounds: Math.floor(points / 25) };
  });
}

export const maskPlayer = (userId: number): string => `ID ••••${String(userId).slice(-4)}`;

/** Places the standings (best first; on equal points, real players first in the order given), with prizes. */
export function leaderboard(standings: readonly Standing[], prizes: readonly number[], me: number | null): Leader[] {
  return [...standings]
    .filter((s) => s.points > 0)
    .map((s, order) => ({ s, order }))
    .sort((a, b) => b.s.points - a.s.points || a.order - b.order)
    .map(({ s }, i) => ({
      place: i + 1,
      player: maskPlayer(s.userId ?? 0),
      me: me !== null && s.userId === me,
      points: s.points,
      rounds: s.rounds,
      prize: prizes[i] ?? null,
    }));
}

// Bonus games ----------------------------------------------------------------------------------------

export interface BonusGameDef {
  route: BonusGameRoute;
  choices: number;
  /** The club points behind the choices (as many as choices), shuffled for each play. */
  prizes: readonly number[];
  title: { ru: string; en: string };
  description: { ru: string; en: string };
}

export const BONUS_GAME_DEFS: readonly BonusGameDef[] = [
  { route: 'fortuna-bonus', choices: 8, prizes: [5, 5, 10, 10, 20, 20, 50, 100], title: { ru: 'Колесо Фортуны', en: 'Wheel of Fortune' }, description: { ru: 'Выберите сектор колеса — за ним клубные баллы.', en: 'Pick a sector of the wheel: club points are behind it.' } },
  { route: 'chest-bonus', choices: 3, prizes: [10, 25, 60], title: { ru: 'Сундуки', en: 'Treasure chests' }, description: { ru: 'Откройте один из трёх сундуков.', en: 'Open one of three chests.' } },
  { route: 'memory-bonus', choices: 6, prizes: [5, 10, 15, 20, 30, 50], title: { ru: 'Мемори', en: 'Memory' }, description: { ru: 'Переверните карту и заберите баллы.', en: 'Turn a card over and take its points.' } },
  { route: 'safe-bonus', choices: 4, prizes: [10, 15, 30, 75], title: { ru: 'Сейф', en: 'The safe' }, description: { ru: 'Угадайте ячейку сейфа.', en: 'Guess the safe’s compartment.' } },
  { route: 'lottery-bonus', choices: 10, prizes: [5, 5, 5, 10, 10, 10, 20, 20, 50, 150], title: { ru: 'Лотерея', en: 'Lottery' }, description: { ru: 'Выберите билет из десяти.', en: 'Choose a ticket out of ten.' } },
  { route: 'dragon-bonus', choices: 5, prizes: [10, 15, 20, 40, 80], title: { ru: 'Яйца дракона', en: 'Dragon eggs' }, description: { ru: 'Выберите яйцо дракона.', en: 'Choose a dragon egg.' } },
];

/** The UTC day of a time ("2026-11-27"): one play per bonus game a day. */
export const dayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);
/** The next UTC midnight after `now`. */
export const nextDay = (now: number): number => Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;

/** The prizes dealt behind the choices: a Fisher–Yates shuffle with `rng(n)` uniform in [0, n). */
export function deal(prizes: readonly number[], rng: (n: number) => number): number[] {
  const out = [...prizes];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng(i + 1);
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}
