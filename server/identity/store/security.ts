/**
 * Office security data (migration 120): the `security_log` of each player's security changes, the
 * `secret_questions` (answer hashed), and the `users` columns a security change moves (two-step,
 * phone binding, secret-question flags, protection level) and the verification state (documents service).
 */
import type { Db } from '../../db/open';
import type { PasswordHash } from '../password';

export interface SecurityLogRow {
  at: number;
  kind: string;
  ip: string;
}

export interface SecretQuestionRow extends PasswordHash {
  question: string;
}

/** The verification columns of `users` (account spec §3, §4) the documents service moves. */
export interface VerificationState {
  user_status_id: number;
  verification_status: number;
  internal_verification_status: number;
  verification_status_group_code: string | null;
  requested_additional_document: number;
  is_need_identification: number;
  verification_types: string;
}

export interface SecurityStore {
  log(userId: number, at: number, kind: string, ip: string): void;
  /** The newest events first. */
  recent(userId: number, limit: number): SecurityLogRow[];
  /** A page of the events, newest first, older than the event `beforeId` when given. */
  page(userId: number, beforeId: number | undefined, limit: number): (SecurityLogRow & { id: number })[];
  question(userId: number): SecretQuestionRow | undefined;
  setQuestion(userId: number, question: string, answer: PasswordHash, at: number): void;
  setTwoStep(userId: number, on: boolean): void;
  bindPhone(userId: number, phoneCode: string, phoneNumber: string, activationType: number): void;
  setProtectionLevel(userId: number, level: number): void;
  setVerification(userId: number, state: VerificationState): void;
}

export function createSecurityStore(db: Db): SecurityStore {
  const insertLog = db.prepare<[number, number, string, string]>('INSERT INTO security_log (user_id, at, kind, ip) VALUES (?, ?, ?, ?)');
  const recent = db.prepare<[number, number], SecurityLogRow>('SELECT at, kind, ip FROM security_log WHERE user_id = ? ORDER BY at DESC, id DESC LIMIT ?');
  const page = db.prepare<[number, number | null, number | null, number], SecurityLogRow & { id: number }>(
    'SELECT id, at, kind, ip FROM security_log WHERE user_id = ? AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?',
  );
  const question = db.prepare<[number], SecretQuestionRow>('SELECT question, algorithm, salt, hash FROM secret_questions WHERE user_id = ?');
  const upsertQuestion = db.prepare<[number, string, string, string, string, number]>(
    `INSERT INTO secret_questions (user_id, question, algorithm, salt, hash, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET question = excluded.question, algorithm = excluded.algorithm, salt = excluded.salt,
       hash = excluded.hash, updated_at = excluded.updated_at`,
  );
  const questionFlags = db.prepare<[number]>('UPDATE users SET enable_security_question = 1, is_active_secure_question = 1 WHERE id = ?');
  const twoStep = db.prepare<[number, number]>('UPDATE users SET enable_two_factor_auth = ? WHERE id = ?');
  const phone = db.prepare<[string, string, number, number]>(
    'UPDATE users SET phone_code = ?, phone_number = ?, activation_type = ?, enable_phone_binding = 1 WHERE id = ?',
  );
  const level = db.prepare<[number, number]>('UPDATE users SET protection_level = ? WHERE id = ?');
  const verification = db.prepare<[VerificationState & { id: number }]>(
    `UPDATE users SET user_status_id = @user_status_id, verification_status = @verification_status,
       internal_verification_status = @internal_verification_status, verification_status_group_code = @verification_status_group_code,
       requested_additional_document = @requested_additional_document, is_need_identification = @is_need_identification,
       verification_types = @verification_types
     WHERE id = @id`,
  );
  return {
    log: (userId, at, kind, ip) => void insertLog.run(userId, at, kind, ip),
    recent: (userId, limit) => recent.all(userId, limit),
    page: (userId, beforeId, limit) => page.all(userId, beforeId ?? null, beforeId ?? null, limit),
    question: (userId) => question.get(userId),
    setQuestion(userId, text, answer, at) {
      upsertQuestion.run(userId, text, answer.algorithm, answer.salt, answer.hash, at);
      questionFlags.run(userId);
    },
    setTwoStep: (userId, on) => void twoStep.run(on ? 1 : 0, userId),
    bindPhone: (userId, phoneCode, phoneNumber, activationType) => void phone.run(phoneCode, phoneNumber, activationType, userId),
    setProtectionLevel: (userId, value) => void level.run(value, userId),
    setVerification: (userId, state) => void verification.run({ ...state, id: userId }),
  };
}
