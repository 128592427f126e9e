/**
 * Session store: a guest has no user id (account spec §6). Only the identity layer writes it (its
 * session flow, and the session the server preloaded into the page).
 */
import { atom, computed, type ReadableAtom } from 'nanostores';

interface Session {
  userId: number | null;
}

const session = atom<Session>({ userId: null });

export const $session: ReadableAtom<Session> = session;
export const $isAuthorized = computed(session, (s) => s.userId !== null);

/** Sets the user id only when it differs (account spec §4). Platform-internal: the identity layer. */
export function setSessionUser(userId: number | null): void {
  if (session.get().userId === userId) return;
  session.set({ userId });
}
