/** Rights of a signed-in player (GET /web-api/auth/rights): what the reference server lets them do. */
import type { UserRow } from './store/users';

export const ALL_RIGHTS = ['login', 'office', 'bet', 'casino', 'deposit', 'withdraw'] as const;
export type Right = (typeof ALL_RIGHTS)[number];

/** Banned players keep only login and the office; unverified players cannot withdraw. */
export function rightsOf(user: UserRow): Right[] {
  if (user.ban_level > 0) return ['login', 'office'];
  const verified = (user.internal_verification_status === 1 || user.verification_status_group_code === 'verified') && user.requested_additional_document === 0;
  return ALL_RIGHTS.filter((right) => right !== 'withdraw' || verified);
}
