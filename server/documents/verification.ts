/**
 * The verification rules of account spec §3-§4 as the documents service moves them:
 * - uploading a document puts the player in review: user_status_id 1 (pending verification),
 *   verification_status 1 (not verified), internal status 0, group code `pending`, no additional
 *   document requested any more (this one is it);
 * - approving verifies: internal_verification_status 1, the success group code, verification_status 2,
 *   user_status_id 0, no additional document, identification passed (is_need_identification 0), and the
 *   approved kinds join verification_types;
 * - rejecting asks for another document: requested_additional_document 1, user_status_id 0,
 *   verification_status 1, internal status 0, group code `rejected`.
 * A player is verified when internal status is 1 or the group code is the success one, and no
 * additional document is requested (`isVerifiedConfig`).
 */
import * as v from 'valibot';
import { isVerifiedConfig, VERIFICATION_SUCCESS_GROUP_CODE } from '@kickoff/contracts';
import type { VerificationPhase, VerificationState } from '@kickoff/office-contracts/documents';
import type { VerificationState as VerificationColumns } from '../identity/store/security';
import type { UserRow } from '../identity/store/users';

export const PENDING_GROUP_CODE = 'pending';
export const REJECTED_GROUP_CODE = 'rejected';
/** verification_status of a verified player (1 means not verified, account spec §4). */
export const VERIFIED_STATUS = 2;
export const NOT_VERIFIED_STATUS = 1;
/** user_status_id of a player whose documents wait for review. */
export const PENDING_USER_STATUS = 1;

type Columns = Pick<UserRow, keyof VerificationColumns>;

const TypeList = v.array(v.number());

export function typesOf(user: Pick<UserRow, 'verification_types'>): number[] {
  const parsed = v.safeParse(TypeList, JSON.parse(user.verification_types));
  return parsed.success ? parsed.output : [];
}

export function isVerified(user: Columns): boolean {
  return isVerifiedConfig({ ...user, requested_additional_document: user.requested_additional_document !== 0 });
}

export function phaseOf(user: Columns): VerificationPhase {
  if (isVerified(user)) return 'verified';
  if (user.requested_additional_document !== 0) return 'more_needed';
  if (user.user_status_id === PENDING_USER_STATUS) return 'pending';
  return 'not_started';
}

export function stateOf(user: Columns): VerificationState {
  return {
    phase: phaseOf(user),
    verification_status: user.verification_status,
    user_status_id: user.user_status_id,
    internal_verification_status: user.internal_verification_status,
    requested_additional_document: user.requested_additional_document !== 0,
    is_need_identification: user.is_need_identification !== 0,
    verification_types: typesOf(user),
  };
}

const columnsOf = (user: Columns): VerificationColumns => ({
  user_status_id: user.user_status_id,
  verification_status: user.verification_status,
  internal_verification_status: user.internal_verification_status,
  verification_status_group_code: user.verification_status_group_code,
  requested_additional_document: user.requested_additional_document,
  is_need_identification: user.is_need_identification,
  verification_types: user.verification_types,
});

export function afterUpload(user: Columns): VerificationColumns {
  return {
    ...columnsOf(user),
    user_status_id: PENDING_USER_STATUS,
    verification_status: NOT_VERIFIED_STATUS,
    internal_verification_status: 0,
    verification_status_group_code: PENDING_GROUP_CODE,
    requested_additional_document: 0,
  };
}

export function afterApproval(user: Columns, approvedTypes: readonly number[]): VerificationColumns {
  const types = [...new Set([...typesOf(user), ...approvedTypes])].sort((a, b) => a - b);
  return {
    user_status_id: 0,
    verification_status: VERIFIED_STATUS,
    internal_verification_status: 1,
    verification_status_group_code: VERIFICATION_SUCCESS_GROUP_CODE,
    requested_additional_document: 0,
    is_need_identification: 0,
    verification_types: JSON.stringify(types),
  };
}

export function afterRejection(user: Columns): VerificationColumns {
  return {
    ...columnsOf(user),
    user_status_id: 0,
    verification_status: NOT_VERIFIED_STATUS,
    internal_verification_status: 0,
    verification_status_group_code: REJECTED_GROUP_CODE,
    requested_additional_document: 1,
  };
}
