/**
 * The match centre's domain logic (issue 27), no React: the timeline merged from the polled replies,
 * the tracker's state from the latest events, the readable line of each event and of the state (through
 * the `betting` texts, i18n/match-centre/*.ts), and the throttle of the screen-reader announcements.
 */
import type { MatchEvent, MatchEventsReply, Zone } from '../contracts/match-events';

// --- Sports ----------------------------------------------------------------------------------------

/** The simulator's families (server/feed/simulator/match-events.ts): which events and stats a sport has. */
export type Family = 'football' | 'hockey' | 'court' | 'runs' | 'tennis' | 'rally' | 'rounds' | 'kills' | 'fight';
/** What the tracker draws: a field with zones, a court with a net, or only the scoreboard. */
export type Field = 'pitch' | 'rink' | 'court' | 'tennis' | 'volleyball' | 'table' | 'none';

const SPORTS: Readonly<Record<string, readonly [Family, Field]>> = {
  football: ['football', 'pitch'],
  fifa: ['football', 'pitch'],
  'ice-hockey': ['hockey', 'rink'],
  basketball: ['court', 'court'],
  'e-basketball': ['court', 'court'],
  handball: ['court', 'court'],
  baseball: ['runs', 'none'],
  cricket: ['runs', 'none'],
  tennis: ['tennis', 'tennis'],
  volleyball: ['rally', 'volleyball'],
  'table-tennis': ['rally', 'table'],
  'counter-strike-2': ['rounds', 'none'],
  valorant: ['rounds', 'none'],
  'dota-2': ['kills', 'none'],
  'league-of-legends': ['kills', 'none'],
  mma: ['fight', 'none'],
};

/** The family of a sport by its slug (the feed's `sportSlug`), else guessed from the statistics' keys. */
export function familyOf(sportSlug: string, stats: Readonly<Record<string, unknown>> = {}): Family {
  const known = SPORTS[sportSlug];
  if (known) return known[0];
  if ('dangerousAttacks' in stats) return 'football';
  if ('penalties' in stats) return 'hockey';
  if ('fouls' in stats) return 'court';
  if ('runs' in stats) return 'runs';
  if ('pointsWon' in stats) return 'tennis';
  if ('rounds' in stats) return 'rounds';
  if ('kills' in stats) return 'kills';
  if ('wins' in stats) return 'fight';
  return 'rally';
}

export function fieldOf(sportSlug: string, family: Family): Field {
  const known = SPORTS[sportSlug];
  if (known) return known[1];
  return family === 'football' ? 'pitch' : family === 'hockey' ? 'rink' : family === 'court' ? 'court' : family === 'tennis' ? 'tennis' : 'none';
}

/** Sports whose events carry the ball's zone. */
export const hasZones = (family: Family): boolean => family === 'football' || family === 'hockey' || family === 'court';

// --- Timeline --------------------------------------------------------------------------------------

export interface Timeline {
  gameId: number;
  /** The last seq the server reported: the next poll's `since`. */
  version: number;
  /** Ascending by seq, each seq once. */
  events: readonly MatchEvent[];
  stats: Readonly<Record<string, readonly [number, number]>>;
}

const bySeq = (a: MatchEvent, b: MatchEvent): number => a.seq - b.seq;

function uniqueSorted(events: readonly MatchEvent[]): MatchEvent[] {
  const seen = new Map<number, MatchEvent>();
  for (const e of events) seen.set(e.seq, e);
  return [...seen.values()].sort(bySeq);
}

/**
 * The timeline after a reply: a `full` reply (or one of another game, or the first) replaces it; a delta
 * adds the events it does not hold yet (by seq, never twice), in seq order. Nothing new and the same
 * statistics: the same object (a render can skip it).
 */
export function mergeReply(prev: Timeline | null, reply: MatchEventsReply): Timeline {
  if (prev === null || reply.full || prev.gameId !== reply.gameId) {
    return { gameId: reply.gameId, version: reply.version, events: uniqueSorted(reply.events), stats: reply.stats };
  }
  const held = new Set(prev.events.map((e) => e.seq));
  const added = reply.events.filter((e) => !held.has(e.seq));
  const version = Math.max(prev.version, reply.version);
  const sameStats = JSON.stringify(prev.stats) === JSON.stringify(reply.stats);
  if (added.length === 0 && version === prev.version && sameStats) return prev;
  const last = prev.events[prev.events.length - 1];
  const inOrder = last === undefined || added.every((e, i) => e.seq > (i === 0 ? last.seq : added[i - 1]!.seq));
  const events = added.length === 0 ? prev.events : inOrder ? [...prev.events, ...added] : uniqueSorted([...prev.events, ...added]);
  return { gameId: prev.gameId, version, events, stats: sameStats ? prev.stats : reply.stats };
}

/** The `since` of the next poll: 0 (everything) before the first reply. */
export const sinceOf = (timeline: Timeline | null): number => timeline?.version ?? 0;

// --- Tracker state ---------------------------------------------------------------------------------

export type Phase =
  | 'waiting'
  | 'possession'
  | 'attack'
  | 'dangerous_attack'
  | 'shot'
  | 'corner'
  | 'goal'
  | 'score'
  | 'yellow_card'
  | 'red_card'
  | 'substitution'
  | 'foul'
  | 'penalty'
  | 'timeout'
  | 'serve'
  | 'point'
  | 'game'
  | 'break'
  | 'set'
  | 'map'
  | 'round'
  | 'kill'
  | 'win'
  | 'play'
  | 'interval'
  | 'finished';

export interface TrackerState {
  phase: Phase;
  /** The team the phase belongs to (the side with the ball, the scorer, the server); 0: neither. */
  team: 0 | 1 | 2;
  /** The ball's zone relative to team 1's goal; null in sports without zones or before any. */
  zone: Zone | null;
  periodNo: number;
  clock: number;
  score: readonly [number, number];
  /** Set sports: games or points of the current set. */
  periodScore: readonly [number, number] | null;
  /** Tennis: who serves the current game (0 before the first serve). */
  server: 0 | 1 | 2;
  /** The side of the last scoring event (0 before any). */
  lastScorer: 0 | 1 | 2;
  /** The last event's seq (0 without events). */
  seq: number;
}

const SCORING = new Set(['goal', 'score', 'game', 'point', 'set', 'round', 'kill', 'win']);
/** Events that give the ball to their team (the side that attacks, shoots, takes a corner has it). */
const HOLDING = new Set(['possession', 'attack', 'dangerous_attack', 'shot_on_target', 'shot_off_target', 'corner']);

function phaseOf(type: string, family: Family): Phase | null {
  switch (type) {
    case 'possession':
    case 'attack':
    case 'dangerous_attack':
    case 'corner':
    case 'yellow_card':
    case 'red_card':
    case 'substitution':
    case 'foul':
    case 'penalty':
    case 'timeout':
    case 'serve':
    case 'point':
    case 'game':
    case 'break':
    case 'round':
    case 'kill':
    case 'win':
    case 'goal':
      return type;
    case 'shot_on_target':
    case 'shot_off_target':
      return 'shot';
    case 'score':
      return family === 'hockey' ? 'goal' : 'score';
    case 'set':
      return family === 'rounds' || family === 'kills' ? 'map' : 'set';
    case 'period_start':
      return 'play';
    case 'period_end':
      return 'interval';
    case 'match_end':
      return 'finished';
    default:
      return null;
  }
}

const other = (team: 0 | 1 | 2): 0 | 1 | 2 => (team === 1 ? 2 : team === 2 ? 1 : 0);

export const INITIAL_STATE: TrackerState = {
  phase: 'waiting',
  team: 0,
  zone: null,
  periodNo: 0,
  clock: 0,
  score: [0, 0],
  periodScore: null,
  server: 0,
  lastScorer: 0,
  seq: 0,
};

/** The tracker's state after `events` (ascending by seq). */
export function trackerState(events: readonly MatchEvent[], family: Family): TrackerState {
  let state: TrackerState = INITIAL_STATE;
  let holder: 0 | 1 | 2 = 0;
  for (const e of events) {
    const phase = phaseOf(e.type, family);
    if (HOLDING.has(e.type) && e.team !== 0) holder = e.team;
    // After a goal or a basket the other side restarts with the ball.
    if ((e.type === 'goal' || (e.type === 'score' && family !== 'runs')) && e.team !== 0) holder = other(e.team);
    const team: 0 | 1 | 2 = e.team !== 0 ? e.team : phase === 'play' ? holder : 0;
    const zone = e.zone ?? (e.type === 'period_start' && hasZones(family) ? 'middle' : state.zone);
    state = {
      phase: phase ?? state.phase,
      team: phase === null ? state.team : e.type === 'goal' || e.type === 'score' ? e.team : HOLDING.has(e.type) ? holder : team,
      zone: hasZones(family) ? zone : null,
      periodNo: e.periodNo,
      clock: e.clock,
      score: e.score,
      periodScore: e.periodScore ?? (e.type === 'period_start' && state.periodScore ? [0, 0] : state.periodScore),
      server: e.type === 'serve' && e.team !== 0 ? e.team : state.server,
      lastScorer: SCORING.has(e.type) && e.team !== 0 ? e.team : state.lastScorer,
      seq: e.seq,
    };
  }
  return state;
}

/** The marker's place: the zone along the field (x, 0..1 from team 1's goal) and the side that has the ball. */
export function markerPosition(state: TrackerState): { x: number; y: number } {
  const x = state.zone === 'defence1' ? 0.18 : state.zone === 'attack1' ? 0.82 : 0.5;
  // The side with the ball a little above (team 1) or below (team 2) the middle line, so a change shows.
  const y = state.team === 1 ? 0.4 : state.team === 2 ? 0.6 : 0.5;
  return { x, y };
}

// --- Texts -----------------------------------------------------------------------------------------

/** `t` of the `betting` namespace (keys without the prefix). */
export type Texts = (key: string, options?: Record<string, unknown>) => string;
export type Teams = readonly [string, string];

export const formatClock = (sec: number): string => `${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}`;
const pair = (p: readonly [number, number]): string => `${p[0]}:${p[1]}`;
const teamName = (teams: Teams, team: 0 | 1 | 2): string => (team === 0 ? '' : (teams[team - 1] ?? ''));

export const periodName = (t: Texts, family: Family, periodNo: number): string => t(`mc_period_${family}`, { n: Math.max(1, periodNo) });

/** Events the timeline emphasises (goals, cards, scores, sets, the end). */
export const isKeyEvent = (type: string): boolean =>
  SCORING.has(type) || type === 'red_card' || type === 'yellow_card' || type === 'match_end' || type === 'break';

/** Events announced at the next allowed moment whatever happens (never dropped by the throttle). */
export const isUrgentEvent = (type: string, family: Family): boolean =>
  type === 'goal' || type === 'set' || type === 'win' || type === 'match_end' || type === 'red_card' || (type === 'score' && family !== 'court') || type === 'game' || type === 'round';

const KNOWN_LINES = new Set([
  'period_start',
  'period_end',
  'goal',
  'score',
  'game',
  'point',
  'round',
  'kill',
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
]);

/** The readable line of one event, in the page's language. */
export function eventText(e: MatchEvent, teams: Teams, family: Family, t: Texts): string {
  const params = {
    team: teamName(teams, e.team),
    score: pair(e.score),
    set: e.periodScore ? pair(e.periodScore) : pair(e.score),
    points: e.points ?? 1,
    period: periodName(t, family, e.periodNo),
  };
  if (e.type === 'match_end') return e.team === 0 ? t('mc_ev_match_end_draw', params) : t('mc_ev_match_end', params);
  if (e.type === 'win') return t('mc_ev_win', { ...params, how: t(e.detail === 'early' ? 'mc_win_early' : 'mc_win_decision') });
  if (e.type === 'set') return t(family === 'rounds' || family === 'kills' ? 'mc_ev_map' : 'mc_ev_set', params);
  if (e.type === 'score' && family === 'hockey') return t('mc_ev_goal', params);
  if (e.type === 'penalty' && family === 'hockey') return t('mc_ev_penalty_hockey', params);
  if (e.type === 'point' && e.detail) return t('mc_ev_point_detail', { ...params, detail: e.detail });
  if (KNOWN_LINES.has(e.type)) return t(`mc_ev_${e.type}`, params);
  return params.team ? `${e.type}: ${params.team}` : e.type;
}

/** The phase as words: "Team A: dangerous attack in the attacking third". */
export function phaseText(state: TrackerState, teams: Teams, family: Family, t: Texts): string {
  const team = teamName(teams, state.team);
  const phase = state.phase === 'score' && family === 'runs' ? 'run' : state.phase;
  const base = t(`mc_phase_${phase}`, { team });
  if (!hasZones(family) || state.zone === null || state.team === 0 || !HOLDING_PHASES.has(state.phase)) return base;
  // The zone as the side with the ball sees it.
  const own = state.team === 1 ? 'defence1' : 'attack1';
  const zone = state.zone === 'middle' ? 'middle' : state.zone === own ? 'own' : 'opp';
  return `${base} ${t(`mc_zone_${zone}`)}`;
}

const HOLDING_PHASES = new Set<Phase>(['possession', 'attack', 'dangerous_attack', 'shot', 'corner']);

/** The tracker's state as one sentence (the caption and the live region). */
export function stateText(state: TrackerState, teams: Teams, family: Family, t: Texts): string {
  if (state.seq === 0) return t('mc_phase_waiting');
  const phase = phaseText(state, teams, family, t);
  if (state.phase === 'finished') return t('mc_state_finished', { phase, score: pair(state.score) });
  return t('mc_state', {
    period: periodName(t, family, state.periodNo),
    clock: formatClock(state.clock),
    phase,
    score: pair(state.score) + (state.periodScore ? ` (${pair(state.periodScore)})` : ''),
  });
}

// --- Announcements ---------------------------------------------------------------------------------

export const ANNOUNCE_GAP_MS = 10_000;

export interface Announcer {
  /**
   * A new text: `urgent` (a goal, a score, a set) is queued and announced at the next allowed moment,
   * never dropped; otherwise it replaces the pending state text (only the latest state is worth saying).
   * Returns what to announce now, if anything.
   */
  offer(text: string, urgent: boolean, now: number): string | null;
  /** What to announce at `now`, if the gap has passed and something waits. */
  due(now: number): string | null;
  /** When the next pending announcement may be made (null: nothing waits). */
  nextAt(): number | null;
}

/** Polite announcements, at most one every `gapMs`. */
export function createAnnouncer(gapMs = ANNOUNCE_GAP_MS): Announcer {
  let lastAt = Number.NEGATIVE_INFINITY;
  let urgent: string[] = [];
  let latest: string | null = null;
  const pending = () => urgent.length > 0 || latest !== null;
  const announcer: Announcer = {
    offer(text, isUrgent, now) {
      if (isUrgent) {
        if (urgent[urgent.length - 1] !== text) urgent.push(text);
      } else latest = text;
      return announcer.due(now);
    },
    due(now) {
      if (!pending() || now - lastAt < gapMs) return null;
      const parts = latest !== null && !urgent.includes(latest) ? [...urgent, latest] : urgent;
      const text = parts.join(' ');
      urgent = [];
      latest = null;
      lastAt = now;
      return text;
    },
    nextAt: () => (pending() ? lastAt + gapMs : null),
  };
  return announcer;
}

// --- Polling ---------------------------------------------------------------------------------------

export const POLL_MS = 3_000;
export const MAX_BACKOFF_MS = 30_000;

/** The wait before the next poll: 3 s, after failures 3, 6, 12, 24, 30, 30 … s. */
export const pollDelay = (failures: number): number => (failures <= 0 ? POLL_MS : Math.min(MAX_BACKOFF_MS, POLL_MS * 2 ** (failures - 1)));
