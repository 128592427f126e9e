/** React helpers for browser tests of code that renders outside `act` (parcels mounted by single-spa, embeds). */
import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * Runs the effects React still has pending. A root's `useEffect` callbacks run in a later task
 * after its render (the coupon subscribes to `kickoff:add-bet` in one); React runs pending effects
 * before it commits anything else, so a synchronous render of nothing into a throwaway root runs them.
 */
export function flushReactEffects(): void {
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(null));
  root.unmount();
}

/** Types into a React-controlled input, inside `act`: the native value setter, then the input event React listens to. */
export function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
