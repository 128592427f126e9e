/**
 * The casino catalogue tables (migration 720): every SQL statement of the catalogue service. Games are
 * read whole (a few hundred rows) and held by the catalogue (catalogue.ts); plays, favourites and the
 * recently played list are read per call.
 */
import type { Db } from '../db/open';
import type { SeedGame, SeedProvider } from './seed/catalogue';

export interface GameRow {
  id: number;
  slug: string;
  name: string;
  provider: string;
  provider_name: string;
  section: string;
  subcategories: string;
  genre: string;
  engine: string;
  kind: string | null;
  tags: string;
  is_new: number;
  is_popular: number;
  jackpot_minor: number | null;
  min_stake: number;
  max_stake: number;
  rtp: number;
  fun_mode: number;
  live: number;
  hue: number;
  added_at: number;
  description_ru: string;
  description_en: string;
}

export interface CasinoStore {
  insertProvider(p: SeedProvider): void;
  insertGame(g: SeedGame, addedAt: number): void;
  games(): GameRow[];
  /** Plays per game id. */
  plays(): Map<number, number>;
  addPlay(gameId: number): void;
  favourites(userId: number): number[];
  addFavourite(userId: number, gameId: number, at: number): void;
  removeFavourite(userId: number, gameId: number): boolean;
  recent(userId: number, limit: number): number[];
  /** Records a play in the player's list and keeps only the newest `keep`. */
  touchRecent(userId: number, gameId: number, at: number, keep: number): void;
  clear(): void;
}

export function createCasinoStore(db: Db): CasinoStore {
  const insertProvider = db.prepare<[string, string]>('INSERT OR IGNORE INTO casino_providers (slug, name) VALUES (?, ?)');
  const insertGame = db.prepare(
    `INSERT OR IGNORE INTO casino_games (id, slug, name, provider, section, subcategories, genre, engine, kind, tags, is_new, is_popular,
       jackpot_minor, min_stake, max_stake, rtp, fun_mode, live, hue, added_at, description_ru, description_en)
     VALUES (@id, @slug, @name, @provider, @section, @subcategories, @genre, @engine, @kind, @tags, @is_new, @is_popular,
       @jackpot_minor, @min_stake, @max_stake, @rtp, @fun_mode, @live, @hue, @added_at, @description_ru, @description_en)`,
  );
  const insertPlays = db.prepare<[number, number]>('INSERT OR IGNORE INTO casino_plays (game_id, plays) VALUES (?, ?)');
  const games = db.prepare<[], GameRow>(
    'SELECT g.*, p.name AS provider_name FROM casino_games g JOIN casino_providers p ON p.slug = g.provider ORDER BY g.id',
  );
  const plays = db.prepare<[], { game_id: number; plays: number }>('SELECT game_id, plays FROM casino_plays');
  const addPlay = db.prepare<[number]>('UPDATE casino_plays SET plays = plays + 1 WHERE game_id = ?');
  const favourites = db.prepare<[number], { game_id: number }>('SELECT game_id FROM casino_favourites WHERE user_id = ? ORDER BY added_at DESC, game_id');
  const addFavourite = db.prepare<[number, number, number]>('INSERT OR IGNORE INTO casino_favourites (user_id, game_id, added_at) VALUES (?, ?, ?)');
  const removeFavourite = db.prepare<[number, number]>('DELETE FROM casino_favourites WHERE user_id = ? AND game_id = ?');
  const recent = db.prepare<[number, number], { game_id: number }>('SELECT game_id FROM casino_recent WHERE user_id = ? ORDER BY played_at DESC, game_id LIMIT ?');
  const touchRecent = db.prepare<[number, number, number]>(
    'INSERT INTO casino_recent (user_id, game_id, played_at) VALUES (?, ?, ?) ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = excluded.played_at',
  );
  const trimRecent = db.prepare<[number, number, number]>(
    `DELETE FROM casino_recent WHERE user_id = ? AND game_id NOT IN
       (SELECT game_id FROM casino_recent WHERE user_id = ? ORDER BY played_at DESC, game_id LIMIT ?)`,
  );
  return {
    insertProvider: (p) => void insertProvider.run(p.slug, p.name),
    insertGame(g, addedAt) {
      insertGame.run({
        id: g.id, slug: g.slug, name: g.name, provider: g.provider, section: g.section,
        subcategories: JSON.stringify(g.subcategories), genre: g.genre, engine: g.engine, kind: g.kind, tags: JSON.stringify(g.tags),
        is_new: g.isNew ? 1 : 0, is_popular: g.isPopular ? 1 : 0, jackpot_minor: g.jackpotMinor, min_stake: g.minStake, max_stake: g.maxStake,
        rtp: g.rtp, fun_mode: g.funMode ? 1 : 0, live: g.live ? 1 : 0, hue: g.hue, added_at: addedAt,
        description_ru: g.description.ru, description_en: g.description.en,
      });
      insertPlays.run(g.id, g.basePlays);
    },
    games: () => games.all(),
    plays: () => new Map(plays.all().map((r) => [r.game_id, r.plays])),
    addPlay: (gameId) => void addPlay.run(gameId),
    favourites: (userId) => favourites.all(userId).map((r) => r.game_id),
    addFavourite: (userId, gameId, at) => void addFavourite.run(userId, gameId, at),
    removeFavourite: (userId, gameId) => removeFavourite.run(userId, gameId).changes > 0,
    recent: (userId, limit) => recent.all(userId, limit).map((r) => r.game_id),
    touchRecent(userId, gameId, at, keep) {
      touchRecent.run(userId, gameId, at);
      trimRecent.run(userId, userId, keep);
    },
    clear() {
      db.exec('DELETE FROM casino_recent; DELETE FROM casino_favourites; DELETE FROM casino_plays; DELETE FROM casino_games; DELETE FROM casino_providers;');
    },
  };
}
