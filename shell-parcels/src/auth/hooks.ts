/**
 * Small hooks of the auth UI: the auth config group, reference lists (countries, currencies),
 * a ticking resend countdown, the "try again in N s" wait of a rate-limited request and a "still
 * mounted" guard for async results.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { $authGroup, useStore, type AuthGroup, type Country, type Currency } from '@kickoff/platform';
import { settle, useAuthActions } from './actions';
import { msToNextSecond, retryUntil, secondsLeft } from './countdown';

/** `false` once the component unmounted: async replies must not set state after that. */
export function useMountedRef(): { readonly current: boolean } {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** The auth config group; asks the facade to load it when the store is still empty. */
export function useAuthGroup(): AuthGroup | null {
  const actions = useAuthActions();
  const stored = useStore($authGroup);
  const [loaded, setLoaded] = useState<AuthGroup | null>(null);
  const mounted = useMountedRef();
  useEffect(() => {
    if ($authGroup.get()) return;
    actions.loadAuthGroup().then(
      (group) => mounted.current && setLoaded(group),
      (err: unknown) => console.warn('auth config group failed', err),
    );
  }, [actions, mounted]);
  return stored ?? loaded;
}

export interface ReferenceLists {
  countries: Country[];
  currencies: Currency[];
  /** i18n key or server text when a list failed. */
  error: string | null;
}

/** Countries and currencies for the registration and phone fields. */
export function useReferenceLists(wanted: { countries: boolean; currencies: boolean }): ReferenceLists {
  const actions = useAuthActions();
  const mounted = useMountedRef();
  const [lists, setLists] = useState<ReferenceLists>({ countries: [], currencies: [], error: null });
  useEffect(() => {
    if (wanted.countries) {
      void settle(actions.loadCountries()).then((r) => {
        if (!mounted.current) return;
        setLists((s) => (r.ok ? { ...s, countries: r.value } : { ...s, error: r.error }));
      });
    }
    if (wanted.currencies) {
      void settle(actions.loadCurrencies()).then((r) => {
        if (!mounted.current) return;
        setLists((s) => (r.ok ? { ...s, currencies: r.value } : { ...s, error: r.error }));
      });
    }
  }, [actions, mounted, wanted.countries, wanted.currencies]);
  return lists;
}

/** Seconds left until `until` (ms since epoch), re-rendering each time the whole second changes, down to 0. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const current = Date.now();
      setNow(current);
      if (current < until) timer = setTimeout(update, msToNextSecond(until, current));
    };
    update();
    return () => clearTimeout(timer);
  }, [until]);
  return until === null ? 0 : secondsLeft(until, now);
}

export interface RetryWait {
  /** Whole seconds until the request may be tried again; 0 when it may be tried now. */
  seconds: number;
  /** Starts the wait a failure names (429 with `retryAfter`); true when it named one. */
  start: (failure: { retryAfter?: number }) => boolean;
  /** Forgets the wait (another tab or step of the form). */
  clear: () => void;
}

/** The server's "try again in N s" of a rate-limited request, counting down to 0. */
export function useRetryWait(): RetryWait {
  const [until, setUntil] = useState<number | null>(null);
  const seconds = useSecondsLeft(until);
  const start = useCallback((failure: { retryAfter?: number }) => {
    if (failure.retryAfter === undefined) return false;
    setUntil(retryUntil(failure.retryAfter, Date.now()));
    return true;
  }, []);
  const clear = useCallback(() => setUntil(null), []);
  return { seconds, start, clear };
}

/** A guard against double submits: `run` ignores calls while the previous one is pending. */
export function useSingleFlight(): { busy: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const mounted = useMountedRef();
  const run = useCallback(async (task: () => Promise<void>) => {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      pending.current = false;
      if (mounted.current) setBusy(false);
    }
  }, [mounted]);
  return { busy, run };
}
