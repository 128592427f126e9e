/**
 * A live game's table panel (contract ../contracts/live): the dealer, the seats taken (or the players
 * betting at an unlimited table), the players at the table, the limits, the round with its phase and a
 * countdown, and the last results as chips (roulette chips red, black or green, named for screen
 * readers). The table is asked for every `pollMs` (5 s) and the countdown ticks every second against
 * the server's clock (the offset measured at each answer). Phase changes are announced politely; the
 * ticking seconds are not. During the daily break the panel says the table is closed.
 */
import { useCallback, useEffect, useState } from 'react';
import { $language, api, errorText, formatMoney, useStore, useT } from '@kickoff/platform';
import { casinoCallPath } from '../contracts/catalogue';
import { LivePaths, LiveTableResponseSchema, type LiveResult, type LiveTable as Table } from '../contracts/live';
import { k } from '../catalogue/setup';

/** How often the table is asked for (ms). */
export const LIVE_POLL_MS = 5000;
const TICK_MS = 1000;

type State =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `offset`: the server clock minus this browser's, when the answer came. */
  | { status: 'ready'; table: Table; offset: number };

/** Seconds as `m:ss`. */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Whole seconds from `now` (browser clock) to `endsAt` (server clock), never below zero. */
const secondsUntil = (endsAt: number, offset: number, now: number): number => Math.max(0, Math.ceil((endsAt - (now + offset)) / 1000));

/** Asks for the table every `pollMs`, one call at a time, aborting the call in flight on unmount. */
function useLiveTable(gameId: number, pollMs: number): [State, () => void] {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let inFlight: AbortController | null = null;
    const load = (): void => {
      if (inFlight) return;
      const controller = new AbortController();
      inFlight = controller;
      api.request({ service: 'web', path: casinoCallPath(LivePaths.table(gameId)), schema: LiveTableResponseSchema, signal: controller.signal }).then(
        (reply) => { if (!controller.signal.aborted) setState({ status: 'ready', table: reply.table, offset: reply.serverTime - Date.now() }); },
        // A failed poll keeps the table shown; only a table never loaded shows the failure.
        (error: unknown) => { if (!controller.signal.aborted) setState((s) => (s.status === 'ready' ? s : { status: 'error', error })); },
      ).finally(() => {
        if (inFlight === controller) inFlight = null;
      });
    };
    load();
    const timer = setInterval(load, pollMs);
    return () => {
      clearInterval(timer);
      inFlight?.abort();
    };
  }, [gameId, pollMs, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}

/** The browser's clock, moved on every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ResultChip({ result }: { result: LiveResult }) {
  const t = useT();
  if (result.tone === 'neutral') return <li className="kk-live__chip">{result.label}</li>;
  return (
    <li className={`kk-live__chip kk-live__chip--${result.tone}`}>
      <span aria-hidden="true">{result.label}</span>
      <span className="kk-visually-hidden">{t(k(`live_tone_${result.tone}`), { label: result.label })}</span>
    </li>
  );
}

function Facts({ table }: { table: Table }) {
  const t = useT();
  const lang = useStore($language);
  const money = (amount: number) => formatMoney(amount, table.limits.currency, lang);
  const { total, taken } = table.seats;
  return (
    <dl className="kk-live__facts">
      <div><dt>{t(k('live_dealer'))}</dt><dd>{table.dealer.name}</dd></div>
      {total === null
        ? <div><dt>{t(k('live_betting'))}</dt><dd>{taken}</dd></div>
        : <div><dt>{t(k('live_seats'))}</dt><dd>{t(k('live_seats_value'), { taken, total })}</dd></div>}
      <div><dt>{t(k('live_players'))}</dt><dd>{table.players}</dd></div>
      <div><dt>{t(k('live_limits'))}</dt><dd>{t(k('live_limits_value'), { min: money(table.limits.min), max: money(table.limits.max) })}</dd></div>
    </dl>
  );
}

function RoundLine({ table, offset }: { table: Table; offset: number }) {
  const t = useT();
  const now = useNow();
  const time = formatCountdown(secondsUntil(table.round.endsAt, offset, now));
  const phase = table.open ? `${t(k('live_round'), { number: table.round.number })}: ${t(k(`live_phase_${table.round.phase}`))}` : t(k('live_closed'));
  return (
    <div className={`kk-live__round kk-live__round--${table.open ? table.round.phase : 'closed'}`}>
      <p className="kk-live__phase" aria-live="polite">{phase}</p>
      <p className="kk-live__timer">{t(k(table.open ? 'live_time_left' : 'live_reopens'), { time })}</p>
    </div>
  );
}

function TableView({ table, offset }: { table: Table; offset: number }) {
  const t = useT();
  return (
    <>
      <RoundLine table={table} offset={offset} />
      <Facts table={table} />
      <ol className="kk-live__history" aria-label={t(k('live_history'))}>
        {table.history.map((result, i) => <ResultChip key={`${table.round.number}-${i}`} result={result} />)}
      </ol>
    </>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  return (
    <div className="kk-live__failed" role="alert">
      <p>{t(k('live_failed'))} {t(errorText(error))}</p>
      <button type="button" className="kk-button" onClick={retry}>{t(k('retry'))}</button>
    </div>
  );
}

/** The live table of `gameId`; `pollMs` is how often it is asked for (5 s; tests pass less). */
export function LiveTable({ gameId, pollMs = LIVE_POLL_MS }: { gameId: number; pollMs?: number }) {
  const t = useT();
  const [state, retry] = useLiveTable(gameId, pollMs);
  const titleId = `kk-live-title-${gameId}`;
  return (
    <section className="kk-live" aria-labelledby={titleId}>
      <h2 id={titleId} className="kk-live__title">{t(k('live_title'))}</h2>
      {state.status === 'loading' && <p className="kk-muted" role="status" aria-busy="true">{t(k('live_loading'))}</p>}
      {state.status === 'error' && <Failed error={state.error} retry={retry} />}
      {state.status === 'ready' && <TableView table={state.table} offset={state.offset} />}
    </section>
  );
}
