/**
 * The shared name rule of the personal-data rules (`nameProblem` of the platform's form rules chunk,
 * the rule the office profile and the server apply): loaded on use — the registration form starts it
 * when it mounts — and kept once there; undefined if the chunk fails (the form then checks presence only).
 */
import { loadFormRules } from '@kickoff/platform';
import type { NameCheck } from './registration-model';

let loaded: NameCheck | undefined;

export function loadNameCheck(): Promise<NameCheck | undefined> {
  if (loaded) return Promise.resolve(loaded);
  return loadFormRules().then(
    (rules) => (loaded = (value: string) => rules.nameProblem(value)),
    () => undefined,
  );
}
