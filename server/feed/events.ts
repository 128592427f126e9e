/**
 * `app.feed.onGamesSettled(listener)`: the feed calls its listeners after each simulator step that
 * finished games (timer pump, test-API tick, test-API finish), after the step's transaction committed.
 * A listener that throws is logged and does not stop the others or the simulator.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TotoDrawRecord } from './types';

export interface GamesSettled {
  /** How many games the step finished (0 for a test-API finish of one game: then `gameIds` says which). */
  finished: number;
  gameIds?: readonly number[];
}

export type GamesSettledListener = (event: GamesSettled) => void;

/**
 * Counts the winning coupons (every result right) of a settled toto draw from real coupons; undefined
 * when nobody played the draw (the feed then derives the count, simulator/toto.ts `totoWinners`).
 */
export type TotoWinnersCounter = (draw: TotoDrawRecord) => number | undefined;

export interface FeedApi {
  onGamesSettled(listener: GamesSettledListener): void;
  /** The wallet's toto coupons count the winners of the draws they were placed on (one counter; a later call replaces it). */
  countTotoWinners(counter: TotoWinnersCounter): void;
}

export interface FeedEvents {
  onGamesSettled(listener: GamesSettledListener): void;
  emitGamesSettled(event: GamesSettled): void;
}

export function createFeedEvents(log: FastifyBaseLogger): FeedEvents {
  const listeners: GamesSettledListener[] = [];
  return {
    onGamesSettled: (listener) => void listeners.push(listener),
    emitGamesSettled(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error }, 'games-settled listener failed');
        }
      }
    },
  };
}
