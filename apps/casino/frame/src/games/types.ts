/**
 * What a game module gets from the shell (`GameHost`: the init message, texts, formats, and the way
 * to ask for a round or make a move) and what it gives back (`GameUi`: its board, its controls and
 * how it draws a round). `defineGame` pairs a module with its view schema, so the shell hands it only
 * views that fit.
 */
import type * as v from 'valibot';
import type { FrameInit } from '../../../src/contracts/frame-protocol';
import type { Round } from '../../../src/contracts/play';
import type { Formats } from '../format';
import type { Texts } from '../i18n';
import { checkView } from '../views';

export interface GameHost {
  readonly init: FrameInit;
  readonly t: Texts;
  readonly f: Formats;
  /**
   * Checks the stake and asks the page for a round with these choices. False (nothing sent) when the
   * stake is refused (the shell shows why) or a request is already in flight.
   */
  start(params: Readonly<Record<string, unknown>>): boolean;
  /** Sends a move of an open round; false (nothing sent) while a request is in flight. */
  act(roundId: string, step: number, action: string): boolean;
  /** Locks the stake field (an open round keeps its stake) or frees it. */
  lockStake(locked: boolean): void;
  /** Whether the player asked for reduced motion. */
  reducedMotion(): boolean;
}

/** How a round reached the game: a reply to the player's request, or an open round to resume. */
export type RoundSource = 'reply' | 'resume';

export interface GameUi<V> {
  /** The board: reels, wheel, numbers, card. */
  readonly board: HTMLElement;
  /** The play controls (buttons and the game's own inputs), shown under the stake. */
  readonly controls: HTMLElement;
  /** Draws a round; returns what the result line should say about it besides the win ('' for nothing). */
  show(round: Round, view: V, source: RoundSource): string;
  /** Stops timers and animations. */
  dispose?(): void;
}

/** A mounted game, its views checked: `show` answers null (and draws nothing) for a view that does not fit. */
export interface MountedGame {
  readonly board: HTMLElement;
  readonly controls: HTMLElement;
  show(round: Round, source: RoundSource): string | null;
  dispose(): void;
}

export type GameFactory = (host: GameHost) => MountedGame;

export function defineGame<V>(schema: v.GenericSchema<unknown, V>, mount: (host: GameHost) => GameUi<V>): GameFactory {
  return (host) => {
    const ui = mount(host);
    return {
      board: ui.board,
      controls: ui.controls,
      show(round, source) {
        const view = checkView(schema, round.view);
        return view === null ? null : ui.show(round, view, source);
      },
      dispose: () => ui.dispose?.(),
    };
  };
}

/** The minor units per major unit a round uses (its view's stake over its stake), 100 when unknown. */
export function minorPerMajor(round: Round, stakeMinor: number): number {
  if (round.stake <= 0 || stakeMinor <= 0) return 100;
  const ratio = stakeMinor / round.stake;
  const power = Math.round(Math.log10(ratio));
  return Number.isFinite(power) && power >= 0 ? 10 ** power : 100;
}
