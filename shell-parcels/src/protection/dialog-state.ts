/** Which protection dialog is open (one at a time; a newer one waits for the open one to close). */
import { atom } from 'nanostores';
import type { Limit } from '@kickoff/platform-wallet';

export type ProtectionDialog =
  | { kind: 'reality'; playedMs: number; netResult: number; currency: string }
  | { kind: 'warn' }
  | { kind: 'session-ended' }
  | { kind: 'approve'; limit: Limit };

export const $dialogs = atom<readonly ProtectionDialog[]>([]);

export function showDialog(dialog: ProtectionDialog): void {
  if ($dialogs.get().some((d) => d.kind === dialog.kind)) return;
  $dialogs.set([...$dialogs.get(), dialog]);
}

export function closeDialog(kind: ProtectionDialog['kind']): void {
  $dialogs.set($dialogs.get().filter((d) => d.kind !== kind));
}
