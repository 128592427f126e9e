/**
 * The office menu store: the server's menu (contracts/menu.ts) for the current language, loaded when
 * the office frame mounts and again when the language or the player changes; a failed load keeps the
 * error for the frame to offer a retry.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { api } from '@kickoff/platform';
import { OfficeMenuPaths, OfficeMenuResponseSchema, type OfficeMenu } from '../contracts/menu';

export type MenuState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; menu: OfficeMenu }
  | { status: 'error'; key: string; error: unknown };

const menu = atom<MenuState>({ status: 'idle' });
export const $officeMenu: ReadableAtom<MenuState> = menu;

/** Loads the menu for `lang` and player `userId` unless it is loaded or loading already (`force`: again). */
export async function loadOfficeMenu(lang: string, userId: number, force = false): Promise<void> {
  const key = `${userId}:${lang}`;
  const now = menu.get();
  if (!force && now.status !== 'idle' && now.key === key && now.status !== 'error') return;
  menu.set({ status: 'loading', key });
  try {
    const reply = await api.request({ service: 'web', path: OfficeMenuPaths.menuCall, query: { lng: lang }, auth: true, cache: 'no-store', schema: OfficeMenuResponseSchema });
    if (menu.get().status === 'loading' && (menu.get() as { key: string }).key === key) menu.set({ status: 'ready', key, menu: reply.data });
  } catch (error) {
    if ((menu.get() as { key?: string }).key === key) menu.set({ status: 'error', key, error });
  }
}

/** Forgets the menu (logout). */
export function clearOfficeMenu(): void {
  menu.set({ status: 'idle' });
}
