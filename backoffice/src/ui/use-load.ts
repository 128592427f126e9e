/**
 * `useLoad(load, deps)`: runs `load(signal)` when `deps` change (the previous run is aborted) and
 * answers its state: `loading`, `error` (with the text to show) or `ready` with the data (and whether a
 * reload is under way), plus `reload()`.
 */
import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { errorText } from './errors';

/** `ready` keeps the last data while a reload runs (`refreshing`), so a list does not flash empty after an action. */
export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T; refreshing: boolean };

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, refreshing: false });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorText(err) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
