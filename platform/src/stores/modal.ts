/**
 * The modal stack: any module asks for a modal by id; the shell parcel renders it. The top entry
 * is the one shown; closing it reveals the one below (e.g. the captcha step over a login modal). The
 * age gate is not one of them: the server draws it into the shell page (server/web/age-gate.ts).
 */
import { atom, type ReadableAtom } from 'nanostores';

export type ModalId =
  | 'login'
  | 'registration'
  | 'forgot-password'
  | 'cookie-consent'
  | 'notice'
  | 'captcha'
  | 'logout-confirm'
  // The welcome journey (shell-parcels/src/welcome/): shown only when no other modal is open.
  | 'welcome'
  | 'first-deposit-bonus'
  | 'phone-country'
  | 'display-settings';

export interface ModalRequest {
  id: ModalId;
  props: Readonly<Record<string, unknown>>;
}

const modalStack = atom<readonly ModalRequest[]>([]);

/** Read-only: modules change it with `openModal` and `closeModal`. */
export const $modalStack: ReadableAtom<readonly ModalRequest[]> = modalStack;

export function openModal(id: ModalId, props: Record<string, unknown> = {}): void {
  const stack = modalStack.get().filter((m) => m.id !== id);
  modalStack.set([...stack, { id, props }]);
}

export function closeModal(id?: ModalId): void {
  const stack = modalStack.get();
  const target = id ?? stack[stack.length - 1]?.id;
  modalStack.set(stack.filter((m) => m.id !== target));
}

/** Platform-internal: tests start from no open modal. */
export function closeAllModals(): void {
  modalStack.set([]);
}
