/**
 * Account lists for the header (pure; account spec §3 Account: type 0 main, 4 bonus, 9 currency).
 */
import type { Account, AccountsState, Currency } from '@kickoff/platform';

/** Accounts a player can switch to: main and currency accounts. */
export function switchableAccounts(state: AccountsState | null): Account[] {
  return (state?.accounts ?? []).filter((a) => a.type === 0 || a.type === 9);
}

export function isActiveAccount(state: AccountsState | null, account: Account): boolean {
  return state?.activeAccount != null ? state.activeAccount === account.id : account.isActive;
}

/** Currency accounts that may be removed: empty and not the active one. */
export function removableAccounts(state: AccountsState | null): Account[] {
  return switchableAccounts(state).filter((a) => a.type === 9 && a.money === 0 && !isActiveAccount(state, a));
}

/** Bonus balance shown as information: bonus accounts, else the sum of bonuses in the active currency. */
export function bonusBalances(state: AccountsState | null, active: Account | null): Array<{ iso: string; money: number }> {
  if (!state) return [];
  const bonusAccounts = state.accounts.filter((a) => a.type === 4).map((a) => ({ iso: a.iso, money: a.money }));
  if (bonusAccounts.length > 0) return bonusAccounts;
  if (state.bonuses.length === 0 || !active) return [];
  return [{ iso: active.iso, money: state.bonuses.reduce((sum, b) => sum + b.money, 0) }];
}

/** Currencies the player has no account in yet. */
export function missingCurrencies(currencies: readonly Currency[], state: AccountsState | null): Currency[] {
  const owned = new Set((state?.accounts ?? []).map((a) => a.currencyId));
  return currencies.filter((c) => !owned.has(c.id));
}

/** Menu keyboard: the index an arrow, Home or End key moves to (wrapping); null for other keys. */
export function menuIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown': return (current + 1 + count) % count;
    case 'ArrowUp': return (current - 1 + count) % count;
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return null;
  }
}
