/**
 * `meta.balances` of a money write's reply (docs/api.md "Balances in money replies"): the new balance
 * of each account the write moved, read inside the write's transaction, so the reply (and a replay of
 * it) carries the balance the write left.
 */
import * as v from 'valibot';
import { BalancesMetaSchema, type BalancesMeta } from '@kickoff/contracts';
import { toMajor } from '../money';
import type { WalletAccountStore } from './store/accounts';

export function balancesMeta(accounts: Pick<WalletAccountStore, 'byId'>, accountIds: readonly number[]): BalancesMeta {
  const balances = [...new Set(accountIds)].flatMap((id) => {
    const account = accounts.byId(id);
    return account ? [{ accountId: account.id, balance: toMajor(account.money, account.minor_units), currency: account.iso }] : [];
  });
  return v.parse(BalancesMetaSchema, { balances });
}
