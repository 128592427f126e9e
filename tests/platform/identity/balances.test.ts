/**
 * The one store action a money move updates the header balance with: `applyBalances(meta)` applies
 * a money reply's `meta.balances` to $accounts (no request); without valid balances, or naming an
 * account the page does not hold yet, it reads the accounts again.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { applyBalances } from '../../../platform/src/identity/facade';
import { AccountsStateSchema, type AccountsState } from '../../../platform/src/schemas/auth';
import { accountsWithBalances } from '../../../platform/src/identity/balances';
import { startIdentity, stopIdentity } from '../../../platform/src/identity/runtime';
import { $accounts, setAccounts } from '../../../platform/src/identity/stores';
import { accountsState, createHarness, json } from './helpers';

const state: AccountsState = v.parse(AccountsStateSchema, accountsState([1, 2]));
const moneyOf = (id: number): number | undefined => $accounts.get()?.accounts.find((a) => a.id === id)?.money;

test('accountsWithBalances replaces the money of each named account and nothing else', () => {
  const next = accountsWithBalances(state, { balances: [{ accountId: 102, balance: 12.5, currency: 'USD' }] });
  assert.deepEqual(next?.accounts.map((a) => [a.id, a.money]), [[101, 100], [102, 12.5]]);
  assert.equal(next?.activeAccount, state.activeAccount);
  assert.deepEqual(state.accounts.map((a) => a.money), [100, 100], 'the old state is not changed');
});

test('accountsWithBalances refuses what it cannot apply: no state, no or invalid meta, an unknown account, another currency', () => {
  const ok = { balances: [{ accountId: 101, balance: 1, currency: 'RUB' }] };
  assert.equal(accountsWithBalances(null, ok), null);
  for (const meta of [undefined, null, {}, { balances: [] }, { balances: [{ accountId: 101, balance: -1, currency: 'RUB' }] }, { balances: [{ accountId: 101, balance: 1.005, currency: 'RUB' }] }]) {
    assert.equal(accountsWithBalances(state, meta), null, JSON.stringify(meta));
  }
  assert.equal(accountsWithBalances(state, { balances: [{ accountId: 999, balance: 1, currency: 'RUB' }] }), null, 'an account just opened');
  assert.equal(accountsWithBalances(state, { balances: [{ accountId: 101, balance: 1, currency: 'USD' }] }), null, 'not this account');
});

test('applyBalances sets the new balances without a request; a reply it cannot apply reads the accounts again', async (t) => {
  const h = createHarness({ install: false });
  let reads = 0;
  h.server.on('GET /web-api/user/accounts', () => {
    reads += 1;
    return json(200, { data: { ...state, accounts: state.accounts.map((a) => ({ ...a, money: 7 })) } });
  });
  startIdentity(h.deps);
  t.after(() => stopIdentity());
  setAccounts(state);

  await applyBalances({ balances: [{ accountId: 101, balance: 42.1, currency: 'RUB' }] });
  assert.equal(moneyOf(101), 42.1);
  assert.equal(moneyOf(102), 100);
  assert.equal(reads, 0, 'no accounts refetch');

  await applyBalances({ balances: [{ accountId: 103, balance: 5, currency: 'EUR' }] });
  assert.equal(reads, 1, 'an account the page does not hold: the accounts are read again');
  assert.deepEqual([moneyOf(101), moneyOf(102)], [7, 7]);

  await applyBalances(undefined);
  assert.equal(reads, 2, 'a reply without balances: read again');
});
