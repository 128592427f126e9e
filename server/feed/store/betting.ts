/**
 * What the wallet reads of the feed to accept and settle bets: an odd with its market and game (is
 * it open, at what coefficient, and what it is on: the game's permanent id, teams, start, sport,
 * championship, market and outcome names in both reply languages), and a finished game's facts (final score from `feed_results`, the
 * first scorer and the early finish from the game's state while the game is still stored).
 */
import type { MarketKind } from '@kickoff/contracts';
import type { Db } from '../../db/open';
import { marketName, oddName, type FeedLang } from '../names';
import { sportModelOf } from '../simulator/sport-models';

/** The names of what a bet is on, in one reply language. */
export interface OddNames {
  sportName: string;
  champName: string;
  marketName: string;
  outcomeName: string;
}

export interface PlacingOdd {
  oddId: number;
  coef: number;
  oddTypeId: number;
  oddBlocked: boolean;
  marketId: number;
  marketTypeId: number;
  marketKind: number;
  param: number | null;
  marketBlocked: boolean;
  gameId: number;
  /** Game status 1 line, 2 live, 3 break, 4 finished. */
  gameStatus: number;
  gameFinished: boolean;
  permanentId: number;
  team1: string;
  team2: string;
  /** Unix seconds. */
  startAt: number;
  /** Live when placed (shell spec §4): game status 2 or 3, a running timer or live-in-live. */
  isLive: boolean;
  /** The names in each reply language of the feed. */
  names: Readonly<Record<FeedLang, OddNames>>;
}

export interface FinishedGame {
  gameId: number;
  score1: number;
  score2: number;
  /** 0 nobody scored, 1 team 1, 2 team 2; null when the game is no longer stored. */
  firstScorer: number | null;
  /** Finished early (fights); null when the game is no longer stored. */
  early: boolean | null;
}

export interface BettingStore {
  /** The odds of these ids that exist (any order). */
  odds(ids: readonly number[]): PlacingOdd[];
  /** The finished games among these ids (those with a result row). */
  finished(gameIds: readonly number[]): FinishedGame[];
  /** The coefficients of every outcome of each market (what a derived price normalises over: ../../wallet/placing/price.ts). */
  marketCoefs(marketIds: readonly number[]): ReadonlyMap<number, readonly number[]>;
}

interface OddRow {
  odd_id: number;
  coef: number;
  odd_type_id: number;
  odd_blocked: number;
  market_id: number;
  market_type_id: number;
  /** The table's CHECK keeps it within the contract's kinds. */
  kind: MarketKind;
  param: number | null;
  market_blocked: number;
  game_id: number;
  status: number;
  is_finished: number;
  permanent_id: number;
  team1: string;
  team2: string;
  start_at: number;
  timer_running: number;
  is_live_in_live: number;
  sport_key: string;
  sport_name: string;
  sport_name_en: string;
  champ_name: string;
  champ_name_en: string;
}

interface FinishedRow {
  game_id: number;
  score1: number;
  score2: number;
  first_scorer: number | null;
  early: number | null;
}

/** Names rendered the way the feed API renders them (server/feed/names.ts), from language-neutral data. */
function namesOf(lang: FeedLang, row: OddRow): OddNames {
  const market = { kind: row.kind, typeId: row.market_type_id, param: row.param };
  const model = sportModelOf(row.sport_key);
  return {
    sportName: lang === 'en' ? row.sport_name_en : row.sport_name,
    champName: lang === 'en' ? row.champ_name_en : row.champ_name,
    marketName: model ? marketName(lang, market, model) : '',
    outcomeName: oddName(lang, market, row.odd_type_id, row),
  };
}

export function createBettingStore(db: Db): BettingStore {
  const odd = db.prepare<[number], OddRow>(`SELECT o.id AS odd_id, o.coef, o.type_id AS odd_type_id, o.is_blocked AS odd_blocked,
      m.id AS market_id, m.type_id AS market_type_id, m.kind, m.param, m.is_blocked AS market_blocked, g.id AS game_id, g.status, g.is_finished,
      g.permanent_id, g.team1, g.team2, g.start_at, g.timer_running, g.is_live_in_live,
      s.key AS sport_key, s.name AS sport_name, s.name_en AS sport_name_en, c.name AS champ_name, c.name_en AS champ_name_en
    FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id JOIN feed_games g ON g.id = m.game_id
      JOIN feed_sports s ON s.id = g.sport_id JOIN feed_champs c ON c.id = g.champ_id WHERE o.id = ?`);
  const finished = db.prepare<[number], FinishedRow>(`SELECT r.game_id, r.score1, r.score2,
      json_extract(g.state, '$.firstScorer') AS first_scorer, json_extract(g.state, '$.early') AS early
    FROM feed_results r LEFT JOIN feed_games g ON g.id = r.game_id WHERE r.game_id = ?`);
  const marketCoefs = db.prepare<[number], { coef: number }>('SELECT coef FROM feed_odds WHERE market_id = ? ORDER BY id');
  return {
    marketCoefs: (marketIds) => new Map([...new Set(marketIds)].map((id) => [id, marketCoefs.all(id).map((row) => row.coef)])),
    odds: (ids) =>
      ids.flatMap((id) => {
        const row = odd.get(id);
        if (!row) return [];
        return [{
          oddId: row.odd_id,
          coef: row.coef,
          oddTypeId: row.odd_type_id,
          oddBlocked: row.odd_blocked !== 0,
          marketId: row.market_id,
          marketTypeId: row.market_type_id,
          marketKind: row.kind,
          param: row.param,
          marketBlocked: row.market_blocked !== 0,
          gameId: row.game_id,
          gameStatus: row.status,
          gameFinished: row.is_finished !== 0,
          permanentId: row.permanent_id,
          team1: row.team1,
          team2: row.team2,
          startAt: row.start_at,
          isLive: row.status === 2 || row.status === 3 || row.timer_running !== 0 || row.is_live_in_live !== 0,
          names: { ru: namesOf('ru', row), en: namesOf('en', row) },
        }];
      }),
    finished: (gameIds) =>
      gameIds.flatMap((id) => {
        const row = finished.get(id);
        if (!row) return [];
        return [{
          gameId: row.game_id,
          score1: row.score1,
          score2: row.score2,
          firstScorer: row.first_scorer,
          early: row.early === null ? null : row.early !== 0,
        }];
      }),
  };
}
