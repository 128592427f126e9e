/** Every SQL statement of the promotions service (migration 760). */
import type { Db } from '../db/open';

export interface PromotionRow {
  slug: string;
  kind: string;
  position: number;
  hue: number;
  starts_at: number;
  ends_at: number;
  opt_in: number;
  games: string;
  texts: string;
}

export interface TournamentRow {
  slug: string;
  position: number;
  hue: number;
  section: string;
  prizes: string;
  texts: string;
}

export interface EntryRow {
  user_id: number;
  points: number;
  rounds: number;
  joined_at: number;
  updated_at: number;
}

export interface PlayRow {
  route: string;
  day: string;
  choice: number;
  points: number;
  revealed: string;
  played_at: number;
}

export interface LandingRow {
  id: string;
  lang: 'ru' | 'en';
  title: string;
  hue: number;
  blocks: string;
}

export interface PromotionsStore {
  insertLanding(row: LandingRow): void;
  landing(id: string, lang: 'ru' | 'en'): LandingRow | undefined;
  insertPromotion(row: PromotionRow): void;
  insertTournament(row: TournamentRow): void;
  promotions(): PromotionRow[];
  promotion(slug: string): PromotionRow | undefined;
  joinedPromotions(userId: number): Set<string>;
  optIn(userId: number, slug: string, at: number): void;
  tournaments(): TournamentRow[];
  tournament(slug: string): TournamentRow | undefined;
  /** The period's entries, best first (ties: who got there first). */
  entries(slug: string, periodStart: number): EntryRow[];
  joinedTournaments(userId: number, periodStart: number): Set<string>;
  join(slug: string, periodStart: number, userId: number, at: number): void;
  /** Adds a round's points to a joined player's entry (false when the player has not joined). */
  score(slug: string, periodStart: number, userId: number, points: number, at: number): boolean;
  /** Adds a stake to the player's progress and returns the new total (minor units). */
  addStake(userId: number, stakeMinor: number): number;
  plays(userId: number): PlayRow[];
  insertPlay(userId: number, row: PlayRow): boolean;
  clear(): void;
}

export function createPromotionsStore(db: Db): PromotionsStore {
  const insertLanding = db.prepare('INSERT OR IGNORE INTO promotion_landings (id, lang, title, hue, blocks) VALUES (@id, @lang, @title, @hue, @blocks)');
  const landing = db.prepare<[string, string], LandingRow>('SELECT * FROM promotion_landings WHERE id = ? AND lang = ?');
  const insertPromotion = db.prepare(
    'INSERT OR IGNORE INTO promotions (slug, kind, position, hue, starts_at, ends_at, opt_in, games, texts) VALUES (@slug, @kind, @position, @hue, @starts_at, @ends_at, @opt_in, @games, @texts)',
  );
  const insertTournament = db.prepare('INSERT OR IGNORE INTO tournaments (slug, position, hue, section, prizes, texts) VALUES (@slug, @position, @hue, @section, @prizes, @texts)');
  const promotions = db.prepare<[], PromotionRow>('SELECT * FROM promotions ORDER BY position');
  const promotion = db.prepare<[string], PromotionRow>('SELECT * FROM promotions WHERE slug = ?');
  const joinedPromotions = db.prepare<[number], { slug: string }>('SELECT slug FROM promotion_optins WHERE user_id = ?');
  const optIn = db.prepare<[number, string, number]>('INSERT OR IGNORE INTO promotion_optins (user_id, slug, joined_at) VALUES (?, ?, ?)');
  const tournaments = db.prepare<[], TournamentRow>('SELECT * FROM tournaments ORDER BY position');
  const tournament = db.prepare<[string], TournamentRow>('SELECT * FROM tournaments WHERE slug = ?');
  const entries = db.prepare<[string, number], EntryRow>(
    'SELECT user_id, points, rounds, joined_at, updated_at FROM tournament_entries WHERE slug = ? AND period_start = ? ORDER BY points DESC, updated_at, user_id',
  );
  const joinedTournaments = db.prepare<[number, number], { slug: string }>('SELECT slug FROM tournament_entries WHERE user_id = ? AND period_start = ?');
  const join = db.prepare<[string, number, number, number, number]>(
    'INSERT OR IGNORE INTO tournament_entries (slug, period_start, user_id, joined_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const score = db.prepare<[number, number, string, number, number]>(
    'UPDATE tournament_entries SET points = points + ?, rounds = rounds + 1, updated_at = ? WHERE slug = ? AND period_start = ? AND user_id = ?',
  );
  const addStake = db.prepare<[number, number], { staked_minor: number }>(
    `INSERT INTO club_point_progress (user_id, staked_minor) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET staked_minor = staked_minor + excluded.staked_minor RETURNING staked_minor`,
  );
  const plays = db.prepare<[number], PlayRow>('SELECT route, day, choice, points, revealed, played_at FROM bonus_game_plays WHERE user_id = ? ORDER BY played_at DESC');
  const insertPlay = db.prepare(
    'INSERT OR IGNORE INTO bonus_game_plays (user_id, route, day, choice, points, revealed, played_at) VALUES (@user_id, @route, @day, @choice, @points, @revealed, @played_at)',
  );
  return {
    insertLanding: (row) => void insertLanding.run(row),
    landing: (id, lang) => landing.get(id, lang),
    insertPromotion: (row) => void insertPromotion.run(row),
    insertTournament: (row) => void insertTournament.run(row),
    promotions: () => promotions.all(),
    promotion: (slug) => promotion.get(slug),
    joinedPromotions: (userId) => new Set(joinedPromotions.all(userId).map((r) => r.slug)),
    optIn: (userId, slug, at) => void optIn.run(userId, slug, at),
    tournaments: () => tournaments.all(),
    tournament: (slug) => tournament.get(slug),
    entries: (slug, periodStart) => entries.all(slug, periodStart),
    joinedTournaments: (userId, periodStart) => new Set(joinedTournaments.all(userId, periodStart).map((r) => r.slug)),
    join: (slug, periodStart, userId, at) => void join.run(slug, periodStart, userId, at, at),
    score: (slug, periodStart, userId, points, at) => score.run(points, at, slug, periodStart, userId).changes === 1,
    addStake: (userId, stakeMinor) => addStake.get(userId, stakeMinor)?.staked_minor ?? 0,
    plays: (userId) => plays.all(userId),
    insertPlay: (userId, row) => insertPlay.run({ user_id: userId, ...row }).changes === 1,
    clear() {
      db.exec(
        'DELETE FROM promotion_landings; DELETE FROM bonus_game_plays; DELETE FROM club_point_progress; DELETE FROM tournament_entries; DELETE FROM tournaments; DELETE FROM promotion_optins; DELETE FROM promotions;',
      );
    },
  };
}
