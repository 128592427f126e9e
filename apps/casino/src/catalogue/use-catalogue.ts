/**
 * A catalogue read with its states (the platform's `Resource`: loading, ready, failed with a reload),
 * loaded on mount and again when the language, the player or the read changes. It takes part in a
 * server-drawn first view (issue 25): in a server pass it asks for the reply it misses; in the
 * browser its first render starts from the reply the page came with (checked with the read's
 * schema), which is then dropped, so a later visit of the page loads afresh.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  $language,
  $session,
  dropFirstViewData,
  firstViewReply,
  isServerPass,
  SERVER_LOAD_MS,
  useStore,
  wantForFirstView,
  type Resource,
} from '@kickoff/platform';
import type { CatalogueRead } from './calls';

export function useCatalogue<T>(read: CatalogueRead<T>): [Resource<T>, () => void] {
  const lang = useStore($language);
  const userId = useStore($session).userId;
  // Replies carry titles in the page's language: a language is part of the key.
  const key = `${read.key}|${lang}`;
  const embedded = firstViewReply(key, read.schema);
  if (embedded === undefined && isServerPass()) wantForFirstView('request', key, () => read.load(lang, AbortSignal.timeout(SERVER_LOAD_MS)));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Resource<T>>(() => (embedded === undefined ? { status: 'loading' } : { status: 'ready', data: embedded }));
  // The first load of the key the page came with is the embedded reply.
  const drawnKey = useRef(embedded === undefined ? null : key);
  const { load } = read;
  useEffect(() => {
    if (drawnKey.current === key) {
      drawnKey.current = null;
      dropFirstViewData('request', key);
      return undefined;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load(lang, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` follows the key (the read's path and query, and the language).
  }, [key, userId, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
