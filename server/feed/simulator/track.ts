/**
 * The match events' tracker state, kept in the game's engine state (`MatchState.track`, stored with
 * it in `feed_games.state`): who has the ball, who serves, how many cards, substitutions and time-outs
 * each side has used, and the last event seq appended for the game. Optional: games played before the
 * events existed (or seeded ones) start without it and get a fresh tracker on their next step.
 */
import * as v from 'valibot';

export interface TrackState {
  /** Last event seq appended for this game (the game's event version). */
  seq: number;
  /** Team in possession (football, hockey, basketball, handball): 0 unknown, 1 or 2. */
  hold: 0 | 1 | 2;
  /** Tennis: team serving the current game; 0 before the first serve. */
  server: 0 | 1 | 2;
  yellow: [number, number];
  red: [number, number];
  subs: [number, number];
  /** Time-outs taken this game and in the current period. */
  timeouts: [number, number];
  periodTimeouts: [number, number];
}

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Pair = v.tuple([Count, Count]);
export const TrackSchema = v.object({
  seq: Count,
  hold: v.picklist([0, 1, 2] as const),
  server: v.picklist([0, 1, 2] as const),
  yellow: Pair,
  red: Pair,
  subs: Pair,
  timeouts: Pair,
  periodTimeouts: Pair,
});

export const newTrack = (): TrackState => ({ seq: 0, hold: 0, server: 0, yellow: [0, 0], red: [0, 0], subs: [0, 0], timeouts: [0, 0], periodTimeouts: [0, 0] });

export const cloneTrack = (t: TrackState): TrackState => ({
  ...t,
  yellow: [t.yellow[0], t.yellow[1]],
  red: [t.red[0], t.red[1]],
  subs: [t.subs[0], t.subs[1]],
  timeouts: [t.timeouts[0], t.timeouts[1]],
  periodTimeouts: [t.periodTimeouts[0], t.periodTimeouts[1]],
});
