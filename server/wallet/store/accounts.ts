/** What the wallet reads of the identity's `accounts` (with the currency): the account a coupon is paid from. */
import type { Db } from '../../db/open';

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

export interface WalletAccountStore {
  byId(id: number): WalletAccount | undefined;
  /** Accounts (id, currency) of a player, oldest first. */
  ofUser(userId: number): WalletAccount[];
}

const SELECT = `SELECT a.id, a.user_id, a.type, a.money, a.visible_at, c.iso, c.minor_units FROM accounts a JOIN currencies c ON c.id = a.currency_id`;

export function createWalletAccountStore(db: Db): WalletAccountStore {
  const byId = db.prepare<[number], WalletAccount>(`${SELECT} WHERE a.id = ?`);
  const ofUser = db.prepare<[number], WalletAccount>(`${SELECT} WHERE a.user_id = ? ORDER BY a.id`);
  return { byId: (id) => byId.get(id), ofUser: (userId) => ofUser.all(userId) };
}
