/**
 * What changed in the terms (account spec §2 "Confirm-terms page", §5): the confirm page lists the
 * changes since the version the player accepted. A change may carry tags (the product it concerns:
 * sport, casino, ...); the page shows a tagged change only when one of its tags is allowed for rules
 * filtering (site config `rulesFilterTags`), an untagged one always.
 */
import * as v from 'valibot';
import { officeCallPath, officePath } from './base';

export const TERMS_CHANGES_PATH = officePath('terms/changes');
export const TERMS_CHANGES_CALL = officeCallPath('terms/changes');

export const TermsTagSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/));

export const TermsChangeSchema = v.object({
  /** The terms version that brought the change. */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  summary: v.pipe(v.string(), v.maxLength(2000)),
  tags: v.array(TermsTagSchema),
});
export type TermsChange = v.InferOutput<typeof TermsChangeSchema>;

export const TermsChangesResponseSchema = v.object({
  /** The current terms version and when it was published (ISO-8601). */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  updatedAt: v.string(),
  /** The version the player accepted last (0: none yet). */
  acceptedVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Changes of the versions after `acceptedVersion`, newest version first. */
  changes: v.array(TermsChangeSchema),
});
export type TermsChangesResponse = v.InferOutput<typeof TermsChangesResponseSchema>;

/** The changes the confirm page shows: untagged ones, and tagged ones with a tag in `allowedTags`. */
export function visibleTermsChanges(changes: readonly TermsChange[], allowedTags: readonly string[]): TermsChange[] {
  const allowed = new Set(allowedTags);
  return changes.filter((change) => change.tags.length === 0 || change.tags.some((tag) => allowed.has(tag)));
}
