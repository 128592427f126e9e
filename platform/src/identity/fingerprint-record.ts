/**
 * The fingerprint record this browser keeps (account spec §7): where it is stored and how a valid one
 * is read. The fingerprint service (fingerprint.ts) writes it; reads before the identity runtime has
 * loaded (startup.ts) send it as the runtime's headers would.
 */
import { FingerprintRecordSchema, type FingerprintRecord } from '../schemas/auth-core';
import { readStored } from '../storage/web-storage';

export const FINGERPRINT_STORAGE_KEY = 'kickoff:fingerprint';

/** The stored record while it has not expired; null otherwise. */
export function storedFingerprint(storage: Storage | null, now: number): FingerprintRecord | null {
  const record = readStored(storage, FINGERPRINT_STORAGE_KEY, FingerprintRecordSchema);
  return record && record.expiresAt > now ? record : null;
}
