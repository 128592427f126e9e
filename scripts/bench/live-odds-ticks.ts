/**
 * What both live-odds benchmark pages share (scripts/bench/live-odds.mjs): the 500 live games, the
 * prepared poll replies that move 10 % of their odds, the simulated server clock and the page task
 * that runs one tick.
 *
 * `installBench(list)` publishes `window.__bench`: `run(i, mode)` applies reply i inside its own task
 * (a MessageChannel message, like the network task that delivers a real poll reply) and resolves
 * after React's commit (store updates from outside React events render in a microtask of the same
 * task); `verify(i)` checks that the last moved odd shows its new coefficient.
 * - mode 'apply': the reply is already parsed and validated; the tick is the store update and the UI;
 * - mode 'poll': the tick also parses the JSON text and validates it with GamesResponseSchema.
 */
import * as v from 'valibot';
import { formatCoef, type GamesResponse } from '@kickoff/platform';
import { GamesResponseSchema, type Game } from '../../platform/src/schemas/feed';
import { makeGame } from '../../tests/platform/feed/fixtures';

const GAMES = 500;
const TICKS = 240;
const CHANGED_PER_TICK = 150;
const START_SEC = 600;

export type TickMode = 'apply' | 'poll';

/** Small deterministic PRNG (mulberry32), so every run moves the same odds. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The server's work: TICKS delta replies as JSON text, each moving CHANGED_PER_TICK odds. */
function prepareReplies(initial: Game[]): string[] {
  const rand = prng(2026);
  const games = initial.slice();
  const out: string[] = [];
  let version = 1;
  for (let t = 0; t < TICKS; t++) {
    version += 1;
    const picked = new Set<number>();
    while (picked.size < CHANGED_PER_TICK) picked.add(Math.floor(rand() * GAMES * 3));
    const byGame = new Map<number, number[]>();
    for (const n of picked) byGame.set(Math.floor(n / 3), [...(byGame.get(Math.floor(n / 3)) ?? []), n % 3]);
    const changed: Game[] = [];
    for (const [gameIndex, oddIndexes] of byGame) {
      const game = games[gameIndex] as Game;
      const market = game.markets[0];
      if (!market) continue;
      const odds = market.odds.map((odd, i) => {
        if (!oddIndexes.includes(i)) return odd;
        const step = (rand() < 0.5 ? -1 : 1) * (0.01 + Math.round(rand() * 10) / 100);
        return { ...odd, coef: Math.max(1.01, Math.round((odd.coef + step) * 100) / 100), version };
      });
      const next: Game = { ...game, version, markets: [{ ...market, odds, version }] };
      games[gameIndex] = next;
      changed.push(next);
    }
    out.push(JSON.stringify({ version, full: false, games: changed, removed: [] }));
  }
  return out;
}

/** The 500 live games of the first (full) reply. */
export const initialGames: Game[] = Array.from({ length: GAMES }, (_, i) => makeGame(i + 1, { sportName: 'Football', champName: `League ${(i % 20) + 1}` }));
const replies = prepareReplies(initialGames);
/** For mode 'apply': the same replies parsed and validated ahead of time. */
const validated: GamesResponse[] = replies.map((text) => v.parse(GamesResponseSchema, JSON.parse(text)));

const clockStart = Date.now();
/** The server clock: every running timer started at 600 s when the list was loaded. */
const serverTimer = (): number => START_SEC + Math.floor((Date.now() - clockStart) / 1000);

/** The list under test: `apply` hands it one validated reply (the tick awaits React's commit after it). */
export interface BenchList {
  apply(reply: GamesResponse): void;
}

declare global {
  interface Window {
    __bench: { ticks: number; odds: number; run(i: number, mode: TickMode): Promise<void>; verify(i: number): void };
  }
}

export function installBench(list: BenchList): void {
  let lastChanged: { id: number; coef: number } | null = null;

  async function tick(i: number, mode: TickMode): Promise<void> {
    const text = replies[i];
    if (text === undefined) throw new Error(`no reply ${i}`);
    let reply: GamesResponse;
    if (mode === 'poll') {
      const raw = JSON.parse(text) as { games: Array<{ timeSec: number }> };
      const sec = serverTimer();
      for (const g of raw.games) g.timeSec = sec;
      reply = v.parse(GamesResponseSchema, raw);
    } else {
      reply = validated[i] as GamesResponse;
      const sec = serverTimer();
      for (const g of reply.games) g.timeSec = sec;
    }
    list.apply(reply);
    await Promise.resolve();
    await Promise.resolve();
    const lastGame = reply.games[reply.games.length - 1];
    lastChanged = lastGame?.markets[0]?.odds.find((o) => o.version === reply.version) ?? null;
  }

  /** Checked after each measurement (a DOM query would cost inside it): the last moved odd shows its new coefficient. */
  function verify(i: number): void {
    if (!lastChanged) return;
    const shown = document.querySelector(`[data-odd-id="${lastChanged.id}"] .kk-odd__coef`)?.textContent;
    if (shown !== formatCoef(lastChanged.coef, 0)) throw new Error(`tick ${i}: odd ${lastChanged.id} shows ${shown}, expected ${lastChanged.coef}`);
  }

  const channel = new MessageChannel();
  let waiter: { resolve: () => void; reject: (e: unknown) => void } | null = null;
  channel.port1.onmessage = (e: MessageEvent<{ i: number; mode: TickMode }>) => {
    const w = waiter;
    tick(e.data.i, e.data.mode).then(
      () => w?.resolve(),
      (err: unknown) => w?.reject(err),
    );
  };

  window.__bench = {
    ticks: TICKS,
    odds: document.querySelectorAll('button.kk-odd').length,
    run: (i, mode) =>
      new Promise<void>((resolve, reject) => {
        waiter = { resolve, reject };
        channel.port2.postMessage({ i, mode });
      }),
    verify,
  };
}
