/**
 * `app.feed.onGamesSettled(listener)`: the feed calls its listeners after each simulator step that
 * finished games (timer pump, test-API tick, test-API finish), after the step's transaction committed.
 * A listener that throws is logged and does not stop the others or the simulator.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface GamesSettled {
  /** How many games the step finished (0 for a test-API finish of one game: then `gameIds` says which). */
  finished: number;
  gameIds?: readonly number[];
}

export type GamesSettledListener = (event: GamesSettled) => void;

export interface FeedApi {
  onGamesSettled(listener: GamesSettledListener): void;
}

export interface FeedEvents extends FeedApi {
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
