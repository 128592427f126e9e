/**
 * The Payments screen's pure parts: the queue's state filter read from the query string, the list call's
 * path, what a reviewed withdrawal allows, and the names of rules, limit types, bet types and results.
 */
import { PAYMENTS_PATHS, REVIEW_STATES, type ReviewedWithdrawal, type ReviewState } from '../../contracts/payments';
import { query } from '../../api/client';
import { cursorState } from '../../ui/cursor-pages';

export type StateFilter = ReviewState | 'all';
export const STATE_FILTERS: readonly StateFilter[] = [...REVIEW_STATES, 'all'];

/** The state filter of the query (`awaiting` when absent or unknown: the work to do). */
export function stateFilterOf(params: URLSearchParams): StateFilter {
  const value = params.get('status');
  return STATE_FILTERS.find((state) => state === value) ?? 'awaiting';
}

/** The list call of the query: the state filter and the page cursor. */
export function queuePath(params: URLSearchParams): string {
  const status = stateFilterOf(params);
  return `${PAYMENTS_PATHS.withdrawals}${query({ status: status === 'awaiting' ? undefined : status, before: cursorState(params).before })}`;
}

/** The withdrawal id of the path's rest (`/backoffice/payments/12` → 12), or null when it is not one. */
export function withdrawalIdOf(rest: string | null): number | null {
  return rest !== null && /^\d{1,15}$/.test(rest) ? Number(rest) : null;
}

/** Only a review still awaiting takes a decision (the server refuses any other: 409). */
export const canDecide = (w: ReviewedWithdrawal): boolean => w.review.state === 'awaiting' && w.status === 'review';

/** Text keys (namespace `payments`) of the things the wire names by code. */
export const ruleKey = (rule: string): string => `rule_${rule}`;
export const stateKey = (state: StateFilter): string => `state_${state}`;
export const statusKey = (status: string): string => `status_${status}`;
export const betTypeKey = (typeId: number): string => (typeId === 0 ? 'bet_single' : typeId === 1 ? 'bet_express' : 'bet_system');

const LIMIT_KEYS: Readonly<Record<number, string>> = {
  1: 'limit_wager_day', 2: 'limit_wager_week', 3: 'limit_wager_month',
  10: 'limit_loss_day', 11: 'limit_loss_week', 12: 'limit_loss_month',
  20: 'limit_deposit_day', 21: 'limit_deposit_week', 22: 'limit_deposit_month',
  30: 'limit_self_exclusion', 31: 'limit_session', 32: 'limit_reality_check', 33: 'limit_time_out', 37: 'limit_lock',
};
export const limitKey = (type: number): string => LIMIT_KEYS[type] ?? 'limit_other';

/** A limit's value as read: money with its currency, else the number and its unit. */
export function limitValueText(value: number, measure: string): string {
  return /^[A-Z]{3}$/.test(measure) ? `${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${measure}` : `${value} ${measure}`;
}
