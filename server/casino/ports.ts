/**
 * What the casino services tell each other, without importing each other's code:
 *
 * - the catalogue service (`server/casino/`) decorates `app.casinoCatalog`: the game behind a game id;
 * - the play service (`server/casino-play/`, the demo game provider) looks games up there, runs the
 *   rounds on the wallet ledger, and decorates `app.casinoRounds`: every settled real-money round;
 * - the promotions service (`server/promotions/`) listens to settled rounds (tournament leaderboards,
 *   club points).
 *
 * Services are registered in that order (server/services.ts).
 */

/** The game engines the demo game provider runs; every catalogue game plays on one of them. */
export const GAME_ENGINES = ['slot', 'crash', 'wheel', 'keno', 'cards'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/**
 * The return to player each engine states (its rules card says it, the catalogue shows it, and the
 * engines' tests check a seeded 100 000-round simulation against it).
 */
export const ENGINE_RTP: Readonly<Record<GameEngine, number>> = { slot: 0.96, crash: 0.97, wheel: 0.96, keno: 0.95, cards: 0.97 };

/** A catalogue game as the play service needs it. */
export interface CatalogGame {
  id: number;
  name: string;
  /** The route segment of its page. */
  slug: string;
  /** The catalogue section (casino route) it is listed in. */
  section: string;
  live: boolean;
  /** Its tile's hue (0..359). */
  hue: number;
  /** The provider's slug (`providers/{provider}`). */
  provider: string;
  engine: GameEngine;
  /** Stake bounds in major units of the player's currency (a fun-mode round uses the same bounds). */
  minStake: number;
  maxStake: number;
  /** Whether a guest may play it with fun money. */
  funMode: boolean;
}

export interface CasinoCatalog {
  game(id: number): CatalogGame | undefined;
  /** The games of a section, by id. */
  inSection(section: string): CatalogGame[];
  /** Records a round of a game (its popularity, and the player's recently played list when signed in). */
  played(gameId: number, userId: number | null, at: number): void;
}

/** A real-money round the play service settled (stake debited, win credited on the ledger). */
export interface SettledRound {
  roundId: string;
  userId: number;
  gameId: number;
  currency: string;
  /** Integer minor units. */
  stakeMinor: number;
  winMinor: number;
  /** Milliseconds since the epoch (server clock). */
  settledAt: number;
}

export interface CasinoRounds {
  /** Called inside the round's settling transaction; a listener must not throw. */
  onSettled(listener: (round: SettledRound) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The casino catalogue (casino service). */
    casinoCatalog: CasinoCatalog;
    /** Settled real-money rounds (casino-play service). */
    casinoRounds: CasinoRounds;
  }
}
