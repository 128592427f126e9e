/** What the staff service's parts share: its stores, the server clock and the production switch. */
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { createAuditStore, type AuditStore } from './store/audit';
import { createStaffSessionStore, type StaffSessionStore } from './store/sessions';
import { createStaffStore, type StaffStore } from './store/staff';

export interface StaffStores {
  staff: StaffStore;
  sessions: StaffSessionStore;
  audit: AuditStore;
}

export interface StaffContext {
  stores: StaffStores;
  clock: Clock;
  /** Cookies are Secure in production whatever the request's scheme. */
  production: boolean;
  /** Runs `fn` in one transaction (a change and its audit row commit together). */
  transaction<T>(fn: () => T): T;
}

export function createStaffStores(db: Db): StaffStores {
  return { staff: createStaffStore(db), sessions: createStaffSessionStore(db), audit: createAuditStore(db) };
}
