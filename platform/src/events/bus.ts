/**
 * Typed CustomEvent helpers over `window` (or any EventTarget, e.g. an embed's host element).
 *
 * Most events are news: whoever listens hears them, and nobody is owed them. A few are commands one
 * module acts on (`COMMANDS`: the bet slip adds the bet of an odds click, the analytics runtime sends a
 * tracked event). Modules load in parallel, so a command can come before its module has started (an odds
 * click played by the boot script right after the betting part is hydrated, while the bet slip's code is
 * still loading; an analytics event before the runtime starts): one emitted while no module `handle`s
 * it waits for the first that does, for up to `COMMAND_WAIT_MS`.
 */
import * as v from 'valibot';
import { EventSchemas, type KickoffEventDetail, type KickoffEventName } from './catalog';

const defaultTarget = (): EventTarget | null => (typeof window !== 'undefined' ? window : null);

/**
 * Events one module acts on, kept for it when it has not started yet. A placed coupon is news to every
 * listener, and kept for the analytics runtime (its bet success), which starts 10 s after the page.
 */
const COMMANDS: ReadonlySet<KickoffEventName> = new Set<KickoffEventName>(['kickoff:add-bet', 'kickoff:track', 'kickoff:coupon-placed']);

/** How long a command waits for its handler: a click older than this is not what the player expects any more. */
export const COMMAND_WAIT_MS = 15_000;

/**
 * At most this many commands of one name wait (a page whose handler never comes does not grow without
 * bound, and analytics events never push out a waiting odds click).
 */
const MAX_WAITING = 20;

interface WaitingCommand {
  name: KickoffEventName;
  detail: unknown;
  at: number;
}

const handlers = new Map<KickoffEventName, number>();
let waiting: WaitingCommand[] = [];

export function emit<N extends KickoffEventName>(name: N, detail: KickoffEventDetail<N>, target: EventTarget | null = defaultTarget()): void {
  target?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  if (COMMANDS.has(name) && !handlers.get(name)) {
    waiting.push({ name, detail, at: Date.now() });
    const same = waiting.filter((c) => c.name === name);
    if (same.length > MAX_WAITING) waiting = waiting.filter((c) => c !== same[0]);
  }
}

/** The handler of validated details: a malformed one (a stale module version, a CMS page) is dropped with a warning. */
function checked<N extends KickoffEventName>(name: N, handler: (detail: KickoffEventDetail<N>) => void): (detail: unknown) => void {
  const schema = EventSchemas[name];
  return (detail) => {
    const parsed = v.safeParse(schema, detail);
    if (!parsed.success) {
      console.warn(`Dropped malformed ${name} event`, v.flatten(parsed.issues));
      return;
    }
    handler(parsed.output as KickoffEventDetail<N>);
  };
}

export function listen<N extends KickoffEventName>(
  name: N,
  handler: (detail: KickoffEventDetail<N>) => void,
  target: EventTarget | null = defaultTarget(),
): () => void {
  if (!target) return () => undefined;
  const receive = checked(name, handler);
  const listener = (event: Event) => receive((event as CustomEvent<unknown>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}

/**
 * The module that acts on a command listens with `handle`: it receives the command from now on, and
 * first the ones emitted in the last `COMMAND_WAIT_MS` while no module handled it, in order. For an
 * event that is not a command, `handle` is `listen`. Returns the stop function (idempotent).
 */
export function handle<N extends KickoffEventName>(name: N, handler: (detail: KickoffEventDetail<N>) => void): () => void {
  const stopListening = listen(name, handler);
  handlers.set(name, (handlers.get(name) ?? 0) + 1);
  const receive = checked(name, handler);
  const oldest = Date.now() - COMMAND_WAIT_MS;
  const mine = waiting.filter((c) => c.name === name);
  waiting = waiting.filter((c) => c.name !== name);
  for (const command of mine) if (command.at >= oldest) receive(command.detail);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    stopListening();
    handlers.set(name, (handlers.get(name) ?? 1) - 1);
  };
}
