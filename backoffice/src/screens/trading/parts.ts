/**
 * The trading screen's pure parts: which part a path shows (the VIP queue at /backoffice/trading, the
 * liability view at /backoffice/trading/liability), and how a bet and an outcome read in a cell.
 */
import type { EventWire } from '../../contracts/trading';

export const TRADING_PARTS = ['queue', 'liability'] as const;
export type TradingPart = (typeof TRADING_PARTS)[number];

/** The path segment after /backoffice/trading/ of each part ('' for the queue). */
const SEGMENT: Readonly<Record<TradingPart, string>> = { queue: '', liability: 'liability' };

/** The part a `rest` segment shows; null: no such part. */
export function tradingPart(rest: string | null): TradingPart | null {
  if (rest === null || rest === '') return 'queue';
  return TRADING_PARTS.find((part) => SEGMENT[part] === rest) ?? null;
}

export const tradingPartSegment = (part: TradingPart): string => SEGMENT[part];

/** "Team 1 – Team 2" (one name when the other is unknown). */
export function eventName(event: Pick<EventWire, 'team1' | 'team2' | 'gameId'>): string {
  const teams = [event.team1, event.team2].filter((name) => name !== '');
  return teams.length > 0 ? teams.join(' – ') : `#${event.gameId}`;
}

/** "Match result: 1" or "Total: Over (2.5)". */
export function selectionName(bet: { market: string; outcome: string; param: number | null }): string {
  const outcome = bet.param === null ? bet.outcome : `${bet.outcome} (${bet.param})`;
  return bet.market === '' ? outcome : `${bet.market}: ${outcome}`;
}
