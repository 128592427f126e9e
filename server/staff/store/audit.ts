/**
 * The append-only `staff_audit` table: who did what to which target, the value before and after (JSON),
 * when and from which address. Rows are only inserted; triggers refuse UPDATE and DELETE (the test API
 * reset drops the triggers for its DELETE and re-creates them, as the wallet's ledger does).
 */
import type { Db } from '../../db/open';
import { AUDIT_TRIGGERS_SQL } from '../migrations';

export interface AuditRow {
  id: number;
  staff_id: number | null;
  action: string;
  target: string | null;
  before_json: string | null;
  after_json: string | null;
  at: number;
  address: string | null;
}

export interface NewAuditRow {
  staffId: number | null;
  action: string;
  target: string | null;
  before: string | null;
  after: string | null;
  at: number;
  address: string | null;
}

export interface AuditFilter {
  staffId?: number;
  /** Exact action, or a prefix ending in `.` (`staff.` for every staff-account action). */
  action?: string;
  target?: string;
  /** ms, inclusive */
  since?: number;
  /** ms, exclusive */
  until?: number;
  /** Rows with a smaller id (the next page of a newest-first list). */
  beforeId?: number;
  limit: number;
}

export interface AuditStore {
  append(row: NewAuditRow): number;
  /** Newest first. */
  find(filter: AuditFilter): AuditRow[];
  byId(id: number): AuditRow | undefined;
  /** Test API reset only. */
  clear(): void;
}

export function createAuditStore(db: Db): AuditStore {
  const insert = db.prepare<[number | null, string, string | null, string | null, string | null, number, string | null]>(
    'INSERT INTO staff_audit (staff_id, action, target, before_json, after_json, at, address) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const selectById = db.prepare<[number], AuditRow>('SELECT * FROM staff_audit WHERE id = ?');
  return {
    byId: (id) => selectById.get(id),
    append: (row) => Number(insert.run(row.staffId, row.action, row.target, row.before, row.after, row.at, row.address).lastInsertRowid),
    find(filter) {
      const where: string[] = [];
      const params: Array<string | number> = [];
      if (filter.staffId !== undefined) (where.push('staff_id = ?'), params.push(filter.staffId));
      if (filter.action !== undefined) {
        if (filter.action.endsWith('.')) (where.push("substr(action, 1, length(?)) = ?"), params.push(filter.action, filter.action));
        else (where.push('action = ?'), params.push(filter.action));
      }
      if (filter.target !== undefined) (where.push('target = ?'), params.push(filter.target));
      if (filter.since !== undefined) (where.push('at >= ?'), params.push(filter.since));
      if (filter.until !== undefined) (where.push('at < ?'), params.push(filter.until));
      if (filter.beforeId !== undefined) (where.push('id < ?'), params.push(filter.beforeId));
      const sql = `SELECT * FROM staff_audit ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`;
      return db.prepare<Array<string | number>, AuditRow>(sql).all(...params, filter.limit);
    },
    clear: db.transaction(() => {
      db.exec('DROP TRIGGER IF EXISTS staff_audit_no_update; DROP TRIGGER IF EXISTS staff_audit_no_delete; DELETE FROM staff_audit;');
      db.exec(AUDIT_TRIGGERS_SQL);
    }),
  };
}
