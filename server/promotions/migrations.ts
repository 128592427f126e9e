/**
 * Promotions tables (migrations 760-779). 760: promotions (texts of both languages in the row, rules
 * and partners as JSON, the games they count as a section or a list of ids), the players' opt-ins,
 * weekly tournaments and their entries per period (points and rounds from settled casino rounds), the
 * casino stakes not yet turned into club points, and the bonus-game plays (one a day per game).
 * 761: landing pages (one row per language; blocks as JSON, checked by the contract when served).
 */
import type { Migration } from '../db/migrate';

export const promotionsMigrations: readonly Migration[] = [
  {
    version: 760,
    name: 'promotions: promotions, opt-ins, tournaments, entries, club-point progress, bonus-game plays',
    sql: `
      CREATE TABLE promotions (
        slug        TEXT PRIMARY KEY,
        kind        TEXT NOT NULL CHECK (kind IN ('casino', 'sport', 'bonus', 'offer')),
        position    INTEGER NOT NULL,
        hue         INTEGER NOT NULL CHECK (hue BETWEEN 0 AND 359),
        starts_at   INTEGER NOT NULL,
        ends_at     INTEGER NOT NULL CHECK (ends_at > starts_at),
        opt_in      INTEGER NOT NULL CHECK (opt_in IN (0, 1)),
        games       TEXT NOT NULL CHECK (json_valid(games)),
        texts       TEXT NOT NULL CHECK (json_valid(texts))
      );
      CREATE TABLE promotion_optins (
        user_id   INTEGER NOT NULL,
        slug      TEXT NOT NULL REFERENCES promotions (slug),
        joined_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, slug)
      );
      CREATE TABLE tournaments (
        slug        TEXT PRIMARY KEY,
        position    INTEGER NOT NULL,
        hue         INTEGER NOT NULL CHECK (hue BETWEEN 0 AND 359),
        section     TEXT NOT NULL,
        prizes      TEXT NOT NULL CHECK (json_valid(prizes) AND json_type(prizes) = 'array'),
        texts       TEXT NOT NULL CHECK (json_valid(texts))
      );
      CREATE TABLE tournament_entries (
        slug         TEXT NOT NULL REFERENCES tournaments (slug),
        period_start INTEGER NOT NULL,
        user_id      INTEGER NOT NULL,
        points       INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
        rounds       INTEGER NOT NULL DEFAULT 0 CHECK (rounds >= 0),
        joined_at    INTEGER NOT NULL,
        updated_at   INTEGER NOT NULL,
        PRIMARY KEY (slug, period_start, user_id)
      );
      CREATE TABLE club_point_progress (
        user_id     INTEGER PRIMARY KEY,
        staked_minor INTEGER NOT NULL CHECK (staked_minor >= 0)
      );
      CREATE TABLE bonus_game_plays (
        id        INTEGER PRIMARY KEY,
        user_id   INTEGER NOT NULL,
        route     TEXT NOT NULL,
        day       TEXT NOT NULL,
        choice    INTEGER NOT NULL,
        points    INTEGER NOT NULL CHECK (points >= 0),
        revealed  TEXT NOT NULL CHECK (json_valid(revealed)),
        played_at INTEGER NOT NULL,
        UNIQUE (user_id, route, day)
      );
    `,
  },
  {
    version: 761,
    name: 'promotions: landing pages',
    sql: `
      CREATE TABLE promotion_landings (
        id     TEXT NOT NULL,
        lang   TEXT NOT NULL CHECK (lang IN ('ru', 'en')),
        title  TEXT NOT NULL,
        hue    INTEGER NOT NULL CHECK (hue BETWEEN 0 AND 359),
        blocks TEXT NOT NULL CHECK (json_valid(blocks) AND json_type(blocks) = 'array'),
        PRIMARY KEY (id, lang)
      );
    `,
  },
];
