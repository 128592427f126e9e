/**
 * The match centre of a live game (issue 27): the tracker (a field drawn in SVG with the ball's marker,
 * or a scoreboard), the timeline newest first, the statistics table, and a polite live region fed by the
 * announcement throttle. Thin: the logic is in tracker.ts and poller.ts. Loaded on use (load.ts): the
 * live game page and a live list row's tracker panel render it, never the home page's first view.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorText, registerStyles, useT } from '@kickoff/platform';
import css from './match-centre.css';
import { fetchMatchEvents } from '../contracts/match-events';
import { useBT, type BT } from '../lib/use-bt';
import { createEventsPoller, type PollerState } from './poller';
import {
  createAnnouncer,
  eventText,
  familyOf,
  fieldOf,
  formatClock,
  hasZones,
  isKeyEvent,
  isUrgentEvent,
  markerPosition,
  periodName,
  phaseText,
  pollDelay,
  stateText,
  trackerState,
  type Family,
  type Field,
  type Teams,
  type Timeline,
  type TrackerState,
} from './tracker';

registerStyles('betting-match-centre', css);

export interface MatchCentreProps {
  gameId: number;
  /** The feed's `sportSlug` (football, ice-hockey, tennis, …). */
  sport: string;
  team1: string;
  team2: string;
  /** The list row's panel: the tracker and the latest events only. */
  compact?: boolean;
}

const COMPACT_EVENTS = 5;
const PAGE_EVENTS = 80;

function usePolledEvents(gameId: number): PollerState & { refresh: () => void } {
  const [state, setState] = useState<PollerState>({ timeline: null, error: null, failures: 0 });
  const poller = useMemo(
    () =>
      createEventsPoller({
        fetch: (since, signal) => fetchMatchEvents(gameId, since, signal),
        onChange: setState,
        visibility: typeof document === 'undefined' ? undefined : document,
      }),
    [gameId],
  );
  useEffect(() => {
    poller.start();
    return () => poller.stop();
  }, [poller]);
  return { ...state, refresh: () => poller.refresh() };
}

/** The live region's text: the state and the key events, through the throttle (one announcement per 10 s). */
function useAnnouncement(timeline: Timeline | null, state: TrackerState, teams: Teams, family: Family, bt: BT): string {
  const announcer = useMemo(() => createAnnouncer(), []);
  const [text, setText] = useState('');
  const seen = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!timeline || state.seq === seen.current) return;
    const fresh = seen.current === 0 ? [] : timeline.events.filter((e) => e.seq > seen.current);
    seen.current = state.seq;
    const now = Date.now();
    let out: string | null = null;
    for (const e of fresh) if (isUrgentEvent(e.type, family)) out = announcer.offer(eventText(e, teams, family, bt), true, now) ?? out;
    out = announcer.offer(stateText(state, teams, family, bt), false, now) ?? out;
    if (out !== null) setText(out);
    const schedule = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      const at = announcer.nextAt();
      if (at === null) return;
      timer.current = setTimeout(() => {
        const due = announcer.due(Date.now());
        if (due !== null) setText(due);
        schedule();
      }, Math.max(0, at - Date.now()));
    };
    schedule();
  }, [timeline, state]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return text;
}

export function MatchCentre({ gameId, sport, team1, team2, compact = false }: MatchCentreProps) {
  const bt = useBT();
  const t = useT();
  const { timeline, error, failures, refresh } = usePolledEvents(gameId);
  const teams: Teams = useMemo(() => [team1, team2] as const, [team1, team2]);
  const family = familyOf(sport, timeline?.stats);
  const field = fieldOf(sport, family);
  const events = timeline?.events ?? [];
  const state = useMemo(() => trackerState(timeline?.events ?? [], family), [timeline?.events, family]);
  const announcement = useAnnouncement(timeline, state, teams, family, bt);
  const headingId = useId();

  const errorView =
    failures > 0 ? (
      <div className="kk-mc__error" role="alert" data-state="error">
        <p>
          {bt('mc_error')} {t(errorText(error))} {bt('mc_error_retrying', { sec: Math.round(pollDelay(failures) / 1000) })}
        </p>
        <button type="button" className="kk-button" onClick={refresh}>
          {bt('retry')}
        </button>
      </div>
    ) : null;

  return (
    <section className={`kk-mc${compact ? ' kk-mc--compact' : ''}`} aria-labelledby={headingId} data-game-id={gameId} data-family={family}>
      <h2 id={headingId} className={compact ? 'kk-visually-hidden' : 'kk-mc__title'}>
        {bt('mc_title')}
      </h2>
      {errorView}
      {timeline === null && failures === 0 && (
        <p className="kk-mc__loading" role="status">
          {bt('mc_loading')}
        </p>
      )}
      {timeline !== null && (
        <>
          <Tracker state={state} teams={teams} family={family} field={field} bt={bt} />
          <div className="kk-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-mc-live>
            {announcement}
          </div>
          {events.length === 0 ? (
            <p className="kk-mc__empty">{bt('mc_no_events')}</p>
          ) : (
            <TimelineList timeline={timeline} teams={teams} family={family} limit={compact ? COMPACT_EVENTS : PAGE_EVENTS} scrolls={!compact} bt={bt} />
          )}
          {!compact && <StatsTable stats={timeline.stats} teams={teams} bt={bt} />}
        </>
      )}
    </section>
  );
}

// --- Tracker ---------------------------------------------------------------------------------------

const W = 300;
const H = 180;

function Tracker({ state, teams, family, field, bt }: { state: TrackerState; teams: Teams; family: Family; field: Field; bt: BT }) {
  const captionId = useId();
  const caption = stateText(state, teams, family, bt);
  const label = state.seq === 0 ? bt('mc_phase_waiting') : phaseText(state, teams, family, bt);
  const zones = hasZones(family);
  const { x, y } = markerPosition(state);
  // Set sports: the marker stands on the server's (tennis) or the last scorer's side of the net.
  const side = family === 'tennis' ? state.server || state.lastScorer : state.lastScorer;
  const mx = zones ? x * W : side === 1 ? W * 0.25 : side === 2 ? W * 0.75 : W / 2;
  const my = zones ? y * H : H / 2;
  const markerTeam = zones ? state.team : side;
  return (
    <figure className="kk-mc__tracker" data-phase={state.phase} data-zone={state.zone ?? 'none'} data-team={state.team} data-seq={state.seq}>
      <div className="kk-mc__board" aria-hidden="true">
        <span className="kk-mc__team kk-mc__team--1">{teams[0]}</span>
        <span className="kk-mc__score">
          {state.score[0]}:{state.score[1]}
          {state.periodScore && <small> ({state.periodScore[0]}:{state.periodScore[1]})</small>}
        </span>
        <span className="kk-mc__team kk-mc__team--2">{teams[1]}</span>
      </div>
      {field !== 'none' ? (
        <svg className={`kk-mc__field kk-mc__field--${field}`} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={captionId}>
          <FieldDrawing field={field} />
          <g className={`kk-mc__marker kk-mc__marker--t${markerTeam}`} style={{ transform: `translate(${mx}px, ${my}px)` }} data-marker>
            <circle r="9" className="kk-mc__ball" />
            <text className="kk-mc__label" y="-15" textAnchor="middle">
              {shortLabel(label)}
            </text>
          </g>
        </svg>
      ) : (
        <Scoreboard state={state} teams={teams} family={family} bt={bt} />
      )}
      <figcaption id={captionId} className="kk-mc__caption" data-mc-state>
        {caption}
      </figcaption>
    </figure>
  );
}

/** The marker's label inside the drawing: at most ~32 characters. */
const shortLabel = (text: string): string => (text.length > 34 ? `${text.slice(0, 32)}…` : text);

function Scoreboard({ state, teams, family, bt }: { state: TrackerState; teams: Teams; family: Family; bt: BT }) {
  const mark = family === 'tennis' ? state.server : state.lastScorer;
  return (
    <div className="kk-mc__scoreboard" aria-hidden="true">
      <p className="kk-mc__period">{state.seq === 0 ? '' : bt('mc_current_period', { period: periodName(bt, family, state.periodNo) })}</p>
      <table className="kk-mc__sb-table">
        <tbody>
          {([1, 2] as const).map((n) => (
            <tr key={n} className={mark === n ? 'kk-mc__sb-row--mark' : undefined}>
              <td>{teams[n - 1]}</td>
              <td className="kk-mc__sb-mark">{mark === n ? (family === 'tennis' ? '●' : '▲') : ''}</td>
              <td className="kk-mc__sb-num">{state.periodScore ? state.periodScore[n - 1] : ''}</td>
              <td className="kk-mc__sb-num kk-mc__sb-total">{state.score[n - 1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="kk-mc__sb-note">{mark !== 0 ? `${bt(family === 'tennis' ? 'mc_serve' : 'mc_last_scorer')}: ${teams[mark - 1]}` : ''}</p>
    </div>
  );
}

/** The playing surface, drawn in code (no images). Team 1 defends the left goal. */
function FieldDrawing({ field }: { field: Exclude<Field, 'none'> }) {
  const line = 'kk-mc__line';
  switch (field) {
    case 'pitch':
      return (
        <g>
          <rect className="kk-mc__surface" x="0" y="0" width={W} height={H} rx="6" />
          <rect className={line} x="8" y="8" width={W - 16} height={H - 16} />
          <line className={line} x1={W / 2} y1="8" x2={W / 2} y2={H - 8} />
          <circle className={line} cx={W / 2} cy={H / 2} r="24" />
          <rect className={line} x="8" y={H / 2 - 40} width="40" height="80" />
          <rect className={line} x={W - 48} y={H / 2 - 40} width="40" height="80" />
          <rect className={line} x="8" y={H / 2 - 18} width="14" height="36" />
          <rect className={line} x={W - 22} y={H / 2 - 18} width="14" height="36" />
          <rect className="kk-mc__goal" x="2" y={H / 2 - 10} width="6" height="20" />
          <rect className="kk-mc__goal" x={W - 8} y={H / 2 - 10} width="6" height="20" />
          <ZoneBands />
        </g>
      );
    case 'rink':
      return (
        <g>
          <rect className="kk-mc__surface" x="4" y="4" width={W - 8} height={H - 8} rx="40" />
          <line className="kk-mc__line kk-mc__line--red" x1={W / 2} y1="4" x2={W / 2} y2={H - 4} />
          <line className="kk-mc__line kk-mc__line--blue" x1={W / 3} y1="4" x2={W / 3} y2={H - 4} />
          <line className="kk-mc__line kk-mc__line--blue" x1={(2 * W) / 3} y1="4" x2={(2 * W) / 3} y2={H - 4} />
          <line className="kk-mc__line kk-mc__line--red" x1="24" y1="10" x2="24" y2={H - 10} />
          <line className="kk-mc__line kk-mc__line--red" x1={W - 24} y1="10" x2={W - 24} y2={H - 10} />
          <circle className={line} cx={W / 2} cy={H / 2} r="18" />
          <path className="kk-mc__crease" d={`M24 ${H / 2 - 12} a12 12 0 0 1 0 24 Z`} />
          <path className="kk-mc__crease" d={`M${W - 24} ${H / 2 - 12} a12 12 0 0 0 0 24 Z`} />
        </g>
      );
    case 'court':
      return (
        <g>
          <rect className="kk-mc__surface" x="0" y="0" width={W} height={H} rx="4" />
          <rect className={line} x="8" y="8" width={W - 16} height={H - 16} />
          <line className={line} x1={W / 2} y1="8" x2={W / 2} y2={H - 8} />
          <circle className={line} cx={W / 2} cy={H / 2} r="20" />
          <path className={line} d={`M8 ${H / 2 - 55} a55 55 0 0 1 0 110`} />
          <path className={line} d={`M${W - 8} ${H / 2 - 55} a55 55 0 0 0 0 110`} />
          <rect className={line} x="8" y={H / 2 - 20} width="46" height="40" />
          <rect className={line} x={W - 54} y={H / 2 - 20} width="46" height="40" />
          <ZoneBands />
        </g>
      );
    case 'tennis':
      return (
        <g>
          <rect className="kk-mc__surface" x="0" y="0" width={W} height={H} rx="4" />
          <rect className={line} x="20" y="20" width={W - 40} height={H - 40} />
          <line className={line} x1="20" y1="38" x2={W - 20} y2="38" />
          <line className={line} x1="20" y1={H - 38} x2={W - 20} y2={H - 38} />
          <line className={line} x1={W / 2 - 70} y1="38" x2={W / 2 - 70} y2={H - 38} />
          <line className={line} x1={W / 2 + 70} y1="38" x2={W / 2 + 70} y2={H - 38} />
          <line className={line} x1={W / 2 - 70} y1={H / 2} x2={W / 2 + 70} y2={H / 2} />
          <line className="kk-mc__net" x1={W / 2} y1="12" x2={W / 2} y2={H - 12} />
        </g>
      );
    case 'volleyball':
      return (
        <g>
          <rect className="kk-mc__surface" x="0" y="0" width={W} height={H} rx="4" />
          <rect className={line} x="30" y="20" width={W - 60} height={H - 40} />
          <line className={line} x1={W / 2 - 40} y1="20" x2={W / 2 - 40} y2={H - 20} />
          <line className={line} x1={W / 2 + 40} y1="20" x2={W / 2 + 40} y2={H - 20} />
          <line className="kk-mc__net" x1={W / 2} y1="10" x2={W / 2} y2={H - 10} />
        </g>
      );
    case 'table':
      return (
        <g>
          <rect className="kk-mc__surface kk-mc__surface--floor" x="0" y="0" width={W} height={H} rx="4" />
          <rect className="kk-mc__table" x="40" y="35" width={W - 80} height={H - 70} />
          <line className={line} x1="40" y1={H / 2} x2={W - 40} y2={H / 2} />
          <line className="kk-mc__net" x1={W / 2} y1="28" x2={W / 2} y2={H - 28} />
        </g>
      );
  }
}

/** The three zones (defence of team 1, middle, attack of team 1) as faint bands. */
const ZoneBands = () => (
  <g className="kk-mc__zones">
    <line x1={W / 3} y1="8" x2={W / 3} y2={H - 8} />
    <line x1={(2 * W) / 3} y1="8" x2={(2 * W) / 3} y2={H - 8} />
  </g>
);

// --- Timeline and statistics ----------------------------------------------------------------------

function TimelineList({ timeline, teams, family, limit, scrolls, bt }: { timeline: Timeline; teams: Teams; family: Family; limit: number; scrolls: boolean; bt: BT }) {
  const headingId = useId();
  const newest = timeline.events.slice(-limit).reverse();
  return (
    <div className="kk-mc__timeline">
      <h3 id={headingId} className="kk-mc__subtitle">
        {bt('mc_timeline')}
      </h3>
      {/* The page's list scrolls (at most PAGE_EVENTS lines): focusable, so a keyboard can scroll it. */}
      <ol className="kk-mc__events" reversed aria-labelledby={headingId} tabIndex={scrolls ? 0 : undefined}>
        {newest.map((e) => (
          <li key={e.seq} className={`kk-mc__event${isKeyEvent(e.type) ? ' kk-mc__event--key' : ''} kk-mc__event--t${e.team}`} data-seq={e.seq} data-type={e.type}>
            <span className="kk-mc__clock">
              {e.type === 'period_start' || e.type === 'period_end' ? '' : `${e.periodNo}·`}
              {formatClock(e.clock)}
            </span>{' '}
            {isKeyEvent(e.type) ? <strong>{eventText(e, teams, family, bt)}</strong> : <span>{eventText(e, teams, family, bt)}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

function StatsTable({ stats, teams, bt }: { stats: Timeline['stats']; teams: Teams; bt: BT }) {
  const keys = Object.keys(stats);
  if (keys.length === 0) return null;
  const label = (key: string) => {
    const text = bt(`mc_stat_${key}`);
    return text === `mc_stat_${key}` || text === `betting:mc_stat_${key}` ? key : text;
  };
  return (
    <div className="kk-mc__stats">
      <table className="kk-mc__stats-table">
        <caption>{bt('mc_stats')}</caption>
        <thead>
          <tr>
            <th scope="col">{teams[0]}</th>
            <th scope="col">{bt('mc_stat')}</th>
            <th scope="col">{teams[1]}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const [a, b] = stats[key] ?? [0, 0];
            return (
              <tr key={key} data-stat={key}>
                <td>{a}</td>
                <th scope="row">{label(key)}</th>
                <td>{b}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
