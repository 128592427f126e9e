/** Loading one resource of a screen with its states: loading, ready or failed (with a reload). */
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $language } from '../stores/language';
import { $session } from '../stores/session';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** Loads `load` on mount and whenever the language or the player changes; `reload()` loads again. */
export function useResource<T>(load: (lang: string, signal: AbortSignal) => Promise<T>): [Resource<T>, () => void] {
  const lang = useStore($language);
  const userId = useStore($session).userId;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  useEffect(() => {
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
