/** A 401 from any staff call ends the console's session (../session/store.ts listens). */
const listeners = new Set<() => void>();

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionEnded(): void {
  for (const listener of listeners) listener();
}
