import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AccountsState } from '../../../platform/src/schemas/auth';
import { bonusBalances, menuIndexAfterKey, missingCurrencies, removableAccounts, switchableAccounts } from '../../../shell-parcels/src/account/accounts-model';
import { formatMoney } from '../../../platform/src/i18n/money';

const state: AccountsState = {
  activeAccount: 1,
  accounts: [
    { id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 1500, currencyId: 1, isActive: true },
    { id: 2, type: 9, iso: 'USD', symbol: '$', money: 0, currencyId: 2, isActive: false },
    { id: 3, type: 9, iso: 'EUR', symbol: '€', money: 5, currencyId: 3, isActive: false },
    { id: 4, type: 4, iso: 'RUB', symbol: '₽', money: 300, currencyId: 1, isActive: false },
  ],
  bonuses: [],
};

test('switchable accounts are main and currency ones; only empty non-active currency accounts can go', () => {
  assert.deepEqual(switchableAccounts(state).map((a) => a.id), [1, 2, 3]);
  assert.deepEqual(removableAccounts(state).map((a) => a.id), [2]);
  assert.deepEqual(removableAccounts({ ...state, activeAccount: 2 }).map((a) => a.id), [], 'the active account stays');
  assert.deepEqual(bonusBalances(state, state.accounts[0] ?? null), [{ iso: 'RUB', money: 300 }]);
  const noBonusAccount = { ...state, accounts: state.accounts.filter((a) => a.type !== 4), bonuses: [{ idBonus: 1, money: 10 }, { idBonus: 2, money: 5 }] };
  assert.deepEqual(bonusBalances(noBonusAccount, state.accounts[0] ?? null), [{ iso: 'RUB', money: 15 }]);
  const currencies = [1, 2, 3, 4].map((id) => ({ id, iso: `C${id}X`, symbol: '', name: `c${id}` }));
  assert.deepEqual(missingCurrencies(currencies, state).map((c) => c.id), [4]);
});

test('menu keys wrap around; money is formatted in the page language', () => {
  assert.equal(menuIndexAfterKey('ArrowDown', 2, 3), 0);
  assert.equal(menuIndexAfterKey('ArrowUp', 0, 3), 2);
  assert.equal(menuIndexAfterKey('End', 0, 3), 2);
  assert.equal(menuIndexAfterKey('a', 0, 3), null);
  assert.equal(formatMoney(1234.5, 'USD', 'en'), '$1,234.50');
  assert.match(formatMoney(1234.5, 'RUB', 'ru'), /^1\s234,50\s₽$/);
  assert.equal(formatMoney(1, 'NOT-A-CODE', 'en'), '1.00 NOT-A-CODE');
});
