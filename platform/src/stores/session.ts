/**
 * Session store: a guest has no user id (account spec §6). Only the identity layer writes it.
 */
import { atom, computed } from 'nanostores';

export interface Session {
  userId: number | null;
}

export const $session = atom<Session>({ userId: null });
export const $isAuthorized = computed($session, (s) => s.userId !== null);

/** Sets the user id only when it differs (account spec §4). */
export function setSessionUser(userId: number | null): void {
  if ($session.get().userId === userId) return;
  $session.set({ userId });
}
