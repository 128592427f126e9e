/** Toto rules of the reference server (server/feed/toto.ts): draw status and winning coupons. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { totoStatus, totoWinners } from '../../../server/feed/simulator/toto';
import type { TotoEventRecord } from '../../../server/feed/types';

const events = (results: Array<TotoEventRecord['result']>, startAt = 1000): TotoEventRecord[] =>
  results.map((result, i) => ({ gameId: i + 1, team1: `A${i}`, team2: `B${i}`, startAt: startAt + i, result }));
const settledEvents = (seed: number) => events(Array.from({ length: 15 }, (_, i) => (['1', 'X', '2'] as const)[(seed + i * 7) % 3] ?? '1'));

test('status: open before the first game, closed after it, settled when every game has a result', () => {
  const open = events(Array.from({ length: 15 }, () => null));
  assert.equal(totoStatus({ closesAt: 1000, events: open }, 999), 'open');
  assert.equal(totoStatus({ closesAt: 1000, events: open }, 1000), 'closed');
  assert.equal(totoStatus({ closesAt: 1000, events: settledEvents(1) }, 5), 'settled');
});

test('winners: only settled draws have them, the count is stable, and some draws have nobody', () => {
  assert.equal(totoWinners({ id: 1, status: 'open', events: events([null]) }), undefined);
  assert.equal(totoWinners({ id: 1, status: 'closed', events: events([null]) }), undefined);
  const counts = Array.from({ length: 60 }, (_, id) => totoWinners({ id, status: 'settled', events: settledEvents(id) }));
  assert.deepEqual(counts, Array.from({ length: 60 }, (_, id) => totoWinners({ id, status: 'settled', events: settledEvents(id) })), 'stable across reads');
  for (const c of counts) assert.ok(c !== undefined && Number.isInteger(c) && c >= 0 && c <= 12, String(c));
  const none = counts.filter((c) => c === 0).length;
  assert.ok(none > 5 && none < 40, `draws without a winner: ${none} of 60`);
});
