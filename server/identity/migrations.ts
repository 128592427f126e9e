/**
 * Identity tables (migrations 100-199): users and their config, credentials, sessions,
 * fingerprints, captcha, pending codes, accounts, bonuses, terms, reference data, token secret;
 * 120: the security log and secret questions (office security); 150: the reason and time of a ban;
 * 160, 180: social sign-in (flows, links, pending registrations).
 * Times are integer milliseconds since the epoch unless a column says otherwise.
 */
import type { Migration } from '../db/migrate';

export const identityMigrations: readonly Migration[] = [
  {
    version: 100,
    name: 'identity',
    sql: `
      CREATE TABLE identity_secrets (
        name  TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE currencies (
        id     INTEGER PRIMARY KEY,
        iso    TEXT NOT NULL UNIQUE CHECK (length(iso) = 3),
        symbol TEXT NOT NULL,
        name   TEXT NOT NULL
      );
      CREATE TABLE countries (
        id           INTEGER PRIMARY KEY,
        name_ru      TEXT NOT NULL,
        name_en      TEXT NOT NULL,
        country_code TEXT NOT NULL UNIQUE CHECK (length(country_code) = 2),
        tel_code     TEXT NOT NULL
      );
      CREATE TABLE phone_masks (
        country_id INTEGER PRIMARY KEY REFERENCES countries (id) ON DELETE CASCADE,
        mask       TEXT NOT NULL,
        min_digits INTEGER NOT NULL,
        max_digits INTEGER NOT NULL
      );
      CREATE TABLE terms (
        id         INTEGER PRIMARY KEY CHECK (id = 1),
        version    INTEGER NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE users (
        id                     INTEGER PRIMARY KEY CHECK (id > 10000000),
        email                  TEXT UNIQUE,
        phone_code             TEXT,
        phone_number           TEXT,
        name                   TEXT,
        surname                TEXT,
        date_birthday          TEXT,
        country_id             INTEGER REFERENCES countries (id),
        ref_code               TEXT,
        ref_id                 INTEGER,
        bonus_choice           INTEGER NOT NULL DEFAULT 0 CHECK (bonus_choice IN (0, 1, 2)),
        registration_type      TEXT NOT NULL,
        created_at             INTEGER NOT NULL,
        active_account_id      INTEGER,
        terms_version          INTEGER NOT NULL DEFAULT 0,
        cookies_agree_time     INTEGER,
        -- user config (account spec §3)
        activation_type        INTEGER NOT NULL DEFAULT 0 CHECK (activation_type IN (0, 1, 2, 3)),
        protection_level       INTEGER,
        is_changed_password    INTEGER NOT NULL DEFAULT 0,
        password_changed_at    INTEGER,
        enable_two_factor_auth INTEGER NOT NULL DEFAULT 0,
        enable_phone_binding   INTEGER NOT NULL DEFAULT 0,
        enable_security_question INTEGER NOT NULL DEFAULT 0,
        enable_email_auth      INTEGER NOT NULL DEFAULT 0,
        should_sync_protection_methods INTEGER NOT NULL DEFAULT 0,
        is_need_identification INTEGER NOT NULL DEFAULT 0,
        ban_level              INTEGER NOT NULL DEFAULT 0,
        ban_version            INTEGER NOT NULL DEFAULT 0,
        user_status_id         INTEGER NOT NULL DEFAULT 0,
        internal_verification_status INTEGER NOT NULL DEFAULT 0,
        verification_status    INTEGER NOT NULL DEFAULT 0,
        verification_types     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(verification_types)),
        verification_status_group_code TEXT,
        requested_additional_document INTEGER NOT NULL DEFAULT 0,
        is_identification_bonus INTEGER NOT NULL DEFAULT 0,
        show_verification_modal_on_deposit_page INTEGER NOT NULL DEFAULT 0,
        remaining_days_to_activate INTEGER,
        disallow_line_sport    TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(disallow_line_sport)),
        disallow_live_sport    TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(disallow_live_sport)),
        user_msg_count         INTEGER NOT NULL DEFAULT 0,
        is_required_transfer   INTEGER NOT NULL DEFAULT 0,
        is_active_secure_question INTEGER NOT NULL DEFAULT 0,
        user_hide_balance      INTEGER NOT NULL DEFAULT 1,
        document_type_id       INTEGER,
        inn                    TEXT,
        passport               TEXT,
        passport_date          TEXT,
        passport_end_date      TEXT,
        registration_address   TEXT,
        is_cc_line             INTEGER NOT NULL DEFAULT 0,
        is_cc_live             INTEGER NOT NULL DEFAULT 0,
        is_data_after_registration INTEGER NOT NULL DEFAULT 0,
        has_deposit            INTEGER NOT NULL DEFAULT 0,
        UNIQUE (phone_code, phone_number)
      );
      CREATE TABLE credentials (
        user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        algorithm  TEXT NOT NULL,
        salt       TEXT NOT NULL,
        hash       TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        id           TEXT PRIMARY KEY,
        user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        save         INTEGER NOT NULL,
        created_at   INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        expires_at   INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions (user_id);
      CREATE TABLE fingerprints (
        token           TEXT PRIMARY KEY,
        components_data TEXT NOT NULL,
        created_at      INTEGER NOT NULL,
        expires_at      INTEGER NOT NULL
      );
      CREATE TABLE captcha_challenges (
        id          INTEGER PRIMARY KEY,
        answer      TEXT NOT NULL,
        used        INTEGER NOT NULL DEFAULT 0,
        expires_at  INTEGER NOT NULL
      );
      CREATE TABLE captcha_passes (
        token      TEXT PRIMARY KEY,
        used       INTEGER NOT NULL DEFAULT 0,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE captcha_failures (
        id          INTEGER PRIMARY KEY,
        fingerprint TEXT NOT NULL,
        at          INTEGER NOT NULL
      );
      CREATE INDEX captcha_failures_fingerprint ON captcha_failures (fingerprint, at);
      CREATE TABLE login_failures (
        id          INTEGER PRIMARY KEY,
        login_key   TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        at          INTEGER NOT NULL
      );
      CREATE INDEX login_failures_login ON login_failures (login_key, at);
      CREATE INDEX login_failures_fingerprint ON login_failures (fingerprint, at);
      CREATE TABLE pending_steps (
        id         TEXT PRIMARY KEY,
        purpose    TEXT NOT NULL,
        user_id    INTEGER REFERENCES users (id) ON DELETE CASCADE,
        login_key  TEXT,
        phone      TEXT,
        code       TEXT NOT NULL,
        save       INTEGER NOT NULL DEFAULT 0,
        attempts   INTEGER NOT NULL DEFAULT 0,
        used       INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX pending_steps_phone ON pending_steps (phone, created_at);
      CREATE INDEX pending_steps_login ON pending_steps (login_key, created_at);
      CREATE TABLE accounts (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type        INTEGER NOT NULL CHECK (type IN (0, 4, 9)),
        currency_id INTEGER NOT NULL REFERENCES currencies (id),
        money       REAL NOT NULL DEFAULT 0,
        created_at  INTEGER NOT NULL,
        visible_at  INTEGER NOT NULL
      );
      CREATE INDEX accounts_user ON accounts (user_id);
      CREATE TABLE bonuses (
        id      INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        money   REAL NOT NULL
      );
    `,
  },
  {
    version: 101,
    name: 'identity security: failures per address, code outbox, money in integer minor units',
    sql: `
      -- Failed logins count per account (or unknown login), per fingerprint and per client address.
      ALTER TABLE login_failures ADD COLUMN address TEXT NOT NULL DEFAULT '';
      CREATE INDEX login_failures_address ON login_failures (address, at);

      -- The demo message gateway: codes "sent" by SMS or e-mail, read only by the test API.
      CREATE TABLE message_outbox (
        id         INTEGER PRIMARY KEY,
        step_id    TEXT NOT NULL,
        channel    TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        recipient  TEXT NOT NULL,
        purpose    TEXT NOT NULL,
        code       TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX message_outbox_recipient ON message_outbox (recipient, created_at);
      CREATE INDEX message_outbox_step ON message_outbox (step_id);

      -- Money: integer minor units (currencies.minor_units decimals), bounded, never NaN or infinite.
      ALTER TABLE currencies ADD COLUMN minor_units INTEGER NOT NULL DEFAULT 2 CHECK (minor_units BETWEEN 0 AND 4);
      CREATE TABLE accounts_minor (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type        INTEGER NOT NULL CHECK (type IN (0, 4, 9)),
        currency_id INTEGER NOT NULL REFERENCES currencies (id),
        money       INTEGER NOT NULL DEFAULT 0 CHECK (typeof(money) = 'integer' AND money BETWEEN 0 AND 100000000000000),
        created_at  INTEGER NOT NULL,
        visible_at  INTEGER NOT NULL
      );
      INSERT INTO accounts_minor (id, user_id, type, currency_id, money, created_at, visible_at)
        SELECT a.id, a.user_id, a.type, a.currency_id,
               CASE WHEN a.money IS NULL OR a.money != a.money OR a.money < 0 OR a.money * 100 > 100000000000000 THEN 0
                    ELSE CAST(round(a.money * 100) AS INTEGER) END,
               a.created_at, a.visible_at
        FROM accounts a;
      DROP TABLE accounts;
      ALTER TABLE accounts_minor RENAME TO accounts;
      CREATE INDEX accounts_user ON accounts (user_id);
      CREATE TABLE bonuses_minor (
        id      INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        money   INTEGER NOT NULL CHECK (typeof(money) = 'integer' AND money BETWEEN 0 AND 100000000000000)
      );
      INSERT INTO bonuses_minor (id, user_id, money)
        SELECT id, user_id,
               CASE WHEN money IS NULL OR money != money OR money < 0 OR money * 100 > 100000000000000 THEN 0
                    ELSE CAST(round(money * 100) AS INTEGER) END
        FROM bonuses;
      DROP TABLE bonuses;
      ALTER TABLE bonuses_minor RENAME TO bonuses;
    `,
  },
  {
    version: 120,
    name: 'office security: security log and secret questions',
    sql: `
      -- Every security change of a player (office security screen, "recent security events").
      CREATE TABLE security_log (
        id      INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        at      INTEGER NOT NULL,
        kind    TEXT NOT NULL CHECK (kind IN ('password_changed', 'two_step_on', 'two_step_off', 'phone_bound', 'secret_question_set')),
        ip      TEXT NOT NULL
      );
      CREATE INDEX security_log_user ON security_log (user_id, at);
      -- The secret question; the answer only as a scrypt hash of its trimmed lower-case text.
      CREATE TABLE secret_questions (
        user_id     INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        question    TEXT NOT NULL,
        algorithm   TEXT NOT NULL,
        salt        TEXT NOT NULL,
        hash        TEXT NOT NULL,
        updated_at  INTEGER NOT NULL
      );
    `,
  },
  {
    version: 125,
    name: 'terms changes: what each terms version changed, with optional tags',
    sql: `
      -- The confirm-terms page lists the changes since the version a player accepted; a change with
      -- tags is shown only for the tags allowed for rules filtering (site config rulesFilterTags).
      CREATE TABLE terms_changes (
        version    INTEGER NOT NULL CHECK (version >= 1),
        position   INTEGER NOT NULL,
        title_ru   TEXT NOT NULL,
        title_en   TEXT NOT NULL,
        summary_ru TEXT NOT NULL,
        summary_en TEXT NOT NULL,
        tags       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags) AND json_type(tags) = 'array'),
        PRIMARY KEY (version, position)
      );
    `,
  },
  {
    version: 126,
    name: 'cookie consent: the type a player chose with its time',
    sql: `
      ALTER TABLE users ADD COLUMN cookies_agree_type TEXT CHECK (cookies_agree_type IN ('all', 'functionality', 'marketing', 'disable'));
    `,
  },
  {
    version: 140,
    name: 'sessions: the time a session ended (logout, inactivity, another login) is kept for the session limit',
    sql: `
      -- A signed-out session keeps its row (ended_at set) until the sweep, so the limits service can add
      -- up the time a player spent signed in over the last 24 h (issue 23 item 4).
      ALTER TABLE sessions ADD COLUMN ended_at INTEGER;
    `,
  },
  {
    version: 150,
    name: 'bans: the reason and time of a ban a staff member set (console, issue 24)',
    sql: `
      -- Set with ban_level and ban_version by the console's ban, cleared when the ban is lifted; the
      -- staff audit log keeps who did it and the values before.
      ALTER TABLE users ADD COLUMN ban_reason TEXT;
      ALTER TABLE users ADD COLUMN banned_at INTEGER;
    `,
  },
  {
    version: 160,
    name: 'social sign-in: the flows under way (state, nonce, PKCE verifier) and the players linked to social accounts',
    sql: `
      -- One row per sign-in started (POST /social-api/oauth/start): the callback finds it by state, uses
      -- it once (used_at) and only within its 10 minutes; swept a day after it expired.
      CREATE TABLE social_flows (
        state         TEXT PRIMARY KEY,
        network       TEXT NOT NULL,
        nonce         TEXT NOT NULL,
        code_verifier TEXT NOT NULL,
        redirect_uri  TEXT NOT NULL,
        return_url    TEXT NOT NULL,
        mode          TEXT NOT NULL CHECK (mode IN ('login', 'register')),
        currency      TEXT,
        country_id    INTEGER,
        lng           TEXT NOT NULL,
        created_at    INTEGER NOT NULL,
        expires_at    INTEGER NOT NULL,
        used_at       INTEGER
      );
      -- A social account (network, subject of its ID token) belongs to one player.
      CREATE TABLE social_links (
        network    TEXT NOT NULL,
        subject    TEXT NOT NULL,
        user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (network, subject)
      );
      CREATE INDEX social_links_user ON social_links (user_id);
    `,
  },
  {
    version: 170,
    name: 'personal data: middle name, birth place, region, city, document series and issuer (account spec §3)',
    sql: `
      -- The spec's personal-data fields the profile lacked; written by the office profile call through
      -- app.identityUsers.setProfileField, checked by the shared rules (platform/src/forms/personal-data.ts).
      ALTER TABLE users ADD COLUMN middle_name TEXT;
      ALTER TABLE users ADD COLUMN birth_place TEXT;
      ALTER TABLE users ADD COLUMN region TEXT;
      ALTER TABLE users ADD COLUMN city TEXT;
      ALTER TABLE users ADD COLUMN passport_series TEXT;
      ALTER TABLE users ADD COLUMN passport_issued_by TEXT;
    `,
  },
  {
    version: 180,
    name: 'social sign-in: pending registrations (a new player confirms the minimum age before the account is opened)',
    sql: `
      -- A verified social identity with no linked player (store/social-registrations.ts): kept by the sha256 of
      -- its one-use token (the token itself is only in the browser's cookie and the confirm page's URL),
      -- taken once (used_at) within its 10 minutes by POST /social-api/oauth/register; swept a day after it expired.
      CREATE TABLE social_registrations (
        token_hash TEXT PRIMARY KEY,
        network    TEXT NOT NULL,
        subject    TEXT NOT NULL,
        email      TEXT,
        name       TEXT,
        currency   TEXT,
        country_id INTEGER,
        return_url TEXT NOT NULL,
        lng        TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at    INTEGER
      );
      CREATE INDEX social_registrations_expiry ON social_registrations (expires_at);
    `,
  },
];
