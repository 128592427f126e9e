/**
 * Remote app loading states and their allowed changes (shell spec §4 "Remote app loading",
 * account spec §4 "Remote views"). Every state change of a remote app goes through `transition()`.
 */

export const AppLoadState = { NotExist: -2, Error: -1, Loading: 1, Ready: 2 } as const;
export type AppLoadState = (typeof AppLoadState)[keyof typeof AppLoadState];

const S = AppLoadState;

/** Allowed targets per state; anything else (including staying in the same state) is forbidden. */
const ALLOWED: Readonly<Record<AppLoadState, readonly AppLoadState[]>> = {
  [S.NotExist]: [S.Loading, S.Ready],
  [S.Error]: [S.Loading, S.NotExist],
  [S.Loading]: [S.Error, S.Ready, S.NotExist],
  [S.Ready]: [S.NotExist],
};

const NAMES: Readonly<Record<AppLoadState, string>> = {
  [S.NotExist]: 'not-exist',
  [S.Error]: 'error',
  [S.Loading]: 'loading',
  [S.Ready]: 'ready',
};

/** Human-readable name of a state (for logs and error messages). */
export function appLoadStateName(state: AppLoadState): string {
  return NAMES[state] ?? String(state);
}

/** Whether `from` → `to` is one of the allowed changes. */
export function canTransition(from: AppLoadState, to: AppLoadState): boolean {
  return ALLOWED[from]?.includes(to) ?? false;
}

/** Thrown by `transition()` for a forbidden change. */
export class InvalidTransitionError extends Error {
  readonly from: AppLoadState;
  readonly to: AppLoadState;

  constructor(from: AppLoadState, to: AppLoadState) {
    super(`Invalid app load state transition: ${appLoadStateName(from)} -> ${appLoadStateName(to)}`);
    this.name = 'InvalidTransitionError';
    this.from = from;
    this.to = to;
  }
}

/** Returns `to` when the change is allowed, otherwise throws `InvalidTransitionError`. */
export function transition(from: AppLoadState, to: AppLoadState): AppLoadState {
  if (!canTransition(from, to)) throw new InvalidTransitionError(from, to);
  return to;
}
