import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { GameResponseSchema, GamesResponseSchema, MarketKinds, type GamesResponse } from '../../../platform/src/schemas/feed';
import { feedApp, feedState, get, post } from './support';

type Server = Awaited<ReturnType<typeof feedApp>>;

const games = async (server: Server, query: string): Promise<GamesResponse> => {
  const res = await get(server, `/web-api/feed/games?${query}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers.etag, `"${res.json<{ version: number }>().version}"`);
  return v.parse(GamesResponseSchema, res.json());
};

test('since=<version>: only the changed game, only its changed market with all its odds', async (t) => {
  const server = await feedApp(t);
  const full = await games(server, 'section=live');
  // A running game with an open main market and an open total market.
  let target: (typeof full.games)[number] | undefined;
  for (const candidate of full.games) {
    const detail = v.parse(GameResponseSchema, (await get(server, `/web-api/feed/game/${candidate.id}`)).json());
    if (!candidate.markets[0]?.isBlocked && detail.game.markets.some((m) => m.kind === MarketKinds.total && !m.isBlocked)) {
      target = candidate;
      break;
    }
  }
  assert.ok(target);
  const market = target.markets[0];
  const odd = market?.odds[1];
  assert.ok(market && odd);

  const setOdd = await post(server, '/__test/feed/odd', { oddId: odd.id, coef: 7.77 });
  assert.equal(setOdd.statusCode, 200);
  const delta = await games(server, `section=live&since=${full.version}`);
  assert.equal(delta.full, false);
  assert.equal(delta.version, setOdd.json<{ version: number }>().version);
  assert.deepEqual(
    delta.games.map((g) => g.id),
    [target.id],
  );
  const changed = delta.games[0];
  assert.equal(changed?.version, delta.version);
  assert.deepEqual(
    changed?.markets.map((m) => m.id),
    [market.id],
  );
  assert.deepEqual(
    changed?.markets[0]?.odds.map((o) => o.id),
    market.odds.map((o) => o.id),
    'the changed market comes with all its odds',
  );
  assert.equal(changed?.markets[0]?.odds.find((o) => o.id === odd.id)?.coef, 7.77);
  assert.deepEqual(delta.removed, []);

  // A change to a secondary market: the list delta carries the game without markets; the game call carries that market.
  const game = v.parse(GameResponseSchema, (await get(server, `/web-api/feed/game/${target.id}`)).json());
  const total = game.game.markets.find((m) => m.kind === MarketKinds.total && !m.isBlocked);
  assert.ok(total);
  const block = await post(server, '/__test/feed/block', { marketId: total.id, blocked: true });
  assert.equal(block.statusCode, 200);
  const listDelta = await games(server, `section=live&since=${delta.version}`);
  assert.deepEqual(
    listDelta.games.map((g) => [g.id, g.markets.length]),
    [[target.id, 0]],
  );
  const gameDelta = v.parse(GameResponseSchema, (await get(server, `/web-api/feed/game/${target.id}?since=${delta.version}`)).json());
  assert.equal(gameDelta.full, false);
  assert.deepEqual(
    gameDelta.game.markets.map((m) => [m.id, m.isBlocked]),
    [[total.id, true]],
  );
  assert.ok(gameDelta.game.markets[0]?.odds.every((o) => o.isBlocked), 'odds of a blocked market report blocked');
  const unchanged = v.parse(GameResponseSchema, (await get(server, `/web-api/feed/game/${target.id}?since=${gameDelta.version}`)).json());
  assert.deepEqual(unchanged.game.markets, []);
});

test('removed: a line game that started leaves the line list and enters the live one', async (t) => {
  const server = await feedApp(t);
  const { simNow } = await feedState(server);
  const line = await games(server, 'section=line');
  const live = await games(server, 'section=live');
  const first = [...line.games].sort((a, b) => a.startAt - b.startAt || a.id - b.id)[0];
  assert.ok(first);
  const tick = await post(server, '/__test/feed/tick', { seconds: first.startAt - simNow + 30 });
  assert.equal(tick.statusCode, 200);

  const lineDelta = await games(server, `section=line&since=${line.version}`);
  assert.equal(lineDelta.full, false);
  assert.ok(lineDelta.removed.includes(first.id), 'the started game is removed from the line');
  assert.ok(!lineDelta.games.some((g) => g.id === first.id));
  assert.ok(lineDelta.games.every((g) => g.section === 'line'));
  assert.ok(lineDelta.games.length > 0, 'new line games appear in the delta');

  const liveDelta = await games(server, `section=live&since=${live.version}`);
  const started = liveDelta.games.find((g) => g.id === first.id);
  assert.ok(started, 'the started game is in the live delta');
  assert.equal(started.permanentId, first.permanentId);
  assert.equal(started.section, 'live');
  assert.ok(!liveDelta.removed.some((id) => line.games.some((g) => g.id === id && g.startAt > first.startAt + 3600)), 'line games never count as removed from the live list');
  for (const id of liveDelta.removed) assert.ok(!liveDelta.games.some((g) => g.id === id));

  // Games that left the live list finished.
  assert.ok(liveDelta.removed.length > 0, 'some live games finished during the tick');
  const finished = await games(server, `ids=${liveDelta.removed.join(',')}`);
  assert.equal(finished.games.length, liveDelta.removed.length);
  assert.ok(finished.games.every((g) => g.statusId === 4 && g.isFinished));

  // Merging the delta gives what a full list gives.
  const merged = new Map(live.games.map((g) => [g.id, g]));
  for (const id of liveDelta.removed) merged.delete(id);
  for (const g of liveDelta.games) merged.set(g.id, { ...g, markets: g.markets.length > 0 ? g.markets : (merged.get(g.id)?.markets ?? []) });
  const now = await games(server, 'section=live');
  assert.deepEqual([...merged.keys()].sort((a, b) => a - b), now.games.map((g) => g.id).sort((a, b) => a - b));
});

test('a delta only reports games of the filter', async (t) => {
  const server = await feedApp(t);
  const football = await games(server, 'sportId=1&section=live');
  await post(server, '/__test/feed/tick', { seconds: 600 });
  const delta = await games(server, `sportId=1&section=live&since=${football.version}`);
  assert.equal(delta.full, false);
  assert.ok(delta.games.length > 0);
  assert.ok(delta.games.every((g) => g.sportId === 1 && g.section === 'live'));
  const all = await games(server, 'section=live');
  const other = new Set(all.games.filter((g) => g.sportId !== 1).map((g) => g.id));
  assert.ok(delta.removed.every((id) => !other.has(id)));
});

test('full lists when since is 0, newer than the feed, or older than a reset', async (t) => {
  const server = await feedApp(t);
  const first = await games(server, 'section=live');
  assert.equal((await games(server, 'section=live&since=0')).full, true);
  assert.equal((await games(server, `section=live&since=${first.version + 1000}`)).full, true);
  assert.equal((await games(server, `section=live&since=${first.version}`)).full, false);
  const reset = await server.app.inject({ method: 'POST', url: '/__test/reset' });
  assert.equal(reset.statusCode, 200);
  const after = await games(server, `section=live&since=${first.version}`);
  assert.equal(after.full, true, 'a version from before a reset cannot be a delta');
  assert.ok(after.version > first.version, 'versions never go backwards');
  const game = await get(server, `/web-api/feed/game/${after.games[0]?.id ?? 0}?since=${first.version}`);
  assert.equal(v.parse(GameResponseSchema, game.json()).full, true);
});

test('ETag: If-None-Match with the current version gives 304 without a body, until something changes', async (t) => {
  const server = await feedApp(t);
  const res = await get(server, '/web-api/feed/games?section=line');
  const etag = res.headers.etag;
  assert.equal(typeof etag, 'string');
  assert.equal(res.headers['cache-control'], 'no-cache');
  const same = await get(server, '/web-api/feed/games?section=line', { 'if-none-match': String(etag) });
  assert.equal(same.statusCode, 304);
  assert.equal(same.body, '');
  assert.equal(same.headers.etag, etag);
  assert.equal((await get(server, '/web-api/feed/games?section=line', { 'if-none-match': `W/${String(etag)}` })).statusCode, 304, 'weak comparison');
  const id = res.json<GamesResponse>().games[0]?.id ?? 0;
  assert.equal((await get(server, `/web-api/feed/game/${id}`, { 'if-none-match': String(etag) })).statusCode, 304);
  await post(server, '/__test/feed/tick', { seconds: 5 });
  const changed = await get(server, '/web-api/feed/games?section=line', { 'if-none-match': String(etag) });
  assert.equal(changed.statusCode, 200);
  assert.notEqual(changed.headers.etag, etag);
  assert.equal((await get(server, '/web-api/feed/game/99999999', { 'if-none-match': String(etag) })).statusCode, 404);
});
