/**
 * The video slot: a 5 × 3 window of symbols (each cell an image with the symbol's name), the Spin
 * button (a round with no choices), and after a spin the winning lines highlighted on the window
 * (from the rules' paylines) and listed with what each pays.
 */
import { SlotViewSchema } from '../../../src/contracts/frame-protocol';
import { h } from '../dom';
import type { SlotView } from '../views';
import { defineGame } from './types';

const REELS = 5;
const ROWS = 3;

/**
 * How each symbol is drawn: glyphs every system font has (DejaVu, Arial, Segoe UI), coloured by
 * `[data-symbol]` in the styles — not emoji, which many systems (and headless browsers) lack. Any
 * other name is drawn as its first letter.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  Cherry: '♥',
  Lemon: '●',
  Bell: '♫',
  Clover: '♣',
  Horseshoe: 'Ո',
  Seven: '7',
  Crown: '♛',
  Diamond: '♦',
};

/** The window shown before the first spin. */
const IDLE_WINDOW: readonly (readonly string[])[] = [
  ['Cherry', 'Lemon', 'Bell', 'Clover', 'Horseshoe'],
  ['Seven', 'Seven', 'Seven', 'Crown', 'Diamond'],
  ['Bell', 'Clover', 'Cherry', 'Lemon', 'Crown'],
];

export const slotGame = defineGame<SlotView>(SlotViewSchema, (host) => {
  const { t, f } = host;
  const paylines = host.init.rules.paylines ?? [];
  const symbolName = (symbol: string): string => t.slot.symbols[symbol] ?? symbol;

  const cells: HTMLElement[][] = Array.from({ length: ROWS }, () =>
    Array.from({ length: REELS }, () => h('span', { role: 'img', class: 'cell' })),
  );
  const drawWindow = (window: readonly (readonly string[])[]): void => {
    cells.forEach((row, r) =>
      row.forEach((cell, reel) => {
        const symbol = window[r]?.[reel];
        cell.classList.remove('win');
        cell.dataset['symbol'] = symbol ?? '';
        cell.setAttribute('aria-label', symbol === undefined ? t.slot.notSpun : symbolName(symbol));
        // The glyph, and the name under it (emoji fonts differ between systems); the cell's label names it.
        cell.replaceChildren(
          h('span', { class: 'glyph' }, symbol === undefined ? '?' : (GLYPHS[symbol] ?? symbol.slice(0, 1))),
          h('span', { class: 'name' }, symbol === undefined ? '' : symbolName(symbol)),
        );
      }),
    );
  };
  drawWindow(IDLE_WINDOW);

  const grid = h(
    'div',
    { class: 'slot-window', role: 'group', 'aria-label': t.slot.reels },
    ...cells.map((row) => h('div', { class: 'slot-row', role: 'presentation' }, ...row)),
  );
  const lineList = h('ul', { class: 'slot-lines', 'aria-label': t.slot.linesWon });
  const board = h('div', { class: 'slot' }, grid, lineList);

  const spin = h('button', { type: 'button', class: 'primary' }, t.slot.spin);
  spin.addEventListener('click', () => host.start({}));
  const controls = h('div', { class: 'controls' }, spin);

  return {
    board,
    controls,
    show(_round, view) {
      drawWindow(view.window);
      grid.classList.remove('spun');
      void grid.offsetWidth; // restart the landing animation
      grid.classList.add('spun');
      for (const win of view.lines) {
        const rows = paylines[win.line - 1];
        if (!rows) continue;
        for (let reel = 0; reel < win.count && reel < REELS; reel++) cells[rows[reel] ?? -1]?.[reel]?.classList.add('win');
      }
      lineList.replaceChildren(
        ...(view.lines.length === 0
          ? [h('li', { class: 'muted' }, t.slot.noLines)]
          : view.lines.map((win) => h('li', {}, t.slot.line(win.line, win.count, symbolName(win.symbol), f.multiplier(win.x100))))),
      );
      return '';
    },
  };
});
