/**
 * The up/down flash of odds buttons: one class on the button's DOM, removed about 1.5 s later by
 * one shared sweeper (one timer for all buttons, not one per button). The class also exposes the
 * matching screen-reader text ("coefficient rose/fell"), which the button renders once and CSS
 * hides until then, so a flash is a single class change.
 */
export const FLASH_MS = 1500;
const SWEEP_MS = 250;
const CLASSES = { up: 'kk-odd--up', down: 'kk-odd--down' } as const;

interface Flash {
  trend: 'up' | 'down';
  until: number;
}

const active = new Map<HTMLElement, Flash>();
let timer: ReturnType<typeof setTimeout> | null = null;

function sweep(): void {
  timer = null;
  const now = performance.now();
  for (const [el, f] of active) {
    if (f.until > now) continue;
    el.classList.remove(CLASSES[f.trend]);
    active.delete(el);
  }
  if (active.size > 0) timer = setTimeout(sweep, SWEEP_MS);
}

/** Flashes `el` up or down for about 1.5 s (a new change restarts the time). */
export function flashOdd(el: HTMLElement, trend: 'up' | 'down'): void {
  const current = active.get(el);
  const until = performance.now() + FLASH_MS;
  if (!current) {
    el.classList.add(CLASSES[trend]);
    active.set(el, { trend, until });
    return void (timer ??= setTimeout(sweep, SWEEP_MS));
  }
  // A button that flashes again keeps its record (a live tick flashes ~150 buttons: no garbage for those).
  if (current.trend !== trend) el.classList.replace(CLASSES[current.trend], CLASSES[trend]);
  current.trend = trend;
  current.until = until;
  timer ??= setTimeout(sweep, SWEEP_MS);
}

/** Whether an element is flashing (tests). */
export const isFlashing = (el: HTMLElement): boolean => active.has(el);
