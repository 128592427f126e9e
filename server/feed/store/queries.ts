/**
 * Read side of the feed API: game lists with every GamesQuery filter (split into static filters,
 * which never change for a game, and dynamic ones that depend on status and time), the version
 * delta, one game, and the per-sport / per-championship counts. Rows map to the contract shapes in
 * the reply language: sport, championship and country names from their stored columns; period labels,
 * market and outcome names rendered by names.ts from the stored state, kind, type ids and lines.
 * Every varying value is bound (never written into the SQL), so the statement cache stays small.
 */
import type { Db } from '../../db/open';
import type { Champ, Game, GamesQuery, Market, Odd, Section, Sport, TimeFilter } from '@kickoff/contracts';
import { MarketKinds } from '@kickoff/contracts';
import type { ChampRow } from './catalog';
import { periodLabel } from '../simulator/engine';
import { internationalName, marketName, oddName, type FeedLang } from '../names';
import { sportModelOf, type SportModel } from '../simulator/sport-models';
import { UPCOMING_WINDOW } from '../timing';
import { createStatementCache } from './statement-cache';

interface GameRow {
  id: number;
  number: number;
  permanent_id: number;
  sport_id: number;
  champ_id: number;
  sport_name: string;
  sport_name_en: string;
  sport_key: string;
  sport_slug: string;
  champ_name: string;
  champ_name_en: string;
  champ_slug: string;
  slug: string;
  team1: string;
  team2: string;
  start_at: number;
  section: Section;
  status: 1 | 2 | 3 | 4;
  period_no: number;
  time_sec: number | null;
  timer_running: number;
  score1: number | null;
  score2: number | null;
  score_formatted: string | null;
  is_finished: number;
  is_live_in_live: number;
  has_video: number;
  is_synthetic: number;
  is_top: number;
  is_recommended: number;
  statistic_id: number | null;
  markets_count: number;
  version: number;
}

interface MarketRow {
  id: number;
  game_id: number;
  kind: Market['kind'];
  type_id: number;
  param: number | null;
  is_blocked: number;
  is_special: number;
  version: number;
}

interface OddRow {
  id: number;
  market_id: number;
  type_id: number;
  coef: number;
  is_blocked: number;
  version: number;
}

const GAME_SELECT = `SELECT g.id, g.number, g.permanent_id, g.sport_id, g.champ_id, s.name AS sport_name, s.name_en AS sport_name_en,
  s.key AS sport_key, s.slug AS sport_slug, c.name AS champ_name, c.name_en AS champ_name_en, c.slug AS champ_slug, g.slug, g.team1, g.team2,
  g.start_at, g.section, g.status, g.period_no, g.time_sec, g.timer_running, g.score1, g.score2, g.score_formatted, g.is_finished, g.is_live_in_live,
  g.has_video, g.is_synthetic, g.is_top, g.is_recommended, g.statistic_id, g.markets_count, g.version
  FROM feed_games g JOIN feed_sports s ON s.id = g.sport_id JOIN feed_champs c ON c.id = g.champ_id`;

const ORDER = `ORDER BY (g.section = 'live') DESC, g.start_at, g.id`;
const MAIN_KINDS = [MarketKinds.result, MarketKinds.winner].join(', ');

interface Clause {
  sql: string[];
  params: Array<number | string>;
}

/** Filters that never change for a game (sport, championship, flags, team, ids). */
function staticClause(q: Partial<GamesQuery>, videoAvailable: () => boolean): Clause {
  const sql: string[] = [];
  const params: Array<number | string> = [];
  if (q.sportId !== undefined) {
    sql.push('g.sport_id = ?');
    params.push(q.sportId);
  }
  if (q.champId !== undefined) {
    sql.push('g.champ_id = ?');
    params.push(q.champId);
  }
  // Only with video: the games whose stream plays, so none when no video provider is configured.
  if (q.video === true) sql.push(videoAvailable() ? 'g.has_video = 1' : '0');
  if (q.cyber !== undefined) {
    sql.push('g.is_cyber = ?');
    params.push(q.cyber ? 1 : 0);
  }
  if (q.synthetic !== undefined) {
    sql.push('g.is_synthetic = ?');
    params.push(q.synthetic ? 1 : 0);
  }
  if (q.top === true) sql.push('g.is_top = 1');
  if (q.timeFilter === 6) sql.push('g.is_recommended = 1');
  if (q.team !== undefined) {
    sql.push('(g.team1 = ? COLLATE NOCASE OR g.team2 = ? COLLATE NOCASE OR g.team1_slug = ? OR g.team2_slug = ?)');
    const slug = q.team.toLowerCase();
    params.push(q.team, q.team, slug, slug);
  }
  if (q.ids !== undefined) {
    sql.push('g.id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(q.ids));
  }
  return { sql, params };
}

/** Filters on status and time: the section, the time filter, finished games only for `ids` lists. */
function dynamicClause(q: Partial<GamesQuery>, now: number): Clause {
  const sql: string[] = [];
  const params: Array<number | string> = [];
  // Finished games (status 4) only for `ids` lists; otherwise the last status repeats 3.
  const lastStatus = q.ids !== undefined ? 4 : 3;
  if (q.section === 'line') {
    sql.push("g.section = 'line' AND g.status = 1");
  } else if (q.section === 'live') {
    sql.push("g.section = 'live' AND g.status IN (2, 3, ?)");
    params.push(lastStatus);
  } else {
    sql.push('g.status IN (1, 2, 3, ?)');
    params.push(lastStatus);
  }
  const filter: TimeFilter = q.timeFilter ?? 0;
  if (filter === 1) {
    sql.push("((g.section = 'line' AND g.start_at <= ?) OR (g.section = 'live' AND g.status IN (2, 3) AND g.period_no <= 1))");
    params.push(now + UPCOMING_WINDOW);
  } else if (filter === 2 || filter === 3) {
    sql.push("g.section = 'live' AND g.status IN (2, 3) AND g.period_no = ?");
    params.push(filter === 2 ? 1 : 2);
  }
  return { sql, params };
}

const join = (...clauses: Clause[]): Clause => ({ sql: clauses.flatMap((c) => c.sql), params: clauses.flatMap((c) => c.params) });
const where = (c: Clause): string => (c.sql.length > 0 ? `WHERE ${c.sql.join(' AND ')}` : '');

export interface GamesPage {
  full: boolean;
  games: Game[];
  removed: number[];
}

export interface FeedQueries {
  /** The list for a query: full, or (with a servable `since`) the delta. */
  games(q: GamesQuery, now: number, version: number, minDeltaVersion: number, lang: FeedLang): GamesPage;
  /** One game with all markets (or, with `since`, the markets changed after it); null when unknown. */
  game(id: number, since: number | null, lang: FeedLang): Game | null;
  sports(q: Partial<GamesQuery>, now: number, lang: FeedLang): Sport[];
  champs(q: Partial<GamesQuery>, now: number, lang: FeedLang): Champ[];
  /** Countries of the championships (already in the reply language) in display order. */
  countries(champs: readonly Champ[], lang: FeedLang): Array<{ countryId: number | null; countryName: string; champIds: number[] }>;
  champ(id: number): { id: number; name: string; nameEn: string; hasDraw: boolean } | null;
  /** Prepared statements held (bounded: one per query shape). */
  preparedStatements(): number;
}

/** The model of a game row's sport (a row of an unknown sport is a server bug). */
function modelOfRow(r: Pick<GameRow, 'id' | 'sport_key'>): SportModel {
  const model = sportModelOf(r.sport_key);
  if (!model) throw new Error(`feed_games ${r.id}: unknown sport ${r.sport_key}`);
  return model;
}

/** Whether `since` can be answered with a delta. */
export const canDelta = (since: number | undefined, version: number, minDeltaVersion: number): since is number =>
  since !== undefined && since > 0 && since >= minDeltaVersion && since <= version;

/**
 * `videoAvailable`: whether a video provider streams the games flagged with video (the media service says; without
 * one, no game has video and the only-with-video filter lists none).
 */
export function createFeedQueries(db: Db, videoAvailable: () => boolean = () => true): FeedQueries {
  const cache = createStatementCache(db);
  const prepared = <R>(sql: string) => cache.get<R>(sql);

  const marketsFor = (games: readonly GameRow[], opts: { mainOnly: boolean; since: number | null; lang: FeedLang }): Map<number, Market[]> => {
    const out = new Map<number, Market[]>();
    if (games.length === 0) return out;
    const gameById = new Map(games.map((g) => [g.id, g]));
    const conditions = ['m.game_id IN (SELECT value FROM json_each(?))'];
    const params: Array<number | string> = [JSON.stringify(games.map((g) => g.id))];
    if (opts.mainOnly) conditions.push(`m.kind IN (${MAIN_KINDS})`);
    if (opts.since !== null) {
      conditions.push('m.version > ?');
      params.push(opts.since);
    }
    const marketRows = prepared<MarketRow>(
      `SELECT m.id, m.game_id, m.kind, m.type_id, m.param, m.is_blocked, m.is_special, m.version FROM feed_markets m
       WHERE ${conditions.join(' AND ')} ORDER BY m.game_id, m.sort, m.id`,
    ).all(...params);
    if (marketRows.length === 0) return out;
    const oddRows = prepared<OddRow>(
      'SELECT o.id, o.market_id, o.type_id, o.coef, o.is_blocked, o.version FROM feed_odds o WHERE o.market_id IN (SELECT value FROM json_each(?)) ORDER BY o.market_id, o.sort, o.id',
    ).all(JSON.stringify(marketRows.map((m) => m.id)));
    const oddsByMarket = new Map<number, OddRow[]>();
    for (const odd of oddRows) {
      const list = oddsByMarket.get(odd.market_id);
      if (list) list.push(odd);
      else oddsByMarket.set(odd.market_id, [odd]);
    }
    for (const m of marketRows) {
      const game = gameById.get(m.game_id);
      if (!game) continue;
      const blocked = m.is_blocked === 1;
      const naming = { kind: m.kind, typeId: m.type_id, param: m.param };
      const odds: Odd[] = (oddsByMarket.get(m.id) ?? []).map((o) => ({
        id: o.id,
        marketId: o.market_id,
        typeId: o.type_id,
        name: oddName(opts.lang, naming, o.type_id, game),
        coef: o.coef,
        isBlocked: blocked || o.is_blocked === 1,
        version: o.version,
      }));
      const market: Market = {
        id: m.id,
        gameId: m.game_id,
        kind: m.kind,
        typeId: m.type_id,
        name: marketName(opts.lang, naming, modelOfRow(game)),
        param: m.param,
        isBlocked: blocked,
        isSpecialCoef: m.is_special === 1,
        odds,
        version: m.version,
      };
      const list = out.get(m.game_id);
      if (list) list.push(market);
      else out.set(m.game_id, [market]);
    }
    return out;
  };

  const toGame = (r: GameRow, markets: Market[], lang: FeedLang): Game => ({
    id: r.id,
    number: r.number,
    permanentId: r.permanent_id,
    sportId: r.sport_id,
    champId: r.champ_id,
    sportName: lang === 'en' ? r.sport_name_en : r.sport_name,
    sportNameEn: r.sport_name_en,
    sportSlug: r.sport_slug,
    champName: lang === 'en' ? r.champ_name_en : r.champ_name,
    champNameEn: r.champ_name_en,
    champSlug: r.champ_slug,
    slug: r.slug,
    team1: r.team1,
    team2: r.team2,
    startAt: r.start_at,
    section: r.section,
    statusId: r.status,
    period: periodLabel(modelOfRow(r), { status: r.status, periodNo: r.period_no }, lang),
    timeSec: r.time_sec,
    isTimerRunning: r.timer_running === 1,
    score1: r.score1,
    score2: r.score2,
    scoreFormatted: r.score_formatted,
    isFinished: r.is_finished === 1,
    isLiveInLive: r.is_live_in_live === 1,
    hasVideo: r.has_video === 1 && videoAvailable(),
    isSynthetic: r.is_synthetic === 1,
    isTop: r.is_top === 1,
    isRecommended: r.is_recommended === 1,
    statisticId: r.statistic_id,
    version: r.version,
    markets,
    marketsCount: r.markets_count,
  });

  const withMarkets = (rows: GameRow[], opts: { mainOnly: boolean; since: number | null; lang: FeedLang }): Game[] => {
    const markets = marketsFor(rows, opts);
    return rows.map((r) => toGame(r, markets.get(r.id) ?? [], opts.lang));
  };

  const counts = (column: 'sport_id' | 'champ_id', q: Partial<GamesQuery>, now: number): Map<number, number> => {
    const clause = join(staticClause(q, videoAvailable), dynamicClause(q, now));
    const rows = prepared<{ id: number; n: number }>(`SELECT g.${column} AS id, count(*) AS n FROM feed_games g ${where(clause)} GROUP BY g.${column}`).all(
      ...clause.params,
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  };

  return {
    games(q, now, version, minDeltaVersion, lang) {
      const full = join(staticClause(q, videoAvailable), dynamicClause(q, now));
      // LIMIT -1: no limit.
      const limit = q.limit ?? -1;
      if (!canDelta(q.since, version, minDeltaVersion)) {
        const rows = prepared<GameRow>(`${GAME_SELECT} ${where(full)} ${ORDER} LIMIT ?`).all(...full.params, limit);
        return { full: true, games: withMarkets(rows, { mainOnly: true, since: null, lang }), removed: [] };
      }
      const since = q.since;
      const listIds = prepared<{ id: number }>(`SELECT g.id FROM feed_games g ${where(full)} ${ORDER} LIMIT ?`)
        .all(...full.params, limit)
        .map((r) => r.id);
      const inList = new Set(listIds);
      const stat = staticClause(q, videoAvailable);
      const changedClause = join({ sql: ['g.version > ?'], params: [since] }, stat);
      const changed = prepared<{ id: number; status: number }>(`SELECT g.id, g.status FROM feed_games g ${where(changedClause)}`).all(
        ...changedClause.params,
      );
      const changedInList = changed.filter((r) => inList.has(r.id)).map((r) => r.id);
      // A game still in the line never left a list: time only brings line games into the windows.
      const removed = changed
        .filter((r) => !inList.has(r.id) && r.status !== 1)
        .map((r) => r.id)
        .sort((a, b) => a - b);
      if (changedInList.length === 0) return { full: false, games: [], removed };
      const rows = prepared<GameRow>(`${GAME_SELECT} WHERE g.id IN (SELECT value FROM json_each(?)) ${ORDER}`).all(JSON.stringify(changedInList));
      return { full: false, games: withMarkets(rows, { mainOnly: true, since, lang }), removed };
    },

    game(id, since, lang) {
      const row = prepared<GameRow>(`${GAME_SELECT} WHERE g.id = ?`).get(id);
      if (!row) return null;
      return withMarkets([row], { mainOnly: false, since, lang })[0] ?? null;
    },

    sports(q, now, lang) {
      const byId = counts('sport_id', q, now);
      const rows = prepared<{ id: number; slug: string; name: string; name_en: string; cyber_type: 'real' | 'synthetic' | null }>(
        'SELECT id, slug, name, name_en, cyber_type FROM feed_sports ORDER BY sort, id',
      ).all();
      return rows
        .filter((r) => (byId.get(r.id) ?? 0) > 0)
        .map((r) => ({
          id: r.id,
          slug: r.slug,
          name: lang === 'en' ? r.name_en : r.name,
          nameEn: r.name_en,
          isCyber: r.cyber_type !== null,
          cyberType: r.cyber_type,
          gamesCount: byId.get(r.id) ?? 0,
        }));
    },

    champs(q, now, lang) {
      const byId = counts('champ_id', q, now);
      const rows = prepared<Omit<ChampRow, 'sort' | 'top_chance' | 'has_standings'>>('SELECT id, sport_id, slug, name, name_en, country_id, country_name, country_name_en, page_type FROM feed_champs ORDER BY sort, id').all();
      return rows
        .filter((r) => (byId.get(r.id) ?? 0) > 0)
        .map((r) => ({
          id: r.id,
          sportId: r.sport_id,
          slug: r.slug,
          name: lang === 'en' ? r.name_en : r.name,
          nameEn: r.name_en,
          countryId: r.country_id,
          countryName: lang === 'en' ? (r.country_name_en ?? r.country_name) : r.country_name,
          pageType: r.page_type,
          gamesCount: byId.get(r.id) ?? 0,
        }));
    },

    countries(champs, lang) {
      const groups = new Map<string, { countryId: number | null; countryName: string; champIds: number[] }>();
      for (const champ of champs) {
        const key = champ.countryId === null ? 'intl' : String(champ.countryId);
        let group = groups.get(key);
        if (!group) {
          group = { countryId: champ.countryId, countryName: champ.countryName ?? internationalName(lang), champIds: [] };
          groups.set(key, group);
        }
        group.champIds.push(champ.id);
      }
      return [...groups.values()];
    },

    champ(id) {
      const row = prepared<{ id: number; name: string; name_en: string; key: string }>(
        'SELECT c.id, c.name, c.name_en, s.key FROM feed_champs c JOIN feed_sports s ON s.id = c.sport_id WHERE c.id = ?',
      ).get(id);
      if (!row) return null;
      return { id: row.id, name: row.name, nameEn: row.name_en, hasDraw: sportModelOf(row.key)?.hasDraw ?? false };
    },

    preparedStatements: () => cache.size,
  };
}
