/**
 * The staff seed: the development staff (./dev-staff.ts) only with the demo switch; a production
 * database gets its first admin from `npm run staff:create-admin` (scripts/staff-create-admin.ts).
 * Members are inserted only when their e-mail is missing. The reset empties the staff tables.
 */
import type { Db } from '../db/open';
import { hashPasswordSync, type PasswordHash } from '../identity/password';
import type { SeedOptions } from '../service';
import { createStaffStores } from './context';
import { DEV_STAFF, DEV_STAFF_PASSWORD } from './dev-staff';
import { createMember } from './members';

/** scrypt is slow on purpose: the development password is hashed once per process. */
let devHash: PasswordHash | undefined;

/** The development staff's creation time (fixed, so reseeding changes nothing). */
const DEV_STAFF_CREATED_AT = Date.UTC(2026, 0, 1);

export function seedStaff(db: Db, opts: SeedOptions): void {
  if (opts.demo === false) return;
  const { staff } = createStaffStores(db);
  for (const dev of DEV_STAFF) {
    if (staff.byEmail(dev.email)) continue;
    devHash ??= hashPasswordSync(DEV_STAFF_PASSWORD);
    createMember(staff, { email: dev.email, name: dev.name, password: DEV_STAFF_PASSWORD, roles: [...dev.roles] }, DEV_STAFF_CREATED_AT, { hash: devHash, totpSecret: dev.totpSecret });
  }
}

export function resetStaff(db: Db): void {
  const { staff, audit } = createStaffStores(db);
  audit.clear();
  staff.clear();
}
