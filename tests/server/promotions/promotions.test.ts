/**
 * The promotions service: promotions in both languages with their state, games and partners; opting in
 * stored per player; weekly tournaments whose leaderboards come from real casino rounds; club points for
 * casino play (doubled by an opted-in casino promotion) and for the daily bonus games.
 */
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { BonusGameListSchema, BonusGamePlaySchema } from '../../../apps/casino/src/contracts/bonus-games';
import { LANDING_ELEMENTS, LandingSchema } from '../../../apps/promotions/src/contracts/landings';
import {
  PointsResponseSchema,
  PromotionListSchema,
  PromotionSchema,
  TournamentSchema,
} from '../../../apps/promotions/src/contracts/promotions';
import { clubPointsEarned, leaderboard, levelOf, weekOf } from '../../../server/promotions/rules';
import { DEMO, expectError, startIdentity, type Browser } from '../identity/support';

const RUB_ACCOUNT = 20000001;

const play = (browser: Browser, token: string, gameId: number, stake: number, params: unknown = {}) =>
  browser.call('POST', '/web-api/casino/play/rounds', { token, payload: { gameId, stake, params, accountId: RUB_ACCOUNT }, headers: { 'idempotency-key': randomUUID() } });

test('rules: weekly periods start on Monday 00:00 UTC; club points per 100 RUB; levels; leaderboard order', () => {
  const week = weekOf(Date.parse('2026-11-27T15:00:00Z'));
  assert.equal(new Date(week.start).toISOString(), '2026-11-23T00:00:00.000Z');
  assert.equal(new Date(week.end).toISOString(), '2026-11-30T00:00:00.000Z');
  assert.equal(weekOf(week.start).start, week.start, 'Monday midnight opens its own week');
  assert.equal(clubPointsEarned(9_000, 11_000), 1, '90 → 110 RUB crosses one 100 RUB step');
  assert.equal(clubPointsEarned(0, 25_000, 2), 4);
  assert.deepEqual(levelOf(499), { level: 'bronze', next: { level: 'silver', missing: 1 } });
  assert.deepEqual(levelOf(10_000), { level: 'platinum', next: null });
  const board = leaderboard(
    [
      { key: 'a', userId: 1, points: 50, rounds: 2 },
      { key: 'b', userId: 2, points: 80, rounds: 1 },
      { key: 'c', userId: 3, points: 50, rounds: 9 },
      { key: 'd', userId: 4, points: 0, rounds: 0 },
    ],
    [100, 50],
    3,
  );
  assert.deepEqual(board.map((l) => [l.place, l.points, l.prize, l.me]), [[1, 80, 100, false], [2, 50, 50, false], [3, 50, null, true]]);
});

test('promotions: list by kind in the language asked, states, detail with games and partners; opt-in per player', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const all = v.parse(PromotionListSchema, (await browser.get('promotions/list?lng=en')).json()).items;
  assert.ok(all.length >= 6);
  assert.deepEqual(new Set(all.map((p) => p.status)), new Set(['active', 'upcoming', 'ended']));
  assert.ok(all.every((p) => p.joined === null), 'a guest has not joined anything');
  const casino = v.parse(PromotionListSchema, (await browser.get('promotions/list?kind=casino&lng=ru')).json()).items;
  assert.ok(casino.length > 0 && casino.every((p) => p.kind === 'casino'));
  assert.equal(casino[0]?.title, 'Приветственные спины Vulkan');
  expectError(await browser.get('promotions/list?kind=lottery'), 400, 'promotion_bad_query');

  const crash = v.parse(PromotionSchema, (await browser.get('promotions/list/crash-week?lng=en')).json());
  assert.ok(crash.rules.length >= 2);
  assert.ok(crash.games.length > 0);
  const partners = v.parse(PromotionSchema, (await browser.get('promotions/list/partner-club?lng=en')).json());
  assert.deepEqual(partners.partners.map((p) => p.name), ['Arena Fitness', 'Sportmaster Pro', 'Kick Taxi']);
  expectError(await browser.get('promotions/list/no-such'), 404, 'promotion_not_found');

  expectError(await browser.post('promotions/list/crash-week/opt-in'), 401, 'unauthorized');
  const token = await browser.signIn(DEMO.demo.email);
  assert.equal((await browser.call('POST', '/web-api/promotions/list/crash-week/opt-in', { token })).statusCode, 200);
  expectError(await browser.call('POST', '/web-api/promotions/list/new-year-cup/opt-in', { token }), 409, 'promotion_not_running');
  expectError(await browser.call('POST', '/web-api/promotions/list/express-boost/opt-in', { token }), 404, 'promotion_not_found');
  const mine = v.parse(PromotionListSchema, (await browser.get('promotions/list', { token })).json()).items;
  assert.equal(mine.find((p) => p.slug === 'crash-week')?.joined, true);
  assert.equal(mine.find((p) => p.slug === 'casino-welcome')?.joined, false);
  assert.equal(mine.find((p) => p.slug === 'express-boost')?.joined, null, 'no opt-in needed');
});

test('a tournament leaderboard counts the real rounds of players who joined, from the moment they joined', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const token = await browser.signIn(DEMO.demo.email);
  const board = async () => v.parse(TournamentSchema, (await browser.get('promotions/tournaments/slots-sprint?lng=en', { token })).json());
  assert.equal((await play(browser, token, 1001, 40)).statusCode, 201, 'a round before joining does not count');
  assert.equal((await board()).mine, null);
  assert.equal((await board()).joined, false);
  assert.equal((await browser.call('POST', '/web-api/promotions/tournaments/slots-sprint/join', { token })).statusCode, 200);
  for (const stake of [30, 20.5]) assert.equal((await play(browser, token, 1001, stake)).statusCode, 201);
  const after = await board();
  assert.equal(after.joined, true);
  assert.deepEqual({ points: after.mine?.points, rounds: after.mine?.rounds, me: after.mine?.me }, { points: 50, rounds: 2, me: true });
  assert.ok(after.leaderboard.some((l) => l.me) || (after.mine?.place ?? 0) > after.leaderboard.length);
  assert.equal(after.prizes[0]?.place, 1);
  const places = after.leaderboard.map((l) => l.place);
  assert.deepEqual(places, places.map((_, i) => i + 1));
  // A round in another section does not score here.
  const crash = 1183;
  assert.equal((await play(browser, token, crash, 10, { targetX100: 150 })).statusCode, 201);
  assert.equal((await board()).mine?.points, 50);
  expectError(await browser.get('promotions/tournaments/none'), 404, 'promotion_not_found');
});

test('club points: one per 100 RUB staked in the casino, doubled by an opted-in casino promotion; the points page', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const token = await browser.signIn(DEMO.demo.email);
  const points = async () => v.parse(PointsResponseSchema, (await browser.get('promotions/points?lng=en', { token })).json());
  const start = (await points()).balance;
  assert.equal((await play(browser, token, 1001, 250)).statusCode, 201);
  assert.equal((await points()).balance, start + 2, '250 RUB: two points (50 RUB carried over)');
  assert.equal((await play(browser, token, 1001, 50)).statusCode, 201);
  assert.equal((await points()).balance, start + 3, 'the carried 50 RUB and 50 more make the third point');
  await browser.call('POST', '/web-api/promotions/list/casino-welcome/opt-in', { token });
  const vulkan = 1316;
  assert.equal((await play(browser, token, vulkan, 100)).statusCode, 201);
  const after = await points();
  assert.equal(after.balance, start + 5, 'Vulkan slots earn double for an opted-in player');
  assert.equal(after.history[0]?.title, 'Points for casino play');
  assert.equal(after.rubPerPoint, 100);
  expectError(await browser.get('promotions/points'), 401, 'unauthorized');
});

test('bonus games: once a day each, the points behind the chosen box awarded, the rest revealed', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const guest = v.parse(BonusGameListSchema, (await browser.get('promotions/bonus-games?lng=en')).json()).items;
  assert.deepEqual(guest.map((g) => g.route), ['fortuna-bonus', 'chest-bonus', 'memory-bonus', 'safe-bonus', 'lottery-bonus', 'dragon-bonus']);
  assert.ok(guest.every((g) => g.available === null));
  const token = await browser.signIn(DEMO.demo.email);
  const before = v.parse(PointsResponseSchema, (await browser.get('promotions/points', { token })).json()).balance;
  const res = await browser.call('POST', '/web-api/promotions/bonus-games/chest-bonus/play', { token, payload: { choice: 1 } });
  assert.equal(res.statusCode, 200, res.body);
  const played = v.parse(BonusGamePlaySchema, res.json());
  assert.deepEqual([...played.revealed].sort((a, b) => a - b), [10, 25, 60]);
  assert.equal(played.points, played.revealed[1]);
  assert.equal(played.balance, before + played.points);
  expectError(await browser.call('POST', '/web-api/promotions/bonus-games/chest-bonus/play', { token, payload: { choice: 0 } }), 409, 'bonus_game_already_played');
  expectError(await browser.call('POST', '/web-api/promotions/bonus-games/safe-bonus/play', { token, payload: { choice: 7 } }), 422, 'promotion_bad_query');
  const list = v.parse(BonusGameListSchema, (await browser.get('promotions/bonus-games', { token })).json()).items;
  assert.equal(list.find((g) => g.route === 'chest-bonus')?.available, false);
  assert.equal(list.find((g) => g.route === 'safe-bonus')?.available, true);
  await server.advance(86_400_000);
  const later = await server.newBrowser();
  const next = await later.call('POST', '/web-api/promotions/bonus-games/chest-bonus/play', { token: await later.signIn(DEMO.demo.email), payload: { choice: 0 } });
  assert.equal(next.statusCode, 200, 'a new day, a new play');
});

test('landing pages: the blocks and elements in the language asked, checked by the contract; unknown ids are 404', async (t) => {
  const { browser } = await startIdentity(t);
  const matchday = v.parse(LandingSchema, (await browser.get('promotions/landings/matchday?lng=en')).json());
  assert.equal(matchday.title, 'Matchday special');
  const elements = matchday.blocks.flatMap((b) => (b.type === 'element' ? [b.name] : []));
  assert.deepEqual(new Set(elements), new Set(Object.keys(LANDING_ELEMENTS)), 'every element once');
  assert.equal(v.parse(LandingSchema, (await browser.get('promotions/landings/matchday?lng=ru')).json()).title, 'Матч дня');
  assert.equal((await browser.get('promotions/landings/landing-crash-week')).statusCode, 200);
  expectError(await browser.get('promotions/landings/nowhere'), 404, 'promotion_not_found');
  expectError(await browser.get('promotions/landings/..%2Fx'), 404, 'promotion_not_found');
  // A block with an attribute its element does not take fails the contract.
  assert.equal(v.safeParse(LandingSchema, { ...matchday, blocks: [{ type: 'element', name: 'kickoff-coupon', attributes: { 'game-id': '1' } }] }).success, false);
});
