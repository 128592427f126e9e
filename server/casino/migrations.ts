/**
 * Casino catalogue tables (migrations 720-739). 720: providers, games (both languages' descriptions in
 * the row; sub-categories and tags as JSON lists), the plays per game (popularity), and per player the
 * favourites and the recently played games.
 */
import type { Migration } from '../db/migrate';

export const casinoMigrations: readonly Migration[] = [
  {
    version: 720,
    name: 'casino: providers, games, plays, favourites, recently played',
    sql: `
      CREATE TABLE casino_providers (
        slug TEXT PRIMARY KEY,
        name TEXT NOT NULL
      );
      CREATE TABLE casino_games (
        id            INTEGER PRIMARY KEY,
        slug          TEXT NOT NULL,
        name          TEXT NOT NULL,
        provider      TEXT NOT NULL REFERENCES casino_providers (slug),
        section       TEXT NOT NULL,
        subcategories TEXT NOT NULL CHECK (json_valid(subcategories) AND json_type(subcategories) = 'array'),
        genre         TEXT NOT NULL,
        engine        TEXT NOT NULL CHECK (engine IN ('slot', 'crash', 'wheel', 'keno', 'cards')),
        kind          TEXT,
        tags          TEXT NOT NULL CHECK (json_valid(tags) AND json_type(tags) = 'array'),
        is_new        INTEGER NOT NULL CHECK (is_new IN (0, 1)),
        is_popular    INTEGER NOT NULL CHECK (is_popular IN (0, 1)),
        jackpot_minor INTEGER CHECK (jackpot_minor IS NULL OR jackpot_minor >= 0),
        min_stake     REAL NOT NULL CHECK (min_stake > 0),
        max_stake     REAL NOT NULL CHECK (max_stake >= min_stake),
        rtp           REAL NOT NULL CHECK (rtp > 0 AND rtp <= 1),
        fun_mode      INTEGER NOT NULL CHECK (fun_mode IN (0, 1)),
        live          INTEGER NOT NULL CHECK (live IN (0, 1)),
        hue           INTEGER NOT NULL CHECK (hue BETWEEN 0 AND 359),
        added_at      INTEGER NOT NULL,
        description_ru TEXT NOT NULL,
        description_en TEXT NOT NULL
      );
      CREATE INDEX casino_games_section ON casino_games (section);
      CREATE INDEX casino_games_provider ON casino_games (provider);
      CREATE TABLE casino_plays (
        game_id INTEGER PRIMARY KEY REFERENCES casino_games (id),
        plays   INTEGER NOT NULL CHECK (plays >= 0)
      );
      CREATE TABLE casino_favourites (
        user_id  INTEGER NOT NULL,
        game_id  INTEGER NOT NULL REFERENCES casino_games (id),
        added_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, game_id)
      );
      CREATE TABLE casino_recent (
        user_id   INTEGER NOT NULL,
        game_id   INTEGER NOT NULL REFERENCES casino_games (id),
        played_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, game_id)
      );
      CREATE INDEX casino_recent_user ON casino_recent (user_id, played_at DESC);
    `,
  },
];
