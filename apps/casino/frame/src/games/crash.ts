/**
 * Crash: the player names a cash-out target (×1.01..×1000.00, two decimals, sent as `targetX100`) and
 * plays; the round comes back with the crash point, shown as "Crashed at ×3.27" with whether the target
 * was reached. The big multiplier counts up to the crash point in at most 1.5 s (not at all when the
 * player asked for reduced motion); the result text is there at once.
 */
import { CrashViewSchema } from '../../../src/contracts/frame-protocol';
import { h, uid } from '../dom';
import type { CrashView } from '../views';
import { defineGame } from './types';

export const CRASH_MIN_TARGET_X100 = 101;
export const CRASH_MAX_TARGET_X100 = 100_000;
const MAX_ANIMATION_MS = 1500;

/** The target in hundredths, or null when it is not a multiplier of 1.01..1000.00 with 2 decimals. */
export function targetX100Of(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const x100 = Math.round(value * 100);
  if (Math.abs(x100 - value * 100) > 1e-6) return null;
  return x100 >= CRASH_MIN_TARGET_X100 && x100 <= CRASH_MAX_TARGET_X100 ? x100 : null;
}

export const crashGame = defineGame<CrashView>(CrashViewSchema, (host) => {
  const { t, f } = host;
  let frame = 0;

  const meter = h('p', { class: 'crash-meter', 'aria-hidden': 'true' }, f.multiplier(100));
  const outcome = h('p', { class: 'crash-outcome' });
  const board = h('div', { class: 'crash' }, meter, outcome);

  const targetId = uid('target');
  const hintId = uid('target-hint');
  const errorId = uid('target-error');
  const target = h('input', {
    id: targetId,
    type: 'number',
    inputmode: 'decimal',
    min: '1.01',
    max: '1000',
    step: '0.01',
    value: '2.00',
    'aria-describedby': `${hintId} ${errorId}`,
  });
  const error = h('p', { id: errorId, class: 'field-error', 'aria-live': 'polite' });
  target.addEventListener('input', () => {
    error.textContent = '';
    target.removeAttribute('aria-invalid');
  });
  const play = h('button', { type: 'button', class: 'primary' }, t.crash.play);
  play.addEventListener('click', () => {
    const targetX100 = targetX100Of(target.valueAsNumber);
    if (targetX100 === null) {
      error.textContent = t.crash.targetError;
      target.setAttribute('aria-invalid', 'true');
      return;
    }
    host.start({ targetX100 });
  });
  const controls = h(
    'div',
    { class: 'controls' },
    h(
      'div',
      { class: 'field' },
      h('label', { for: targetId }, t.crash.target),
      h('div', { class: 'with-unit' }, h('span', { class: 'unit', 'aria-hidden': 'true' }, '×'), target),
      h('p', { id: hintId, class: 'hint' }, t.crash.targetHint),
      error,
    ),
    play,
  );

  const animate = (toX100: number, reached: boolean): void => {
    cancelAnimationFrame(frame);
    meter.className = 'crash-meter';
    const finish = (): void => {
      meter.textContent = f.multiplier(toX100);
      meter.classList.add(reached ? 'reached' : 'crashed');
    };
    if (host.reducedMotion() || toX100 <= 100) return finish();
    // Exponential climb from ×1.00, longer for higher points but never past 1.5 s.
    const duration = Math.min(MAX_ANIMATION_MS, 400 + Math.log10(toX100 / 100) * 400);
    const started = performance.now();
    const stepFrame = (now: number): void => {
      const progress = Math.min(1, (now - started) / duration);
      if (progress >= 1) return finish();
      meter.textContent = f.multiplier(Math.floor(100 * (toX100 / 100) ** progress));
      frame = requestAnimationFrame(stepFrame);
    };
    frame = requestAnimationFrame(stepFrame);
  };

  return {
    board,
    controls,
    show(_round, view) {
      const reached = view.crashX100 >= view.targetX100;
      const text = `${t.crash.crashed(f.multiplier(view.crashX100))}, ${(reached ? t.crash.reached : t.crash.missed)(f.multiplier(view.targetX100))}`;
      outcome.textContent = text;
      outcome.className = `crash-outcome ${reached ? 'reached' : 'crashed'}`;
      animate(view.crashX100, reached);
      return text;
    },
    dispose: () => cancelAnimationFrame(frame),
  };
});
