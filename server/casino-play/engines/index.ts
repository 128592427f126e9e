/**
 * The game engines of the demo game provider, by the engine id a catalogue game names.
 */
import type { GameEngine } from '../../casino/ports';
import { cardsEngine } from './cards';
import { crashEngine } from './crash';
import { kenoEngine } from './keno';
import { slotEngine } from './slot';
import type { AnyEngine } from './types';
import { wheelEngine } from './wheel';

/** Every engine, by id. */
export const ENGINES: Readonly<Record<GameEngine, AnyEngine>> = {
  slot: slotEngine,
  crash: crashEngine,
  wheel: wheelEngine,
  keno: kenoEngine,
  cards: cardsEngine,
};

/** The engine a catalogue game plays on. */
export function engineOf(id: GameEngine): AnyEngine {
  return ENGINES[id];
}
