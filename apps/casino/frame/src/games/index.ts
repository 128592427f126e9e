/** The game modules, by the engine a catalogue game plays on. */
import type { FrameInit } from '../../../src/contracts/frame-protocol';
import { cardsGame } from './cards';
import { crashGame } from './crash';
import { kenoGame } from './keno';
import { slotGame } from './slot';
import type { GameFactory } from './types';
import { wheelGame } from './wheel';

/** An engine id, as the init message names it. */
export type GameEngine = FrameInit['game']['engine'];

export const GAMES: Readonly<Record<GameEngine, GameFactory>> = {
  slot: slotGame,
  crash: crashGame,
  wheel: wheelGame,
  keno: kenoGame,
  cards: cardsGame,
};
