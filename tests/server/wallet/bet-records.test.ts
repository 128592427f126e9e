/**
 * What a placed bet was on (migration 410): recorded at placing from the server's own feed (never from
 * the request body), returned by placing, coupon/list and coupon/:id in the reply language (`lng`),
 * and filled in for bets placed before the migration while the feed still keeps their game.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seedServices, serviceMigrations } from '../../../server/app';
import { runMigrations } from '../../../server/db/migrate';
import { expectError } from '../identity/support';
import { services, tempDb } from './books';
import { couponBody, startWallet, type OpenOdd, type WalletServer } from './support';

interface Bet {
  oddId: number;
  gameId: number;
  permanentId: number | null;
  team1: string;
  team2: string;
  sportName: string;
  champName: string;
  marketName: string;
  outcomeName: string;
  param: number | null;
  startAt: number | null;
  isLive: boolean;
}
interface Coupon { id: number; bets: Bet[] }

interface FeedFacts {
  permanent_id: number;
  team1: string;
  team2: string;
  start_at: number;
  sport_name: string;
  sport_name_en: string;
  champ_name: string;
  champ_name_en: string;
  market_name: string;
  odd_name: string;
  param: number | null;
}

function feedFacts(s: WalletServer, oddId: number): FeedFacts {
  const row = s
    .db()
    .prepare<[number], FeedFacts>(
      `SELECT g.permanent_id, g.team1, g.team2, g.start_at, sp.name AS sport_name, sp.name_en AS sport_name_en, c.name AS champ_name,
              c.name_en AS champ_name_en, m.name AS market_name, o.name AS odd_name, m.param
         FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id JOIN feed_games g ON g.id = m.game_id
         JOIN feed_sports sp ON sp.id = g.sport_id JOIN feed_champs c ON c.id = g.champ_id WHERE o.id = ?`,
    )
    .get(oddId);
  assert.ok(row, `odd ${oddId} is in the feed`);
  return row;
}

/** The Russian names as the feed stores them (the generator writes the Russian rendering). */
function assertRussian(bet: Bet, facts: FeedFacts): void {
  assert.deepEqual(
    { permanentId: bet.permanentId, team1: bet.team1, team2: bet.team2, startAt: bet.startAt, sportName: bet.sportName, champName: bet.champName, marketName: bet.marketName, outcomeName: bet.outcomeName, param: bet.param },
    { permanentId: facts.permanent_id, team1: facts.team1, team2: facts.team2, startAt: facts.start_at, sportName: facts.sport_name, champName: facts.champ_name, marketName: facts.market_name, outcomeName: facts.odd_name, param: facts.param },
  );
}

/** The English names the feed API gives for the same game (`feed/game/:id?lng=en`). */
async function englishNames(s: WalletServer, odd: OpenOdd): Promise<{ sportName: string; champName: string; marketName: string; outcomeName: string }> {
  const res = await s.player.get(`feed/game/${odd.gameId}?lng=en`);
  assert.equal(res.statusCode, 200, res.body);
  const game = (res.json() as { game: { sportName: string; champName: string; markets: Array<{ id: number; name: string; odds: Array<{ id: number; name: string }> }> } }).game;
  const market = game.markets.find((m) => m.id === odd.marketId);
  const outcome = market?.odds.find((o) => o.id === odd.oddId);
  assert.ok(market && outcome, 'the odd is in the English game reply');
  return { sportName: game.sportName, champName: game.champName, marketName: market.name, outcomeName: outcome.name };
}

test('placing records what each bet is on from the feed; placing, coupon/list and coupon/:id return it', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(2, 'g.status = 1');
  assert.equal(odds.length, 2);
  const placed = await s.place(couponBody(odds, { amount: 10 }));
  assert.equal(placed.statusCode, 201, placed.body);
  const coupon = (placed.json() as { data: Coupon }).data;
  assert.equal(coupon.bets.length, 2);
  coupon.bets.forEach((bet, i) => {
    const odd = odds[i];
    assert.ok(odd);
    assert.equal(bet.oddId, odd.oddId);
    assertRussian(bet, feedFacts(s, odd.oddId));
    assert.equal(bet.isLive, false, 'a line game');
    assert.notEqual(bet.marketName, '');
    assert.notEqual(bet.team1, '');
  });

  const one = (await s.player.get(`coupon/${coupon.id}`, { token: s.token })).json() as { data: Coupon };
  assert.deepEqual(one.data.bets, coupon.bets);
  const list = (await s.player.get('coupon/list', { token: s.token })).json() as { data: { items: Coupon[] } };
  assert.deepEqual(list.data.items[0]?.bets, coupon.bets);
});

test('names come in the reply language: lng=en gives the feed API\'s English names, teams and ids stay the same', async (t) => {
  const s = await startWallet(t);
  const [odd] = s.openOdds(1, 'g.status = 1 AND m.param IS NOT NULL');
  assert.ok(odd, 'a market with a line');
  const placed = await s.place(couponBody([odd], { amount: 10 }));
  assert.equal(placed.statusCode, 201, placed.body);
  const id = (placed.json() as { data: Coupon }).data.id;
  const en = await englishNames(s, odd);

  const one = ((await s.player.get(`coupon/${id}?lng=en`, { token: s.token })).json() as { data: Coupon }).data.bets[0];
  const listed = ((await s.player.get('coupon/list?lng=en', { token: s.token })).json() as { data: { items: Coupon[] } }).data.items[0]?.bets[0];
  for (const bet of [one, listed]) {
    assert.ok(bet);
    assert.deepEqual({ sportName: bet.sportName, champName: bet.champName, marketName: bet.marketName, outcomeName: bet.outcomeName }, en);
    const facts = feedFacts(s, odd.oddId);
    assert.deepEqual([bet.team1, bet.team2, bet.permanentId, bet.param], [facts.team1, facts.team2, facts.permanent_id, facts.param]);
    assert.equal(bet.sportName, facts.sport_name_en);
  }
  const ru = ((await s.player.get(`coupon/${id}?lng=ru`, { token: s.token })).json() as { data: Coupon }).data.bets[0];
  assert.ok(ru);
  assertRussian(ru, feedFacts(s, odd.oddId));
  expectError(await s.player.get(`coupon/${id}?lng=english`, { token: s.token }), 400, 'invalid_query');
  expectError(await s.player.get('coupon/list?lng=1', { token: s.token }), 400, 'invalid_query');
});

test('a client that sends its own names, ids and live flag in the body cannot change what is recorded', async (t) => {
  const s = await startWallet(t);
  const [odd] = s.openOdds(1, 'g.status = 1');
  assert.ok(odd);
  const fake = {
    permanentId: 4242, team1: 'Fake 1', team2: 'Fake 2', sportName: 'Fake sport', champName: 'Fake champ', marketName: 'Fake market',
    outcomeName: 'Fake outcome', param: 99.5, startAt: 1, isLive: true,
  };
  const body = couponBody([odd], { amount: 10 });
  const bets = body['bets'] as Array<{ market: Record<string, unknown> }>;
  body['bets'] = bets.map((bet) => ({ ...bet, ...fake, market: { ...bet.market, ...fake, name: 'Fake', opponent1Name: 'Fake' }, game: fake }));
  const placed = await s.place(body);
  assert.equal(placed.statusCode, 201, placed.body);
  const bet = (placed.json() as { data: Coupon }).data.bets[0];
  assert.ok(bet);
  assertRussian(bet, feedFacts(s, odd.oddId));
  assert.equal(bet.isLive, false);
  const stored = s.db().prepare<[], { team1: string; market_name: string; is_live: number }>('SELECT team1, market_name, is_live FROM coupon_bets').get();
  assert.deepEqual(stored, { team1: feedFacts(s, odd.oddId).team1, market_name: feedFacts(s, odd.oddId).market_name, is_live: 0 });
});

test('a banned player still reads the bet history (coupon/list, coupon/:id) but cannot place', async (t) => {
  const s = await startWallet(t);
  const banned = await s.newBrowser();
  const token = await banned.signIn('banned@kickoff.test');
  const list = await banned.get('coupon/list', { token });
  assert.equal(list.statusCode, 200, list.body);
  assert.equal((list.json() as { data: { total: number } }).data.total, 0);
  expectError(await banned.get('coupon/123', { token }), 404, 'not_found');
  const [odd] = s.openOdds(1);
  assert.ok(odd);
  expectError(await s.place(couponBody([odd], { amount: 10, accountId: 20000004 }), undefined, token), 403, 'banned');
});

test('a bet on a live game is recorded as live', async (t) => {
  const s = await startWallet(t);
  const [odd] = s.openOdds(1, 'g.status IN (2, 3)');
  assert.ok(odd, 'the seeded feed has live games');
  const placed = await s.place(couponBody([odd], { amount: 10, changeCoefAction: 1 }));
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal((placed.json() as { data: Coupon }).data.bets[0]?.isLive, true);
});

test('migration 410 fills bets placed before it from the feed tables where the game is still kept', (t) => {
  const { db } = tempDb(t);
  const all = services();
  runMigrations(db, serviceMigrations(all).filter((m) => m.version < 410));
  seedServices(db, all.filter((s) => s.name === 'site' || s.name === 'identity' || s.name === 'feed'), { dataSeed: 2026 });
  const game = db
    .prepare<[], { id: number; permanent_id: number; team1: string; team2: string; start_at: number; market_id: number; market_name: string; odd_id: number; odd_name: string; sport_name_en: string }>(
      `SELECT g.id, g.permanent_id, g.team1, g.team2, g.start_at, m.id AS market_id, m.name AS market_name, o.id AS odd_id, o.name AS odd_name, sp.name_en AS sport_name_en
         FROM feed_games g JOIN feed_markets m ON m.game_id = g.id JOIN feed_odds o ON o.market_id = m.id JOIN feed_sports sp ON sp.id = g.sport_id
        WHERE g.status = 1 ORDER BY g.id, m.id, o.id LIMIT 1`,
    )
    .get();
  assert.ok(game);
  // A coupon placed before the game started, with a bet on it, one on a game only its result row remembers, one on a forgotten game.
  const createdAt = (game.start_at - 3600) * 1000;
  db.prepare(`INSERT INTO coupons (id, user_id, account_id, currency, minor_units, type_id, amount_minor, coef, possible_win_minor, idempotency_key, request_hash, created_at)
    VALUES (1, 10000001, 20000001, 'RUB', 2, 1, 1000, 3, 3000, 'old-key-1', 'hash', ?)`).run(createdAt);
  db.prepare(`INSERT INTO feed_results (game_id, sport_id, champ_id, sport_name, champ_name, team1, team2, start_at, finished_at, score1, score2, score_formatted, type)
    VALUES (900000001, 1, 1, 'Футбол', 'Лига', 'Команда А', 'Команда Б', 1000, 2000, 1, 0, '1:0', 'live')`).run();
  const bet = db.prepare(`INSERT INTO coupon_bets (coupon_id, position, odd_id, game_id, market_id, market_type_id, param, odd_type_id, coef)
    VALUES (1, ?, ?, ?, ?, 1, NULL, 1, 1.5)`);
  bet.run(0, game.odd_id, game.id, game.market_id);
  bet.run(1, 900000011, 900000001, 900000021);
  bet.run(2, 900000012, 900000002, 900000022);

  runMigrations(db, serviceMigrations(all));
  const rows = db
    .prepare<[], { permanent_id: number | null; team1: string; team2: string; start_at: number | null; is_live: number; market_name: string; outcome_name: string; sport_name: string; sport_name_en: string; market_name_en: string }>(
      'SELECT permanent_id, team1, team2, start_at, is_live, market_name, outcome_name, sport_name, sport_name_en, market_name_en FROM coupon_bets ORDER BY position',
    )
    .all();
  assert.deepEqual(rows[0], {
    permanent_id: game.permanent_id, team1: game.team1, team2: game.team2, start_at: game.start_at, is_live: 0, market_name: game.market_name,
    outcome_name: game.odd_name, sport_name: rows[0]?.sport_name, sport_name_en: game.sport_name_en, market_name_en: '',
  });
  assert.notEqual(rows[0]?.sport_name, '');
  assert.deepEqual(rows[1], {
    permanent_id: null, team1: 'Команда А', team2: 'Команда Б', start_at: 1000, is_live: 1, market_name: '', outcome_name: '', sport_name: 'Футбол', sport_name_en: '', market_name_en: '',
  });
  assert.deepEqual(rows[2], {
    permanent_id: null, team1: '', team2: '', start_at: null, is_live: 0, market_name: '', outcome_name: '', sport_name: '', sport_name_en: '', market_name_en: '',
  });
});
