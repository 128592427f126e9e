/**
 * The casino catalogue: at least 300 games from at least 15 providers in every section, filters,
 * typo-tolerant search, sorting and paging on the server, the lobby's rails, and a player's favourites
 * and recently played games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  CASINO_SECTIONS,
  GameIdsSchema,
  GameListSchema,
  GamePageSchema,
  GameSchema,
  LobbyResponseSchema,
  ProvidersResponseSchema,
  RAIL_SIZE,
  SectionsResponseSchema,
  TV_GAME_KINDS,
} from '../../../apps/casino/src/contracts/catalogue';
import { generateCatalogue, PROVIDERS } from '../../../server/casino/seed/catalogue';
import { DEMO, expectError, startIdentity } from '../identity/support';

const page = (body: unknown) => v.parse(GamePageSchema, body);

test('the seeded catalogue: 300+ games from 15+ providers, every section filled, every TV-game kind present', async (t) => {
  const games = generateCatalogue();
  assert.ok(games.length >= 300, `${games.length} games`);
  assert.ok(new Set(games.map((g) => g.provider)).size >= 15);
  assert.equal(new Set(games.map((g) => g.id)).size, games.length, 'unique ids');
  for (const section of CASINO_SECTIONS) assert.ok(games.some((g) => g.section === section), section);
  assert.deepEqual([...new Set(games.filter((g) => g.section === 'tvgames').map((g) => g.kind))].sort(), [...TV_GAME_KINDS].sort());
  for (const g of games) {
    assert.ok(g.minStake > 0 && g.maxStake >= g.minStake, `${g.name} stakes`);
    assert.equal(g.funMode, !g.live, `${g.name}: live tables have no fun mode`);
  }
  assert.deepEqual(generateCatalogue(), games, 'the same catalogue every time');

  const { browser } = await startIdentity(t);
  const sections = v.parse(SectionsResponseSchema, (await browser.get('casino/sections?lng=en')).json()).sections;
  assert.equal(sections.reduce((n, s) => n + s.games, 0), games.length);
  const slots = sections.find((s) => s.section === 'slots');
  assert.equal(slots?.title, 'Slots');
  assert.ok(slots?.subcategories.some((s) => s.slug === 'jackpots' && s.games > 0));
  const providers = v.parse(ProvidersResponseSchema, (await browser.get('casino/providers')).json()).providers;
  assert.equal(providers.length, PROVIDERS.length);
  assert.equal(providers.reduce((n, p) => n + p.games, 0), games.length);
});

test('games: filters by section, sub-category, provider and genre, sorted and paged on the server', async (t) => {
  const { browser } = await startIdentity(t);
  const all = page((await browser.get('casino/games?section=slots&size=48')).json());
  assert.equal(all.items.length, 48);
  assert.ok(all.total > 100);
  assert.equal(all.pages, Math.ceil(all.total / 48));
  assert.ok(all.items.every((g) => g.section === 'slots'));

  const last = page((await browser.get(`casino/games?section=slots&size=48&page=${all.pages}`)).json());
  assert.equal(last.items.length, all.total - 48 * (all.pages - 1));
  const beyond = page((await browser.get('casino/games?section=slots&size=48&page=999')).json());
  assert.equal(beyond.page, all.pages, 'a page beyond the last answers the last');

  const jackpots = page((await browser.get('casino/games?section=slots&subcategory=jackpots&sort=jackpot&size=48')).json());
  assert.ok(jackpots.total > 0);
  const amounts = jackpots.items.map((g) => g.jackpot ?? -1);
  assert.ok(amounts.every((a) => a > 0));
  assert.deepEqual(amounts, [...amounts].sort((a, b) => b - a), 'largest jackpot first');

  const byName = page((await browser.get('casino/games?provider=bluefin&sort=name&size=48')).json());
  assert.ok(byName.total > 0 && byName.items.every((g) => g.provider.slug === 'bluefin'));
  const names = byName.items.map((g) => g.name);
  assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'en')));

  const cards = page((await browser.get('casino/games?genre=cards')).json());
  assert.ok(cards.total > 0 && cards.items.every((g) => g.genre === 'cards'));
  const newest = page((await browser.get('casino/games?sort=new&size=5')).json());
  assert.ok(newest.items.every((g) => g.isNew));

  expectError(await browser.get('casino/games?section=nowhere'), 400, 'casino_bad_query');
  expectError(await browser.get('casino/games?size=49'), 400, 'casino_bad_query');
  expectError(await browser.get('casino/games?page=0'), 400, 'casino_bad_query');
  expectError(await browser.get('casino/games?q=a'), 400, 'casino_bad_query');
});

test('search: by name or provider, prefix and a typo tolerated, ranked by relevance', async (t) => {
  const { browser } = await startIdentity(t);
  const search = async (q: string, extra = '') => page((await browser.get(`casino/games?q=${encodeURIComponent(q)}${extra}`)).json());
  const exact = await search('Aviator Sky');
  assert.equal(exact.items[0]?.name, 'Aviator Sky');
  const typo = await search('Aviatr');
  assert.equal(typo.items[0]?.name, 'Aviator Sky', 'a letter left out');
  const swapped = await search('Bingo Balst');
  assert.equal(swapped.items[0]?.name, 'Bingo Blast', 'two letters swapped');
  const prefix = await search('Rocke');
  assert.ok(prefix.items.some((g) => g.name === 'Rocket Rush'));
  const provider = await search('Ironclad');
  assert.ok(provider.total > 0 && provider.items.every((g) => g.provider.slug === 'ironclad-live'));
  const inSection = await search('Keno', '&section=tvgames');
  assert.ok(inSection.items.length > 0 && inSection.items.every((g) => g.section === 'tvgames'));
  assert.equal((await search('zzzzqqqq')).total, 0);
});

test('the lobby: rails of at most RAIL_SIZE games, one game by id in the language asked', async (t) => {
  const { browser } = await startIdentity(t);
  const lobby = v.parse(LobbyResponseSchema, (await browser.get('casino/lobby?lng=ru')).json());
  assert.ok(lobby.rails.length >= 6);
  for (const rail of lobby.rails) assert.ok(rail.games.length > 0 && rail.games.length <= RAIL_SIZE, rail.id);
  assert.equal(lobby.rails.find((r) => r.id === 'live-casino')?.title, 'Live-казино');
  const id = lobby.rails[0]?.games[0]?.id ?? 0;
  const en = v.parse(GameSchema, (await browser.get(`casino/games/${id}?lng=en`)).json());
  const ru = v.parse(GameSchema, (await browser.get(`casino/games/${id}?lng=ru`)).json());
  assert.equal(en.name, ru.name, 'names are brands');
  assert.notEqual(en.description, ru.description);
  expectError(await browser.get('casino/games/99999'), 404, 'casino_not_found');
  expectError(await browser.get('casino/games/abc'), 404, 'casino_not_found');
});

test('favourites and recently played belong to the signed-in player', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  expectError(await browser.get('casino/favourites'), 401, 'unauthorized');
  const token = await browser.signIn(DEMO.demo.email);
  const put = (id: number) => browser.call('PUT', `/web-api/casino/favourites/${id}`, { token });
  assert.deepEqual(v.parse(GameIdsSchema, (await put(1001)).json()).ids, [1001]);
  assert.deepEqual(v.parse(GameIdsSchema, (await put(1001)).json()).ids, [1001], 'adding twice keeps one');
  await put(1200);
  expectError(await put(99999), 404, 'casino_not_found');
  const list = v.parse(GameListSchema, (await browser.get('casino/favourites', { token })).json());
  assert.deepEqual(new Set(list.items.map((g) => g.id)), new Set([1001, 1200]));
  const removed = await browser.call('DELETE', '/web-api/casino/favourites/1001', { token });
  assert.deepEqual(v.parse(GameIdsSchema, removed.json()).ids, [1200]);

  const other = await server.newBrowser();
  const otherToken = await other.signIn(DEMO.unverified.email);
  assert.deepEqual(v.parse(GameListSchema, (await other.get('casino/favourites', { token: otherToken })).json()).items, []);
  assert.deepEqual(v.parse(GameListSchema, (await browser.get('casino/recent', { token })).json()).items, [], 'nothing played yet');
});
