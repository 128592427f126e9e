/**
 * Club points as other services award them (`app.clubPoints`): each award is a `club_points` reward
 * row (the office's rewards page lists it; the balance is their sum). The promotions service awards
 * points for casino play and bonus games.
 */
import type { Db } from '../db/open';
import { createBonusStore } from './store/bonuses';

export interface ClubPoints {
  /** Adds `points` (> 0) to the player's club points with a title in both languages. */
  award(userId: number, points: number, title: { ru: string; en: string }, at: number): void;
  /** The player's club points (sum of the awards). */
  balance(userId: number): number;
  /** The player's awards, newest first. */
  history(userId: number): Array<{ title: { ru: string; en: string }; points: number; at: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Club points of the players (bonuses service). */
    clubPoints: ClubPoints;
  }
}

export function createClubPoints(db: Db): ClubPoints {
  const store = createBonusStore(db);
  return {
    award(userId, points, title, at) {
      if (!Number.isSafeInteger(points) || points <= 0) throw new RangeError(`club points must be a positive integer: ${points}`);
      store.insertReward(userId, { kind: 'club_points', titleRu: title.ru, titleEn: title.en, points, amountMinor: null, currency: null, earnedAt: at });
    },
    balance: (userId) => store.rewards(userId).reduce((sum, r) => sum + (r.kind === 'club_points' ? r.points : 0), 0),
    history: (userId) =>
      store
        .rewards(userId)
        .filter((r) => r.kind === 'club_points')
        .map((r) => ({ title: { ru: r.title_ru, en: r.title_en }, points: r.points, at: r.earned_at }))
        .sort((a, b) => b.at - a.at),
  };
}
