/**
 * Game timers tick locally between polls: one shared 1 s interval writes the text of every visible
 * timer directly (no React render per second), and stops when no timer is shown.
 */
import { timerSeconds, type GameTimer } from '@kickoff/platform';

interface Entry {
  el: HTMLElement;
  timer: GameTimer;
}

const entries = new Set<Entry>();
let handle: ReturnType<typeof setInterval> | null = null;

/** 75 → "01:15"; 3725 → "62:05". */
export const formatClock = (sec: number): string => `${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}`;

const write = (entry: Entry, now: number): void => {
  const sec = timerSeconds(entry.timer, now);
  const text = sec === null ? '' : formatClock(sec);
  if (entry.el.textContent !== text) entry.el.textContent = text;
};

const tick = (): void => {
  const now = Date.now();
  for (const entry of entries) write(entry, now);
};

/** Shows a timer in `el` until the returned function is called. */
export function attachTimer(el: HTMLElement, timer: GameTimer): () => void {
  const entry = { el, timer };
  write(entry, Date.now());
  if (!timer.running) return () => undefined;
  entries.add(entry);
  handle ??= setInterval(tick, 1000);
  return () => {
    entries.delete(entry);
    if (entries.size === 0 && handle !== null) {
      clearInterval(handle);
      handle = null;
    }
  };
}
