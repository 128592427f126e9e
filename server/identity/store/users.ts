/** The `users` table: profile, registration data and the user-config fields of account spec §3. */
import type { Db } from '../../db/open';
import { FIRST_USER_ID } from '../constants';

/** One `users` row (0/1 integers for flags, JSON text for lists). */
export interface UserRow {
  id: number;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  name: string | null;
  surname: string | null;
  date_birthday: string | null;
  country_id: number | null;
  ref_code: string | null;
  ref_id: number | null;
  bonus_choice: number;
  registration_type: string;
  created_at: number;
  active_account_id: number | null;
  terms_version: number;
  cookies_agree_time: number | null;
  activation_type: number;
  protection_level: number | null;
  is_changed_password: number;
  password_changed_at: number | null;
  enable_two_factor_auth: number;
  enable_phone_binding: number;
  enable_security_question: number;
  enable_email_auth: number;
  should_sync_protection_methods: number;
  is_need_identification: number;
  ban_level: number;
  ban_version: number;
  user_status_id: number;
  internal_verification_status: number;
  verification_status: number;
  verification_types: string;
  verification_status_group_code: string | null;
  requested_additional_document: number;
  is_identification_bonus: number;
  show_verification_modal_on_deposit_page: number;
  remaining_days_to_activate: number | null;
  disallow_line_sport: string;
  disallow_live_sport: string;
  user_msg_count: number;
  is_required_transfer: number;
  is_active_secure_question: number;
  user_hide_balance: number;
  document_type_id: number | null;
  inn: string | null;
  passport: string | null;
  passport_date: string | null;
  passport_end_date: string | null;
  registration_address: string | null;
  /** Migration 170: the spec's other personal-data fields (office profile). */
  middle_name: string | null;
  birth_place: string | null;
  region: string | null;
  city: string | null;
  passport_series: string | null;
  passport_issued_by: string | null;
  is_cc_line: number;
  is_cc_live: number;
  is_data_after_registration: number;
  has_deposit: number;
}

/** Columns a new user is created with; everything else takes the column default. */
export type UserInsert = Pick<UserRow, 'registration_type' | 'created_at'> & Partial<Omit<UserRow, 'registration_type' | 'created_at'>>;

const INSERTABLE = new Set<string>([
  'id', 'email', 'phone_code', 'phone_number', 'name', 'surname', 'date_birthday', 'country_id', 'ref_code', 'ref_id',
  'bonus_choice', 'registration_type', 'created_at', 'active_account_id', 'terms_version', 'cookies_agree_time',
  'activation_type', 'protection_level', 'is_changed_password', 'password_changed_at', 'enable_two_factor_auth',
  'enable_phone_binding', 'enable_security_question', 'enable_email_auth', 'should_sync_protection_methods',
  'is_need_identification', 'ban_level', 'ban_version', 'user_status_id', 'internal_verification_status',
  'verification_status', 'verification_types', 'verification_status_group_code', 'requested_additional_document',
  'is_identification_bonus', 'show_verification_modal_on_deposit_page', 'remaining_days_to_activate',
  'disallow_line_sport', 'disallow_live_sport', 'user_msg_count', 'is_required_transfer', 'is_active_secure_question',
  'user_hide_balance', 'document_type_id', 'inn', 'passport', 'passport_date', 'passport_end_date',
  'registration_address', 'is_cc_line', 'is_cc_live', 'is_data_after_registration', 'has_deposit',
  'middle_name', 'birth_place', 'region', 'city', 'passport_series', 'passport_issued_by',
]);

/** The columns of a player's standing for a stake (server/identity/standing.ts). */
const STANDING_FIELDS = ['ban_level', 'ban_version', 'terms_version', 'is_need_identification', 'internal_verification_status', 'verification_status_group_code', 'requested_additional_document'] as const;
export type StandingFields = Pick<UserRow, (typeof STANDING_FIELDS)[number]>;

export interface UserStore {
  byId(id: number): UserRow | undefined;
  /** What a stake's standing needs of a player (ban, terms, identification): a narrow read for every stake. */
  standing(id: number): StandingFields | undefined;
  byEmail(email: string): UserRow | undefined;
  byPhone(phoneCode: string, phoneNumber: string): UserRow | undefined;
  /** A user whose full phone (code digits + number) equals `digits`. */
  byPhoneDigits(digits: string): UserRow | undefined;
  /** Inserts a user; without an id it takes the next account ID (from 10000001). Returns the id. */
  insert(user: UserInsert): number;
  setActiveAccount(userId: number, accountId: number): void;
  setTermsVersion(userId: number, version: number): void;
  /** The cookie consent a player chose (the type is kept as it was when only the time comes). */
  setCookiesAgreement(userId: number, time: number, type: string | undefined): void;
  markPasswordChanged(userId: number, at: number): void;
  /**
   * The first-deposit bonus choice; with `beforeDeposit` only while the player has made no deposit.
   * Answers whether it was stored.
   */
  setBonusChoice(userId: number, choice: number, opts?: { beforeDeposit?: boolean }): boolean;
  /** Makes `to` the active account when `from` is (a converted account hands over to its target). */
  moveActiveAccount(userId: number, from: number, to: number): void;
  setHideBalance(userId: number, hide: number): void;
  /** The sports the player hides in the line and in live (JSON lists of sport ids). */
  setSportFilters(userId: number, line: readonly number[], live: readonly number[]): void;
  /** A confirmed e-mail: the activation type, e-mail sign-in on, no activation deadline. */
  activateEmail(userId: number, activationType: number): void;
  /** One personal-data column (an insertable column of `users`; anything else throws). */
  setProfileField(userId: number, column: string, value: string | number | null): void;
  /** A quick registration's data is complete (the withdrawal page opens). */
  markDataComplete(userId: number): void;
}

/**
 * `app.identityUsers`: the writes of `users` other services ask identity for (identity is the one
 * writer of its `users` table; tests/server/db/table-writers.test.ts checks it).
 */
export type UserWrites = Pick<
  UserStore,
  'setBonusChoice' | 'moveActiveAccount' | 'setHideBalance' | 'setSportFilters' | 'activateEmail' | 'setProfileField' | 'markDataComplete'
>;

export function createUserStore(db: Db): UserStore {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const standing = db.prepare<[number], StandingFields>(
    `SELECT ${STANDING_FIELDS.join(', ')} FROM users WHERE id = ?`,
  );
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const byPhone = db.prepare<[string, string], UserRow>('SELECT * FROM users WHERE phone_code = ? AND phone_number = ?');
  const byPhoneDigits = db.prepare<[string], UserRow>(
    "SELECT * FROM users WHERE replace(phone_code, '+', '') || phone_number = ? ORDER BY id LIMIT 1",
  );
  const nextId = db.prepare<[], { id: number }>(`SELECT max(coalesce(max(id), 0), ${FIRST_USER_ID - 1}) + 1 AS id FROM users`);
  const setActive = db.prepare<[number, number]>('UPDATE users SET active_account_id = ? WHERE id = ?');
  const setTerms = db.prepare<[number, number]>('UPDATE users SET terms_version = ? WHERE id = ?');
  const setCookies = db.prepare<[number, string | null, number]>('UPDATE users SET cookies_agree_time = ?, cookies_agree_type = coalesce(?, cookies_agree_type) WHERE id = ?');
  const passwordChanged = db.prepare<[number, number]>(
    'UPDATE users SET is_changed_password = 1, password_changed_at = ? WHERE id = ?',
  );
  const setChoice = db.prepare<[number, number]>('UPDATE users SET bonus_choice = ? WHERE id = ?');
  const setChoiceBeforeDeposit = db.prepare<[number, number]>('UPDATE users SET bonus_choice = ? WHERE id = ? AND has_deposit = 0');
  const moveActive = db.prepare<[number, number, number]>('UPDATE users SET active_account_id = ? WHERE id = ? AND active_account_id = ?');
  const setHideBalance = db.prepare<[number, number]>('UPDATE users SET user_hide_balance = ? WHERE id = ?');
  const setSportFilters = db.prepare<[string, string, number]>('UPDATE users SET disallow_line_sport = ?, disallow_live_sport = ? WHERE id = ?');
  const activateEmail = db.prepare<[number, number]>(
    'UPDATE users SET activation_type = ?, enable_email_auth = 1, remaining_days_to_activate = NULL WHERE id = ?',
  );
  const dataComplete = db.prepare<[number]>('UPDATE users SET is_data_after_registration = 0 WHERE id = ?');
  const profileField = new Map<string, (value: string | number | null, userId: number) => void>();

  return {
    byId: (id) => byId.get(id),
    standing: (id) => standing.get(id),
    byEmail: (email) => byEmail.get(email.trim().toLowerCase()),
    byPhone: (code, number) => byPhone.get(code, number),
    byPhoneDigits: (digits) => byPhoneDigits.get(digits),
    insert(user) {
      const row: Record<string, unknown> = { ...user, id: user.id ?? nextId.get()?.id ?? FIRST_USER_ID };
      if (typeof row.email === 'string') row.email = row.email.trim().toLowerCase();
      const columns = Object.keys(row).filter((column) => INSERTABLE.has(column) && row[column] !== undefined);
      const sql = `INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
      const values: Record<string, unknown> = {};
      for (const column of columns) values[column] = row[column];
      db.prepare(sql).run(values);
      return Number(row.id);
    },
    setActiveAccount: (userId, accountId) => void setActive.run(accountId, userId),
    setTermsVersion: (userId, version) => void setTerms.run(version, userId),
    setCookiesAgreement: (userId, time, type) => void setCookies.run(time, type ?? null, userId),
    markPasswordChanged: (userId, at) => void passwordChanged.run(at, userId),
    setBonusChoice: (userId, choice, opts) => (opts?.beforeDeposit ? setChoiceBeforeDeposit : setChoice).run(choice, userId).changes === 1,
    moveActiveAccount: (userId, from, to) => void moveActive.run(to, userId, from),
    setHideBalance: (userId, hide) => void setHideBalance.run(hide, userId),
    setSportFilters: (userId, line, live) => void setSportFilters.run(JSON.stringify(line), JSON.stringify(live), userId),
    activateEmail: (userId, activationType) => void activateEmail.run(activationType, userId),
    setProfileField(userId, column, value) {
      if (!INSERTABLE.has(column)) throw new Error(`users.${column} is not a personal-data column`);
      let write = profileField.get(column);
      if (!write) {
        const statement = db.prepare<[string | number | null, number]>(`UPDATE users SET ${column} = ? WHERE id = ?`);
        write = (v, id) => void statement.run(v, id);
        profileField.set(column, write);
      }
      write(value, userId);
    },
    markDataComplete: (userId) => void dataComplete.run(userId),
  };
}
