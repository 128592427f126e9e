/**
 * The wire schema of a game's match events (issue 27): `GET /web-api/feed/games/:id/events?since=<seq>`
 * (server/feed/routes/match-events.ts, docs/api.md "Match events"). Not part of the platform contract yet,
 * so the betting app keeps its own copy and validates every reply with it; tests/betting/match-events-contract.test.ts
 * parses real server replies with it and checks the event types against the simulator's list.
 *
 * The shape is checked by hand (`isMatchEventsReply`) and wrapped as a valibot schema, so the API client
 * validates it like every other reply (see the note above the checks).
 *
 * `type` is kept open (any string): a type the server adds later shows as a neutral line instead of
 * breaking the tracker; the known ones are MATCH_EVENT_TYPES.
 */
import { $language, api } from '@kickoff/platform';
import { checkedSchema, isObject } from '../lib/checked-schema';

export const MATCH_EVENT_TYPES = [
  'period_start',
  'period_end',
  'match_end',
  'goal',
  'score',
  'game',
  'point',
  'set',
  'round',
  'kill',
  'win',
  'possession',
  'attack',
  'dangerous_attack',
  'shot_on_target',
  'shot_off_target',
  'corner',
  'yellow_card',
  'red_card',
  'substitution',
  'penalty',
  'foul',
  'timeout',
  'serve',
  'break',
] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];

/** The ball's zone relative to team 1's goal. */
export const ZONES = ['defence1', 'middle', 'attack1'] as const;
export type Zone = (typeof ZONES)[number];

export interface MatchEvent {
  /** 1, 2, … per game. */
  seq: number;
  /** Simulated unix time, seconds. */
  at: number;
  /** One of MATCH_EVENT_TYPES, or a type added later (shown as a neutral line). */
  type: string;
  /** 1 or 2; 0 for neutral events (period start and end, a drawn match's end). */
  team: 0 | 1 | 2;
  periodNo: number;
  /** Whole seconds into the period. */
  clock: number;
  /** The match score after the event. */
  score: [number, number];
  /** Set sports: games or points of the current set after the event. */
  periodScore?: [number, number];
  /** `score` events: the points scored. */
  points?: number;
  zone?: Zone;
  /** Tennis point: the game score after it (`30:15`, `A:40`); MMA win: `early` or `decision`. */
  detail?: string;
}

export interface MatchEventsReply {
  gameId: number;
  /** The game's last event seq (0 without events). */
  version: number;
  /** True: `events` is every event of the game and replaces what the client holds. */
  full: boolean;
  /** Ascending by seq: those after `since` (all of them when `full`). */
  events: MatchEvent[];
  /** Per-team statistics of the whole game, by key (`possession`, `shotsOnTarget`, ...). */
  stats: Record<string, [number, number]>;
}

// The checks are written out rather than built from valibot's functions: ../lib/checked-schema.ts says why.
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isPair = (x: unknown): x is [number, number] => Array.isArray(x) && x.length === 2 && isCount(x[0]) && isCount(x[1]);
const optional = (o: Record<string, unknown>, key: string, check: (x: unknown) => boolean): boolean => o[key] === undefined || check(o[key]);

/** Whether `x` is a match event of the wire format. */
export function isMatchEvent(x: unknown): x is MatchEvent {
  return (
    isObject(x) &&
    isCount(x['seq']) &&
    x['seq'] >= 1 &&
    typeof x['at'] === 'number' &&
    typeof x['type'] === 'string' &&
    (x['team'] === 0 || x['team'] === 1 || x['team'] === 2) &&
    isCount(x['periodNo']) &&
    isCount(x['clock']) &&
    isPair(x['score']) &&
    optional(x, 'periodScore', isPair) &&
    optional(x, 'points', isCount) &&
    optional(x, 'zone', (z) => (ZONES as readonly unknown[]).includes(z)) &&
    optional(x, 'detail', (d) => typeof d === 'string')
  );
}

/** Whether `x` is a reply of `GET feed/games/:id/events`. */
export function isMatchEventsReply(x: unknown): x is MatchEventsReply {
  return (
    isObject(x) &&
    isCount(x['gameId']) &&
    x['gameId'] >= 1 &&
    isCount(x['version']) &&
    typeof x['full'] === 'boolean' &&
    Array.isArray(x['events']) &&
    x['events'].every(isMatchEvent) &&
    isObject(x['stats']) &&
    Object.values(x['stats']).every(isPair)
  );
}

/** The reply's schema for the API client (a failed check is the client's bad-response error). */
export const MatchEventsReplySchema = checkedSchema(isMatchEventsReply, 'not a match events reply');

export const matchEventsPath = (gameId: number): string => `feed/games/${gameId}/events`;

/** One poll: the events after `since` (0: all of them), validated. */
export function fetchMatchEvents(gameId: number, since: number, signal?: AbortSignal): Promise<MatchEventsReply> {
  return api.request({
    service: 'web',
    path: matchEventsPath(gameId),
    query: { ...(since > 0 ? { since } : {}), lng: $language.get() },
    schema: MatchEventsReplySchema,
    ...(signal ? { signal } : {}),
  });
}
