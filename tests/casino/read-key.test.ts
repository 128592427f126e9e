import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { queryOf, readKey } from '../../apps/casino/src/catalogue/read-key';

test('a call query leaves out missing and empty filters and writes the rest as text', () => {
  assert.deepEqual(queryOf({ section: 'slots', subcategory: undefined, provider: '', page: 2, size: 24 }), { section: 'slots', page: '2', size: '24' });
  assert.deepEqual(queryOf({}), {});
});

test('a read key is the path with its query in name order', () => {
  assert.equal(readKey('sections'), 'casino/sections');
  assert.equal(readKey('games', {}), 'casino/games');
  assert.equal(readKey('games', { section: 'slots', page: '1' }), 'casino/games?page=1&section=slots');
  assert.equal(readKey('games', { q: 'lucky star', sort: 'new' }), 'casino/games?q=lucky+star&sort=new');
});

test('the same filters give the same key whatever order they were written in', () => {
  const filters = fc.dictionary(fc.constantFrom('section', 'subcategory', 'provider', 'genre', 'sort', 'page', 'q'), fc.string({ maxLength: 8 }));
  fc.assert(
    fc.property(filters, (query) => {
      const reversed = Object.fromEntries(Object.entries(query).reverse());
      assert.equal(readKey('games', reversed), readKey('games', query));
    }),
  );
});
