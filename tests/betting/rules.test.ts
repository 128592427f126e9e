/** Pure rules of the betting app: route → page, URL parameters, lotto and toto rules. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROUTES } from '../../platform/src/routing/route-table';
import type { TotoDraw } from '../../platform/src/schemas/feed';
import { pageKindFor } from '../../apps/betting/src/lib/pages';
import { gameParam, isoDate, parseId, parseMultiIds } from '../../apps/betting/src/lib/params';
import { lottoView } from '../../apps/betting/src/lib/lotto';
import { drawsWithoutWinner, openDraws, pastDraws, totoTab } from '../../apps/betting/src/lib/toto';

test('every betting route of the route table has a page', () => {
  const betting = ROUTES.filter((r) => r.app === 'betting');
  assert.ok(betting.length > 50, `${betting.length} betting routes`);
  for (const route of betting) assert.notEqual(pageKindFor(route.name), null, `no page for ${route.name}`);
  assert.equal(pageKindFor('epl-final'), 'championship');
  assert.equal(pageKindFor('epl-game'), 'game');
  assert.equal(pageKindFor('cyber-game'), 'game');
  assert.equal(pageKindFor('marble'), 'sports');
  assert.equal(pageKindFor('statisticpopup'), 'statistic');
  assert.equal(pageKindFor('slots'), null);
});

test('game ids come from the leading digits of {id}-{slug}; junk is rejected', () => {
  assert.equal(parseId('72-paris-saint-germain-monterrey'), 72);
  assert.equal(parseId('72'), 72);
  assert.equal(parseId('0'), null);
  assert.equal(parseId('abc'), null);
  assert.equal(parseId('72abc'), null);
  assert.equal(parseId('-5'), null);
  assert.equal(parseId('9999999999999'), null, 'more than 12 digits');
  assert.equal(parseId(undefined), null);
  assert.equal(gameParam({ id: 5, slug: 'a-b' }), '5-a-b');
});

test('multi ids: unique, valid, at most 4', () => {
  assert.deepEqual(parseMultiIds('?ids=3,1,3,x,0,7,9,11'), [3, 1, 7, 9]);
  assert.deepEqual(parseMultiIds(''), []);
  assert.deepEqual(parseMultiIds('?ids='), []);
});

test('isoDate uses the offset', () => {
  const ms = Date.UTC(2027, 0, 1, 22, 30);
  assert.equal(isoDate(ms, 0), '2027-01-01');
  assert.equal(isoDate(ms, 3), '2027-01-02');
});

test('lotto URLs: upcoming, results, view/{id}; the rest is unknown', () => {
  assert.deepEqual(lottoView({}), { kind: 'upcoming' });
  assert.deepEqual(lottoView({ sectionName: 'results' }), { kind: 'results' });
  assert.deepEqual(lottoView({ sectionName: 'view', lottoId: '12' }), { kind: 'view', id: 12 });
  assert.deepEqual(lottoView({ sectionName: 'view' }), { kind: 'unknown' });
  assert.deepEqual(lottoView({ sectionName: 'view', lottoId: 'x' }), { kind: 'unknown' });
  assert.deepEqual(lottoView({ sectionName: 'results', lottoId: '3' }), { kind: 'unknown' });
  assert.deepEqual(lottoView({ sectionName: 'other' }), { kind: 'unknown' });
});

test('toto URLs: default draw, short tab form, section/tab form, unknown values', () => {
  assert.equal(totoTab({}), 'draw');
  assert.equal(totoTab({ totoSection: 'draws' }), 'draws');
  assert.equal(totoTab({ totoSection: 'football' }), 'draw');
  assert.equal(totoTab({ totoSection: 'football', tab: 'nonimees' }), 'nonimees');
  assert.equal(totoTab({ totoSection: 'xx' }), null);
  assert.equal(totoTab({ totoSection: 'xx', tab: 'draw' }), null);
});

const draw = (number: number, over: Partial<TotoDraw> = {}): TotoDraw => ({
  id: number, number, status: 'settled', closesAt: number * 1000, pool: 1, jackpot: 100, currency: 'RUB', events: [], ...over,
});

test('toto draws: current and next open draws, archive newest first', () => {
  const draws = [draw(1), draw(4, { status: 'open', closesAt: 9000 }), draw(3, { status: 'open', closesAt: 5000 }), draw(2, { status: 'closed' })];
  assert.deepEqual(openDraws(draws).map((d) => d.number), [3, 4]);
  assert.deepEqual(pastDraws(draws).map((d) => d.number), [2, 1]);
});

test('draws without a winner: winners 0, or a jackpot that rolled over when winners are not reported', () => {
  assert.deepEqual(drawsWithoutWinner([draw(1, { winners: 0 }), draw(2, { winners: 3 }), draw(3, { status: 'closed', winners: 0 })]).map((d) => d.number), [1]);
  const rolled = [draw(1, { jackpot: 100 }), draw(2, { jackpot: 150 }), draw(3, { jackpot: 90, status: 'open' })];
  assert.deepEqual(drawsWithoutWinner(rolled).map((d) => d.number), [1], '#1 rolled into #2; #2 was won (#3 jackpot is lower)');
  assert.deepEqual(drawsWithoutWinner([draw(1)]).map((d) => d.number), [], 'no next draw: unknown, not listed');
});
