/**
 * A reviewer's decision on documents, one path for the staff console (`/staff-api/kyc/...`) and the
 * test API: the decided rows move the player's verification fields by the rules of ./verification.ts
 * (approval verifies and adds the approved kinds; rejection asks for another document). Runs inside the
 * caller's transaction, right after the rows were marked decided.
 */
import * as v from 'valibot';
import { DocumentKinds, UploadKindSchema } from '@kickoff/office-contracts/documents';
import type { IdentityStores } from '../identity/store/index';
import type { DecidedStatus, DocumentRow } from './store/documents';
import { afterApproval, afterRejection } from './verification';

export type Decision = 'approve' | 'reject';

export const DECIDED_STATUS: Readonly<Record<Decision, DecidedStatus>> = { approve: 'approved', reject: 'rejected' };

/** Applies the decision of `rows` (all of one player, just decided) to the player's verification fields. */
export function applyDecision(identity: IdentityStores, userId: number, rows: readonly DocumentRow[], decision: Decision): void {
  if (rows.length === 0) return;
  const user = identity.users.byId(userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  if (rows.some((row) => row.user_id !== userId)) throw new Error(`documents of another player than ${userId}`);
  const types = rows.map((row) => DocumentKinds[v.parse(UploadKindSchema, row.kind)]);
  identity.security.setVerification(userId, decision === 'approve' ? afterApproval(user, types) : afterRejection(user));
}
