/**
 * Keno: 80 number toggles (`aria-pressed`), at most 10 picks (a further pick is refused with a
 * message), "Quick pick" (5 random numbers), "Clear", and Play (sends the picks; disabled with none).
 * After a round the drawn numbers and the hits are marked on the board and the line says "N of M hits".
 * Changing the picks clears the marks of the last draw.
 */
import { KenoViewSchema } from '../../../src/contracts/frame-protocol';
import { h } from '../dom';
import type { KenoView } from '../views';
import { defineGame } from './types';

export const KENO_NUMBERS = 80;
export const KENO_MAX_PICKS = 10;
export const KENO_QUICK_PICKS = 5;

/** `count` distinct numbers of 1..`numbers`, in random order. */
export function quickPick(count: number, numbers = KENO_NUMBERS, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: numbers }, (_, i) => i + 1);
  for (let i = 0; i < count && i < numbers; i++) {
    const j = i + Math.floor(random() * (numbers - i));
    const picked = pool[j] as number;
    pool[j] = pool[i] as number;
    pool[i] = picked;
  }
  return pool.slice(0, Math.min(count, numbers));
}

export const kenoGame = defineGame<KenoView>(KenoViewSchema, (host) => {
  const { t } = host;
  const picks = new Set<number>();

  const buttons = Array.from({ length: KENO_NUMBERS }, (_, i) => {
    const n = i + 1;
    const button = h('button', { type: 'button', class: 'keno-number', 'aria-pressed': 'false', 'aria-label': t.keno.number(n) }, String(n));
    button.addEventListener('click', () => toggle(n));
    return button;
  });
  const grid = h('div', { class: 'keno-board', role: 'group', 'aria-label': t.keno.numbers }, ...buttons);
  const status = h('p', { class: 'keno-status', 'aria-live': 'polite' });
  const board = h('div', { class: 'keno' }, grid);

  const quick = h('button', { type: 'button' }, t.keno.quickPick);
  const clear = h('button', { type: 'button' }, t.keno.clear);
  const play = h('button', { type: 'button', class: 'primary' }, t.keno.play);
  const controls = h('div', { class: 'controls' }, status, h('div', { class: 'button-row' }, quick, clear), play);

  const clearDraw = (): void => {
    buttons.forEach((button, i) => {
      button.classList.remove('drawn', 'hit');
      button.setAttribute('aria-label', t.keno.number(i + 1));
    });
  };
  const render = (message = ''): void => {
    buttons.forEach((button, i) => button.setAttribute('aria-pressed', String(picks.has(i + 1))));
    play.disabled = picks.size === 0;
    clear.disabled = picks.size === 0;
    status.textContent = message || t.keno.picked(picks.size, KENO_MAX_PICKS);
  };
  const setPicks = (next: readonly number[]): void => {
    picks.clear();
    for (const n of next) picks.add(n);
    clearDraw();
    render();
  };
  function toggle(n: number): void {
    if (picks.has(n)) picks.delete(n);
    else if (picks.size >= KENO_MAX_PICKS) return render(t.keno.tooMany(KENO_MAX_PICKS));
    else picks.add(n);
    clearDraw();
    render();
  }
  quick.addEventListener('click', () => setPicks(quickPick(KENO_QUICK_PICKS)));
  clear.addEventListener('click', () => setPicks([]));
  play.addEventListener('click', () => {
    if (picks.size === 0) return;
    host.start({ picks: [...picks].sort((a, b) => a - b) });
  });
  render();

  return {
    board,
    controls,
    show(_round, view) {
      const drawn = new Set(view.drawn);
      const hits = new Set(view.hits);
      buttons.forEach((button, i) => {
        const n = i + 1;
        button.classList.toggle('drawn', drawn.has(n));
        button.classList.toggle('hit', hits.has(n));
        const mark = hits.has(n) ? t.keno.hit : drawn.has(n) ? t.keno.drawn : '';
        button.setAttribute('aria-label', mark ? `${t.keno.number(n)}, ${mark}` : t.keno.number(n));
      });
      const text = t.keno.hits(view.hits.length, view.picks.length);
      status.textContent = text;
      return text;
    },
  };
});
