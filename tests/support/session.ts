/**
 * A signed-in player in browser tests of screens: the session store set inside React's `act`, and a
 * stand-in for the platform's identity interceptor (installed at bootstrap, not in component tests),
 * which puts the player's bearer token on API calls flagged `auth`.
 */
import { act } from 'react';
import { api } from '@kickoff/platform';
import { setSessionUser } from '../../platform/src/stores/session';

/** Signs the player `userId` in, inside `act`. */
export function signIn(userId: number): void {
  act(() => setSessionUser(userId));
}

/** Signs the player out, inside `act`. */
export function signOut(): void {
  act(() => setSessionUser(null));
}

/** Puts `Bearer <token>` on every API call flagged `auth`; returns the function that removes it. */
export function addBearerToken(token: string): () => void {
  return api.use(async (req, next) => {
    if (req.auth) req.headers.set('Authorization', `Bearer ${token}`);
    return next(req);
  });
}
