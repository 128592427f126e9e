/**
 * Wallet seed: the demo balances (identity/demo-users.ts) become 'seed' ledger rows, key
 * `seed:<accountId>`, for the demo accounts whose opening balance is not settled yet (migration 400
 * settled every account that existed before the wallet: its balance became a seed row), so each
 * opening balance is credited exactly once.
 * Reset empties the coupons, the toto coupons and the ledger (the identity reset then empties the accounts).
 */
import type { Db } from '../db/open';
import { demoUsers } from '../identity/demo-users';
import { createIdempotentReplyStore } from './idempotency/store';
import { createWalletStores } from './store/index';
import { clearTotoCoupons } from './toto/index';

/** Seed rows carry the demo users' creation time. */
export function seedWallet(db: Db): void {
  const { ledger, accounts } = createWalletStores(db);
  for (const demo of demoUsers) {
    for (const account of demo.accounts) {
      const key = `seed:${account.id}`;
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
}
