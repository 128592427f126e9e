import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ruleAddress } from '../../apps/information/src/content/addresses';
import { newsPageOf } from '../../apps/information/src/content/addresses';
import { alphabetAddress, lettersOf } from '../../apps/information/src/content/addresses';
import { terminalQueryOf } from '../../apps/information/src/content/addresses';
import { pageSlugOf } from '../../apps/information/src/content/addresses';

test('rules address: group and chapter as positive whole numbers, the first chapter by default, anything else null', () => {
  assert.deepEqual(ruleAddress({ ruleGroup: '2' }), { group: 2, chapter: 1 });
  assert.deepEqual(ruleAddress({ ruleGroup: '2', chapter: '3' }), { group: 2, chapter: 3 });
  for (const bad of [{ ruleGroup: 'x' }, { ruleGroup: '0' }, { ruleGroup: '2', chapter: '-1' }, { ruleGroup: '1e3' }, {}]) assert.equal(ruleAddress(bad), null, JSON.stringify(bad));
});

test('news page from ?page=: 1 when missing or malformed', () => {
  assert.equal(newsPageOf('?page=3'), 3);
  for (const search of ['', '?page=0', '?page=abc', '?page=-2', '?page=99999']) assert.equal(newsPageOf(search), 1, search);
});

test('betting alphabet address: a known topic, the letter lower-cased; an unknown topic is null', () => {
  assert.deepEqual(alphabetAddress({}), { block: null, letter: null, slug: null });
  assert.deepEqual(alphabetAddress({ block: 'bet-types', category: 'S', slug: 'single' }), { block: 'bet-types', letter: 's', slug: 'single' });
  assert.equal(alphabetAddress({ block: 'poker' }), null);
  assert.deepEqual(lettersOf([{ letter: 'т' }, { letter: 'а' }, { letter: 'ё' }] as never, 'ru'), ['а', 'ё', 'т']);
});

test('cash-terminal query: free text trimmed and cut at 80 characters; the page slug of a route', () => {
  assert.equal(terminalQueryOf('  Moscow '), 'Moscow');
  assert.equal(terminalQueryOf(undefined), '');
  assert.equal(terminalQueryOf('x'.repeat(300)).length, 80);
  assert.equal(pageSlugOf('information-about'), 'about');
  assert.equal(pageSlugOf('internal-vpn'), 'internal-vpn');
});
