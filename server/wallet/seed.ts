/**
 * Wallet seed: opens the demo players' accounts (identity/demo-users.ts; the identity seed created the
 * players), and the demo balances become 'seed' ledger rows, key
 * `seed:<accountId>`, for the demo accounts whose opening balance is not settled yet (migration 400
 * settled every account that existed before the wallet: its balance became a seed row), so each
 * opening balance is credited exactly once.
 * Reset empties the coupons, the toto coupons, the stored answers, the ledger and the accounts.
 */
import type { Db } from '../db/open';
import { demoUsers } from '../identity/demo-users';
import { createIdempotentReplyStore } from './idempotency/store';
import { clearAccounts } from './store/accounts';
import { createWalletStores } from './store/index';
import { clearTotoCoupons } from './toto/index';

/** Seed rows carry the demo users' creation time. */
export function seedWallet(db: Db): void {
  const { ledger, accounts } = createWalletStores(db);
  const demoPlayer = db.prepare<[number, string], { one: number }>('SELECT 1 AS one FROM users WHERE id = ? AND email = ?');
  for (const demo of demoUsers) {
    for (const account of demo.accounts) {
      const key = `seed:${account.id}`;
      // Opened once: a demo account the player closed later is not opened again.
      if (!accounts.byId(account.id) && !ledger.opened(account.id) && demoPlayer.get(demo.user.id, demo.user.email)) {
        accounts.open({ id: account.id, type: account.type, currencyId: account.currencyId, userId: demo.user.id, createdAt: demo.user.created_at, visibleAt: demo.user.created_at });
      }
      const stored = accounts.byId(account.id);
      if (!stored || stored.user_id !== demo.user.id || ledger.opened(account.id) || ledger.hasKey(key)) continue;
      ledger.markOpened(account.id);
      if (account.moneyMinor === 0) continue;
      ledger.post([{ accountId: account.id, amountMinor: account.moneyMinor, reason: 'seed', reference: 'demo seed', idempotencyKey: key, createdAt: demo.user.created_at }]);
    }
  }
}

export function resetWallet(db: Db): void {
  const { coupons, ledger } = createWalletStores(db);
  coupons.clear();
  clearTotoCoupons(db);
  ledger.clear();
  createIdempotentReplyStore(db).clear();
  clearAccounts(db);
}
