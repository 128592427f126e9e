/**
 * The game engines of the demo game provider: pure maths, no I/O. A round is a state machine —
 * `start` (the stake is already debited) then zero or more `act` calls, until a step is `done` with
 * the win. `collect` finishes a round the player walked away from (closed the game, lost the network):
 * the server settles it with what the state is worth at that moment, never less than the player had
 * secured. States are plain JSON (stored with the round). Money is integer minor units; multipliers are
 * integers in hundredths (`x100`), and a win is rounded down once: floor(stake × x100 / 100).
 */
import type * as v from 'valibot';
import type { GameEngine } from '../../casino/ports';

/** A source of uniform random integers in [0, n) (n ≥ 1): crypto in play, seeded in tests. */
export type Rng = (n: number) => number;

export type Step<S> =
  | { done: false; state: S }
  | { done: true; state: S; winMinor: number };

/** One row of the rules card the game frame shows (a paytable line, or a fact such as the RTP). */
export interface RulesRow {
  /** What wins (e.g. "5 × Crown", "8 of 10 hits", "Segment ×5"). */
  label: string;
  /** The multiplier of the stake it pays, ×100 (e.g. 500 for ×5); 0 for facts. */
  x100: number;
  /** The chance of it on one round, 0..1 (omitted where it depends on the player's choice). */
  chance?: number;
}

export interface Engine<P, S, A = never> {
  readonly id: GameEngine;
  /** The stated return to player, 0..1, that a seeded 100 000-round simulation must meet. */
  readonly rtp: number;
  /** The player's choices when the round starts (checked on the server before anything is debited). */
  readonly params: v.GenericSchema<unknown, P>;
  /** The player's moves within a round (engines whose rounds finish in one step accept none). */
  readonly action: v.GenericSchema<unknown, A> | null;
  start(stakeMinor: number, params: P, rng: Rng): Step<S>;
  act(state: S, action: A, rng: Rng): Step<S>;
  /** Finishes an open round without the player (closed game, lost connection, timeout). */
  collect(state: S): Step<S> & { done: true };
  /** What the player may see of a state (the whole state unless it holds something not yet revealed). */
  view(state: S): unknown;
  /** The paytable and facts of the rules card, in English (the frame translates the labels it knows). */
  rules(): readonly RulesRow[];
}

/** Any engine, as the play service holds them (methods are bivariant, so every engine fits). */
export type AnyEngine = Engine<unknown, unknown, unknown>;
