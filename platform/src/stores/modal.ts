/**
 * The modal stack: any module asks for a modal by id; the shell parcel renders it. The top entry
 * is the one shown; closing it reveals the one below (e.g. age gate under a login modal).
 */
import { atom, computed } from 'nanostores';

export type ModalId =
  | 'login'
  | 'registration'
  | 'forgot-password'
  | 'age-gate'
  | 'confirm'
  | 'cookie-consent'
  | 'notice'
  | 'captcha'
  | 'logout-confirm';

export interface ModalRequest {
  id: ModalId;
  props: Readonly<Record<string, unknown>>;
}

export const $modalStack = atom<ModalRequest[]>([]);
export const $activeModal = computed($modalStack, (stack) => stack[stack.length - 1] ?? null);

export function openModal(id: ModalId, props: Record<string, unknown> = {}): void {
  const stack = $modalStack.get().filter((m) => m.id !== id);
  $modalStack.set([...stack, { id, props }]);
}

export function closeModal(id?: ModalId): void {
  const stack = $modalStack.get();
  const target = id ?? stack[stack.length - 1]?.id;
  $modalStack.set(stack.filter((m) => m.id !== target));
}

export function isModalOpen(id: ModalId): boolean {
  return $modalStack.get().some((m) => m.id === id);
}
