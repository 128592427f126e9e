/**
 * `app.wallet`: the wallet's port, the one way other services move money. The wallet owns the ledger
 * and the `accounts` table (balances, opening and closing); other services post ledger entries, read
 * and open accounts, and run their money writes under the Idempotency-Key through this port, never by
 * writing those tables (tests/server/db/table-writers.test.ts checks that each table has one writer).
 */
import type { BalancesMeta } from '@kickoff/contracts';
import type { IdempotentRun } from './idempotency/index';
import type { WalletAccountStore } from './store/accounts';
import type { LedgerStore } from './store/ledger';

/** What a service that moves money needs: posting ledger entries and the accounts they move. */
export interface WalletMoney {
  /** `post(entries)`: each entry a ledger row and the same move of the account's balance, in one transaction. */
  ledger: Pick<LedgerStore, 'post'>;
  accounts: WalletAccountStore;
}

export interface WalletPort extends WalletMoney {
  /** Runs a money write once per owner and Idempotency-Key (docs/api.md "Idempotency"). */
  idempotent: IdempotentRun;
  /** `meta.balances` of a money write's reply: the accounts' balances now (docs/api.md "Balances in money replies"). */
  balances(accountIds: readonly number[]): BalancesMeta;
}

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletPort;
  }
}
