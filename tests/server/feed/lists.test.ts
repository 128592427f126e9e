import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { ChampsResponseSchema, GameResponseSchema, GamesResponseSchema, MarketKinds, SportsResponseSchema, type GamesResponse } from '../../../platform/src/schemas/feed';
import { isJsonApiError } from '../support/helpers';
import { allGames, feedApp, feedState, get, sorted, type GameFacts } from './support';

const games = async (server: Parameters<typeof get>[0], query = ''): Promise<GamesResponse> => {
  const res = await get(server, `/web-api/feed/games${query ? `?${query}` : ''}`);
  assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
  return v.parse(GamesResponseSchema, res.json());
};
const idsOf = (reply: GamesResponse): number[] => sorted(reply.games.map((g) => g.id));
const active = (g: GameFacts): boolean => g.status >= 1 && g.status <= 3;

test('feed/sports: sports with games, counts match the list, cyber filter', async (t) => {
  const server = await feedApp(t);
  const res = await get(server, '/web-api/feed/sports');
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-cache');
  const sports = v.parse(SportsResponseSchema, res.json()).data;
  assert.ok(sports.length >= 12);
  const all = await games(server);
  assert.equal(
    sports.reduce((s, x) => s + x.gamesCount, 0),
    all.games.length,
  );
  const football = sports.find((s) => s.slug === 'football');
  assert.equal(football?.gamesCount, all.games.filter((g) => g.sportSlug === 'football').length);
  const cyber = v.parse(SportsResponseSchema, (await get(server, '/web-api/feed/sports?cyber=1')).json()).data;
  assert.ok(cyber.length >= 6 && cyber.every((s) => s.isCyber && s.cyberType !== null));
  assert.deepEqual(sorted(cyber.filter((s) => s.cyberType === 'synthetic').map((s) => s.id)).length, 2);
  const real = v.parse(SportsResponseSchema, (await get(server, '/web-api/feed/sports?cyber=0&section=live')).json()).data;
  assert.ok(real.every((s) => !s.isCyber));
  const live = await games(server, 'section=live&cyber=0');
  assert.equal(
    real.reduce((s, x) => s + x.gamesCount, 0),
    live.games.length,
  );
});

test('feed/champs: per sport, grouped by country in display order', async (t) => {
  const server = await feedApp(t);
  const champs = v.parse(ChampsResponseSchema, (await get(server, '/web-api/feed/champs?sportId=1')).json());
  assert.ok(champs.data.length >= 6);
  assert.ok(champs.data.every((c) => c.sportId === 1 && c.gamesCount > 0));
  assert.equal(champs.countries, undefined);
  const grouped = v.parse(ChampsResponseSchema, (await get(server, '/web-api/feed/champs?sportId=1&groupByCountry=1')).json());
  const countries = grouped.countries ?? [];
  assert.deepEqual(sorted(countries.flatMap((c) => c.champIds)), sorted(grouped.data.map((c) => c.id)), 'every championship once');
  const epl = grouped.data.find((c) => c.pageType === 'epl');
  assert.ok(epl);
  assert.deepEqual(countries[0], { countryId: epl.countryId, countryName: 'Англия', champIds: [epl.id] });
  const international = countries.find((c) => c.countryId === null);
  assert.equal(international?.countryName, 'Международные');
  assert.ok(international?.champIds.includes(grouped.data.find((c) => c.pageType === 'champ')?.id ?? -1));
  const all = v.parse(ChampsResponseSchema, (await get(server, '/web-api/feed/champs?groupByCountry=1')).json());
  const pageTypes = new Set(all.data.map((c) => c.pageType));
  for (const page of ['epl', 'laliga', 'europaleague', 'nbafinals', 'ipl', 'scf', 'fifacwc', 'champ']) assert.ok(pageTypes.has(page), page);
});

test('feed/games: live first by start, main market only, every filter', async (t) => {
  const server = await feedApp(t);
  const { simNow } = await feedState(server);
  const facts = allGames(server.db);
  const expect = (pred: (g: GameFacts) => boolean): number[] => sorted(facts.filter((g) => active(g) && pred(g)).map((g) => g.id));

  const all = await games(server);
  assert.equal(all.full, true);
  assert.deepEqual(all.removed, []);
  assert.deepEqual(idsOf(all), expect(() => true));
  assert.ok(all.games.length >= 320);
  const firstLine = all.games.findIndex((g) => g.section === 'line');
  assert.ok(firstLine > 20 && all.games.slice(firstLine).every((g) => g.section === 'line'), 'live games first');
  for (const part of [all.games.slice(0, firstLine), all.games.slice(firstLine)]) {
    for (let i = 1; i < part.length; i++) assert.ok((part[i]?.startAt ?? 0) >= (part[i - 1]?.startAt ?? 0), 'by start time');
  }
  for (const g of all.games) {
    assert.equal(g.markets.length, 1, `game ${g.id} carries its main market`);
    assert.ok(g.markets[0]?.kind === MarketKinds.result || g.markets[0]?.kind === MarketKinds.winner);
    assert.ok(g.marketsCount > 1);
    assert.ok((g.markets[0]?.odds.length ?? 0) >= 2);
  }

  const cases: Array<[string, (g: GameFacts) => boolean]> = [
    ['section=line', (g) => g.section === 'line'],
    ['section=live', (g) => g.section === 'live'],
    ['sportId=2', (g) => g.sport_id === 2],
    ['champId=1', (g) => g.champ_id === 1],
    ['section=live&sportId=1', (g) => g.section === 'live' && g.sport_id === 1],
    ['timeFilter=0', () => true],
    ['timeFilter=1', (g) => (g.section === 'line' && g.start_at <= simNow + 3 * 3600) || (g.section === 'live' && g.period_no <= 1)],
    ['timeFilter=2', (g) => g.section === 'live' && g.period_no === 1],
    ['timeFilter=3', (g) => g.section === 'live' && g.period_no === 2],
    ['timeFilter=6', (g) => g.is_recommended === 1],
    ['video=1', (g) => g.has_video === 1],
    ['video=0', () => true],
    ['cyber=1', (g) => g.is_cyber === 1],
    ['cyber=0', (g) => g.is_cyber === 0],
    ['synthetic=1', (g) => g.is_synthetic === 1],
    ['synthetic=0&cyber=1', (g) => g.is_synthetic === 0 && g.is_cyber === 1],
    ['top=1', (g) => g.is_top === 1],
    ['top=1&section=live', (g) => g.is_top === 1 && g.section === 'live'],
  ];
  for (const [query, pred] of cases) {
    const reply = await games(server, query);
    const expected = expect(pred);
    assert.deepEqual(idsOf(reply), expected, query);
    if (!['video=0', 'timeFilter=0'].includes(query)) assert.ok(expected.length > 0 && expected.length < all.games.length, `${query} narrows the list`);
  }

  const team = facts.find((g) => active(g) && g.sport_id === 1);
  assert.ok(team);
  const byTeam = expect((g) => [g.team1, g.team2].includes(team.team1));
  assert.deepEqual(idsOf(await games(server, `team=${encodeURIComponent(team.team1.toUpperCase())}`)), byTeam, 'team name, any case');
  assert.deepEqual(idsOf(await games(server, `team=${team.team1_slug}`)), byTeam, 'team slug');

  const finished = facts.find((g) => g.status === 4);
  assert.ok(finished);
  const picked = [all.games[0]?.id ?? 0, all.games[firstLine]?.id ?? 0, finished.id];
  const byIds = await games(server, `ids=${picked.join(',')}`);
  assert.deepEqual(idsOf(byIds), sorted(picked), 'ids lists include finished games (coupon)');
  assert.equal(byIds.games.find((g) => g.id === finished.id)?.statusId, 4);
  assert.equal(byIds.games.find((g) => g.id === finished.id)?.isFinished, true);

  const limited = await games(server, 'limit=5');
  assert.deepEqual(
    limited.games.map((g) => g.id),
    all.games.slice(0, 5).map((g) => g.id),
  );
});

test('feed/games and feed/game: invalid parameters are 400 invalid_parameter naming the parameter', async (t) => {
  const server = await feedApp(t);
  const bad: Array<[string, string]> = [
    ['/web-api/feed/games?section=today', 'section'],
    ['/web-api/feed/games?sportId=abc', 'sportId'],
    ['/web-api/feed/games?timeFilter=5', 'timeFilter'],
    ['/web-api/feed/games?video=yes', 'video'],
    ['/web-api/feed/games?ids=1,x', 'ids'],
    ['/web-api/feed/games?limit=0', 'limit'],
    ['/web-api/feed/games?since=-3', 'since'],
    ['/web-api/feed/games?top=1&top=0', 'top'],
    ['/web-api/feed/sports?cyber=2', 'cyber'],
    ['/web-api/feed/champs?groupByCountry=maybe', 'groupByCountry'],
    ['/web-api/feed/game/abc', 'id'],
    ['/web-api/feed/game/1?since=x', 'since'],
  ];
  for (const [url, parameter] of bad) {
    const res = await get(server, url);
    assert.equal(res.statusCode, 400, url);
    assert.ok(isJsonApiError(res.json(), 400), url);
    const error = res.json<{ errors: Array<{ code: string; source?: { parameter?: string } }> }>().errors[0];
    assert.equal(error?.code, 'invalid_parameter', url);
    assert.equal(error?.source?.parameter, parameter, url);
  }
});

test('feed/game/:id carries every market; unknown ids are 404 not_found', async (t) => {
  const server = await feedApp(t);
  const list = await games(server, 'section=line&sportId=1&limit=1');
  const id = list.games[0]?.id ?? 0;
  const res = await get(server, `/web-api/feed/game/${id}`);
  assert.equal(res.statusCode, 200);
  const reply = v.parse(GameResponseSchema, res.json());
  assert.equal(reply.full, true);
  assert.equal(reply.game.markets.length, reply.game.marketsCount);
  const kinds = new Set(reply.game.markets.map((m) => m.kind));
  for (const kind of [MarketKinds.result, MarketKinds.doubleChance, MarketKinds.total, MarketKinds.handicap, MarketKinds.bothScore]) assert.ok(kinds.has(kind), `kind ${kind}`);
  for (const m of reply.game.markets) for (const o of m.odds) assert.equal(o.marketId, m.id);
  const missing = await get(server, '/web-api/feed/game/99999999');
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json<{ errors: Array<{ code: string }> }>().errors[0]?.code, 'not_found');
});

// Timing belongs in the benchmarks (npm run bench); this only checks that repeated reads keep answering.
test('the live list answers repeated reads', async (t) => {
  const server = await feedApp(t);
  for (let i = 0; i < 25; i++) {
    const res = await get(server, '/web-api/feed/games?section=live');
    assert.equal(res.statusCode, 200);
  }
});
