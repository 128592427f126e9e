/**
 * Registration tracking for the registration form (account spec §4): its call increments the counter
 * and sets done to false, a type change is noted, and closing it without done is logged. The form also
 * starts the analytics runtime at once (spec §7: no install delay on registration pages).
 */
import { useEffect, useRef } from 'react';
import type { RegistrationType } from '@kickoff/platform';
import { trackState } from './track';
import { registrationLeft, registrationPageCall, registrationTypeChanged, trackingTypeOf } from './tracking';

export function useRegistrationTracking(type: RegistrationType): void {
  const first = useRef(type);
  useEffect(() => {
    // Not through ./start (it is in the entry: a module shared with a lazy chunk would become a chunk of its own).
    import('./runtime').then(
      (m) => m.startAnalytics(),
      (err: unknown) => console.error('analytics not loaded', err),
    );
    trackState((state) => registrationPageCall(state, trackingTypeOf(first.current), Date.now()));
    return () => {
      const state = trackState((s) => s);
      const left = state ? registrationLeft(state, Date.now()) : null;
      if (left) console.info(left);
    };
  }, []);
  useEffect(() => {
    if (type !== first.current) trackState((state) => registrationTypeChanged(state, trackingTypeOf(type)));
  }, [type]);
}
