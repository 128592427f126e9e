/**
 * `app.wallet`: the wallet's port, the one way other services move money. The wallet owns the ledger
 * and the accounts' balances; other services ask it through this port instead of writing its tables.
 */
import type { IdempotentRun } from './idempotency/index';

export interface WalletPort {
  /** Runs a money write once per owner and Idempotency-Key (docs/api.md "Idempotency"). */
  idempotent: IdempotentRun;
}

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletPort;
  }
}
