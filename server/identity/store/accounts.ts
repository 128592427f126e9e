/**
 * Reading the `accounts` (type 0 main, 4 bonus, 9 currency) and the `bonuses` table; money in integer
 * minor units. The wallet writes the accounts (opened empty through `app.accountBook`, money only
 * through its ledger: wallet/store/accounts.ts, wallet/store/ledger.ts).
 */
import type { Db } from '../../db/open';

export interface AccountRow {
  id: number;
  user_id: number;
  type: number;
  currency_id: number;
  /** Integer minor units. */
  money: number;
  created_at: number;
  visible_at: number;
  iso: string;
  symbol: string;
  /** Decimals of the currency (minor units per major unit = 10^minor_units). */
  minor_units: number;
}

export interface BonusRow {
  id: number;
  /** Integer minor units (of the currency of the player's main account). */
  money: number;
}

export interface AccountStore {
  /** The user's accounts visible at `now` (all of them without `now`), oldest first. */
  list(userId: number, now?: number): AccountRow[];
  byId(id: number): AccountRow | undefined;
  bonuses(userId: number): BonusRow[];
  insertBonus(bonus: { id?: number; userId: number; moneyMinor: number }): number;
}

const SELECT = `SELECT a.id, a.user_id, a.type, a.currency_id, a.money, a.created_at, a.visible_at, c.iso, c.symbol, c.minor_units
  FROM accounts a JOIN currencies c ON c.id = a.currency_id`;

export function createAccountStore(db: Db): AccountStore {
  const listVisible = db.prepare<[number, number], AccountRow>(`${SELECT} WHERE a.user_id = ? AND a.visible_at <= ? ORDER BY a.id`);
  const listAll = db.prepare<[number], AccountRow>(`${SELECT} WHERE a.user_id = ? ORDER BY a.id`);
  const byId = db.prepare<[number], AccountRow>(`${SELECT} WHERE a.id = ?`);
  const bonuses = db.prepare<[number], BonusRow>('SELECT id, money FROM bonuses WHERE user_id = ? ORDER BY id');
  const insertBonus = db.prepare<[number | null, number, number]>('INSERT INTO bonuses (id, user_id, money) VALUES (?, ?, ?)');
  return {
    list: (userId, now) => (now === undefined ? listAll.all(userId) : listVisible.all(userId, now)),
    byId: (id) => byId.get(id),
    bonuses: (userId) => bonuses.all(userId),
    insertBonus: (b) => Number(insertBonus.run(b.id ?? null, b.userId, b.moneyMinor).lastInsertRowid),
  };
}
