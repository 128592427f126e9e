/**
 * Config groups the reference server knows; their schemas are contracts (@kickoff/contracts).
 */
import * as v from 'valibot';
import { BlockingReasonsGroupSchema, DisplayGroupSchema, MaintenanceGroupSchema, RegistrationReminderGroupSchema, SupportGroupSchema } from '@kickoff/contracts';

/** A group name: lower-case letters, digits, '-', '_' and '.', at most 64 characters. */
export const GroupNameSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9._-]{0,63}$/));

/** Known groups are validated on write (test API) and on read; any other group holds free JSON. */
export const knownGroupSchemas = {
  maintenance: MaintenanceGroupSchema,
  'blocking-reasons': BlockingReasonsGroupSchema,
  'registration-reminder': RegistrationReminderGroupSchema,
  support: SupportGroupSchema,
  display: DisplayGroupSchema,
} as const;

export type KnownGroupName = keyof typeof knownGroupSchemas;

export function isKnownGroup(name: string): name is KnownGroupName {
  return Object.hasOwn(knownGroupSchemas, name);
}
