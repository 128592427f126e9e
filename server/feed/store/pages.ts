/**
 * Read-only lookups of the feed for page metadata and sitemaps (the SEO service, server/seo/): a sport,
 * a championship or a game by the segments of its page, and the pages that exist now (sports and
 * championships with games, games that are not finished and start within a window). No writes.
 */
import type { Db } from '../../db/open';
import { readFeedState } from './state';

export interface PageSport {
  slug: string;
  name: string;
  nameEn: string;
  cyber: boolean;
}

export interface PageChamp {
  slug: string;
  name: string;
  nameEn: string;
  countryName: string | null;
  countryNameEn: string | null;
  sport: PageSport;
}

export interface PageGame {
  id: number;
  slug: string;
  team1: string;
  team2: string;
  /** Milliseconds since the epoch (the feed's simulated clock; stored in seconds). */
  startAt: number;
  section: 'line' | 'live';
  /** 1 not started, 2 in play, 3 break, 4 finished. */
  status: number;
  finished: boolean;
  champ: PageChamp;
}

export interface FeedPages {
  sport(slug: string): PageSport | null;
  champ(slug: string): PageChamp | null;
  game(id: number): PageGame | null;
  /** Sports and championships with at least one game that is not finished. */
  activeSports(): PageSport[];
  activeChamps(): PageChamp[];
  /** Games not finished that are live or start before now + `withinMs`, by start. */
  upcomingGames(withinMs: number, limit: number): PageGame[];
  /** The feed's clock (simulated), or the real clock before the seed. */
  now(): number;
}

interface ChampJoinRow {
  c_slug: string;
  c_name: string;
  c_name_en: string;
  country_name: string | null;
  country_name_en: string | null;
  s_slug: string;
  s_name: string;
  s_name_en: string;
  cyber_type: string | null;
}

interface GameJoinRow extends ChampJoinRow {
  id: number;
  slug: string;
  team1: string;
  team2: string;
  start_at: number;
  section: string;
  status: number;
  is_finished: number;
}

const CHAMP_COLUMNS = `c.slug AS c_slug, c.name AS c_name, c.name_en AS c_name_en, c.country_name, c.country_name_en,
  s.slug AS s_slug, s.name AS s_name, s.name_en AS s_name_en, s.cyber_type`;
const GAME_COLUMNS = `g.id, g.slug, g.team1, g.team2, g.start_at, g.section, g.status, g.is_finished, ${CHAMP_COLUMNS}`;

const sportOf = (r: { s_slug: string; s_name: string; s_name_en: string; cyber_type: string | null }): PageSport => ({
  slug: r.s_slug,
  name: r.s_name,
  nameEn: r.s_name_en,
  cyber: r.cyber_type !== null,
});
const champOf = (r: ChampJoinRow): PageChamp => ({
  slug: r.c_slug,
  name: r.c_name,
  nameEn: r.c_name_en,
  countryName: r.country_name,
  countryNameEn: r.country_name_en,
  sport: sportOf(r),
});
const gameOf = (r: GameJoinRow): PageGame => ({
  id: r.id,
  slug: r.slug,
  team1: r.team1,
  team2: r.team2,
  startAt: r.start_at * 1000,
  section: r.section === 'live' ? 'live' : 'line',
  status: r.status,
  finished: r.is_finished === 1 || r.status === 4,
  champ: champOf(r),
});

export function createFeedPages(db: Db): FeedPages {
  const sport = db.prepare<[string], { s_slug: string; s_name: string; s_name_en: string; cyber_type: string | null }>(
    'SELECT slug AS s_slug, name AS s_name, name_en AS s_name_en, cyber_type FROM feed_sports WHERE slug = ?',
  );
  const champ = db.prepare<[string], ChampJoinRow>(`SELECT ${CHAMP_COLUMNS} FROM feed_champs c JOIN feed_sports s ON s.id = c.sport_id WHERE c.slug = ?`);
  const game = db.prepare<[number], GameJoinRow>(
    `SELECT ${GAME_COLUMNS} FROM feed_games g JOIN feed_champs c ON c.id = g.champ_id JOIN feed_sports s ON s.id = g.sport_id WHERE g.id = ?`,
  );
  const sports = db.prepare<[], { s_slug: string; s_name: string; s_name_en: string; cyber_type: string | null }>(
    `SELECT s.slug AS s_slug, s.name AS s_name, s.name_en AS s_name_en, s.cyber_type FROM feed_sports s
     WHERE EXISTS (SELECT 1 FROM feed_games g WHERE g.sport_id = s.id AND g.status != 4) ORDER BY s.sort, s.id`,
  );
  const champs = db.prepare<[], ChampJoinRow>(
    `SELECT ${CHAMP_COLUMNS} FROM feed_champs c JOIN feed_sports s ON s.id = c.sport_id
     WHERE EXISTS (SELECT 1 FROM feed_games g WHERE g.champ_id = c.id AND g.status != 4) ORDER BY s.sort, c.sort, c.id`,
  );
  const upcoming = db.prepare<[number, number], GameJoinRow>(
    `SELECT ${GAME_COLUMNS} FROM feed_games g JOIN feed_champs c ON c.id = g.champ_id JOIN feed_sports s ON s.id = g.sport_id
     WHERE g.status != 4 AND g.is_finished = 0 AND (g.status IN (2, 3) OR g.start_at <= ?) ORDER BY g.start_at, g.id LIMIT ?`,
  );
  // The feed counts seconds (its simulated clock); the pages get milliseconds.
  const now = (): number => {
    const simNow = readFeedState(db)?.simNow;
    return simNow === undefined ? Date.now() : simNow * 1000;
  };
  return {
    sport(slug) {
      const row = sport.get(slug);
      return row ? sportOf(row) : null;
    },
    champ(slug) {
      const row = champ.get(slug);
      return row ? champOf(row) : null;
    },
    game(id) {
      const row = game.get(id);
      return row ? gameOf(row) : null;
    },
    activeSports: () => sports.all().map(sportOf),
    activeChamps: () => champs.all().map(champOf),
    upcomingGames: (withinMs, limit) => upcoming.all(Math.floor((now() + withinMs) / 1000), limit).map(gameOf),
    now,
  };
}
