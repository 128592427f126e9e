/** The staff audit log on the wire (`GET /staff-api/audit`, admins). */
import * as v from 'valibot';
import { pageSchema } from './paging';

export const AUDIT_PATH = '/staff-api/audit';

export const AuditEntrySchema = v.object({
  id: v.number(),
  staffId: v.nullable(v.number()),
  action: v.string(),
  target: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  at: v.string(),
  address: v.nullable(v.string()),
});
export type AuditEntryWire = v.InferOutput<typeof AuditEntrySchema>;

export const AuditPageSchema = pageSchema(AuditEntrySchema);
