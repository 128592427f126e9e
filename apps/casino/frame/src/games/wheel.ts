/**
 * The fortune wheel: the rules' segments drawn as a ring (a conic gradient, one colour per
 * multiplier) over an ordered list of the segments for assistive technology, a pointer at the top and
 * the Spin button. After a spin the wheel turns the landed segment under the pointer (a CSS
 * transition, none with reduced motion) and marks it (`aria-current`) with its multiplier.
 */
import { WheelViewSchema } from '../../../src/contracts/frame-protocol';
import { h } from '../dom';
import type { WheelView } from '../views';
import { defineGame } from './types';

/** The colour of a multiplier (x100): the higher, the warmer. */
function colourOf(x100: number): string {
  if (x100 <= 0) return '#2a2f45';
  if (x100 < 200) return '#1f8a70';
  if (x100 < 300) return '#2563eb';
  if (x100 < 500) return '#7c3aed';
  if (x100 < 1000) return '#ea580c';
  return '#eab308';
}

export const wheelGame = defineGame<WheelView>(WheelViewSchema, (host) => {
  const { t, f } = host;
  const segments = host.init.rules.segments ?? [];
  const count = Math.max(segments.length, 1);
  const slice = 360 / count;
  let turns = 0;

  const gradient = segments.map((x100, i) => `${colourOf(x100)} ${i * slice}deg ${(i + 1) * slice}deg`).join(', ');
  const items = segments.map((x100, i) =>
    h(
      'li',
      { class: `segment${x100 > 0 ? ' pays' : ''}`, style: `--angle: ${(i + 0.5) * slice}deg`, 'aria-label': t.wheel.segment(i + 1, f.multiplier(x100)) },
      h('span', { 'aria-hidden': 'true' }, x100 > 0 ? String(x100 / 100) : ''),
    ),
  );
  const disc = h('ol', { class: 'wheel-disc', 'aria-label': t.wheel.segments, style: segments.length > 0 ? `background: conic-gradient(${gradient})` : '' }, ...items);
  const landed = h('p', { class: 'wheel-landed' });
  const board = h('div', { class: 'wheel' }, h('div', { class: 'wheel-ring' }, h('span', { class: 'wheel-pointer', 'aria-hidden': 'true' }), disc), landed);

  const spin = h('button', { type: 'button', class: 'primary' }, t.wheel.spin);
  spin.addEventListener('click', () => host.start({}));
  const controls = h('div', { class: 'controls' }, spin);

  return {
    board,
    controls,
    show(_round, view) {
      items.forEach((item, i) => {
        const here = i === view.segment;
        item.classList.toggle('landed', here);
        if (here) item.setAttribute('aria-current', 'true');
        else item.removeAttribute('aria-current');
      });
      // Turn the landed segment's middle under the top pointer, a few whole turns further each spin.
      turns += 3;
      disc.classList.toggle('still', host.reducedMotion());
      disc.style.transform = `rotate(${turns * 360 - (view.segment + 0.5) * slice}deg)`;
      const text = t.wheel.landed(f.multiplier(view.x100));
      landed.textContent = text;
      return text;
    },
  };
});
