/**
 * The `accounts` table, which the wallet owns (identity created the table; the wallet opens and closes
 * accounts for it through `app.accountBook`, and their money moves only through ./ledger.ts): reading
 * an account with its currency, opening an empty one, closing one.
 */
import type { Db } from '../../db/open';
import type { AccountBook, AccountOpening } from '../../identity/account-book';

export interface WalletAccount {
  id: number;
  user_id: number;
  /** 0 main, 4 bonus, 9 currency. */
  type: number;
  /** Integer minor units. */
  money: number;
  visible_at: number;
  iso: string;
  minor_units: number;
}

export interface WalletAccountStore extends AccountBook {
  byId(id: number): WalletAccount | undefined;
  /** Accounts (id, currency) of a player, oldest first. */
  ofUser(userId: number): WalletAccount[];
}

export type { AccountOpening };

const SELECT = `SELECT a.id, a.user_id, a.type, a.money, a.visible_at, c.iso, c.minor_units FROM accounts a JOIN currencies c ON c.id = a.currency_id`;

export function createWalletAccountStore(db: Db): WalletAccountStore {
  const byId = db.prepare<[number], WalletAccount>(`${SELECT} WHERE a.id = ?`);
  const ofUser = db.prepare<[number], WalletAccount>(`${SELECT} WHERE a.user_id = ? ORDER BY a.id`);
  const insert = db.prepare<[number | null, number, number, number, number, number]>(
    'INSERT INTO accounts (id, user_id, type, currency_id, money, created_at, visible_at) VALUES (?, ?, ?, ?, 0, ?, ?)',
  );
  // A new account's opening balance is settled (0): the demo seed credits only accounts not opened yet.
  const markOpened = db.prepare<[number]>('INSERT OR IGNORE INTO wallet_opening (account_id) VALUES (?)');
  const remove = db.prepare<[number]>('DELETE FROM accounts WHERE id = ?');
  return {
    byId: (id) => byId.get(id),
    ofUser: (userId) => ofUser.all(userId),
    open(a) {
      const id = Number(insert.run(a.id ?? null, a.userId, a.type, a.currencyId, a.createdAt, a.visibleAt).lastInsertRowid);
      if (a.id === undefined) markOpened.run(id);
      return id;
    },
    close: (id) => void remove.run(id),
  };
}

/** Test API reset: every account goes, and account numbering starts again. */
export function clearAccounts(db: Db): void {
  db.exec("DELETE FROM accounts; DELETE FROM sqlite_sequence WHERE name = 'accounts'");
}
