/** One validated request per key with loading, error and retry (sports, champs, results, toto, lotto). */
import { useEffect, useState } from 'react';
import { $language, useStore } from '@kickoff/platform';

export type RequestState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

export interface RequestHandle<T> {
  state: RequestState<T>;
  retry: () => void;
}

const LOADING = { status: 'loading', data: null, error: null } as const;

export function useRequest<T>(query: string | null, run: (signal: AbortSignal) => Promise<T>): RequestHandle<T> {
  // Replies carry names in the page's language: a language switch is a new request.
  const lang = useStore($language);
  const key = query === null ? null : `${query}|${lang}`;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string | null; attempt: number; state: RequestState<T> }>({ key: null, attempt: -1, state: LOADING });
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, attempt, state: { status: 'ready', data, error: null } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, attempt, state: { status: 'error', data: null, error } });
      },
    );
    return () => controller.abort();
    // `run` follows the key.
  }, [key, attempt]);
  const current = result.key === key && result.attempt === attempt ? result.state : LOADING;
  return { state: current, retry: () => setAttempt((n) => n + 1) };
}
