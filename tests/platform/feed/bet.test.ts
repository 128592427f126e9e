/** buildBet: the coupon bet of an odd (BetSchema, live rule, blocked state). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { buildBet, findOdd, formatStartDateTime } from '../../../platform/src/feed/bet';
import { BetSchema, isBetLive } from '../../../platform/src/schemas/bet';
import { makeGame } from './fixtures';

test('formatStartDateTime uses the time zone offset', () => {
  // 2027-01-15 12:00:00 UTC
  const t = Date.UTC(2027, 0, 15, 12, 0, 0) / 1000;
  assert.equal(formatStartDateTime(t, 3), '15.01.2027 15:00');
  assert.equal(formatStartDateTime(t, 0), '15.01.2027 12:00');
  assert.equal(formatStartDateTime(t, -13), '14.01.2027 23:00');
});

test('buildBet gives a payload that passes BetSchema with the game, market and odd fields', () => {
  const game = makeGame(7, { score1: 2, score2: 1, period: '2nd half', statisticId: 55 });
  const found = findOdd(game, 72);
  assert.ok(found);
  const bet = v.parse(BetSchema, buildBet(game, found.market, found.odd, 'home', { timeZoneHours: 0 }));
  assert.equal(bet.market.id, 72);
  assert.equal(bet.market.coef, 2.5);
  assert.equal(bet.market.marketId, 70);
  assert.equal(bet.market.outcomeName, 'X');
  assert.equal(bet.market.gameId, 7);
  assert.equal(bet.market.isLive, true);
  assert.equal(bet.game.number, 1007);
  assert.equal(bet.game.startDateTimeFormatted, formatStartDateTime(game.startAt, 0));
  assert.equal(bet.statusId, -2);
  assert.equal(bet.fullScore, '2:1');
  assert.equal(bet.status, '2nd half');
  assert.equal(bet.statisticId, 55);
  assert.equal(bet.pageType, 'home');
  assert.equal(bet.sportNameEn, 'Football');
  assert.equal(bet.isBlocked, false);
});

test('the live flag follows the live rule: finished games are never live, line games are not live', () => {
  const finished = makeGame(1, { isFinished: true });
  const f = findOdd(finished, 11);
  assert.ok(f);
  assert.equal(buildBet(finished, f.market, f.odd, 'home').market.isLive, false);
  const line = makeGame(2, { section: 'line', statusId: 1, timeSec: null, isTimerRunning: false, score1: null, score2: null });
  const l = findOdd(line, 21);
  assert.ok(l);
  const bet = buildBet(line, l.market, l.odd, 'topgame');
  assert.equal(bet.market.isLive, false);
  assert.equal(bet.fullScore, null);
  assert.equal(isBetLive(v.parse(BetSchema, bet)), false);
  const lil = makeGame(3, { section: 'line', statusId: 1, timeSec: null, isLiveInLive: true });
  const x = findOdd(lil, 31);
  assert.ok(x);
  assert.equal(buildBet(lil, x.market, x.odd, 'home').market.isLive, true, 'live-in-live makes it live');
});

test('a blocked market makes the bet blocked', () => {
  const game = makeGame(4);
  const market = { ...game.markets[0]!, isBlocked: true };
  const bet = buildBet(game, market, market.odds[0]!, 'home');
  assert.equal(bet.isBlocked, true);
  assert.equal(findOdd(game, 999), null);
});
