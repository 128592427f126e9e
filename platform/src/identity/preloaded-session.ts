/**
 * The session the server preloaded into the shell page (its cookie is HttpOnly): guards see the
 * player and the ban state on the first navigation; the identity layer then loads the token, user
 * config and accounts. Part of the identity layer, so the session and ban stores keep one writer.
 */
import * as v from 'valibot';
import { preloadedAsNull, takePreloaded } from '../env/preload';
import { PreloadedSessionSchema } from '../schemas/config';
import { setSessionUser } from '../stores/session';
import { banStateOf } from './derived';
import { setBan } from './stores';

let guest = false;

/** True when the server preloaded this page for a guest (`session: null`, read by `adoptPreloadedSession`). */
export const preloadedGuest = (): boolean => guest;

/** Adopts the preloaded session of this language, if the page has one (read once). */
export function adoptPreloadedSession(lang: string): void {
  guest = preloadedAsNull('session', lang);
  const session = takePreloaded('session', lang, v.nullable(PreloadedSessionSchema));
  if (!session) return;
  setSessionUser(session.userId);
  setBan(banStateOf({ ban_level: session.banLevel, ban_version: session.banVersion }));
}
