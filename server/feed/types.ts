/** In-memory records of the feed (what the generator builds, the simulator changes and the store writes). */
import type { MarketKind, Section } from '@kickoff/contracts';
import type { MatchState } from './simulator/engine';
import type { SportKey } from './simulator/sport-models';

export interface OddRecord {
  id: number;
  marketId: number;
  typeId: number;
  name: string;
  coef: number;
  isBlocked: boolean;
  sort: number;
}

export interface MarketRecord {
  id: number;
  gameId: number;
  kind: MarketKind;
  typeId: number;
  name: string;
  param: number | null;
  isBlocked: boolean;
  /** Simulated time when a temporary block (after a goal) ends; null: no temporary block. */
  blockedUntil: number | null;
  isSpecial: boolean;
  sort: number;
  odds: OddRecord[];
}

export interface GameRecord {
  id: number;
  number: number;
  permanentId: number;
  sportId: number;
  sportKey: SportKey;
  champId: number;
  slug: string;
  team1: string;
  team2: string;
  team1Slug: string;
  team2Slug: string;
  /** Hidden strengths (never sent). */
  rating1: number;
  rating2: number;
  /** Bookmaker margin of this game's markets. */
  margin: number;
  startAt: number;
  section: Section;
  state: MatchState;
  finishedAt: number | null;
  isLiveInLive: boolean;
  hasVideo: boolean;
  isSynthetic: boolean;
  isCyber: boolean;
  isTop: boolean;
  isRecommended: boolean;
  statisticId: number | null;
  markets: MarketRecord[];
}

export interface SportRecord {
  id: number;
  key: SportKey;
  slug: string;
  name: string;
  nameEn: string;
  cyberType: 'real' | 'synthetic' | null;
  sort: number;
}

export interface ChampRecord {
  id: number;
  sportId: number;
  slug: string;
  name: string;
  nameEn: string;
  countryId: number | null;
  countryName: string | null;
  countryNameEn: string | null;
  pageType: string | null;
  sort: number;
  topChance: number;
  hasStandings: boolean;
  /** Live plus line games the simulator keeps for this championship. */
  targetGames: number;
}

export interface TeamRecord {
  id: number;
  champId: number;
  name: string;
  slug: string;
  rating: number;
}

export interface ResultRecord {
  gameId: number;
  sportId: number;
  champId: number;
  sportName: string;
  champName: string;
  team1: string;
  team2: string;
  startAt: number;
  finishedAt: number;
  score1: number;
  score2: number;
  scoreFormatted: string;
  type: 'live' | 'zone';
}

export type TotoResult = '1' | 'X' | '2';

export interface TotoEventRecord {
  gameId: number;
  team1: string;
  team2: string;
  startAt: number;
  result: TotoResult | null;
}

export interface TotoDrawRecord {
  id: number;
  number: number;
  status: 'open' | 'closed' | 'settled';
  closesAt: number;
  pool: number;
  jackpot: number;
  currency: string;
  events: TotoEventRecord[];
}

export interface LottoDrawRecord {
  id: number;
  lottery: string;
  name: string;
  pick: number;
  of: number;
  drawAt: number;
  jackpot: number;
  currency: string;
  numbers: number[] | null;
}

/** Counters and clocks kept in feed_state. */
export interface FeedCounters {
  /** Simulated clock, unix seconds. */
  simNow: number;
  /** PRNG state of the simulator. */
  rng: number;
  nextGameId: number;
  nextMarketId: number;
  nextOddId: number;
  nextTotoId: number;
  nextLottoId: number;
  /** Live games the simulator keeps running. */
  liveTarget: number;
  /** Line games (starting later than the soon window) the simulator keeps. */
  lineTarget: number;
}

export interface FeedData {
  sports: SportRecord[];
  champs: ChampRecord[];
  teams: TeamRecord[];
  games: GameRecord[];
  results: ResultRecord[];
  totoDraws: TotoDrawRecord[];
  lottoDraws: LottoDrawRecord[];
  counters: FeedCounters;
}
