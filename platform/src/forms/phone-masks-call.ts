/** `GET reference/phone-masks` (account spec §7), fetched once per page and shared by every phone field. */
import { api } from '../api/shared-client';
import { PhoneMasksResponseSchema, ReferencePaths } from '../schemas/auth';
import type { PhoneMaskRecord } from './phone-mask';

let masks: Promise<PhoneMaskRecord[]> | null = null;

/** The phone masks of every country; a failed call is tried again by the next caller. */
export function fetchPhoneMasks(): Promise<PhoneMaskRecord[]> {
  masks ??= api.request({ service: 'web', path: ReferencePaths.phoneMasks, schema: PhoneMasksResponseSchema }).then(
    (reply) => reply.data,
    (error: unknown) => {
      masks = null;
      throw error;
    },
  );
  return masks;
}
