/**
 * The book cannot be gamed by combining (issue 23, items 1 and 2): bets of one game are refused in every
 * type that combines them (dependent_bets), as the slip locks them, whatever mix a script sends; the
 * anti-express is placed and paid at its quote, fair value from its markets less the margin, the same
 * number GET coupon/quote gives.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fairAntiExpressCoef } from '../../../coupon-parcel/src/domain/index';
import { couponBody, startWallet, type OpenOdd, type WalletServer } from './support';

const COMBINED_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Two or more open odds of one game, from different outcomes (markets of the game). */
function sameGameOdds(server: WalletServer, count: number): OpenOdd[] {
  const [game] = server.db().prepare<[], { gameId: number }>(
    `SELECT g.id AS gameId FROM feed_games g JOIN feed_markets m ON m.game_id = g.id JOIN feed_odds o ON o.market_id = m.id
      WHERE g.status = 1 AND g.is_finished = 0 AND m.is_blocked = 0 AND o.is_blocked = 0 GROUP BY g.id HAVING count(*) >= 6 ORDER BY g.id LIMIT 1`,
  ).all();
  assert.ok(game, 'a line game with six open odds');
  return server
    .db()
    .prepare<[number, number], OpenOdd>(
      `SELECT o.id AS oddId, o.coef, g.id AS gameId, m.id AS marketId, m.type_id AS marketTypeId, o.type_id AS oddTypeId, m.param
         FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id JOIN feed_games g ON g.id = m.game_id
        WHERE g.id = ? AND o.is_blocked = 0 AND m.is_blocked = 0 ORDER BY o.id LIMIT ?`,
    )
    .all(game.gameId, count);
}

test('an express of "1", "1X" and "12" of one match is refused with dependent_bets naming them; nothing is debited', async (t) => {
  const server = await startWallet(t);
  const odds = sameGameOdds(server, 3);
  const before = server.balance(20000001);
  const res = await server.place(couponBody(odds, { typeId: 1 }));
  assert.equal(res.statusCode, 422, res.body);
  const error = res.json().errors[0];
  assert.equal(error.code, 'dependent_bets');
  assert.deepEqual([...error.meta.oddIds].sort(), odds.map((o) => o.oddId).sort());
  assert.equal(server.balance(20000001), before);
  // As singles each bet stands alone: many singles of the same outcomes are accepted.
  const singles = await server.place(couponBody(odds, { typeId: 9, amount: 30 }));
  assert.equal(singles.statusCode, 201, singles.body);
});

test('property: random mixes of bets sent straight to the API never place a coupon that combines two bets of one game', async (t) => {
  const server = await startWallet(t);
  const pool = [...sameGameOdds(server, 4), ...server.openOdds(6)];
  let placedCombined = 0;
  await fc.assert(
    fc.asyncProperty(fc.subarray(pool, { minLength: 2, maxLength: 6 }), fc.constantFrom(...COMBINED_TYPES), fc.nat(), async (picked, typeId, seed) => {
      const unique = picked.filter((odd, i) => picked.findIndex((o) => o.oddId === odd.oddId) === i);
      const body = couponBody(unique, { typeId, amount: 20, systemValue: typeId === 2 ? 2 : typeId === 4 ? 1 : null });
      if (typeId === 4) (body['bets'] as { blockId: number }[]).forEach((bet, i) => (bet.blockId = (i + seed) % 3));
      const res = await server.place(body);
      const games = unique.map((odd) => odd.gameId);
      const correlated = new Set(games).size < games.length;
      if (correlated) {
        assert.equal(res.statusCode, 422, `${res.statusCode} ${res.body}`);
        assert.equal(res.json().errors[0].code, 'dependent_bets');
      } else if (res.statusCode === 201) placedCombined++;
    }),
    { numRuns: 60 },
  );
  assert.ok(placedCombined > 0, 'independent combinations are still accepted');
  assert.deepEqual(await server.mismatches(), []);
});

test('the anti-express is placed at the quote GET coupon/quote gives: fair value of its markets less the 5 % margin', async (t) => {
  const server = await startWallet(t);
  const odds = server.openOdds(2, 'm.type_id = 1');
  const quoteRes = await server.player.get(`coupon/quote?odds=${odds.map((o) => o.oddId).join(',')}`);
  assert.equal(quoteRes.statusCode, 200, quoteRes.body);
  const quote = quoteRes.json().data.antiExpressCoef as number;
  const marketCoefs = (marketId: number) => server.db().prepare<[number], { coef: number }>('SELECT coef FROM feed_odds WHERE market_id = ? ORDER BY id').all(marketId).map((r) => r.coef);
  const expected = fairAntiExpressCoef(odds.map((o) => ({ coef: o.coef, marketCoefs: marketCoefs(o.marketId) })), 0.05);
  assert.equal(quote, expected);
  const express = odds[0]!.coef * odds[1]!.coef;
  assert.ok(quote < express / (express - 1), `the quote ${quote} is below the margin-carrying ${express / (express - 1)}`);

  const placed = await server.place(couponBody(odds, { typeId: 6, amount: 100 }));
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal(placed.json().data.coef, quote);
  assert.equal(placed.json().data.possibleWin, Math.round(100 * quote * 100) / 100);

  // Settled at that quote: the first "1" loses (0:2), the second wins (2:0).
  const [first, second] = odds as [OpenOdd, OpenOdd];
  for (const [odd, score1, score2] of [[first, 0, 2], [second, 2, 0]] as const) {
    const settled = await server.app.inject({ method: 'POST', url: '/__test/wallet/settle', payload: { gameId: odd.gameId, score1, score2 } });
    assert.equal(settled.statusCode, 200, settled.body);
  }
  const coupon = await server.player.get(`coupon/${placed.json().data.id}`, { token: server.token });
  assert.equal(coupon.json().data.status, 'settled');
  assert.equal(coupon.json().data.payout, Math.round(100 * quote * 100) / 100);
  assert.deepEqual(await server.mismatches(), []);
});

test('GET coupon/quote refuses what placing refuses: one game twice, unknown ids, a malformed list', async (t) => {
  const server = await startWallet(t);
  const same = sameGameOdds(server, 2);
  const dependent = await server.player.get(`coupon/quote?odds=${same.map((o) => o.oddId).join(',')}`);
  assert.equal(dependent.statusCode, 422);
  assert.equal(dependent.json().errors[0].code, 'dependent_bets');
  const unknown = await server.player.get('coupon/quote?odds=1,999999999');
  assert.equal(unknown.statusCode, 422);
  assert.equal(unknown.json().errors[0].code, 'invalid_coupon');
  for (const bad of ['', '1', '1,,2', 'a,b', '1,2,x']) {
    const res = await server.player.get(`coupon/quote?odds=${bad}`);
    assert.equal(res.statusCode, 400, `odds=${bad}: ${res.body}`);
  }
});
