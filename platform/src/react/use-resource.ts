/** Loading one resource of a screen with its states: loading, ready or failed (with a reload). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type * as v from 'valibot';
import { $language } from '../stores/language';
import { $session } from '../stores/session';
import { dropFirstViewData, firstViewReply, isServerPass, SERVER_LOAD_MS, wantForFirstView } from '../first-view/first-view';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * A resource that may be part of a server-drawn first view (issue 25): `key` names the call (its path
 * and query; the language is added), `schema` checks the embedded reply, which is used instead of a
 * first load. The server draws for a guest: a signed-in player's page loads the resource again once
 * hydrated, showing the guest's reply until his own arrives.
 */
export interface ResourceFirstView<T> {
  key: string;
  schema: v.GenericSchema<unknown, T>;
}

/** Loads `load` on mount and whenever the language or the player changes; `reload()` loads again. */
export function useResource<T>(load: (lang: string, signal: AbortSignal) => Promise<T>, firstView?: ResourceFirstView<T>): [Resource<T>, () => void] {
  const lang = useStore($language);
  const userId = useStore($session).userId;
  const key = firstView ? `${firstView.key}|${lang}` : null;
  const drawn = key !== null && firstView ? firstViewReply(key, firstView.schema) : undefined;
  if (drawn === undefined && key !== null && isServerPass()) wantForFirstView('request', key, () => load(lang, AbortSignal.timeout(SERVER_LOAD_MS)));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Resource<T>>(() => (drawn === undefined ? { status: 'loading' } : { status: 'ready', data: drawn }));
  // The key the first view drew: its first load is the embedded reply (a guest's).
  const drawnKey = useRef(drawn === undefined ? null : key);
  useEffect(() => {
    const fromFirstView = drawnKey.current !== null && drawnKey.current === key && attempt === 0;
    if (drawnKey.current !== null) dropFirstViewData('request', drawnKey.current);
    drawnKey.current = null;
    if (fromFirstView && userId === null) return undefined;
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load(lang, controller.signal).then(
      (data) => { if (!controller.signal.aborted) setState({ status: 'ready', data }); },
      (error: unknown) => { if (!controller.signal.aborted) setState({ status: 'error', error }); },
    );
    return () => controller.abort();
    // `load` is a module-level function of each screen: the effect follows the language, the player and reloads.
  }, [lang, userId, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
