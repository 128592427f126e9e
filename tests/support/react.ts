/** React helpers for browser tests of code that renders outside `act` (parcels mounted by single-spa, embeds). */
import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

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

/** Waits until `check` passes, letting React commit and fetches settle in between (inside `act`, 20 ms steps). */
export async function actUntil(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`timed out: ${what}`);
}

/** Types into a React-controlled input, inside `act`: the native value setter, then the input event React listens to. */
export function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A React root on a fresh element appended to the page (unmount it with `unmountRoot`). */
export function mountRoot(): { host: HTMLElement; root: Root } {
  const host = document.createElement('div');
  document.body.append(host);
  return { host, root: createRoot(host) };
}

/** Unmounts a root of `mountRoot` inside `act` and removes its element. */
export function unmountRoot({ host, root }: { host: HTMLElement; root: Root }): void {
  act(() => root.unmount());
  host.remove();
}
