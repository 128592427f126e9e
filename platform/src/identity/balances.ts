/**
 * Applying the balances a money write's reply carries to the accounts state: pure, so the store action
 * (`applyBalances` in ./facade.ts) and its tests share it.
 */
import * as v from 'valibot';
import type { AccountsState } from '../schemas/auth';
import { BalancesMetaSchema } from '../schemas/balances';

/**
 * The state with each named account's money replaced by its new balance; null when the balances
 * cannot be applied (no valid `meta.balances`, no state, or an account the state does not hold yet,
 * such as one a conversion just opened): the caller reads the accounts again.
 */
export function accountsWithBalances(state: AccountsState | null, meta: unknown): AccountsState | null {
  const parsed = v.safeParse(BalancesMetaSchema, meta);
  if (!state || !parsed.success || parsed.output.balances.length === 0) return null;
  const byId = new Map(parsed.output.balances.map((b) => [b.accountId, b]));
  for (const [id, b] of byId) {
    const account = state.accounts.find((a) => a.id === id);
    if (!account || account.iso !== b.currency) return null;
  }
  return { ...state, accounts: state.accounts.map((a) => (byId.has(a.id) ? { ...a, money: byId.get(a.id)?.balance ?? a.money } : a)) };
}
