import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GamesQuerySchema, ResultsQuerySchema } from '../../../platform/src/schemas/feed';
import { GAMES_PARAMS, RESULTS_PARAMS, parseQuery } from '../../../server/feed/query-params';

test('query strings become typed values: 1/0 booleans, integers, comma-separated ids', () => {
  const parsed = parseQuery(GamesQuerySchema, GAMES_PARAMS, {
    section: 'live',
    sportId: '3',
    timeFilter: '2',
    video: '1',
    cyber: '0',
    ids: '5,7,9',
    limit: '20',
    since: '0',
    team: 'Arsenal',
    unknown: 'ignored',
    top: '',
  });
  assert.deepEqual(parsed, {
    ok: true,
    value: { section: 'live', sportId: 3, timeFilter: 2, video: true, cyber: false, ids: [5, 7, 9], limit: 20, since: 0, team: 'Arsenal' },
  });
});

test('an invalid value names its parameter', () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ section: 'past' }, 'section'],
    [{ sportId: 'x' }, 'sportId'],
    [{ sportId: '0' }, 'sportId'],
    [{ timeFilter: '4' }, 'timeFilter'],
    [{ top: 'yes' }, 'top'],
    [{ ids: '1,b' }, 'ids'],
    [{ limit: '5000' }, 'limit'],
    [{ since: '-1' }, 'since'],
    [{ sportId: ['1', '2'] }, 'sportId'],
  ];
  for (const [query, parameter] of cases) {
    const parsed = parseQuery(GamesQuerySchema, GAMES_PARAMS, query);
    assert.equal(parsed.ok, false, JSON.stringify(query));
    if (!parsed.ok) assert.equal(parsed.parameter, parameter);
  }
  const date = parseQuery(ResultsQuerySchema, RESULTS_PARAMS, { date: '2026-13-01' });
  assert.equal(date.ok ? 'ok' : date.parameter, 'date');
  assert.deepEqual(parseQuery(ResultsQuerySchema, RESULTS_PARAMS, { date: '2026-03-01', type: 'zone' }), { ok: true, value: { date: '2026-03-01', type: 'zone' } });
});
