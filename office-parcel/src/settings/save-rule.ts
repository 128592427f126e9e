/**
 * The save rule of the settings screen (account spec §5, §8), pure: a failed save reverts the control
 * unless the error is a cancel; the errors shown are the server's own messages of refusals with
 * status 2 (priority 1) and otherwise `main_query_error` (priority 2), at most 3, by priority.
 */
import { PLAYER_MESSAGE_STATUS } from '../contracts/settings';

/** The API client's status of a cancelled request (platform/src/api/errors.ts). */
export const CANCELLED_STATUS = 499;
export const MAX_SHOWN_ERRORS = 3;

export interface ShownError {
  /** An i18n key or the server's own message. */
  text: string;
  priority: number;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/** An aborted request (AbortError) or one the client reports as cancelled (status 499). */
export function isCancel(err: unknown): boolean {
  const e = record(err);
  if (!e) return false;
  return e.name === 'AbortError' || e.status === CANCELLED_STATUS;
}

export const shouldRevert = (err: unknown): boolean => !isCancel(err);

/** The server's messages of status-2 refusals in an API error's body (`errors[].meta.status`). */
function playerMessages(err: unknown): string[] {
  const errors = record(record(err)?.body)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item) => {
    const e = record(item);
    const detail = e?.detail;
    return record(e?.meta)?.status === PLAYER_MESSAGE_STATUS && typeof detail === 'string' && detail ? [detail] : [];
  });
}

/** What a failed save shows: nothing for a cancel, the server's status-2 messages, else the default. */
export function saveErrors(err: unknown): ShownError[] {
  if (isCancel(err)) return [];
  const own = playerMessages(err);
  return own.length > 0 ? own.map((text) => ({ text, priority: 1 })) : [{ text: 'main_query_error', priority: 2 }];
}

/** Newest first within a priority, one of each text, at most MAX_SHOWN_ERRORS. */
export function visibleErrors(errors: readonly ShownError[], max = MAX_SHOWN_ERRORS): ShownError[] {
  const seen = new Set<string>();
  return errors
    .map((error, order) => ({ error, order }))
    .sort((a, b) => a.error.priority - b.error.priority || a.order - b.order)
    .map(({ error }) => error)
    .filter((error) => (seen.has(error.text) ? false : (seen.add(error.text), true)))
    .slice(0, max);
}

/**
 * The value a control shows after its save ends: the saved value, or on a revert-worthy failure the
 * previous one, unless the player has changed the control again meanwhile (then the newer choice stays).
 */
export function settledValue<T>(current: T, attempted: T, previous: T, err: unknown | null, same: (a: T, b: T) => boolean = Object.is): T {
  if (err === null || !shouldRevert(err)) return current;
  return same(current, attempted) ? previous : current;
}
