/** The `lng` parameter of the feed and draw calls: English replies without Cyrillic, Russian ones unchanged, ETags per language. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  ChampsResponseSchema,
  GameResponseSchema,
  GamesResponseSchema,
  LottoDrawResponseSchema,
  LottoDrawsResponseSchema,
  MarketKinds,
  ResultsResponseSchema,
  SportsResponseSchema,
  StandingsResponseSchema,
  TotoDrawsResponseSchema,
  type Game,
  type GamesResponse,
} from '../../../platform/src/schemas/feed';
import { feedApp, get, post } from './support';

type Server = Awaited<ReturnType<typeof feedApp>>;

const CYRILLIC = /[А-Яа-яЁё]/;

const json = async (server: Server, url: string): Promise<unknown> => {
  const res = await get(server, url);
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json();
};

const noCyrillic = (what: string, body: unknown): void => {
  const text = JSON.stringify(body);
  const hit = CYRILLIC.exec(text);
  assert.equal(hit, null, `${what}: Cyrillic at …${hit ? text.slice(Math.max(0, hit.index - 60), hit.index + 40) : ''}…`);
};

const list = async (server: Server, query: string): Promise<GamesResponse> => v.parse(GamesResponseSchema, await json(server, `/web-api/feed/games?${query}`));
const oneGame = async (server: Server, id: number, query = ''): Promise<Game> =>
  v.parse(GameResponseSchema, await json(server, `/web-api/feed/game/${id}${query ? `?${query}` : ''}`)).game;

test('lng=en: every reply of the feed and draw calls is free of Cyrillic', async (t) => {
  const server = await feedApp(t);
  const urls = [
    '/web-api/feed/sports?lng=en',
    '/web-api/feed/sports?section=live&lng=en',
    '/web-api/feed/champs?groupByCountry=1&lng=en',
    '/web-api/feed/champs?section=line&sportId=1&groupByCountry=1&lng=en',
    '/web-api/feed/games?lng=en',
    '/web-api/feed/games?section=live&lng=en',
    '/web-api/feed/games?section=line&lng=en',
    '/web-api/feed/results?lng=en',
    '/web-api/feed/results?type=zone&lng=en',
    '/web-api/feed/standings?champId=1&lng=en',
    '/web-api/feed/standings?champId=11&lng=en',
    '/web-api/toto/draws?lng=en',
    '/web-api/lotto/draws?lng=en',
  ];
  for (const url of urls) noCyrillic(url, await json(server, url));

  // Every game with all its markets (every sport, every market kind, live games in play and in breaks).
  const ids = server.db.prepare<[], { id: number }>('SELECT id FROM feed_games ORDER BY id').all().map((r) => r.id);
  const kinds = new Set<number>();
  const statuses = new Set<number>();
  for (const id of ids) {
    const game = await oneGame(server, id, 'lng=en');
    noCyrillic(`feed/game/${id}`, game);
    statuses.add(game.statusId);
    for (const m of game.markets) kinds.add(m.kind);
  }
  assert.deepEqual([...kinds].sort(), Object.values(MarketKinds).sort(), 'every market kind was checked');
  assert.deepEqual([...statuses].sort(), [1, 2, 3, 4], 'line, in play, break and finished games were checked');
  // Finished games come in lists by ids.
  const finished = server.db.prepare<[], { id: number }>('SELECT id FROM feed_games WHERE status = 4 LIMIT 50').all().map((r) => r.id);
  const byIds = await list(server, `ids=${finished.join(',')}&lng=en`);
  assert.ok(byIds.games.length > 0 && byIds.games.every((g) => g.period === 'Finished'));
  noCyrillic('feed/games?ids', byIds);

  const toto = v.parse(TotoDrawsResponseSchema, await json(server, '/web-api/toto/draws?lng=en')).data;
  noCyrillic('toto/draws/:id', await json(server, `/web-api/toto/draws/${toto[0]?.id ?? 0}?lng=en`));
  const lotto = v.parse(LottoDrawsResponseSchema, await json(server, '/web-api/lotto/draws?status=results&lng=en')).data;
  assert.ok(lotto.some((d) => d.name === 'Sportloto 6 of 45') && lotto.some((d) => d.name === 'Keno 20/80'));
  const draw = v.parse(LottoDrawResponseSchema, await json(server, `/web-api/lotto/draws/${lotto[0]?.id ?? 0}?lng=en`)).data;
  noCyrillic('lotto/draws/:id', draw);
  assert.deepEqual({ ...draw, name: '' }, { ...(lotto[0] ?? draw), name: '' });
});

test('lng=en: English names; the English-only fields and everything else stay as in Russian', async (t) => {
  const server = await feedApp(t);
  const sportsRu = v.parse(SportsResponseSchema, await json(server, '/web-api/feed/sports')).data;
  const sportsEn = v.parse(SportsResponseSchema, await json(server, '/web-api/feed/sports?lng=en')).data;
  assert.equal(sportsRu.find((s) => s.slug === 'football')?.name, 'Футбол');
  assert.equal(sportsEn.find((s) => s.slug === 'football')?.name, 'Football');
  assert.deepEqual(
    sportsEn,
    sportsRu.map((s) => ({ ...s, name: s.nameEn })),
  );

  const champsRu = v.parse(ChampsResponseSchema, await json(server, '/web-api/feed/champs?groupByCountry=1'));
  const champsEn = v.parse(ChampsResponseSchema, await json(server, '/web-api/feed/champs?groupByCountry=1&lng=en'));
  assert.deepEqual(
    champsEn.data.map((c) => ({ ...c, countryName: null })),
    champsRu.data.map((c) => ({ ...c, name: c.nameEn, countryName: null })),
  );
  const epl = champsEn.data.find((c) => c.pageType === 'epl');
  assert.equal(epl?.name, 'England. Premier League');
  assert.equal(epl?.countryName, 'England');
  assert.equal(champsRu.data.find((c) => c.pageType === 'epl')?.countryName, 'Англия');
  assert.deepEqual(
    champsEn.countries?.map((c) => [c.countryId, c.champIds]),
    champsRu.countries?.map((c) => [c.countryId, c.champIds]),
    'the same groups in the same order',
  );
  assert.equal(champsEn.countries?.find((c) => c.countryId === null)?.countryName, 'International');
  assert.equal(champsRu.countries?.find((c) => c.countryId === null)?.countryName, 'Международные');
  assert.ok(champsEn.countries?.some((c) => c.countryName === 'USA'));

  const liveRu = await list(server, 'section=live');
  const liveEn = await list(server, 'section=live&lng=en');
  const storedPeriod = new Map(
    server.db
      .prepare<[], { id: number; period: string | null }>('SELECT id, period FROM feed_games')
      .all()
      .map((r) => [r.id, r.period]),
  );
  assert.equal(liveEn.version, liveRu.version);
  assert.deepEqual(
    liveEn.games.map((g) => g.id),
    liveRu.games.map((g) => g.id),
  );
  for (const [i, ru] of liveRu.games.entries()) {
    const en = liveEn.games[i];
    assert.ok(en);
    assert.equal(ru.period, storedPeriod.get(ru.id), 'Russian period labels as before');
    assert.equal(en.sportName, ru.sportNameEn);
    assert.equal(en.champName, ru.champNameEn);
    assert.equal(en.sportNameEn, ru.sportNameEn);
    assert.equal(en.champNameEn, ru.champNameEn);
    assert.equal(en.scoreFormatted, ru.scoreFormatted);
    assert.deepEqual(
      en.markets.map((m) => m.odds.map((o) => [o.id, o.typeId, o.coef, o.isBlocked])),
      ru.markets.map((m) => m.odds.map((o) => [o.id, o.typeId, o.coef, o.isBlocked])),
    );
  }
  const football = liveEn.games.find((g) => g.sportSlug === 'football' && g.statusId === 2);
  assert.ok(football);
  assert.match(football.period ?? '', /^(1st|2nd) half$/);
  assert.deepEqual(
    football.markets[0]?.odds.map((o) => o.name),
    ['1', 'X', '2'],
  );
  assert.deepEqual(
    liveRu.games.find((g) => g.id === football.id)?.markets[0]?.odds.map((o) => o.name),
    ['П1', 'X', 'П2'],
  );
  assert.ok(liveEn.games.some((g) => g.statusId === 3 && g.period === 'Break'));

  // A football game with all markets: English names; the Russian reply keeps the stored names.
  const id = server.db
    .prepare<[], { id: number }>('SELECT g.id FROM feed_games g JOIN feed_markets m ON m.game_id = g.id WHERE g.sport_id = 1 AND m.kind = 7 AND g.status = 1 LIMIT 1')
    .get()?.id;
  assert.ok(id);
  const gameEn = await oneGame(server, id, 'lng=en');
  const gameRu = await oneGame(server, id);
  const names = (g: Game) => g.markets.map((m) => [m.name, ...m.odds.map((o) => o.name)]);
  const stored = server.db
    .prepare<[number], { id: number; name: string }>('SELECT id, name FROM feed_markets WHERE game_id = ? ORDER BY sort, id')
    .all(id);
  assert.deepEqual(
    gameRu.markets.map((m) => m.name),
    stored.map((m) => m.name),
  );
  const storedOdds = new Map(
    server.db
      .prepare<[number], { id: number; name: string }>('SELECT o.id, o.name FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id WHERE m.game_id = ?')
      .all(id)
      .map((o) => [o.id, o.name]),
  );
  for (const m of gameRu.markets) for (const o of m.odds) assert.equal(o.name, storedOdds.get(o.id));
  const en = names(gameEn);
  assert.deepEqual(en[0], ['1X2', '1', 'X', '2']);
  assert.deepEqual(en[1], ['Double chance', '1X', '12', 'X2']);
  const total = gameEn.markets.find((m) => m.kind === MarketKinds.total);
  assert.deepEqual(total?.odds.map((o) => o.name), [`Over ${total?.param}`, `Under ${total?.param}`]);
  assert.equal(total?.name, 'Total');
  const handicap = gameEn.markets.find((m) => m.kind === MarketKinds.handicap);
  assert.equal(handicap?.name, 'Handicap');
  assert.match(handicap?.odds[0]?.name ?? '', /^Handicap 1 \([+-]\d+(\.\d+)?\)$/);
  assert.match(handicap?.odds[1]?.name ?? '', /^Handicap 2 \([+-]\d+(\.\d+)?\)$/);
  assert.deepEqual(en.find((m) => m[0] === 'Both teams to score'), ['Both teams to score', 'Yes', 'No']);
  assert.deepEqual(en.find((m) => m[0] === 'First goal'), ['First goal', gameEn.team1, 'No goal', gameEn.team2]);
  assert.equal(
    gameEn.markets.map((m) => m.odds.map((o) => o.coef)).join(),
    gameRu.markets.map((m) => m.odds.map((o) => o.coef)).join(),
  );

  const resultsRu = v.parse(ResultsResponseSchema, await json(server, '/web-api/feed/results?sportId=1'));
  const resultsEn = v.parse(ResultsResponseSchema, await json(server, '/web-api/feed/results?sportId=1&lng=en'));
  assert.ok(resultsRu.data.length > 0);
  assert.ok(resultsRu.data.every((r) => r.sportName === 'Футбол'));
  assert.ok(resultsEn.data.every((r) => r.sportName === 'Football'));
  assert.deepEqual(
    resultsEn.data.map((r) => ({ ...r, sportName: '', champName: '' })),
    resultsRu.data.map((r) => ({ ...r, sportName: '', champName: '' })),
  );
  const standingsEn = v.parse(StandingsResponseSchema, await json(server, '/web-api/feed/standings?champId=1&lng=en'));
  const standingsRu = v.parse(StandingsResponseSchema, await json(server, '/web-api/feed/standings?champId=1'));
  assert.equal(standingsEn.champName, 'England. Premier League');
  assert.equal(standingsRu.champName, 'Англия. Премьер-лига');
  assert.deepEqual(standingsEn.data, standingsRu.data);
});

test('lng: ru by default, other languages get English, an invalid value is a 400 on every call', async (t) => {
  const server = await feedApp(t);
  const football = async (query: string) =>
    v.parse(SportsResponseSchema, await json(server, `/web-api/feed/sports${query}`)).data.find((s) => s.slug === 'football')?.name;
  assert.equal(await football(''), 'Футбол');
  assert.equal(await football('?lng=ru'), 'Футбол');
  assert.equal(await football('?lng=RU'), 'Футбол');
  assert.equal(await football('?lng='), 'Футбол', 'an empty value counts as absent');
  assert.equal(await football('?lng=en'), 'Football');
  assert.equal(await football('?lng=en-GB'), 'Football');
  assert.equal(await football('?lng=de'), 'Football', 'any other language falls back to English');
  assert.deepEqual(await json(server, '/web-api/feed/games?section=live&lng=kk'), await json(server, '/web-api/feed/games?section=live&lng=en'));

  const gameId = server.db.prepare<[], { id: number }>('SELECT id FROM feed_games LIMIT 1').get()?.id ?? 0;
  const calls = [
    '/web-api/feed/sports',
    '/web-api/feed/champs',
    '/web-api/feed/games',
    `/web-api/feed/game/${gameId}`,
    '/web-api/feed/results',
    '/web-api/feed/standings?champId=1',
    '/web-api/toto/draws',
    '/web-api/toto/draws/1',
    '/web-api/lotto/draws',
    '/web-api/lotto/draws/1',
  ];
  for (const call of calls) {
    const sep = call.includes('?') ? '&' : '?';
    assert.equal((await get(server, `${call}${sep}lng=en`)).statusCode, 200, call);
    for (const bad of ['english', '1', 'e']) {
      const res = await get(server, `${call}${sep}lng=${bad}`);
      assert.equal(res.statusCode, 400, `${call} lng=${bad}`);
      const error = res.json<{ errors: Array<{ code: string; source?: { parameter?: string } }> }>().errors[0];
      assert.equal(error?.code, 'invalid_parameter');
      assert.equal(error?.source?.parameter, 'lng');
    }
    assert.equal((await get(server, `${call}${sep}lng=en&lng=ru`)).statusCode, 400, `${call}: lng given twice`);
  }
});

test('ETag per language: "<version>" in Russian, "<version>-en" in English; 304 and deltas per language', async (t) => {
  const server = await feedApp(t);
  const ru = await get(server, '/web-api/feed/games?section=live');
  const en = await get(server, '/web-api/feed/games?section=live&lng=en');
  const version = ru.json<GamesResponse>().version;
  assert.equal(ru.headers.etag, `"${version}"`);
  assert.equal(en.headers.etag, `"${version}-en"`);
  const ruTag = String(ru.headers.etag);
  const enTag = String(en.headers.etag);

  const cached = async (url: string, etag: string) => (await get(server, url, { 'if-none-match': etag })).statusCode;
  for (const url of ['/web-api/feed/games?section=live', '/web-api/feed/sports', '/web-api/feed/champs?groupByCountry=1']) {
    const enUrl = `${url}${url.includes('?') ? '&' : '?'}lng=en`;
    assert.equal(await cached(url, ruTag), 304, url);
    assert.equal(await cached(enUrl, enTag), 304, enUrl);
    assert.equal(await cached(enUrl, `W/${enTag}`), 304, `${enUrl}: weak comparison`);
    assert.equal(await cached(enUrl, ruTag), 200, `${enUrl}: a Russian body is not an English one`);
    assert.equal(await cached(url, enTag), 200, `${url}: an English body is not a Russian one`);
    assert.equal(await cached(`${url}${url.includes('?') ? '&' : '?'}lng=de`, enTag), 304, 'other languages share the English body');
  }
  const gameId = en.json<GamesResponse>().games.find((g) => !g.markets[0]?.isBlocked)?.id ?? 0;
  assert.equal(await cached(`/web-api/feed/game/${gameId}?lng=en`, enTag), 304);
  assert.equal(await cached(`/web-api/feed/game/${gameId}?lng=en`, ruTag), 200);
  const game = await get(server, `/web-api/feed/game/${gameId}?lng=en`);
  assert.equal(game.headers.etag, enTag);

  // A change: both ETags move on, and the English delta carries English names.
  const target = v.parse(GameResponseSchema, game.json()).game;
  const market = target.markets.find((m) => m.kind === MarketKinds.total) ?? target.markets[0];
  const odd = market?.odds[0];
  assert.ok(market && odd);
  const set = await post(server, '/__test/feed/odd', { oddId: odd.id, coef: 4.44 });
  assert.equal(set.statusCode, 200);
  const next = set.json<{ version: number }>().version;
  const enAfter = await get(server, `/web-api/feed/games?section=live&lng=en&since=${version}`, { 'if-none-match': enTag });
  assert.equal(enAfter.statusCode, 200);
  assert.equal(enAfter.headers.etag, `"${next}-en"`);
  assert.equal((await get(server, '/web-api/feed/games?section=live', { 'if-none-match': ruTag })).headers.etag, `"${next}"`);
  const gameDeltaEn = v.parse(GameResponseSchema, await json(server, `/web-api/feed/game/${gameId}?since=${version}&lng=en`));
  const gameDeltaRu = v.parse(GameResponseSchema, await json(server, `/web-api/feed/game/${gameId}?since=${version}`));
  assert.equal(gameDeltaEn.full, false);
  assert.deepEqual(
    gameDeltaEn.game.markets.map((m) => m.id),
    [market.id],
  );
  assert.deepEqual(
    gameDeltaEn.game.markets[0]?.odds.map((o) => o.name),
    market.odds.map((o) => o.name),
    'the delta names the changed market in English like the full reply',
  );
  assert.equal(gameDeltaEn.game.markets[0]?.odds.find((o) => o.id === odd.id)?.coef, 4.44);
  noCyrillic('English game delta', gameDeltaEn);
  assert.match(JSON.stringify(gameDeltaRu.game.markets), CYRILLIC, 'the Russian delta keeps Russian names');
});
