/**
 * The `pending_steps` table: short-lived codes waiting for the player (SMS login or registration,
 * two-step, password reset, reset tokens, login tokens, social two-step; office security: turning
 * two-step off, binding a phone).
 */
import type { Db } from '../../db/open';

export type PendingPurpose = 'sms' | 'two_step' | 'social_two_step' | 'password_reset' | 'reset_token' | 'login_token' | 'two_step_off' | 'phone_bind';

export interface PendingRow {
  id: string;
  purpose: PendingPurpose;
  user_id: number | null;
  login_key: string | null;
  /** Full phone `+79001234567` for SMS steps. */
  phone: string | null;
  code: string;
  save: number;
  attempts: number;
  used: number;
  created_at: number;
  expires_at: number;
}

export type PendingInsert = Pick<PendingRow, 'id' | 'purpose' | 'code' | 'created_at' | 'expires_at'> &
  Partial<Pick<PendingRow, 'user_id' | 'login_key' | 'phone' | 'save'>>;

export interface PendingStore {
  create(step: PendingInsert): void;
  byId(id: string, purpose: PendingPurpose): PendingRow | undefined;
  /** The newest step of this purpose for a phone or a login key. */
  latestForPhone(phone: string, purposes: readonly PendingPurpose[]): PendingRow | undefined;
  latestForLogin(loginKey: string, purpose: PendingPurpose): PendingRow | undefined;
  byCode(code: string, purpose: PendingPurpose): PendingRow | undefined;
  addAttempt(id: string): number;
  /** Marks the step used; false when it already was (so a code works once). */
  use(id: string): boolean;
  sweep(before: number): void;
}

export function createPendingStore(db: Db): PendingStore {
  const insert = db.prepare<[Required<PendingInsert>]>(
    `INSERT INTO pending_steps (id, purpose, user_id, login_key, phone, code, save, created_at, expires_at)
     VALUES (@id, @purpose, @user_id, @login_key, @phone, @code, @save, @created_at, @expires_at)`,
  );
  const byId = db.prepare<[string, string], PendingRow>('SELECT * FROM pending_steps WHERE id = ? AND purpose = ?');
  const latestForLogin = db.prepare<[string, string], PendingRow>(
    'SELECT * FROM pending_steps WHERE login_key = ? AND purpose = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  );
  const byCode = db.prepare<[string, string], PendingRow>('SELECT * FROM pending_steps WHERE code = ? AND purpose = ?');
  const addAttempt = db.prepare<[string], { attempts: number }>('UPDATE pending_steps SET attempts = attempts + 1 WHERE id = ? RETURNING attempts');
  const use = db.prepare<[string]>('UPDATE pending_steps SET used = 1 WHERE id = ? AND used = 0');
  const sweep = db.prepare<[number]>('DELETE FROM pending_steps WHERE expires_at < ?');

  return {
    create(step) {
      insert.run({ user_id: null, login_key: null, phone: null, save: 0, ...step });
    },
    byId: (id, purpose) => byId.get(id, purpose),
    latestForPhone(phone, purposes) {
      const marks = purposes.map(() => '?').join(', ');
      return db
        .prepare<string[], PendingRow>(
          `SELECT * FROM pending_steps WHERE phone = ? AND purpose IN (${marks}) ORDER BY created_at DESC, rowid DESC LIMIT 1`,
        )
        .get(phone, ...purposes);
    },
    latestForLogin: (loginKey, purpose) => latestForLogin.get(loginKey, purpose),
    byCode: (code, purpose) => byCode.get(code, purpose),
    addAttempt: (id) => addAttempt.get(id)?.attempts ?? 0,
    use: (id) => use.run(id).changes === 1,
    sweep: (before) => void sweep.run(before),
  };
}
