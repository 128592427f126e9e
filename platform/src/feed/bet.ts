/**
 * Builds the coupon bet (shell spec §3 "Bet in a coupon", platform/src/schemas/bet.ts) from a feed
 * game, market and odd. Pure: the odds button calls it at click time with the current game.
 */
import { isBetLive, type BetInput } from '../schemas/bet';
import type { Game, Market, Odd } from '../schemas/feed';

const pad = (n: number): string => String(n).padStart(2, '0');

/** "dd.MM.yyyy HH:mm" of unix seconds in a fixed UTC offset (global setting `timeZone`, hours). */
export function formatStartDateTime(unixSec: number, timeZoneHours = 3): string {
  const d = new Date((unixSec + timeZoneHours * 3600) * 1000);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

interface BuildBetOptions {
  timeZoneHours?: number;
  /** Multi-bet block (0 is the lobby). */
  blockId?: number;
}

export function buildBet(game: Game, market: Market, odd: Odd, pageType: string, opts: BuildBetOptions = {}): BetInput {
  const betGame = {
    number: game.number,
    isFinished: game.isFinished,
    isLiveInLive: game.isLiveInLive,
    permanentId: game.permanentId,
    statusId: game.statusId,
    startDateTime: game.startAt,
    startDateTimeFormatted: formatStartDateTime(game.startAt, opts.timeZoneHours),
    timeSec: game.timeSec,
  };
  const betMarket = {
    id: odd.id,
    coef: odd.coef,
    sportId: game.sportId,
    typeId: odd.typeId,
    kind: market.kind,
    isLive: game.section === 'live',
    isSpecialCoef: market.isSpecialCoef,
    sportName: game.sportName,
    champName: game.champName,
    gameId: game.id,
    champId: game.champId,
    opponent1Name: game.team1,
    opponent2Name: game.team2,
    marketId: market.id,
    marketName: market.name,
    outcomeName: odd.name,
    param: market.param,
  };
  // The live rule (shell spec §4) decides, not the section alone: a finished game is never live.
  betMarket.isLive = isBetLive({ market: { ...betMarket, isLive: betMarket.isLive }, game: betGame });
  const hasScore = game.score1 !== null && game.score2 !== null;
  return {
    market: betMarket,
    game: betGame,
    blockId: opts.blockId ?? 0,
    statusId: -2,
    additionalType: null,
    typeId: market.typeId,
    sportNameEn: game.sportNameEn,
    champNameEn: game.champNameEn,
    calculatedDateTime: null,
    opponent1Name: game.team1,
    opponent2Name: game.team2,
    fullScore: hasScore ? `${game.score1}:${game.score2}` : null,
    scoreFormatted: game.scoreFormatted,
    status: game.period,
    isBlocked: odd.isBlocked || market.isBlocked,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    expressId: null,
    statisticId: game.statisticId,
    playersDuel: null,
    pageType,
  };
}

/** The market and odd of a game by odd id (null when the game no longer has it). */
export function findOdd(game: Game, oddId: number): { market: Market; odd: Odd } | null {
  for (const market of game.markets) for (const odd of market.odds) if (odd.id === oddId) return { market, odd };
  return null;
}
