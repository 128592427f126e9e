/** The players screen's pure state (backoffice/src/screens/players/player-view-state.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  canActOnPlayers,
  limitValue,
  PLAYER_TABS,
  playerIdFrom,
  tabAfterKey,
  tabOf,
  tabQuery,
} from '../../backoffice/src/screens/players/player-view-state';

test('a player path names an account ID, nothing else', () => {
  assert.equal(playerIdFrom('10000001'), 10000001);
  for (const bad of ['', '0', '01', 'abc', '1e5', '12 ', '-3', '1234567890123456']) assert.equal(playerIdFrom(bad), null, bad);
});

test('the tab of the query, accounts by default; a tab change drops the filters and the page cursor', () => {
  assert.equal(tabOf(new URLSearchParams('tab=ledger&before=9')), 'ledger');
  assert.equal(tabOf(new URLSearchParams('tab=nonsense')), 'accounts');
  assert.equal(tabOf(new URLSearchParams('')), 'accounts');
  assert.deepEqual(tabQuery('coupons'), { tab: 'coupons', before: null, back: null, accountId: null, currency: null });
  assert.equal(tabQuery('accounts').tab, null);
});

test('arrow keys move between the tabs and wrap; Home and End jump; other keys do nothing', () => {
  assert.equal(tabAfterKey('accounts', 'ArrowRight'), 'ledger');
  assert.equal(tabAfterKey('accounts', 'ArrowLeft'), PLAYER_TABS.at(-1));
  assert.equal(tabAfterKey('security-events', 'ArrowRight'), 'accounts');
  assert.equal(tabAfterKey('limits', 'Home'), 'accounts');
  assert.equal(tabAfterKey('ledger', 'End'), 'security-events');
  assert.equal(tabAfterKey('ledger', 'Enter'), null);
});

test('only support agents and admins act on a player', () => {
  assert.equal(canActOnPlayers(['support_agent']), true);
  assert.equal(canActOnPlayers(['trader', 'admin']), true);
  assert.equal(canActOnPlayers(['payments', 'kyc_reviewer', 'trader']), false);
});

test('a limit reads as money in its currency or as a count with its unit', () => {
  assert.equal(limitValue({ kind: 'money', value: 500000, measure: 'RUB' }), '5,000.00 RUB');
  assert.equal(limitValue({ kind: 'period', value: 30, measure: 'days' }), '30 days');
});
