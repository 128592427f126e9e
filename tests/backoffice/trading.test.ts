/** The console's trading screen, pure parts: which view a path shows, how a bet reads; the screen is routed for traders. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventName, selectionName, tradingPart, tradingPartSegment } from '../../backoffice/src/screens/trading/parts';
import { screenAt, screenPath, screensFor } from '../../backoffice/src/routing/screens';

test('the queue at /backoffice/trading, the liability view at /backoffice/trading/liability, nothing else', () => {
  assert.equal(tradingPart(null), 'queue');
  assert.equal(tradingPart(''), 'queue');
  assert.equal(tradingPart('liability'), 'liability');
  assert.equal(tradingPart('queue'), null);
  assert.equal(tradingPart('Liability'), null);
  assert.equal(screenPath('trading', tradingPartSegment('queue')), '/backoffice/trading');
  assert.equal(screenPath('trading', tradingPartSegment('liability')), '/backoffice/trading/liability');
  const match = screenAt('/backoffice/trading/liability');
  assert.deepEqual(match.kind === 'screen' ? [match.screen.id, match.rest] : match.kind, ['trading', 'liability']);
});

test('the trading section is a trader’s: not an admin’s, not a support agent’s', () => {
  assert.ok(screensFor(['trader']).some((s) => s.id === 'trading'));
  assert.ok(!screensFor(['admin']).some((s) => s.id === 'trading'));
  assert.ok(!screensFor(['support_agent', 'payments']).some((s) => s.id === 'trading'));
});

test('an event by its teams (its id when none is known); a selection with its market and line', () => {
  assert.equal(eventName({ gameId: 7, team1: 'Arsenal', team2: 'Chelsea' }), 'Arsenal – Chelsea');
  assert.equal(eventName({ gameId: 7, team1: 'Winner', team2: '' }), 'Winner');
  assert.equal(eventName({ gameId: 7, team1: '', team2: '' }), '#7');
  assert.equal(selectionName({ market: 'Match result', outcome: '1', param: null }), 'Match result: 1');
  assert.equal(selectionName({ market: 'Total', outcome: 'Over', param: 2.5 }), 'Total: Over (2.5)');
  assert.equal(selectionName({ market: '', outcome: 'X', param: null }), 'X');
});
