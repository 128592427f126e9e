/**
 * Typed CustomEvent helpers over `window` (or any EventTarget, e.g. an embed's host element).
 */
import * as v from 'valibot';
import { EventSchemas, type KickoffEventDetail, type KickoffEventName } from './catalog';

const defaultTarget = (): EventTarget | null => (typeof window !== 'undefined' ? window : null);

export function emit<N extends KickoffEventName>(name: N, detail: KickoffEventDetail<N>, target: EventTarget | null = defaultTarget()): void {
  target?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

export function listen<N extends KickoffEventName>(
  name: N,
  handler: (detail: KickoffEventDetail<N>) => void,
  target: EventTarget | null = defaultTarget(),
): () => void {
  if (!target) return () => undefined;
  const schema = EventSchemas[name];
  const listener = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    const parsed = v.safeParse(schema, detail);
    if (!parsed.success) {
      console.warn(`Dropped malformed ${name} event`, v.flatten(parsed.issues));
      return;
    }
    handler(parsed.output as KickoffEventDetail<N>);
  };
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
