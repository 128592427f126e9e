/** The convert-account reminder's rule (account spec §9): a retired-currency account with money, once per session per player. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AccountsState } from '../../platform/src/schemas/auth';
import { CONVERT_REMINDER_KEY, needsConvertReminder } from '../../shell-parcels/src/account/convert-reminder';

const account = (id: number, iso: string, money: number, type: 0 | 4 | 9 = 0) => ({ id, type, iso, symbol: iso, money, currencyId: id, isActive: true });
const state = (...accounts: ReturnType<typeof account>[]): AccountsState => ({ activeAccount: accounts[0]?.id ?? 0, accounts, bonuses: [] }) as unknown as AccountsState;
const storage = (value: string | null) => ({ getItem: (key: string) => (key === CONVERT_REMINDER_KEY ? value : null) });

test('a player with money on an HRK account is reminded unless this session already reminded them', () => {
  const hrk = state(account(1, 'HRK', 1500), account(2, 'EUR', 0, 9));
  assert.equal(needsConvertReminder(hrk, 10000070, storage(null)), true);
  assert.equal(needsConvertReminder(hrk, 10000070, null), true, 'without storage: reminded (once per page)');
  assert.equal(needsConvertReminder(hrk, 10000070, storage('10000070')), false, 'already reminded in this session');
  assert.equal(needsConvertReminder(hrk, 10000071, storage('10000070')), true, 'another player in the same tab is reminded');
});

test('no reminder without a player, without accounts, for an empty HRK account, a bonus account or other currencies', () => {
  assert.equal(needsConvertReminder(state(account(1, 'HRK', 1500)), null, storage(null)), false);
  assert.equal(needsConvertReminder(null, 10000070, storage(null)), false);
  assert.equal(needsConvertReminder(state(account(1, 'HRK', 0)), 10000070, storage(null)), false);
  assert.equal(needsConvertReminder(state(account(1, 'HRK', 10, 4)), 10000070, storage(null)), false);
  assert.equal(needsConvertReminder(state(account(1, 'RUB', 100), account(2, 'EUR', 5, 9)), 10000070, storage(null)), false);
});
