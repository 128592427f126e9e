/**
 * Feed tables (migrations 200-299). Every game, market and odd row carries the `version` it last
 * changed at (the global counter `feed_state.version`), indexed for delta queries. 201 adds the
 * English country names of the championships (English replies, `lng=en`). 202 adds the match events
 * of each game (`feed_match_events`, keyed by game and seq; server/feed/simulator/match-events.ts).
 */
import type { Migration } from '../db/migrate';

export const FEED_TABLES_IN_DELETE_ORDER = [
  'toto_events',
  'toto_draws',
  'lotto_draws',
  'feed_results',
  'feed_match_events',
  'feed_odds',
  'feed_markets',
  'feed_games',
  'feed_teams',
  'feed_champs',
  'feed_sports',
  'feed_state',
] as const;

export const feedMigrations: readonly Migration[] = [
  {
    version: 200,
    name: 'feed',
    sql: `
      CREATE TABLE feed_state (
        key   TEXT PRIMARY KEY,
        value REAL NOT NULL
      );
      CREATE TABLE feed_sports (
        id         INTEGER PRIMARY KEY,
        key        TEXT NOT NULL UNIQUE,
        slug       TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
        name       TEXT NOT NULL,
        name_en    TEXT NOT NULL,
        cyber_type TEXT CHECK (cyber_type IN ('real', 'synthetic')),
        sort       INTEGER NOT NULL
      );
      CREATE TABLE feed_champs (
        id            INTEGER PRIMARY KEY,
        sport_id      INTEGER NOT NULL REFERENCES feed_sports(id),
        slug          TEXT NOT NULL UNIQUE CHECK (slug NOT GLOB '*[^a-z0-9-]*'),
        name          TEXT NOT NULL,
        name_en       TEXT NOT NULL,
        country_id    INTEGER,
        country_name  TEXT,
        page_type     TEXT,
        sort          INTEGER NOT NULL,
        top_chance    REAL NOT NULL DEFAULT 0,
        has_standings INTEGER NOT NULL DEFAULT 0,
        target_games  INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX feed_champs_sport ON feed_champs (sport_id);
      CREATE TABLE feed_teams (
        id       INTEGER PRIMARY KEY,
        champ_id INTEGER NOT NULL REFERENCES feed_champs(id),
        name     TEXT NOT NULL,
        slug     TEXT NOT NULL CHECK (slug NOT GLOB '*[^a-z0-9-]*'),
        rating   REAL NOT NULL
      );
      CREATE INDEX feed_teams_champ ON feed_teams (champ_id);
      CREATE TABLE feed_games (
        id              INTEGER PRIMARY KEY,
        number          INTEGER NOT NULL,
        permanent_id    INTEGER NOT NULL UNIQUE,
        sport_id        INTEGER NOT NULL REFERENCES feed_sports(id),
        champ_id        INTEGER NOT NULL REFERENCES feed_champs(id),
        slug            TEXT NOT NULL CHECK (slug NOT GLOB '*[^a-z0-9-]*'),
        team1           TEXT NOT NULL,
        team2           TEXT NOT NULL,
        team1_slug      TEXT NOT NULL,
        team2_slug      TEXT NOT NULL,
        rating1         REAL NOT NULL,
        rating2         REAL NOT NULL,
        margin          REAL NOT NULL,
        start_at        INTEGER NOT NULL,
        section         TEXT NOT NULL CHECK (section IN ('line', 'live')),
        status          INTEGER NOT NULL CHECK (status BETWEEN 1 AND 4),
        period_no       INTEGER NOT NULL DEFAULT 0,
        period          TEXT,
        time_sec        INTEGER,
        timer_running   INTEGER NOT NULL DEFAULT 0,
        score1          INTEGER,
        score2          INTEGER,
        score_formatted TEXT,
        state           TEXT NOT NULL CHECK (json_valid(state)),
        is_finished     INTEGER NOT NULL DEFAULT 0,
        finished_at     INTEGER,
        is_live_in_live INTEGER NOT NULL DEFAULT 0,
        has_video       INTEGER NOT NULL DEFAULT 0,
        is_synthetic    INTEGER NOT NULL DEFAULT 0,
        is_cyber        INTEGER NOT NULL DEFAULT 0,
        is_top          INTEGER NOT NULL DEFAULT 0,
        is_recommended  INTEGER NOT NULL DEFAULT 0,
        statistic_id    INTEGER,
        markets_count   INTEGER NOT NULL DEFAULT 0,
        version         INTEGER NOT NULL
      );
      CREATE INDEX feed_games_section_status ON feed_games (section, status, start_at);
      CREATE INDEX feed_games_status_start ON feed_games (status, start_at);
      CREATE INDEX feed_games_sport ON feed_games (sport_id);
      CREATE INDEX feed_games_champ ON feed_games (champ_id);
      CREATE INDEX feed_games_version ON feed_games (version);
      CREATE INDEX feed_games_finished ON feed_games (finished_at) WHERE finished_at IS NOT NULL;
      CREATE TABLE feed_markets (
        id            INTEGER PRIMARY KEY,
        game_id       INTEGER NOT NULL REFERENCES feed_games(id) ON DELETE CASCADE,
        kind          INTEGER NOT NULL CHECK (kind BETWEEN 1 AND 7),
        type_id       INTEGER NOT NULL,
        name          TEXT NOT NULL,
        param         REAL,
        is_blocked    INTEGER NOT NULL DEFAULT 0,
        blocked_until INTEGER,
        is_special    INTEGER NOT NULL DEFAULT 0,
        sort          INTEGER NOT NULL,
        version       INTEGER NOT NULL
      );
      CREATE INDEX feed_markets_game ON feed_markets (game_id, kind);
      CREATE INDEX feed_markets_version ON feed_markets (version);
      CREATE INDEX feed_markets_blocked_until ON feed_markets (blocked_until) WHERE blocked_until IS NOT NULL;
      CREATE TABLE feed_odds (
        id         INTEGER PRIMARY KEY,
        market_id  INTEGER NOT NULL REFERENCES feed_markets(id) ON DELETE CASCADE,
        type_id    INTEGER NOT NULL,
        name       TEXT NOT NULL,
        coef       REAL NOT NULL CHECK (coef >= 1.001),
        is_blocked INTEGER NOT NULL DEFAULT 0,
        sort       INTEGER NOT NULL,
        version    INTEGER NOT NULL
      );
      CREATE INDEX feed_odds_market ON feed_odds (market_id);
      CREATE INDEX feed_odds_version ON feed_odds (version);
      CREATE TABLE feed_results (
        game_id         INTEGER PRIMARY KEY,
        sport_id        INTEGER NOT NULL,
        champ_id        INTEGER NOT NULL,
        sport_name      TEXT NOT NULL,
        champ_name      TEXT NOT NULL,
        team1           TEXT NOT NULL,
        team2           TEXT NOT NULL,
        start_at        INTEGER NOT NULL,
        finished_at     INTEGER NOT NULL,
        score1          INTEGER NOT NULL,
        score2          INTEGER NOT NULL,
        score_formatted TEXT NOT NULL,
        type            TEXT NOT NULL CHECK (type IN ('live', 'zone'))
      );
      CREATE INDEX feed_results_finished ON feed_results (finished_at);
      CREATE INDEX feed_results_start ON feed_results (start_at);
      CREATE INDEX feed_results_champ ON feed_results (champ_id);
      CREATE TABLE toto_draws (
        id        INTEGER PRIMARY KEY,
        number    INTEGER NOT NULL UNIQUE,
        status    TEXT NOT NULL CHECK (status IN ('open', 'closed', 'settled')),
        closes_at INTEGER NOT NULL,
        pool      INTEGER NOT NULL,
        jackpot   INTEGER NOT NULL,
        currency  TEXT NOT NULL
      );
      CREATE TABLE toto_events (
        draw_id  INTEGER NOT NULL REFERENCES toto_draws(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        game_id  INTEGER NOT NULL,
        team1    TEXT NOT NULL,
        team2    TEXT NOT NULL,
        start_at INTEGER NOT NULL,
        result   TEXT CHECK (result IN ('1', 'X', '2')),
        PRIMARY KEY (draw_id, position)
      );
      CREATE INDEX toto_events_game ON toto_events (game_id);
      CREATE TABLE lotto_draws (
        id       INTEGER PRIMARY KEY,
        lottery  TEXT NOT NULL,
        name     TEXT NOT NULL,
        pick     INTEGER NOT NULL,
        of       INTEGER NOT NULL,
        draw_at  INTEGER NOT NULL,
        jackpot  INTEGER NOT NULL,
        currency TEXT NOT NULL,
        numbers  TEXT CHECK (numbers IS NULL OR json_valid(numbers))
      );
      CREATE INDEX lotto_draws_draw_at ON lotto_draws (draw_at);
      CREATE INDEX lotto_draws_lottery ON lotto_draws (lottery, draw_at);
    `,
  },
  {
    version: 201,
    name: 'feed-country-names-en',
    sql: `
      ALTER TABLE feed_champs ADD COLUMN country_name_en TEXT;
      UPDATE feed_champs SET country_name_en = CASE country_id
        WHEN 1 THEN 'England'
        WHEN 2 THEN 'Spain'
        WHEN 3 THEN 'Germany'
        WHEN 4 THEN 'Italy'
        WHEN 5 THEN 'Russia'
        WHEN 6 THEN 'USA'
        WHEN 7 THEN 'India'
        WHEN 8 THEN 'Japan'
        WHEN 9 THEN 'South Korea'
        WHEN 10 THEN 'Czechia'
      END
      WHERE country_id IS NOT NULL;
    `,
  },
  {
    version: 202,
    name: 'feed-match-events',
    sql: `
      CREATE TABLE feed_match_events (
        game_id       INTEGER NOT NULL REFERENCES feed_games(id) ON DELETE CASCADE,
        seq           INTEGER NOT NULL CHECK (seq >= 1),
        at            INTEGER NOT NULL,
        type          TEXT NOT NULL,
        team          INTEGER NOT NULL CHECK (team IN (0, 1, 2)),
        period_no     INTEGER NOT NULL,
        clock         INTEGER NOT NULL,
        score1        INTEGER NOT NULL,
        score2        INTEGER NOT NULL,
        period_score1 INTEGER,
        period_score2 INTEGER,
        points        INTEGER,
        zone          TEXT CHECK (zone IS NULL OR zone IN ('defence1', 'middle', 'attack1')),
        detail        TEXT,
        PRIMARY KEY (game_id, seq)
      ) WITHOUT ROWID;
    `,
  },
];
