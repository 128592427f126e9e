/**
 * Demo game provider tables (migrations 740-759). 740: rounds (real rounds name the player and the
 * account whose ledger rows carry the money, reference `casino:{round id}`; fun rounds name a fun
 * wallet and never touch an account) and the guests' fun wallets. A round's idempotency key is unique
 * per owner, so a retried start answers the round it started. 745: a real round's maximum win (the
 * stake guard's, in the round's currency); its win is capped at it (null: fun rounds, no cap).
 */
import type { Migration } from '../db/migrate';

export const casinoPlayMigrations: readonly Migration[] = [
  {
    version: 740,
    name: 'casino-play: rounds, fun wallets',
    sql: `
      CREATE TABLE casino_fun_wallets (
        id            TEXT PRIMARY KEY,
        balance_minor INTEGER NOT NULL CHECK (balance_minor >= 0),
        created_at    INTEGER NOT NULL,
        updated_at    INTEGER NOT NULL
      );
      CREATE TABLE casino_rounds (
        id           TEXT PRIMARY KEY,
        owner        TEXT NOT NULL,
        user_id      INTEGER,
        account_id   INTEGER,
        fun_wallet   TEXT REFERENCES casino_fun_wallets (id),
        mode         TEXT NOT NULL CHECK (mode IN ('real', 'fun')),
        game_id      INTEGER NOT NULL,
        engine       TEXT NOT NULL,
        currency     TEXT NOT NULL,
        minor_units  INTEGER NOT NULL,
        stake_minor  INTEGER NOT NULL CHECK (stake_minor > 0),
        win_minor    INTEGER CHECK (win_minor IS NULL OR win_minor >= 0),
        state        TEXT NOT NULL CHECK (json_valid(state)),
        step         INTEGER NOT NULL DEFAULT 0,
        status       TEXT NOT NULL CHECK (status IN ('open', 'settled')),
        settled_by   TEXT CHECK (settled_by IN ('player', 'server')),
        idem_key     TEXT NOT NULL,
        started_at   INTEGER NOT NULL,
        updated_at   INTEGER NOT NULL,
        settled_at   INTEGER,
        CHECK ((mode = 'real') = (user_id IS NOT NULL AND account_id IS NOT NULL)),
        CHECK ((mode = 'fun') = (fun_wallet IS NOT NULL)),
        CHECK ((status = 'settled') = (win_minor IS NOT NULL AND settled_at IS NOT NULL)),
        UNIQUE (owner, idem_key)
      );
      CREATE INDEX casino_rounds_open ON casino_rounds (status, updated_at) WHERE status = 'open';
      CREATE INDEX casino_rounds_owner ON casino_rounds (owner, status);
      CREATE INDEX casino_rounds_user ON casino_rounds (user_id, settled_at);
    `,
  },
  {
    version: 745,
    name: 'casino-play: the maximum win of a real round',
    sql: `
      ALTER TABLE casino_rounds ADD COLUMN max_win_minor INTEGER CHECK (max_win_minor IS NULL OR max_win_minor > 0);
    `,
  },
];
