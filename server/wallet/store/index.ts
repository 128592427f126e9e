/** The wallet's data-access objects (all the wallet's SQL lives in this folder). */
import type { Db } from '../../db/open';
import { createWalletAccountStore, type WalletAccountStore } from './accounts';
import { createCouponStore, type CouponStore } from './coupons';
import { createLedgerStore, type LedgerStore } from './ledger';

export interface WalletStores {
  ledger: LedgerStore;
  accounts: WalletAccountStore;
  coupons: CouponStore;
}

export function createWalletStores(db: Db): WalletStores {
  return { ledger: createLedgerStore(db), accounts: createWalletAccountStore(db), coupons: createCouponStore(db) };
}

export { ledgerBalances } from './ledger';
export type { BalanceMismatch, LedgerEntry, LedgerReason, LedgerRow } from './ledger';
