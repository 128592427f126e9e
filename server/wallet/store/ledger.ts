/**
 * The ledger (append-only) and the balances it explains. `post(entries)` is the one way an account's
 * money changes: each entry inserts a ledger row and moves `accounts.money` by the same amount, all in
 * one transaction (a savepoint inside the caller's). The accounts CHECK (money ≥ 0) refuses an
 * overdraft; a repeated idempotency key refuses the whole post (the UNIQUE index).
 */
import type { Db } from '../../db/open';
import { LEDGER_REASONS, LEDGER_TRIGGERS_SQL } from '../ledger-triggers';

export type LedgerReason = (typeof LEDGER_REASONS)[number];

export interface LedgerEntry {
  accountId: number;
  /** Signed integer minor units, never 0. */
  amountMinor: number;
  reason: LedgerReason;
  reference?: string | null;
  idempotencyKey?: string | null;
  createdAt: number;
}

export interface LedgerRow {
  id: number;
  account_id: number;
  amount_minor: number;
  reason: LedgerReason;
  reference: string | null;
  idempotency_key: string | null;
  created_at: number;
}

export interface BalanceMismatch {
  accountId: number;
  balanceMinor: number;
  ledgerMinor: number;
}

export interface LedgerStore {
  post(entries: readonly LedgerEntry[]): void;
  hasKey(idempotencyKey: string): boolean;
  /** Whether the account's opening balance was already settled (migration 400 or the seed). */
  opened(accountId: number): boolean;
  /** Records that the account's opening balance is settled. */
  markOpened(accountId: number): void;
  /** An account's rows, oldest first. */
  forAccount(accountId: number): LedgerRow[];
  /** Every row of a player's accounts, oldest first. */
  forUser(userId: number): LedgerRow[];
  /** Test API reset: empties the ledger (drops the append-only triggers for the delete and puts them back). */
  clear(): void;
}

export class UnknownAccountError extends Error {
  constructor(readonly accountId: number) {
    super(`no account ${accountId}`);
    this.name = 'UnknownAccountError';
  }
}

export function createLedgerStore(db: Db): LedgerStore {
  const insert = db.prepare<[number, number, string, string | null, string | null, number]>(
    'INSERT INTO ledger (account_id, amount_minor, reason, reference, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const move = db.prepare<[number, number]>('UPDATE accounts SET money = money + ? WHERE id = ?');
  const hasKey = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM ledger WHERE idempotency_key = ?');
  const opened = db.prepare<[number], { one: number }>('SELECT 1 AS one FROM wallet_opening WHERE account_id = ?');
  const markOpened = db.prepare<[number]>('INSERT OR IGNORE INTO wallet_opening (account_id) VALUES (?)');
  const forAccount = db.prepare<[number], LedgerRow>('SELECT * FROM ledger WHERE account_id = ? ORDER BY id');
  const forUser = db.prepare<[number], LedgerRow>(
    'SELECT l.* FROM ledger l WHERE l.account_id IN (SELECT id FROM accounts WHERE user_id = ?) ORDER BY l.id',
  );
  const post = db.transaction((entries: readonly LedgerEntry[]) => {
    for (const e of entries) {
      if (!Number.isSafeInteger(e.amountMinor) || e.amountMinor === 0) throw new RangeError(`ledger amount must be a non-zero integer: ${e.amountMinor}`);
      if (move.run(e.amountMinor, e.accountId).changes !== 1) throw new UnknownAccountError(e.accountId);
      insert.run(e.accountId, e.amountMinor, e.reason, e.reference ?? null, e.idempotencyKey ?? null, e.createdAt);
    }
  });
  return {
    post: (entries) => post(entries),
    hasKey: (key) => hasKey.get(key) !== undefined,
    opened: (accountId) => opened.get(accountId) !== undefined,
    markOpened: (accountId) => void markOpened.run(accountId),
    forAccount: (accountId) => forAccount.all(accountId),
    forUser: (userId) => forUser.all(userId),
    clear() {
      db.exec(`DROP TRIGGER IF EXISTS ledger_no_update; DROP TRIGGER IF EXISTS ledger_no_delete; DELETE FROM ledger; DELETE FROM wallet_opening; ${LEDGER_TRIGGERS_SQL}`);
    },
  };
}

/** Accounts whose balance is not the sum of their ledger rows (empty when the books balance). */
export function ledgerBalances(db: Db): BalanceMismatch[] {
  return db
    .prepare<[], { account_id: number; money: number; total: number }>(
      `SELECT a.id AS account_id, a.money, coalesce((SELECT sum(l.amount_minor) FROM ledger l WHERE l.account_id = a.id), 0) AS total
         FROM accounts a WHERE a.money != coalesce((SELECT sum(l.amount_minor) FROM ledger l WHERE l.account_id = a.id), 0)`,
    )
    .all()
    .map((r) => ({ accountId: r.account_id, balanceMinor: r.money, ledgerMinor: r.total }));
}
