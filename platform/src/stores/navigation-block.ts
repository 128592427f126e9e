/**
 * The navigation-blocked flag (account spec §2 guards: "Navigation is blocked while a
 * navigation-blocked flag is set"). Any module blocks navigation while leaving the page would lose
 * work the server has not answered yet (a deposit being started, a withdrawal being sent); the root
 * config then cancels single-spa navigations and asks before a full page unload. Each block is
 * released by the function it returns, so two overlapping blocks never release each other.
 */
import { atom, type ReadableAtom } from 'nanostores';

const reasons = atom<readonly string[]>([]);
const blocked = atom(false);
reasons.listen((list) => blocked.set(list.length > 0));

/** True while at least one block is held. */
export const $navigationBlocked: ReadableAtom<boolean> = blocked;

/** Blocks navigation for `reason` until the returned release is called (calling it twice is harmless). */
export function blockNavigation(reason: string): () => void {
  const token = `${reason}#${Math.random().toString(36).slice(2)}`;
  reasons.set([...reasons.get(), token]);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    reasons.set(reasons.get().filter((r) => r !== token));
  };
}

/** Runs `work` with navigation blocked for `reason`; the block ends when it settles either way. */
export async function whileNavigationBlocked<T>(reason: string, work: () => Promise<T>): Promise<T> {
  const release = blockNavigation(reason);
  try {
    return await work();
  } finally {
    release();
  }
}

/** Platform-internal: tests start with no block held. */
export function releaseAllNavigationBlocks(): void {
  reasons.set([]);
}
