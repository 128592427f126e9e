/** The accounts state of a player (account spec §3): visible accounts, the active one, bonuses. */
import * as v from 'valibot';
import { AccountsStateSchema, type AccountsState } from '@kickoff/contracts';
import type { AccountRow, AccountStore } from './store/accounts';
import type { UserRow } from './store/users';

function accountType(type: number): 0 | 4 | 9 {
  return type === 4 || type === 9 ? type : 0;
}

/** The active account: the stored one while it is visible, else the main account. */
export function activeAccountId(user: UserRow, visible: readonly AccountRow[]): number | null {
  if (visible.some((account) => account.id === user.active_account_id)) return user.active_account_id;
  return visible.find((account) => account.type === 0)?.id ?? null;
}

export function accountsState(accounts: AccountStore, user: UserRow, now: number): AccountsState {
  const visible = accounts.list(user.id, now);
  const active = activeAccountId(user, visible);
  return v.parse(AccountsStateSchema, {
    activeAccount: active,
    accounts: visible.map((account) => ({
      id: account.id,
      type: accountType(account.type),
      iso: account.iso,
      symbol: account.symbol,
      money: account.money,
      currencyId: account.currency_id,
      isActive: account.id === active,
    })),
    bonuses: accounts.bonuses(user.id).map((bonus) => ({ idBonus: bonus.id, money: bonus.money })),
  });
}
