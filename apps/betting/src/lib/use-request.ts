/** One validated request per key with loading, error and retry (sports, champs, results, toto, lotto). */
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { $language, dropFirstViewData, firstViewReply, isServerPass, SERVER_LOAD_MS, useStore, wantForFirstView } from '@kickoff/platform';

export type RequestState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

export interface RequestHandle<T> {
  state: RequestState<T>;
  retry: () => void;
}

const LOADING = { status: 'loading', data: null, error: null } as const;

/**
 * `schema` (the reply's shape): the request may be part of a server-drawn first view (issue 25), whose
 * embedded reply is checked with it and used instead of a first fetch.
 */
export function useRequest<T>(query: string | null, run: (signal: AbortSignal) => Promise<T>, schema?: v.GenericSchema<unknown, T>): RequestHandle<T> {
  // Replies carry names in the page's language: a language switch is a new request.
  const lang = useStore($language);
  const key = query === null ? null : `${query}|${lang}`;
  const drawn = key !== null && schema ? firstViewReply(key, schema) : undefined;
  if (drawn === undefined && key !== null && schema && isServerPass()) wantForFirstView('request', key, () => run(AbortSignal.timeout(SERVER_LOAD_MS)));
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string | null; attempt: number; state: RequestState<T> }>(() =>
    drawn === undefined ? { key: null, attempt: -1, state: LOADING } : { key, attempt: 0, state: { status: 'ready', data: drawn, error: null } },
  );
  // The key the first view drew: its first load is the embedded reply.
  const drawnKey = useRef(drawn === undefined ? null : key);
  useEffect(() => {
    if (key === null) return undefined;
    if (drawnKey.current === key && attempt === 0) {
      drawnKey.current = null;
      dropFirstViewData('request', key);
      return undefined;
    }
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
