/** The accounts state of a player (account spec §3): visible accounts, the active one, bonuses; money in major units on the wire. */
import * as v from 'valibot';
import { AccountsStateSchema, type AccountsState } from '@kickoff/contracts';
import { toMajor } from '../money';
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
  const bonusUnits = visible.find((account) => account.type === 0)?.minor_units ?? 2;
  return v.parse(AccountsStateSchema, {
    activeAccount: active,
    accounts: visible.map((account) => ({
      id: account.id,
      type: accountType(account.type),
      iso: account.iso,
      symbol: account.symbol,
      money: toMajor(account.money, account.minor_units),
      currencyId: account.currency_id,
      isActive: account.id === active,
    })),
    bonuses: accounts.bonuses(user.id).map((bonus) => ({ idBonus: bonus.id, money: toMajor(bonus.money, bonusUnits) })),
  });
}
