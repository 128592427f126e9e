import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { GAME_GENRES, SORTS } from '../../apps/casino/src/contracts/catalogue';
import {
  PRELOADER_GAME_TILES,
  PRELOADER_OTHER_TILES,
  gameIdOf,
  gameRoute,
  listQueryOf,
  listSearchOf,
  sectionOfRoute,
  subcategoryOf,
  type ListQuery,
} from '../../apps/casino/src/catalogue/routes';

test('a route that lists games names its section; any other route names none', () => {
  assert.equal(sectionOfRoute('slots'), 'slots');
  assert.equal(sectionOfRoute('live-casino'), 'live-casino');
  assert.equal(sectionOfRoute('casino-brand'), 'casino-brand');
  assert.equal(sectionOfRoute('slots-game'), null);
  assert.equal(sectionOfRoute('casino'), null);
  assert.equal(sectionOfRoute(''), null);
});

test('a sub-category is known, absent or unknown', () => {
  assert.equal(subcategoryOf('megaways'), 'megaways');
  assert.equal(subcategoryOf('roulette'), 'roulette');
  assert.equal(subcategoryOf(undefined), null);
  assert.equal(subcategoryOf(''), null);
  assert.equal(subcategoryOf('nonsense'), 'unknown');
  assert.equal(subcategoryOf('Megaways'), 'unknown');
});

test('the list filters keep good values and drop bad ones', () => {
  assert.deepEqual(listQueryOf(''), { provider: undefined, genre: undefined, sort: undefined, page: 1 });
  assert.deepEqual(listQueryOf('?provider=bluefin&genre=dice&sort=name&page=3'), { provider: 'bluefin', genre: 'dice', sort: 'name', page: 3 });
  assert.equal(listQueryOf('page=0').page, 1);
  assert.equal(listQueryOf('page=x').page, 1);
  assert.equal(listQueryOf('page=-2').page, 1);
  assert.equal(listQueryOf('page=1.5').page, 1);
  assert.equal(listQueryOf('page=10000').page, 1);
  assert.equal(listQueryOf('page=9999').page, 9999);
  assert.equal(listQueryOf('genre=poker').genre, undefined);
  assert.equal(listQueryOf('sort=cheapest').sort, undefined);
  assert.equal(listQueryOf('provider=Blue%20Fin').provider, undefined);
  assert.equal(listQueryOf('provider=blue_fin').provider, undefined);
  assert.equal(listQueryOf('provider=-bluefin').provider, undefined);
  assert.equal(listQueryOf('provider=' + 'a'.repeat(49)).provider, undefined);
  assert.equal(listQueryOf('provider=red-tiger2').provider, 'red-tiger2');
  // One bad value does not take the good ones with it.
  assert.deepEqual(listQueryOf('provider=bad!&genre=slots&sort=zzz&page=2'), { provider: undefined, genre: 'slots', sort: undefined, page: 2 });
});

test('the query string of a list page leaves the defaults out', () => {
  assert.deepEqual(listSearchOf({ page: 1 }), {});
  assert.deepEqual(listSearchOf({ provider: 'bluefin', genre: 'cards', sort: 'new', page: 4 }), { provider: 'bluefin', genre: 'cards', sort: 'new', page: '4' });
  assert.deepEqual(listSearchOf({ sort: 'popular', page: 1 }), { sort: 'popular' });
  const q: ListQuery = { provider: 'bluefin', genre: 'dice', sort: 'jackpot', page: 7 };
  assert.deepEqual(listQueryOf(new URLSearchParams(listSearchOf(q)).toString()), q);
});

test('a game page is under live-casino for a live table, under slots for every other game', () => {
  assert.deepEqual(gameRoute({ id: 12, slug: 'lucky-wheel', live: false }), { name: 'slots-game', params: { gameId: '12', gameName: 'lucky-wheel' } });
  assert.deepEqual(gameRoute({ id: 7, slug: 'roulette-one', live: true }), { name: 'live-casino-game', params: { gameId: '7', gameName: 'roulette-one' } });
});

test('a game id route parameter is digits only, without a leading zero', () => {
  assert.equal(gameIdOf('1'), 1);
  assert.equal(gameIdOf('123456789'), 123456789);
  assert.equal(gameIdOf('1234567890'), null);
  assert.equal(gameIdOf('0'), null);
  assert.equal(gameIdOf('012'), null);
  assert.equal(gameIdOf('12a'), null);
  assert.equal(gameIdOf('-3'), null);
  assert.equal(gameIdOf(''), null);
  assert.equal(gameIdOf(undefined), null);
});

test('a loading list shows 16 game placeholders and 2 other-game placeholders', () => {
  assert.equal(PRELOADER_GAME_TILES, 16);
  assert.equal(PRELOADER_OTHER_TILES, 2);
});

const providerArb = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,47}$/);
const listQueryArb: fc.Arbitrary<ListQuery> = fc.record({
  provider: fc.option(providerArb, { nil: undefined }),
  genre: fc.option(fc.constantFrom(...GAME_GENRES), { nil: undefined }),
  sort: fc.option(fc.constantFrom(...SORTS), { nil: undefined }),
  page: fc.integer({ min: 1, max: 9999 }),
}).map((q) => ({ ...q })); // a plain object (fc.record's have no prototype)

test('any valid list query survives a trip through the address', () => {
  fc.assert(
    fc.property(listQueryArb, (q) => {
      assert.deepEqual(listQueryOf(new URLSearchParams(listSearchOf(q)).toString()), q);
    }),
    { seed: 20240611, numRuns: 300 },
  );
});
